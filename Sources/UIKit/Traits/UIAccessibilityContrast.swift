/// Whether the user asked for increased contrast.
public enum UIAccessibilityContrast: Int, Sendable, CaseIterable {
    case unspecified = -1
    case normal = 0
    case high = 1
}
