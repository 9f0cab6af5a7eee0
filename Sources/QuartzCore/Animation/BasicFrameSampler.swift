import CoreGraphics

/// What the frame loop needs to sample a plain `CABasicAnimation`, read from it once when it is added to
/// a layer: the values it moves between, whether it adds to the model value, the length of a pass and its
/// timing curve.
///
/// An added animation is Tessera's own copy, and Core Animation treats an added animation as read-only
/// (its timing and value function are read once when added here too), so sampling these gives what the
/// animation's getters would, without a dynamic call, an exclusivity check and a retain for each of them
/// on every frame.
///
/// A class, so the frame loop reads it through a reference instead of copying its values each frame.
///
/// The values are kept as the two a pass moves between (`BasicInterpolation.ends(isAdditive:)`), not as
/// the three optional ones: sorting those out cost copies of all three every frame, and they took a cache
/// line more.
final class BasicFrameSampler {
    let kind: BasicInterpolation.EndsKind
    let isAdditive: Bool
    let passDuration: CFTimeInterval
    let curve: CAMediaTimingFunction?
    let first: AnimatableValue
    let second: AnimatableValue

    init(interpolation: BasicInterpolation, isAdditive: Bool, passDuration: CFTimeInterval, curve: CAMediaTimingFunction?) {
        (kind, first, second) = interpolation.ends(isAdditive: isAdditive)
        self.isAdditive = isAdditive
        self.passDuration = passDuration
        self.curve = curve
    }

    /// The value at local time `t` of one pass over the layer's model value (as
    /// `CABasicAnimation.value(atLocalTime:model:)` gives it).
    @MainActor
    func value(atLocalTime t: CFTimeInterval, model: AnimatableValue) -> AnimatableValue? {
        BasicInterpolation.value(kind, first, second, progress: Self.progress(atLocalTime: t, passDuration: passDuration, curve: curve),
                                 model: model, isAdditive: isAdditive)
    }

    /// The fraction of the change shown at local time `t` of a pass `passDuration` long, along `curve`
    /// (linear when nil): what a basic animation's timing gives.
    @MainActor
    static func progress(atLocalTime t: CFTimeInterval, passDuration: CFTimeInterval, curve: CAMediaTimingFunction?) -> Double {
        let fraction = passDuration > 0 ? t / passDuration : 1
        return curve?.value(at: fraction) ?? fraction
    }
}
