/// The kind of a path element.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic curve with control point `points[0]` to `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic curve with control points `points[0]`, `points[1]` to `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath.
    case closeSubpath = 4
}
