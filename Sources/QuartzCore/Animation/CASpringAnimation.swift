/// A basic animation whose progress follows a damped spring instead of a timing curve: the value moves
/// as a mass on a spring released from the start value towards the end value.
///
/// The displacement from the end, as a fraction of the whole change, is x(t) with x(0) = 1 and
/// x'(0) = −initialVelocity, of `mass`·x'' + `damping`·x' + `stiffness`·x = 0. The animation lasts
/// `duration` (set it to `settlingDuration` to let the spring come to rest).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (1).
    open var mass: CGFloat = 1
    /// The spring's stiffness (100).
    open var stiffness: CGFloat = 100
    /// The damping (10).
    open var damping: CGFloat = 10
    /// The starting speed, in whole changes per second (0).
    open var initialVelocity: CGFloat = 0
    /// Whether the value may overshoot (always, as the equation has it; kept).
    open var allowsOverdamping = false

    /// A spring that feels `perceptualDuration` seconds long, bouncing `bounce` (0 none, up to 1; below
    /// 0 is overdamped), as iOS 17 describes springs: stiffness (2π / duration)², damping
    /// 4π (1 − bounce) / duration (for bounce below 0, 4π / (duration (1 + bounce))).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let d = max(perceptualDuration, 0.01)
        mass = 1
        stiffness = pow(2 * .pi / CGFloat(d), 2)
        let b = min(max(bounce, -1), 1)
        damping = b >= 0 ? 4 * .pi * (1 - b) / CGFloat(d) : 4 * .pi / (CGFloat(d) * (1 + b).clamped(atLeast: 0.01))
        duration = settlingDuration
    }

    /// The duration the spring's parameters feel like: 2π / √(stiffness / mass).
    open var perceptualDuration: TimeInterval { Double(2 * .pi / (stiffness / max(mass, 0.0001)).squareRoot()) }

    /// How far the spring bounces: 1 − damping ratio (negative when overdamped).
    open var bounce: CGFloat {
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// How long until the spring comes to rest (stays within 0.1 % of the change).
    open var settlingDuration: CFTimeInterval {
        var t = 0.0, settledSince: Double?
        let step = 1.0 / 240
        while t < 60 {
            if abs(displacement(at: t)) < 0.001 {
                if settledSince == nil { settledSince = t }
                if t - settledSince! >= 0.1 { return settledSince! }
            } else {
                settledSince = nil
            }
            t += step
        }
        return 60
    }

    package override func copyAnimation() -> CAAnimation {
        let made = super.copyAnimation()
        guard let copy = made as? CASpringAnimation else { return made }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
        return copy
    }

    override func progress(atLocalTime t: CFTimeInterval) -> Double { 1 - displacement(at: t) }

    /// x(t): the remaining fraction of the change at time `t`.
    package func displacement(at t: Double) -> Double {
        let m = Double(max(mass, 0.0001)), k = Double(max(stiffness, 0.0001)), c = Double(max(damping, 0)), v0 = Double(initialVelocity)
        let w0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        }
        if zeta == 1 {
            return exp(-w0 * t) * (1 + (w0 - v0) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }
}

private extension CGFloat {
    func clamped(atLeast low: CGFloat) -> CGFloat { Swift.max(self, low) }
}
