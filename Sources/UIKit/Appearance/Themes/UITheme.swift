/// A theme: a plain Swift value holding the app's fonts, colours, icons and metrics, switched at run
/// time with `UIApplication.shared.setTheme(_:animationDuration:)` (a Tessera type).
///
/// A theme styles views in two ways, which mix freely: it records appearance rules in
/// `applyAppearance()`, and views that style themselves (a title label that picks its own font, say) read
/// `UIApplication.shared.theme(as:)` when made and again in `UIView.themeDidChange()`.
@preconcurrency @MainActor
public protocol UITheme {
    /// Records the theme's appearance rules through proxies (`UILabel.appearance().textColor = ...`).
    /// Called each time the theme becomes current, after the previous theme's rules were removed; what
    /// it records belongs to the theme and leaves the app's own rules alone. The default records nothing.
    func applyAppearance()
}

extension UITheme {
    /// Records nothing.
    public func applyAppearance() {}
}
