/// A coarse measure of available space along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
