/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    /// Not specified: inherit, or light.
    case unspecified = 0
    /// Light appearance.
    case light = 1
    /// Dark appearance.
    case dark = 2
}
