import Testing
import UIKit

/// `CABasicAnimation`'s rules for which two values it moves between, from its three optional values
/// and the layer's model value (Core Animation's documentation of `fromValue`, `toValue` and
/// `byValue`), with and without `isAdditive`: each combination a quarter of the way through a linear
/// one-second animation of opacity over a model opacity of 0.2.
@MainActor @Suite struct BasicAnimationValueRulesTests {
    private func shown(from: Double?, to: Double?, by: Double?, additive: Bool = false) -> Double {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        window.addSubview(view)
        let layer = view.layer
        layer.opacity = 0.2
        UIApplication.shared.advanceFrame(by: 0)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = from
        fade.toValue = to
        fade.byValue = by
        fade.isAdditive = additive
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(fade, forKey: "fade")
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(layer.opacity == 0.2, "the model value stays")
        return Double(layer.presentation()!.opacity)
    }

    private func expectShown(_ value: Double, _ expected: Double, _ rule: Comment) {
        #expect(abs(value - expected) < 1e-6, rule)
    }

    @Test func fromToAndBy() {
        expectShown(shown(from: 0.4, to: 0.8, by: nil), 0.5, "from → to")
        expectShown(shown(from: 0.4, to: 0.8, by: 0.1), 0.5, "from and to win over by")
        expectShown(shown(from: 0.4, to: nil, by: 0.4), 0.5, "from → from + by")
        expectShown(shown(from: nil, to: 0.8, by: 0.4), 0.5, "to - by → to")
    }

    @Test func oneValueMovesFromOrToTheModel() {
        expectShown(shown(from: 0.4, to: nil, by: nil), 0.35, "from → the model value")
        expectShown(shown(from: nil, to: 0.8, by: nil), 0.35, "the model value → to")
        expectShown(shown(from: nil, to: nil, by: 0.4), 0.3, "the model value → the model value + by")
    }

    @Test func additiveAnimationsAddToTheModel() {
        expectShown(shown(from: nil, to: 0.4, by: nil, additive: true), 0.3, "zero → to, added to the model")
        expectShown(shown(from: nil, to: nil, by: 0.4, additive: true), 0.3, "zero → by, added to the model")
        expectShown(shown(from: 0.1, to: 0.5, by: nil, additive: true), 0.4, "from → to, added to the model")
        expectShown(shown(from: 0.4, to: nil, by: nil, additive: true), 0.55, "from → the model value, added to the model")
    }

    @Test func noValueShowsTheModel() {
        expectShown(shown(from: nil, to: nil, by: nil), 0.2, "an animation without values shows the model value")
    }
}
