/// UIKit's animation curve 7, the software keyboard's slide, which the keyboard notifications report
/// and `UIView.AnimationOptions(rawValue: 7 << 16)` names. It is an animation curve, so it lives with the
/// others; the keyboard reads it from here.
enum KeyboardCurve {
    /// The curve as a cubic Bézier.
    static let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.38, y: 0.7), controlPoint2: CGPoint(x: 0.125, y: 1))
    /// The same curve for Core Animation.
    static let timingFunction = CAMediaTimingFunction(controlPoints: 0.38, 0.7, 0.125, 1)
}
