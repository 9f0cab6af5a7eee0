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
        let start: AnimatableValue, end: AnimatableValue
        switch (from, to, by) {
        case let (f?, t?, _): (start, end) = (f, t)
        case let (f?, nil, b?): (start, end) = (f, f.adding(b))
        case let (nil, t?, b?): (start, end) = (t.adding(Self.negated(b)), t)
        case let (f?, nil, nil): (start, end) = (f, model)
        case let (nil, t?, nil): (start, end) = isAdditive ? (Self.zero(like: t), t) : (model, t)
        case let (nil, nil, b?): (start, end) = isAdditive ? (Self.zero(like: b), b) : (model, model.adding(b))
        default: return nil
        }
        let value = start.interpolated(to: end, progress)
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
