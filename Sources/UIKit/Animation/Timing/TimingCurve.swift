/// A timing-curve provider resolved for an animation's duration: the progress shown at each fraction
/// of the time (springs may overshoot 1), and how long the animation really lasts (a spring described
/// physically lasts until it settles, whatever duration was asked for).
@MainActor
struct TimingCurve {
    private enum Kind {
        case cubic(CAMediaTimingFunction)
        case spring(CASpringAnimation)
    }

    private let kind: Kind
    /// The animation's length in seconds.
    let duration: TimeInterval

    init(_ provider: any UITimingCurveProvider, duration requested: TimeInterval) {
        let requested = requested.isFinite ? max(requested, 0) : 0
        if provider.timingCurveType != .builtin, provider.timingCurveType != .cubic, let spring = provider.springTimingParameters {
            switch spring.description {
            case .dampingRatio(let ratio):
                kind = .spring(Self.spring(settlingIn: requested, dampingRatio: ratio, velocity: spring.scalarVelocity))
                duration = requested
            case .physical(let mass, let stiffness, let damping):
                let made = CASpringAnimation()
                made.mass = mass
                made.stiffness = stiffness
                made.damping = damping
                made.initialVelocity = spring.scalarVelocity
                kind = .spring(made)
                duration = made.settlingDuration
            }
        } else {
            kind = .cubic(provider.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut))
            duration = requested
        }
    }

    /// The progress shown when `fraction` of the time has passed.
    func progress(at fraction: Double) -> Double {
        let f = min(max(fraction, 0), 1)
        switch kind {
        case .cubic(let function): return function.value(at: f)
        case .spring(let spring): return f >= 1 ? 1 : 1 - spring.displacement(at: f * duration)
        }
    }

    /// A spring with damping ratio `ratio` (0.01…1) that comes to rest `duration` seconds after it
    /// starts, with `velocity` in whole changes per second: the shape of a stiffness-100 spring of
    /// that ratio, played faster or slower.
    static func spring(settlingIn duration: TimeInterval, dampingRatio ratio: CGFloat, velocity: CGFloat) -> CASpringAnimation {
        let ratio = min(max(ratio, 0.01), 1)
        let probe = CASpringAnimation()
        probe.damping = 2 * ratio * 10
        probe.initialVelocity = velocity
        let scale = probe.settlingDuration / max(duration, 0.001)
        let spring = CASpringAnimation()
        spring.stiffness = 100 * CGFloat(scale * scale)
        spring.damping = 2 * ratio * spring.stiffness.squareRoot()
        spring.initialVelocity = velocity
        spring.duration = duration
        return spring
    }
}
