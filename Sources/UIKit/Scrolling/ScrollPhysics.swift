/// The arithmetic of iOS scrolling, apart from any view: rubber-banding past an edge, deceleration
/// after a flick, and the spring back to an edge.
///
/// - Rubber band: dragging `x` points past an edge of a `dimension`-point view shows
///   (1 − 1 / (x · 0.55 / dimension + 1)) · dimension of it.
/// - Deceleration: the velocity falls by the deceleration rate `d` every millisecond, v(t) = v₀ · d^(1000 t),
///   so content released at v₀ points per second comes to rest (v₀ / 1000) · d / (1 − d) further on. Any
///   resting place (one a delegate chose, a page) is reached on the same curve:
///   x(t) = x₀ + (target − x₀) · (1 − d^(1000 t)).
/// - Spring back: past an edge, the content returns on a critically damped spring.
enum ScrollPhysics {
    /// How far content dragged `overscroll` points past an edge shows, in a view `dimension` long.
    static func rubberBand(_ overscroll: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let x = abs(overscroll)
        let shown = (1 - 1 / (x * 0.55 / dimension + 1)) * dimension
        return overscroll < 0 ? -shown : shown
    }

    /// The distance content released at `velocity` points per second travels before it rests.
    static func restingDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        return velocity / 1000 * rate / (1 - rate)
    }

    /// The fraction of the way to its resting place content has travelled `elapsed` seconds after release.
    static func decelerationProgress(elapsed: TimeInterval, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 1 }
        return 1 - pow(rate, CGFloat(elapsed * 1000))
    }

    /// The velocity (points per second) content decelerating towards a place `distance` away shows
    /// `elapsed` seconds after release.
    static func decelerationVelocity(distance: CGFloat, elapsed: TimeInterval, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        // x(t) = D (1 − d^(1000t)) ⇒ x'(t) = −D · 1000 · ln d · d^(1000t).
        return -distance * 1000 * log(rate) * pow(rate, CGFloat(elapsed * 1000))
    }

    /// How fast the spring back to an edge is (radians per second): it settles in about half a second.
    static let springFrequency: CGFloat = 12

    /// The displacement from the edge `elapsed` seconds into a critically damped return that started
    /// `start` points past it moving at `velocity` points per second.
    static func springBack(start: CGFloat, velocity: CGFloat, elapsed: TimeInterval) -> CGFloat {
        let w = springFrequency, t = CGFloat(elapsed)
        return (start + (velocity + w * start) * t) * exp(-w * t)
    }

    /// Whether a spring back has settled (within a quarter point, barely moving).
    static func springSettled(start: CGFloat, velocity: CGFloat, elapsed: TimeInterval) -> Bool {
        let w = springFrequency, t = CGFloat(elapsed)
        let x = springBack(start: start, velocity: velocity, elapsed: elapsed)
        let v = (velocity - w * (velocity + w * start) * t) * exp(-w * t)
        return abs(x) < 0.25 && abs(v) < 10
    }
}
