/// An animation of one property through a list of values, each reached at its key time.
///
/// `keyTimes` (0…1, one per value, rising) default to even spacing; `timingFunctions` (one per segment)
/// shape each segment. `calculationMode`: `.linear` interpolates within segments, `.discrete` jumps to
/// each value at its key time; `.paced`, `.cubic` and `.cubicPaced` are taken as `.linear` here (Tessera
/// has no paced or spline interpolation yet).
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    open var values: [Any]?
    /// When each value is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The curve of each segment between two values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between key frames are found.
    open var calculationMode: CAAnimationCalculationMode = .linear

    open override func copy() -> CAAnimation {
        let made = super.copy()
        guard let copy = made as? CAKeyframeAnimation else { return made }
        copy.values = values
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        return copy
    }

    override func value(atLocalTime t: CFTimeInterval, model: AnimatableValue) -> AnimatableValue? {
        let frames = (values ?? []).compactMap(AnimatableValue.init)
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return first }
        var fraction = passDuration > 0 ? t / passDuration : 1
        fraction = timingFunction?.value(at: fraction) ?? fraction
        let times: [Double]
        if let keyTimes, keyTimes.count == frames.count {
            times = keyTimes.map(\.doubleValue)
        } else {
            times = (0..<frames.count).map { Double($0) / Double(frames.count - 1) }
        }
        guard let segment = (0..<frames.count - 1).last(where: { times[$0] <= fraction }) else { return first }
        if fraction >= times[frames.count - 1] { return frames[frames.count - 1] }
        if calculationMode == .discrete { return frames[segment] }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (fraction - times[segment]) / span : 1
        if let curves = timingFunctions, segment < curves.count { local = curves[segment].value(at: local) }
        let value = frames[segment].interpolated(to: frames[segment + 1], local)
        return isAdditive ? model.adding(value) : value
    }
}

/// How a keyframe animation finds values between its key frames.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
