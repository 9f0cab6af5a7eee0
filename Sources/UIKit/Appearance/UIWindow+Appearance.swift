extension UIWindow {
    /// Writes the current appearance rules into every view of this window, and re-resolves the rules of
    /// the items its bars show (a Tessera addition).
    public func reapplyAppearance() {
        BarItemAppearanceRegistry.shared.refreshBars(in: self)
        guard AppearanceRegistry.shared.isActive else { return }
        AppearanceRegistry.shared.apply(subtree: self)
    }
}
