/// View transitions: a view's (or a container's) old look gives way to its new one with one of UIKit's
/// transition options, made with a `CATransition` on the view's layer.
///
/// Where Tessera differs: Tessera draws in 2-D, so the flips are flat (the old look narrows to its
/// middle, then the new one widens), curling up slides the old look up off the new one, and curling
/// down slides the new look down over the old one.
extension UIView {
    /// Changes `view` with `animations` and animates from its old look to the new with the transition
    /// in `options` (with none, the changes animate as in `animate(withDuration:…)`). The changes happen
    /// without their own animations unless `options` has `.allowAnimatedContent`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let transition = makeTransition(options, duration: duration) else {
            return animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
        }
        let group = ViewAnimationGroup(completion: completion)
        transition.delegate = group
        view.layer.add(transition, forKey: kCATransition)
        if let animations {
            if options.contains(.allowAnimatedContent) {
                animate(withDuration: duration, delay: 0, options: options, animations: animations)
            } else {
                performWithoutAnimation(animations)
            }
        }
    }

    /// Replaces `fromView` with `toView` in its superview (or, with `.showHideTransitionViews`, hides
    /// one and shows the other) and animates the superview with the transition in `options`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 completion: ((Bool) -> Void)? = nil) {
        let container = fromView.superview
        let change = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if let container, toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }
        guard let container, let transition = makeTransition(options, duration: duration) else {
            performWithoutAnimation(change)
            if let completion { ViewAnimationGroup(completion: completion).finishWhenEmpty() }
            return
        }
        let group = ViewAnimationGroup(completion: completion)
        transition.delegate = group
        container.layer.add(transition, forKey: kCATransition)
        performWithoutAnimation(change)
    }

    /// The transition `options` names over `duration` on their curve (nil: none, or animations off).
    private class func makeTransition(_ options: AnimationOptions, duration: TimeInterval) -> CATransition? {
        guard ViewAnimationState.enabled, duration > 0, duration.isFinite else { return nil }
        let (type, subtype): (CATransitionType, CATransitionSubtype)
        switch (options.rawValue >> 20) & 0xF {
        case 1: (type, subtype) = (.flip, .fromLeft)
        case 2: (type, subtype) = (.flip, .fromRight)
        case 3: (type, subtype) = (.reveal, .fromBottom)
        case 4: (type, subtype) = (.moveIn, .fromTop)
        case 5: (type, subtype) = (.fade, .fromLeft)
        case 6: (type, subtype) = (.flip, .fromTop)
        case 7: (type, subtype) = (.flip, .fromBottom)
        default: return nil
        }
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = duration
        transition.timingFunction = options.curve.timingFunction
        return transition
    }
}
