/// The kind of curve a timing-curve provider describes.
public enum UITimingCurveType: Int, Sendable {
    /// One of the named curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier with custom control points.
    case cubic = 1
    /// A damped spring.
    case spring = 2
    /// A cubic curve and a spring together (Tessera follows the spring).
    case composed = 3
}
