/// Whether content sits at the base level or above it (dark-mode background colours lighten when elevated).
public enum UIUserInterfaceLevel: Int, Sendable, CaseIterable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}
