import Dispatch
import Foundation
/// An animation: timing, a timing curve, a delegate, and whether it leaves the layer when it ends.
///
/// A layer copies the animation it is given (`CALayer.add(_:forKey:)`), so changing this object later
/// does not change the running copy, as in Core Animation.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The curve from elapsed time to change shown (linear when nil).
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?
    /// Whether the animation leaves its layer when it ends (true by default).
    open var isRemovedOnCompletion = true

    /// Creates an animation.
    public required override init() {
        super.init()
    }

    /// A copy with the same settings (a layer runs a copy), as `NSCopying` gives it on iOS.
    ///
    /// `NSObject.copy()` is not isolated, but an animation's settings are main-actor state: called on the
    /// main actor the copy is made at once; called elsewhere (code that copies animations on a queue of
    /// its own) it is made on the main queue while the caller waits, so a caller that the main thread
    /// itself waits for must not copy.
    open override func copy() -> Any {
        if MainActorCheck.isOnMainActor { return MainActor.assumeIsolated { copyAnimation() } }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { copyAnimation() } }
    }

    /// A copy with the same settings; each subclass adds its own properties.
    package func copyAnimation() -> CAAnimation {
        let copy = Self.init()
        copy.copyTiming(from: self)
        return copy
    }

    func copyTiming(from other: CAAnimation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode; timingFunction = other.timingFunction; delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
    }

    /// The default duration, 0.25 s, for animations given none.
    open class func defaultDuration() -> CFTimeInterval { 0.25 }

    /// One pass's length.
    var passDuration: CFTimeInterval { duration > 0 ? duration : Self.defaultDuration() }

    /// The whole active time: passes (twice as long when autoreversing) times the repeat count, or the
    /// repeat duration.
    var activeDuration: CFTimeInterval {
        let pass = passDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        return pass * Double(repeatCount > 0 ? repeatCount : 1)
    }

    /// The animation's timing, read once (see `AnimationTiming`).
    var timing: AnimationTiming {
        AnimationTiming(beginTime: beginTime, speed: Double(speed), timeOffset: timeOffset, pass: passDuration,
                        active: activeDuration, autoreverses: autoreverses,
                        fillsBackwards: fillMode == .backwards || fillMode == .both,
                        fillsForwards: fillMode == .forwards || fillMode == .both,
                        isRemovedOnCompletion: isRemovedOnCompletion)
    }

    /// Where the animation is at `time` (the layer's time); see `AnimationTiming.localTime(at:)`.
    func localTime(at time: CFTimeInterval) -> CFTimeInterval? { timing.localTime(at: time) }
}

/// An animation's timing as plain values: what the frame loop needs of a running animation every frame,
/// without a call per property (a layer runs a copy of each animation, whose timing does not change).
struct AnimationTiming {
    let beginTime: CFTimeInterval
    let speed: Double
    let timeOffset: CFTimeInterval
    /// One pass, and the whole active time.
    let pass: CFTimeInterval
    let active: CFTimeInterval
    let autoreverses: Bool
    /// The fill mode as flags (the mode's name is a string, costly to copy every frame).
    let fillsBackwards: Bool
    let fillsForwards: Bool
    let isRemovedOnCompletion: Bool

    /// The animation's own elapsed time at `time`.
    private func elapsed(_ time: CFTimeInterval) -> CFTimeInterval { (time - beginTime) * speed + timeOffset }

    /// Where the animation is at `time` (the layer's time): nil when it shows nothing (before its start
    /// without a backwards fill, or after its end without a forwards fill); otherwise the local time
    /// within one pass, from 0 to `pass`.
    func localTime(at time: CFTimeInterval) -> CFTimeInterval? {
        let elapsed = elapsed(time)
        if elapsed < 0 {
            return fillsBackwards ? 0 : nil
        }
        var t = min(elapsed, active)
        if elapsed >= active {
            guard fillsForwards || !isRemovedOnCompletion else { return nil }
            t = active
        }
        let cycle = pass * (autoreverses ? 2 : 1)
        // Within the first cycle (most animations run one) the remainder is `t` itself: no division.
        var local = t < cycle ? t : t.truncatingRemainder(dividingBy: cycle)
        if t > 0 && local == 0 { local = cycle }
        if autoreverses && local > pass { local = cycle - local }
        return min(local, pass)
    }

    /// Whether the animation is over at `time`.
    func hasEnded(at time: CFTimeInterval) -> Bool { elapsed(time) >= active }

    /// Whether the animation has begun at `time`.
    func hasBegun(at time: CFTimeInterval) -> Bool { elapsed(time) >= 0 }
}

/// An animation of one property of a layer, named by its key path ("position", "transform.scale"…).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property.
    open var keyPath: String?
    /// Whether the value is added to the model value instead of replacing it.
    open var isAdditive = false
    /// Whether repeats build on the previous pass's end value.
    open var isCumulative = false
    /// Turns the animation's numbers into a transform (for `transform` animations given as angles,
    /// scales or distances).
    open var valueFunction: CAValueFunction?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    package override func copyAnimation() -> CAAnimation {
        let made = super.copyAnimation()
        guard let copy = made as? CAPropertyAnimation else { return made }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
        return copy
    }

    /// The value shown at local time `t` over the model value: `value(atLocalTime:model:)`, through the
    /// value function when there is one.
    final func presentedValue(atLocalTime t: CFTimeInterval, model: AnimatableValue) -> AnimatableValue? {
        guard let function = valueFunction else { return value(atLocalTime: t, model: model) }
        let identity = function.identity
        let base: AnimatableValue = identity.count == 1 ? .number(identity[0]) : .list(identity.map { .number($0) })
        // The numbers are interpolated on their own; an additive animation then adds its transform to
        // the model's.
        let additive = isAdditive
        isAdditive = false
        defer { isAdditive = additive }
        guard let numbers = value(atLocalTime: t, model: base), let made = function.transform(numbers) else { return nil }
        return additive ? model.adding(made) : made
    }

    /// The value at local time `t` of one pass, given the layer's model value (nil: nothing to show).
    func value(atLocalTime t: CFTimeInterval, model: AnimatableValue) -> AnimatableValue? { nil }
}
