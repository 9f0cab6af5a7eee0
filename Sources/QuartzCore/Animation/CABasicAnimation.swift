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
    private var parsed: BasicInterpolation?
    /// The progress to show, read at every frame instead of the timing curve: UIKit's property animators
    /// drive their animations this way (they hold these animations still, at speed 0).
    package var drivenProgress: AnimationProgressDriver?
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
        if let drivenProgress { return drivenProgress.progress() }
        return BasicFrameSampler.progress(atLocalTime: t, passDuration: passDuration, curve: timingFunction)
    }

    override func value(atLocalTime t: CFTimeInterval, model: AnimatableValue) -> AnimatableValue? {
        interpolation.value(progress: progress(atLocalTime: t), model: model, isAdditive: isAdditive)
    }

    /// The values the animation moves between, read once from `fromValue`, `toValue` and `byValue`.
    var interpolation: BasicInterpolation {
        if let parsed { return parsed }
        let made = BasicInterpolation(from: AnimatableValue(fromValue), to: AnimatableValue(toValue), by: AnimatableValue(byValue))
        parsed = made
        return made
    }

    /// What the frame loop samples this animation with, read when it is added to a layer; nil when its
    /// values depend on more than its settings then: a subclass's own progress, a progress driven by a
    /// property animator (which moves its animations' values as it runs), a value function.
    var frameSampler: BasicFrameSampler? {
        guard type(of: self) == CABasicAnimation.self, drivenProgress == nil, valueFunction == nil else { return nil }
        return BasicFrameSampler(interpolation: interpolation, isAdditive: isAdditive, passDuration: passDuration, curve: timingFunction)
    }
}
