/// Which points a filled path covers.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number.
    case winding = 0
    /// Odd crossing count.
    case evenOdd = 1
}
