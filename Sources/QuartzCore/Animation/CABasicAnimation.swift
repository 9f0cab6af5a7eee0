/// An animation of one property between two values, along its timing curve.
///
/// Which values it moves between follows Core Animation's rules: from `fromValue` to `toValue`; from
/// `fromValue` by `byValue`; from `toValue - byValue` to `toValue`; from the model value to `toValue`
/// or by `byValue`; or from the model value's previous to its current value when only `fromValue`
/// is given. Unset values are the layer's model value.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// Where the animation starts.
    open var fromValue: Any? { didSet { parsed = nil } }
    /// Where it ends.
    open var toValue: Any? { didSet { parsed = nil } }
    /// How far it moves.
    open var byValue: Any? { didSet { parsed = nil } }
    /// The three values read as animatable values, kept between frames (reading `Any` costs casts).
    private var parsed: (from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)?
    /// The progress to show, read at every frame instead of the timing curve: UIKit's property animators
    /// drive their animations this way (they hold these animations still, at speed 0).
    package var drivenProgress: (@MainActor () -> Double)?
    /// The object driving `drivenProgress`, to recognise its animations among a layer's.
    package weak var driver: AnyObject?

    package override func copyAnimation() -> CAAnimation {
        let made = super.copyAnimation()
        guard let copy = made as? CABasicAnimation else { return made }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        copy.drivenProgress = drivenProgress
        copy.driver = driver
        return copy
    }

    /// The fraction of the change shown at local time `t` (the timing curve's, or the spring's).
    func progress(atLocalTime t: CFTimeInterval) -> Double {
        if let drivenProgress { return drivenProgress() }
        let fraction = passDuration > 0 ? t / passDuration : 1
        return timingFunction?.value(at: fraction) ?? fraction
    }

    override func value(atLocalTime t: CFTimeInterval, model: AnimatableValue) -> AnimatableValue? {
        if parsed == nil { parsed = (AnimatableValue(fromValue), AnimatableValue(toValue), AnimatableValue(byValue)) }
        let (from, to, by) = parsed!
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
        let value = start.interpolated(to: end, progress(atLocalTime: t))
        return isAdditive ? model.adding(value) : value
    }

    private static func negated(_ v: AnimatableValue) -> AnimatableValue {
        Self.zero(like: v).interpolated(to: v, -1)
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
