/// An animation of one property through a list of values, or of a point along a path, each keyframe
/// reached at its key time.
///
/// - `values` with `keyTimes` (0…1, one per value, rising; even spacing by default) and
///   `timingFunctions` (one per segment).
/// - `path`: a point property (`position`) follows the path, one keyframe per drawn segment (lines and
///   curves are followed as drawn); `values` are then ignored. `rotationMode` turns the layer along the
///   path's direction.
/// - `calculationMode`: `.linear` interpolates within segments; `.discrete` jumps to each value at its
///   key time (with one more key time than values, value i shows from key time i to i + 1); `.paced`
///   moves at an even speed over the whole animation, ignoring key times and timing functions;
///   `.cubic` passes through the values on a smooth Catmull-Rom spline (for numbers, points, sizes and
///   rectangles; shaped by `tensionValues`); `.cubicPaced` is even-speed for paths and cubic otherwise.
///
/// Where Tessera differs: `continuityValues` and `biasValues` are kept but do not shape the spline.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    open var values: [Any]?
    /// A path for a point property to follow (overrides `values`).
    open var path: CGPath? {
        didSet { walker = nil }
    }
    /// When each value is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The curve of each segment between two values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between key frames are found.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether the layer turns to follow the path's direction (nil: it does not).
    open var rotationMode: CAAnimationRotationMode?
    /// The spline's tension at each value, for `.cubic` (0: Catmull-Rom; 1: straight).
    open var tensionValues: [NSNumber]?
    /// Kept (see the type's note).
    open var continuityValues: [NSNumber]?
    /// Kept (see the type's note).
    open var biasValues: [NSNumber]?
    /// The path, measured (made when first needed).
    private var walker: KeyframePath?

    package override func copyAnimation() -> CAAnimation {
        let made = super.copyAnimation()
        guard let copy = made as? CAKeyframeAnimation else { return made }
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.rotationMode = rotationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        return copy
    }

    /// The fraction of the pass at local time `t`, through the animation's own curve.
    private func fraction(atLocalTime t: CFTimeInterval) -> Double {
        let fraction = passDuration > 0 ? t / passDuration : 1
        return timingFunction?.value(at: fraction) ?? fraction
    }

    override func value(atLocalTime t: CFTimeInterval, model: AnimatableValue) -> AnimatableValue? {
        let value: AnimatableValue
        if let path {
            value = .point(sample(path, at: fraction(atLocalTime: t)).0)
        } else {
            let frames = (values ?? []).compactMap(AnimatableValue.init)
            guard let first = frames.first else { return nil }
            value = frames.count > 1 ? interpolate(frames, at: fraction(atLocalTime: t)) : first
        }
        return isAdditive ? model.adding(value) : value
    }

    /// The angle `rotationMode` turns the layer by at local time `t` (nil: no turning).
    func rotation(atLocalTime t: CFTimeInterval) -> CGFloat? {
        guard let rotationMode, let path else { return nil }
        let angle = sample(path, at: fraction(atLocalTime: t)).1
        return rotationMode == .rotateAutoReverse ? angle + .pi : angle
    }

    // MARK: Paths

    private func sample(_ path: CGPath, at fraction: Double) -> (CGPoint, CGFloat) {
        let walker = self.walker ?? KeyframePath(path)
        self.walker = walker
        if calculationMode == .paced || calculationMode == .cubicPaced {
            return walker.sample(atLengthFraction: fraction)
        }
        let count = walker.segmentCount
        guard count > 0 else { return walker.sample(segment: 0, t: 0) }
        let times = keyTimes(count: count + 1)
        if fraction >= times[count] { return walker.sample(segment: count - 1, t: 1) }
        let segment = (0..<count).last { times[$0] <= fraction } ?? 0
        if calculationMode == .discrete { return walker.sample(segment: segment, t: 0) }
        return walker.sample(segment: segment, t: local(fraction, in: segment, times))
    }

    // MARK: Values

    /// The key times for `count` keyframes: the given ones when they fit, else even spacing.
    private func keyTimes(count: Int) -> [Double] {
        if let keyTimes, keyTimes.count == count { return keyTimes.map(\.doubleValue) }
        return (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
    }

    /// How far through `segment` (between times[segment] and times[segment + 1]) `fraction` is, through
    /// the segment's timing function.
    private func local(_ fraction: Double, in segment: Int, _ times: [Double]) -> Double {
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (fraction - times[segment]) / span : 1
        if let curves = timingFunctions, segment < curves.count { local = curves[segment].value(at: local) }
        return min(max(local, 0), 1)
    }

    private func interpolate(_ frames: [AnimatableValue], at fraction: Double) -> AnimatableValue {
        let n = frames.count
        if calculationMode == .discrete {
            // n + 1 key times bound n steps; n key times start them.
            let times = keyTimes?.count == n + 1 ? keyTimes!.map(\.doubleValue) : keyTimes(count: n)
            let index = (0..<n).last { times[$0] <= fraction } ?? 0
            return frames[index]
        }
        let times = calculationMode == .paced ? pacedTimes(frames) : keyTimes(count: n)
        if fraction >= times[n - 1] { return frames[n - 1] }
        guard let segment = (0..<n - 1).last(where: { times[$0] <= fraction }) else { return frames[0] }
        let t = calculationMode == .paced ? (fraction - times[segment]) / max(times[segment + 1] - times[segment], 1e-12)
                                          : local(fraction, in: segment, times)
        if calculationMode == .cubic || calculationMode == .cubicPaced,
           let value = spline(frames, segment: segment, t: t) { return value }
        return frames[segment].interpolated(to: frames[segment + 1], t)
    }

    /// Key times proportional to the distance covered, for an even speed.
    private func pacedTimes(_ frames: [AnimatableValue]) -> [Double] {
        var distances = [0.0]
        for i in 1..<frames.count {
            let a = frames[i - 1].components ?? [], b = frames[i].components ?? []
            let d = a.count == b.count ? zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot() : 1
            distances.append(distances.last! + d)
        }
        let total = distances.last!
        guard total > 0 else { return keyTimes(count: frames.count) }
        return distances.map { $0 / total }
    }

    /// The Kochanek–Bartels (tension only) spline between `segment` and `segment + 1` at `t`.
    private func spline(_ frames: [AnimatableValue], segment i: Int, t: Double) -> AnimatableValue? {
        let n = frames.count
        let pts = [max(i - 1, 0), i, i + 1, min(i + 2, n - 1)].map { frames[$0].components }
        guard let p0 = pts[0], let p1 = pts[1], let p2 = pts[2], let p3 = pts[3],
              p0.count == p1.count, p1.count == p2.count, p2.count == p3.count else { return nil }
        func tension(_ index: Int) -> Double { tensionValues.flatMap { index < $0.count ? $0[index].doubleValue : nil } ?? 0 }
        let k1 = (1 - tension(i)) / 2, k2 = (1 - tension(i + 1)) / 2
        let t2 = t * t, t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
        let mixed = (0..<p1.count).map { c in
            let m1 = k1 * (p2[c] - p0[c]), m2 = k2 * (p3[c] - p1[c])
            return h00 * p1[c] + h10 * m1 + h01 * p2[c] + h11 * m2
        }
        return frames[i].with(components: mixed)
    }
}

/// How a layer animated along a path turns.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer faces along the path.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer faces backwards along the path.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// How a keyframe animation finds values between its key frames.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight between neighbouring values.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// An even speed over the whole animation.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at an even speed (paths); a spline otherwise.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
