extension UIWindow {
    /// Writes the current appearance rules into every view of this window (a Tessera addition).
    public func reapplyAppearance() {
        guard AppearanceRegistry.shared.isActive else { return }
        AppearanceRegistry.shared.apply(subtree: self)
    }
}
