/// Re-applying and resetting appearance rules for the whole app (Tessera additions).
extension UIApplication {
    /// Writes the current appearance rules into every view of every window, without removing or
    /// re-adding any: explicit values stay, and properties whose rules are gone return to their defaults.
    /// iOS has no such call; there a changed proxy reaches only views that enter a window afterwards.
    public func reapplyAppearance() {
        for window in windows { window.reapplyAppearance() }
    }

    /// Removes every appearance rule, those set in code and the style sheet's (bar items' too). Views keep their values
    /// until the rules are re-applied (`reapplyAppearance()`), which returns them to their defaults.
    public func resetAppearance() {
        AppearanceRegistry.shared.removeAllCodeValues()
        AppearanceRegistry.shared.replaceSheetValues([])
        BarItemAppearanceRegistry.shared.removeAll()
    }
}
