import Testing
import UIKit

/// UIView's animation blocks: model values change at once, the screen follows over time, completions
/// report whether animations finished, and an interrupted animation starts from the screen.
@MainActor @Suite struct ViewAnimationTests {
    private func window() -> UIWindow { phoneWindowAtScale1() }

    @Test func optionBitsAreUIKits() {
        #expect(UIView.AnimationOptions.repeat.rawValue == 8)
        #expect(UIView.AnimationOptions.autoreverse.rawValue == 16)
        #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 65_536)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 196_608)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5_242_880)
        #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 117_440_512)
    }

    @Test func theModelChangesAtOnceAndTheScreenFollows() {
        let window = window()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0
            view.center = CGPoint(x: 225, y: 25)
        }, completion: { finished.append($0) })
        #expect(view.alpha == 0 && view.center == CGPoint(x: 225, y: 25))
        UIApplication.shared.advanceFrame(by: 0.5)
        let shown = view.layer.presentation()!
        #expect(abs(shown.opacity - 0.5) < 1e-3)
        #expect(abs(shown.position.x - 125) < 1e-3)
        #expect(finished.isEmpty)
        UIApplication.shared.advanceFrame(by: 0.6)
        #expect(finished == [true])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func theCompositorDrawsTheValueOnScreenAndRepaintsOnlyAroundIt() {
        let window = window()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame.origin = CGPoint(x: 200, y: 0)
        })
        UIApplication.shared.advanceFrame(by: 0.5)
        let image = window.screen.snapshotImage()
        #expect(rgba(image, 105, 10) == [255, 0, 0, 255], "drawn half way")
        #expect(rgba(image, 5, 10) == [255, 255, 255, 255], "no longer at the start")
        #expect(rgba(image, 205, 10) == [255, 255, 255, 255], "not yet at the end")
        UIApplication.shared.advanceFrame(by: 0.1)
        let damage = window.compositor!.lastFrame.damage
        let area = damage.reduce(0) { $0 + $1.width * $1.height }
        #expect(area > 0 && area <= 42 * 21, "a 20-point square moving 20 points repaints about its old and new places: \(damage)")
    }

    @Test func interruptingStartsFromTheScreenAndTheFirstCompletionIsNotFinished() {
        let window = window()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var results: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                       completion: { results.append("first \($0)") })
        UIApplication.shared.advanceFrame(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 },
                       completion: { results.append("second \($0)") })
        #expect(results == ["first false"])
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-3, "the new animation starts where the old one was")
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(view.layer.presentation()!.opacity - 0.75) < 1e-3)
        UIApplication.shared.advanceFrame(by: 0.6)
        #expect(results == ["first false", "second true"])
    }

    @Test func aDelayShowsTheOldValueUntilTheAnimationBegins() {
        let window = window()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 1)
        UIApplication.shared.advanceFrame(by: 0.75)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-3)
    }

    @Test func aConstraintChangeLaidOutInsideTheBlockAnimates() {
        let window = window()
        defer { window.isHidden = true }
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let left = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: window.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
        window.layoutIfNeeded()
        left.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { window.layoutIfNeeded() })
        #expect(box.frame.minX == 100)
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(box.layer.presentation()!.frame.minX - 50) < 1e-3)
    }

    @Test func withoutAnimationNothingAnimatesAndTheCompletionStillRuns() {
        let window = window()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var completed: Bool?
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
        }, completion: { completed = $0 })
        #expect(view.layer.animationKeys() == nil)
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        #expect(completed == true)
    }

    @Test func aSpringBlockSettlesAtItsDuration() {
        let window = window()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var done = false
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                       animations: { view.center.x = 105 }, completion: { done = $0 })
        var overshot = false
        for _ in 0..<30 {
            UIApplication.shared.advanceFrame(by: 0.02)
            if view.layer.presentation()!.position.x > 105.5 { overshot = true }
        }
        #expect(overshot, "an underdamped spring overshoots")
        UIApplication.shared.advanceFrame(by: 0.05)
        #expect(done)
        #expect(abs(view.layer.presentation()!.position.x - 105) < 1e-9)
    }
}
