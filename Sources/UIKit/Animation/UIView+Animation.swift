/// Block-based view animations: inside the block, changes to animatable view properties (frame,
/// bounds, center, transform, alpha, backgroundColor, and the layer's position, bounds, opacity,
/// transform, background colour and corner radius) animate from what is on screen to the new values,
/// which the model holds at once, as in UIKit. A constraint's constant changed with `layoutIfNeeded()`
/// inside the block animates the frames layout gives the views.
///
/// Where Tessera differs: animating views keep taking touches (iOS ignores them unless
/// `.allowUserInteraction`); transition options belong to `transition(with:)` and are ignored here, as
/// in UIKit.
extension UIView {
    /// Animates the changes `animations` makes, over `duration` seconds after `delay`, then calls
    /// `completion` with whether every animation ran to its end.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, options: options, animations: animations, completion: completion) { duration, curve in
            let animation = CABasicAnimation()
            animation.duration = duration
            // Curve 7 (the keyboard's, from its notifications) animates along with the keyboard.
            animation.timingFunction = options.isKeyboardCurve ? KeyboardCurve.timingFunction : curve.timingFunction
            return animation
        }
    }

    /// Animates over `duration` seconds with the default curve, then calls `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates over `duration` seconds with the default curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring that comes to rest at `duration`: `dampingRatio` 1 does not overshoot,
    /// lower values bounce; `velocity` is the starting speed in whole changes per second.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        // Tuned once per block; each change runs a copy.
        let spring = TimingCurve.spring(settlingIn: max(duration, 0.001), dampingRatio: dampingRatio, velocity: velocity)
        run(duration: duration, delay: delay, options: options, animations: animations, completion: completion) { _, _ in
            spring.copyAnimation()
        }
    }

    /// Animates with the spring iOS 17 describes by its perceived duration and bounce; the animation
    /// lasts until the spring settles.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let settling = CASpringAnimation(perceptualDuration: duration, bounce: bounce).settlingDuration
        run(duration: settling, delay: delay, options: options, animations: animations, completion: completion) { _, _ in
            let spring = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
            spring.initialVelocity = initialSpringVelocity
            spring.duration = settling
            return spring
        }
    }

    /// Makes the changes `actionsWithoutAnimation` makes at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationBlock.with(AnimationBlock.Frame(makeAnimation: nil), actionsWithoutAnimation)
    }

    /// Whether animation blocks animate (true unless turned off).
    public class var areAnimationsEnabled: Bool { ViewAnimationState.enabled }

    /// Turns animation blocks on or off for the whole app.
    public class func setAnimationsEnabled(_ enabled: Bool) { ViewAnimationState.enabled = enabled }

    /// The duration of the animation block being run (0 outside one).
    public class var inheritedAnimationDuration: TimeInterval { ViewAnimationState.durations.last ?? 0 }

    /// Runs a block: each change inside becomes an animation made by `make` (given the duration and
    /// curve) with the block's delay and repeat options, and `completion` runs when they have all stopped.
    private class func run(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                           animations: () -> Void, completion: ((Bool) -> Void)?,
                           make: @escaping (TimeInterval, AnimationCurve) -> CAAnimation) {
        guard ViewAnimationState.enabled, duration > 0 || delay > 0 else {
            performWithoutAnimation(animations)
            if let completion { ViewAnimationGroup(completion: completion).finishWhenEmpty() }
            return
        }
        let group = ViewAnimationGroup(completion: completion)
        let start = MediaClock.now + max(0, delay)
        let frame = AnimationBlock.Frame { _, keyPath in
            // No values: the animation runs from what is on screen to the new model value.
            let animation = make(max(duration, 0.001), options.curve)
            if let property = animation as? CAPropertyAnimation { property.keyPath = keyPath }
            animation.beginTime = start
            if delay > 0 { animation.fillMode = .backwards }
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
            // The group counts it if a layer takes it (not for a property set to the value it has).
            animation.delegate = group
            return animation
        }
        ViewAnimationState.durations.append(duration)
        AnimationBlock.with(frame, animations)
        ViewAnimationState.durations.removeLast()
        group.finishWhenEmpty()
    }
}

/// App-wide view animation settings.
@MainActor
enum ViewAnimationState {
    static var enabled = true
    /// The durations of the blocks being run, innermost last.
    static var durations: [TimeInterval] = []
}

/// The animations one block made: calls the block's completion once all that layers took have stopped,
/// with whether all finished. A block whose changes added none (values set to what they were) completes
/// at the next frame, finished, as in UIKit.
@MainActor
final class ViewAnimationGroup: AnimationAdditionObserver {
    private var pending = 0
    private var allFinished = true
    private var completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    func animationAdded(_ animation: CAAnimation) {
        pending += 1
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        allFinished = allFinished && flag
        if pending == 0 { complete() }
    }

    /// A block that animated nothing completes at the next frame, finished.
    func finishWhenEmpty() {
        guard pending == 0, completion != nil else { return }
        UIApplication.shared.addFrameObserver(for: self) { [self] _ in
            UIApplication.shared.removeFrameObserver(for: self)
            complete()
        }
    }

    private func complete() {
        let completion = self.completion
        self.completion = nil
        completion?(allFinished)
    }
}
