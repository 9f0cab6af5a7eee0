/// Describes how an animation's progress follows its time: a cubic curve, a spring, or both.
///
/// `UIViewPropertyAnimator` and `continueAnimation(withTimingParameters:durationFactor:)` take one.
/// Where Tessera differs: the protocol does not require `NSCoding`/`NSCopying`; the parameter types
/// are immutable, so sharing one is as good as a copy.
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the parameters below describe the curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}
