/// A timing curve for a property animator: one of UIKit's named curves or a cubic Bézier from (0, 0)
/// to (1, 1) through two control points.
///
/// ```swift
/// let snappy = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1))
/// let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: snappy)
/// ```
open class UICubicTimingParameters: UITimingCurveProvider, @unchecked Sendable {
    /// The named curve (`.easeInOut` for custom control points, as in UIKit).
    public let animationCurve: UIView.AnimationCurve
    /// The first inner control point.
    public let controlPoint1: CGPoint
    /// The second inner control point.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve, ease in and out.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of the named curves, with Core Animation's control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        // Curve 7, the keyboard's (from its notifications): its slide's control points.
        default: (KeyboardCurve.timing.controlPoint1, KeyboardCurve.timing.controlPoint2)
        }
        isBuiltin = true
    }

    /// A cubic Bézier through `point1` and `point2` (x values are clamped to 0…1 when it runs).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
    }

    /// `.builtin` for a named curve, `.cubic` for control points.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as Core Animation runs it.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x), Float(controlPoint2.y))
    }
}
