import UIKit

/// Views and controllers the appearance tests build hierarchies from.
final class ViewA: UIView {}
final class ViewB: UIView {}
final class SampleController: UIViewController {}
final class OtherController: UIViewController {}
class SubLabel: UILabel {}

/// A label with three appearance properties applied to the layer.
final class RoundLabel: UILabel {
    @Appearance var borderWidth: CGFloat = 0 { didSet { layer.borderWidth = borderWidth } }
    @Appearance var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius } }
    @Appearance var borderColor: UIColor? = nil { didSet { layer.borderColor = borderColor?.cgColor } }
    /// Not appearance-capable.
    var note: String = ""
}

/// A label whose initializer sets an appearance property: explicit, as on iOS.
final class InitSetLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        textColor = .green
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A view with an appearance property per state, set through an axis setter.
final class StateBadge: UIView {
    static let fillAppearance = AppearanceProperty(
        name: "fill", of: StateBadge.self,
        axes: [AppearanceAxis(name: "state", values: [("normal", 0), ("highlighted", 1)])],
        defaultValue: UIColor?.none) { badge, color, axes in badge.setFill(color, for: axes[0]) }

    private(set) var fills: [Int: UIColor] = [:]

    func setFill(_ color: UIColor?, for state: Int) {
        guard appearanceAllowsSetting(Self.fillAppearance, axes: [state]) else { return }
        fills[state] = color
    }
}

extension UIAppearanceProxy where View: StateBadge {
    func setFill(_ color: UIColor?, for state: Int) { setAppearanceValue(color, for: StateBadge.fillAppearance, axes: [state]) }
    func fill(for state: Int) -> UIColor? { appearanceValue(for: StateBadge.fillAppearance, axes: [state], as: UIColor?.self) ?? nil }
}

@MainActor func appearanceWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    return window
}

/// Runs a test body with no appearance rules before or after it.
@MainActor func withCleanAppearance(_ body: () throws -> Void) rethrows {
    UIApplication.shared.resetAppearance()
    defer { UIApplication.shared.resetAppearance() }
    try body()
}
