/// What a layout's content insets are measured from: the container's edges, its safe area, its layout
/// margins, or its readable content guide.
public enum UIContentInsetsReference: Int, Sendable {
    /// The layout's choice: the safe area for compositional layouts.
    case automatic = 0
    /// The container's edges.
    case none
    /// The container's safe area.
    case safeArea
    /// The container's layout margins.
    case layoutMargins
    /// The container's readable content guide.
    case readableContent
}
