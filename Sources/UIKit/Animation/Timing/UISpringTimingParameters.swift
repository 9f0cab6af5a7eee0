/// A spring for a property animator, described one of three ways:
///
/// - a damping ratio (1: no overshoot; lower values bounce), where the spring is tuned to come to rest
///   in the animator's duration;
/// - mass, stiffness and damping, where the spring's own settling time sets the duration (the
///   animator's duration is ignored, as in UIKit);
/// - iOS 17's perceived duration and bounce, where the spring's settling time also sets the duration.
///
/// `initialVelocity` is in whole changes per second: a view thrown at 600 pt/s towards a target 300 pt
/// away starts at 2. Where Tessera differs: a velocity with both components non-zero is taken as its
/// length for every property (UIKit applies dx and dy to x and y separately).
open class UISpringTimingParameters: UITimingCurveProvider, @unchecked Sendable {
    /// The starting velocity.
    public let initialVelocity: CGVector
    /// How the spring is described.
    enum Description {
        case dampingRatio(CGFloat)
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }
    let description: Description

    /// A critically damped spring (ratio 1), tuned to the animator's duration.
    public convenience init() {
        self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with damping ratio `ratio`, tuned to the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with damping ratio `ratio` and a starting velocity, tuned to the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        description = .dampingRatio(ratio.isFinite ? min(max(ratio, 0.01), 1) : 1)
        initialVelocity = velocity
    }

    /// A spring of `mass` on a spring of `stiffness` with `damping`; it lasts until it settles.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        func usable(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : fallback }
        description = .physical(mass: usable(mass, 1), stiffness: usable(stiffness, 100), damping: damping.isFinite ? max(damping, 0) : 10)
        initialVelocity = velocity
    }

    /// iOS 17's spring that feels `duration` seconds long and bounces `bounce` (0: none, up to 1).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let d = CGFloat(max(duration.isFinite ? duration : 0.5, 0.01))
        let b = min(max(bounce.isFinite ? bounce : 0, -1), 1)
        let stiffness = pow(2 * .pi / d, 2)
        let damping = b >= 0 ? 4 * .pi * (1 - b) / d : 4 * .pi / (d * max(1 + b, 0.01))
        self.init(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The velocity as one number (see the type's note).
    var scalarVelocity: CGFloat {
        let v = initialVelocity
        if v.dy == 0 { return v.dx }
        if v.dx == 0 { return v.dy }
        return (v.dx * v.dx + v.dy * v.dy).squareRoot()
    }
}
