/// The arithmetic of iOS scrolling, apart from any view: rubber-banding past an edge, deceleration
/// after a flick, and the spring back to an edge.
///
/// - Rubber band: dragging `x` points past an edge of a `dimension`-point view shows
///   (1 − 1 / (x · 0.55 / dimension + 1)) · dimension of it.
/// - Deceleration: the velocity falls by the deceleration rate `d` every millisecond, v(t) = v₀ · d^(1000 t),
///   and the glide ends when it falls below `restingVelocity`, as iOS's does: content released at v₀
///   points per second comes to rest (v₀ − 10) / 1000 · d / (1 − d) further on (the sum of a millisecond's
///   travel at each velocity down to the threshold), log_d(10 / v₀) milliseconds after the lift. A flick of
///   3,000 points a second at the normal rate travels 1,492 points and ends after 2.85 s, as on iOS.
/// - Any resting place (one the glide gives, one a delegate chose, a page) is reached on that curve, a
///   `Glide`: x(t) = reach · (1 − d^(1000 t)), where the curve's far end `reach` lies the distance a
///   10-point-a-second glide still has to go beyond the resting place, so the glide arrives exactly as its
///   velocity falls to the threshold, and lands there without creeping on.
/// - Spring back: past an edge, the content returns on a critically damped spring.
enum ScrollPhysics {
    /// How far content dragged `overscroll` points past an edge shows, in a view `dimension` long.
    static func rubberBand(_ overscroll: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let x = abs(overscroll)
        let shown = (1 - 1 / (x * 0.55 / dimension + 1)) * dimension
        return overscroll < 0 ? -shown : shown
    }

    /// The velocity (points per second) below which a glide ends. Derived from iOS: a 3,000-point-a-second
    /// flick at the normal rate ends after 2.85 s, when 3,000 · 0.998^2850 ≈ 10 points a second are left.
    static let restingVelocity: CGFloat = 10

    /// The points content gliding at one point per second still travels at `rate` (per millisecond):
    /// a millisecond's travel at each velocity, d / (1 − d) / 1000. Every distance scales with it.
    static func travelPerVelocity(rate: CGFloat) -> CGFloat {
        rate / (1 - rate) / 1000
    }

    /// The distance content released at `velocity` points per second travels before it rests (signed;
    /// none below `restingVelocity`).
    static func restingDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1, abs(velocity) > restingVelocity else { return 0 }
        let speed = abs(velocity) - restingVelocity
        return (velocity < 0 ? -speed : speed) * travelPerVelocity(rate: rate)
    }

    /// A glide to a resting place `distance` points away on the deceleration curve at `rate`.
    struct Glide {
        /// The signed distance to the resting place.
        let distance: CGFloat
        /// The signed distance the curve tends to: `distance` plus what a glide at the threshold velocity
        /// still travels.
        let reach: CGFloat
        /// Seconds from the release to the rest.
        let duration: TimeInterval
        let rate: CGFloat

        init(distance: CGFloat, rate: CGFloat) {
            self.distance = distance
            self.rate = rate
            guard rate > 0, rate < 1, distance != 0 else {
                reach = distance
                duration = 0
                return
            }
            let tail = ScrollPhysics.restingVelocity * ScrollPhysics.travelPerVelocity(rate: rate)
            reach = distance < 0 ? distance - tail : distance + tail
            // The velocity falls from |reach| / travelPerVelocity to the threshold: d^(1000 t) = tail / |reach|.
            duration = TimeInterval(log(tail / abs(reach)) / log(rate) / 1000)
        }

        /// The velocity (points per second) at the release.
        var initialVelocity: CGFloat {
            guard rate > 0, rate < 1 else { return 0 }
            return reach / ScrollPhysics.travelPerVelocity(rate: rate)
        }

        /// The distance covered `elapsed` seconds after the release (all of it from `duration` on).
        func travelled(after elapsed: TimeInterval) -> CGFloat {
            guard elapsed < duration else { return distance }
            return reach * (1 - pow(rate, CGFloat(elapsed * 1000)))
        }

        /// The velocity (points per second, signed) `elapsed` seconds after the release: the slope of
        /// the curve (none from `duration` on).
        func velocity(after elapsed: TimeInterval) -> CGFloat {
            guard elapsed < duration else { return 0 }
            // x(t) = R (1 − d^(1000t)) ⇒ x'(t) = −R · 1000 · ln d · d^(1000t).
            return -reach * 1000 * log(rate) * pow(rate, CGFloat(elapsed * 1000))
        }
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
