/// How the corners of stroked lines are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, bevelled past the miter limit.
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A cut-off corner.
    case bevel = 2
}
