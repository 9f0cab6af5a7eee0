/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Squared off exactly at the end point.
    case butt = 0
    /// A half circle beyond the end point.
    case round = 1
    /// A half square beyond the end point.
    case square = 2
}
