/// Where a boundary supplementary item (a header, a footer) sits around its section or the whole layout.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// Above, spanning the width.
    case top
    /// At the top leading corner.
    case topLeading
    /// Along the leading edge, spanning the height.
    case leading
    /// At the bottom leading corner.
    case bottomLeading
    /// Below, spanning the width.
    case bottom
    /// At the bottom trailing corner.
    case bottomTrailing
    /// Along the trailing edge, spanning the height.
    case trailing
    /// At the top trailing corner.
    case topTrailing
}
