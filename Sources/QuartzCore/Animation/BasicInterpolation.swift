import CoreGraphics

/// A basic animation's three values, read as animatable values, and Core Animation's rules for which
/// two of them (or the model value) it moves between: from `fromValue` to `toValue`; from `fromValue` by
/// `byValue`; from `toValue - byValue` to `toValue`; from `fromValue` to the model value; from the model
/// value (or zero, when additive) to `toValue` or by `byValue`.
struct BasicInterpolation {
    let from: AnimatableValue?
    let to: AnimatableValue?
    let by: AnimatableValue?

    /// The value at `progress` (0 at the start, 1 at the end) over the layer's model value; added to the
    /// model value when `isAdditive`. Nil when no value is set.
    func value(progress: Double, model: AnimatableValue, isAdditive: Bool) -> AnimatableValue? {
        let ends = ends(isAdditive: isAdditive)
        return Self.value(ends.kind, ends.first, ends.second, progress: progress, model: model, isAdditive: isAdditive)
    }

    /// How a pass's two values follow from the three optional values (and the model value).
    enum EndsKind: UInt8 {
        /// From `first` to `second`.
        case fixed
        /// From `first` to the model value.
        case toModel
        /// From the model value to `first`.
        case fromModel
        /// From the model value to the model value plus `first`.
        case fromModelBy
        /// No value is set: nothing shows.
        case none
    }

    /// Which two values a pass moves between, by the rules above, with what does not depend on the model
    /// value worked out: a sampler keeps these, so a frame does not sort out the three optional values
    /// again (unused values are zero).
    func ends(isAdditive: Bool) -> (kind: EndsKind, first: AnimatableValue, second: AnimatableValue) {
        let unused = AnimatableValue.number(0)
        switch (from, to, by) {
        case let (f?, t?, _): return (.fixed, f, t)
        case let (f?, nil, b?): return (.fixed, f, f.adding(b))
        case let (nil, t?, b?): return (.fixed, t.adding(Self.negated(b)), t)
        case let (f?, nil, nil): return (.toModel, f, unused)
        case let (nil, t?, nil): return isAdditive ? (.fixed, Self.zero(like: t), t) : (.fromModel, t, unused)
        case let (nil, nil, b?): return isAdditive ? (.fixed, Self.zero(like: b), b) : (.fromModelBy, b, unused)
        default: return (.none, unused, unused)
        }
    }

    /// The value at `progress` of a pass given by `ends(isAdditive:)`, over `model`; added to the model
    /// value when `isAdditive`.
    static func value(_ kind: EndsKind, _ first: AnimatableValue, _ second: AnimatableValue, progress: Double,
                      model: AnimatableValue, isAdditive: Bool) -> AnimatableValue? {
        let value: AnimatableValue
        switch kind {
        case .fixed: value = first.interpolated(to: second, progress)
        case .toModel: value = first.interpolated(to: model, progress)
        case .fromModel: value = model.interpolated(to: first, progress)
        case .fromModelBy: value = model.interpolated(to: model.adding(first), progress)
        case .none: return nil
        }
        return isAdditive ? model.adding(value) : value
    }

    private static func negated(_ v: AnimatableValue) -> AnimatableValue {
        zero(like: v).interpolated(to: v, -1)
    }

    private static func zero(like v: AnimatableValue) -> AnimatableValue {
        switch v {
        case .number: .number(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(.identity)
        case .color: .color(CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0))
        case .path: .path(nil)
        case .list(let items): .list(items.map(zero(like:)))
        }
    }
}
