/// The bar sizes an appearance setting applies to (`setBackgroundImage(_:for:barMetrics:)`).
///
/// A control outside a bar always uses `.default`; the other metrics are kept for the bars, which
/// read the compact and prompt values.
public enum UIBarMetrics: Int, CaseIterable, Sendable {
    /// A bar of the default height.
    case `default` = 0
    /// A compact bar (a phone's navigation bar in landscape).
    case compact = 1
    /// A default-height bar with a prompt above it.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}

extension AppearanceAxis {
    /// A bar metrics argument (`barMetrics:`), named as in style sheets: `backgroundImage:normal:compact`.
    public static let barMetrics = AppearanceAxis(name: "barMetrics", values: UIBarMetrics.allCases.map { ("\($0)", $0.rawValue) })
}
