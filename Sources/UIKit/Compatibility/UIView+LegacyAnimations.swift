import Foundation
import QuartzCore

/// The animation API that preceded blocks (`beginAnimations(_:context:)` … `commitAnimations()`),
/// deprecated since iOS 13 and still shipped: the changes made between the two calls animate with the
/// duration, delay, curve and repeat settings made since `beginAnimations`, as in UIKit.
///
/// Where Tessera differs: the iOS attributes (`@available(iOS, deprecated: 13.0)`) have no effect on
/// Linux, so these are deprecated on every platform. The delegate and its will-start/did-stop
/// selectors, and `setAnimationTransition(_:for:cache:)`, need the Objective-C runtime and are not
/// offered: use `animate(withDuration:animations:completion:)` or `transition(with:…)`. Each change
/// takes the settings in force when it is made (set them right after `beginAnimations`, as Apple
/// asks), and animates from what is on screen, as with `setAnimationBeginsFromCurrentState(true)`.
extension UIView {
    /// Opens an animation context: the changes made until the matching `commitAnimations()` animate.
    /// Contexts nest; `animationID` and `context` identify it to the delegate on iOS and are kept only
    /// for symmetry here.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let legacy = LegacyAnimationContext(start: MediaClock.now)
        LegacyAnimationContext.open.append(legacy)
        AnimationBlock.frames.append(AnimationBlock.Frame { _, keyPath in
            legacy.makeAnimation(keyPath: keyPath)
        })
        ViewAnimationState.durations.append(legacy.duration)
    }

    /// Closes the innermost context opened by `beginAnimations(_:context:)`; its animations run on.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func commitAnimations() {
        guard LegacyAnimationContext.open.popLast() != nil else {
            TesseraLog.error("UIKit", "UIView.commitAnimations() called without a matching beginAnimations(_:context:); ignored")
            return
        }
        AnimationBlock.frames.removeLast()
        ViewAnimationState.durations.removeLast()
    }

    /// Sets the duration in seconds of the changes that follow in the current context (0.2 by default).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationDuration(_ duration: TimeInterval) {
        guard let legacy = LegacyAnimationContext.current(api: "UIView.setAnimationDuration") else { return }
        guard duration.isFinite else {
            BadValue.report("UIKit", api: "UIView.setAnimationDuration", "\(duration) is not a duration; ignored")
            return
        }
        legacy.duration = max(duration, 0)
        ViewAnimationState.durations[ViewAnimationState.durations.count - 1] = legacy.duration
    }

    /// Sets how long the changes that follow wait before they start, in seconds.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationDelay(_ delay: TimeInterval) {
        guard let legacy = LegacyAnimationContext.current(api: "UIView.setAnimationDelay") else { return }
        guard delay.isFinite else {
            BadValue.report("UIKit", api: "UIView.setAnimationDelay", "\(delay) is not a delay; ignored")
            return
        }
        legacy.delay = max(delay, 0)
    }

    /// Sets when the changes that follow start (a date in the past starts them now).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationStart(_ startDate: Date) {
        guard let legacy = LegacyAnimationContext.current(api: "UIView.setAnimationStart") else { return }
        legacy.delay = max(startDate.timeIntervalSinceNow, 0)
    }

    /// Sets the timing curve of the changes that follow (`.easeInOut` by default).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        LegacyAnimationContext.current(api: "UIView.setAnimationCurve")?.curve = curve
    }

    /// Sets how many times the changes that follow repeat (fractions allowed; 0 plays them once).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        guard let legacy = LegacyAnimationContext.current(api: "UIView.setAnimationRepeatCount") else { return }
        guard repeatCount.isFinite || repeatCount == .infinity, repeatCount >= 0 else {
            BadValue.report("UIKit", api: "UIView.setAnimationRepeatCount", "\(repeatCount) is not a repeat count; ignored")
            return
        }
        legacy.repeatCount = repeatCount
    }

    /// Sets whether the changes that follow play backwards after each forward run.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        LegacyAnimationContext.current(api: "UIView.setAnimationRepeatAutoreverses")?.autoreverses = repeatAutoreverses
    }

    /// Whether the changes that follow start from what is on screen. Tessera's animations always do
    /// (from the presentation value, as `.beginFromCurrentState`); the setting is accepted and kept.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        LegacyAnimationContext.current(api: "UIView.setAnimationBeginsFromCurrentState")?.beginsFromCurrentState = fromCurrentState
    }
}

/// One open `beginAnimations` context: its settings, read by each change as it is made.
@MainActor
final class LegacyAnimationContext {
    /// Open contexts, innermost last.
    static var open: [LegacyAnimationContext] = []

    let start: CFTimeInterval
    var duration: TimeInterval = 0.2
    var delay: TimeInterval = 0
    var curve: UIView.AnimationCurve = .easeInOut
    var repeatCount: Float = 0
    var autoreverses = false
    var beginsFromCurrentState = false

    init(start: CFTimeInterval) { self.start = start }

    /// The innermost context, or nil (logged) when `api` is called outside one, where UIKit ignores it.
    static func current(api: String) -> LegacyAnimationContext? {
        guard let legacy = open.last else {
            TesseraLog.warningOnce("UIKit", key: "legacy-animation-outside \(api)",
                                   "\(api) called outside beginAnimations(_:context:)/commitAnimations(); ignored")
            return nil
        }
        return legacy
    }

    /// The animation of one change of `keyPath`: from what is on screen to the new model value.
    func makeAnimation(keyPath: String) -> any CAAction {
        guard ViewAnimationState.enabled, duration > 0 || delay > 0 else { return NSNull() }
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.duration = max(duration, 0.001)
        animation.timingFunction = curve.timingFunction
        animation.beginTime = start + delay
        if delay > 0 { animation.fillMode = .backwards }
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        return animation
    }
}
