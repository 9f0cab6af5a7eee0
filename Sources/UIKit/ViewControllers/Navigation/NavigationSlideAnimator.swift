/// The standard push and pop animation: the arriving view slides in from the right over the old one,
/// which moves left by 30% of the width under a dimming overlay (a pop runs it backwards). It runs in
/// one interruptible property animator, so the edge pan can scrub it and finish or cancel it. With
/// Reduce Motion on (`UIAccessibility.isReduceMotionEnabled`) both views stay in place and cross-fade
/// instead, as on iOS.
@MainActor
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition's duration in seconds.
    static let duration: TimeInterval = 0.35
    /// How far the view underneath moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// The dimming over the view underneath when it is fully covered.
    static let dimming: CGFloat = 0.1

    let operation: UINavigationController.Operation
    private var animator: UIViewPropertyAnimator?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { Self.duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The part of `frame` left of `edge`, where the top view does not cover the view underneath: the
    /// dimming covers only that strip (it moves with the top view's edge), so a frame blends no more
    /// than what shows.
    private static func uncovered(_ frame: CGRect, upTo edge: CGFloat) -> CGRect {
        CGRect(x: frame.minX, y: frame.minY, width: max(0, edge - frame.minX), height: frame.height)
    }

    /// The animator, made on the first call with the views placed at their start.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let toController = transitionContext.viewController(forKey: .to)
        let fromController = transitionContext.viewController(forKey: .from)
        let finalFrame = toController.map { transitionContext.finalFrame(for: $0) } ?? container.bounds
        let width = container.bounds.width
        if UIAccessibility.isReduceMotionEnabled {
            let made = crossFade(in: container, from: fromView, to: toView, finalFrame: finalFrame, context: transitionContext)
            animator = made
            return made
        }
        let dim = UIView(frame: container.bounds)
        dim.backgroundColor = .black
        dim.isUserInteractionEnabled = false
        // A soft edge on the left of the top view, as UIKit's shadow.
        let made: UIViewPropertyAnimator
        // UIKit's push curve: quick start, long settle (close to a critically damped spring).
        let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.25, y: 1))
        made = UIViewPropertyAnimator(duration: Self.duration, timingParameters: timing)
        if operation == .pop {
            let fromFrame = fromController.map { transitionContext.initialFrame(for: $0) } ?? container.bounds
            if let toView {
                toView.frame = finalFrame.offsetBy(dx: -width * Self.parallax, dy: 0)
                if let fromView { container.insertSubview(toView, belowSubview: fromView) } else { container.addSubview(toView) }
                dim.frame = Self.uncovered(finalFrame, upTo: fromFrame.minX)
                dim.alpha = Self.dimming
                container.insertSubview(dim, aboveSubview: toView)
            }
            made.addAnimations {
                toView?.frame = finalFrame
                dim.alpha = 0
                dim.frame = Self.uncovered(finalFrame, upTo: fromFrame.maxX)
                fromView?.frame = fromFrame.offsetBy(dx: width, dy: 0)
            }
        } else {
            let fromFrame = fromController.map { transitionContext.initialFrame(for: $0) } ?? container.bounds
            dim.frame = Self.uncovered(fromFrame, upTo: finalFrame.maxX)
            dim.alpha = 0
            container.addSubview(dim)
            if let toView {
                toView.frame = finalFrame.offsetBy(dx: width, dy: 0)
                container.addSubview(toView)
            }
            made.addAnimations {
                toView?.frame = finalFrame
                dim.alpha = Self.dimming
                dim.frame = Self.uncovered(fromFrame, upTo: finalFrame.minX)
                fromView?.frame = fromFrame.offsetBy(dx: -width * Self.parallax, dy: 0)
            }
        }
        made.addCompletion { [weak transitionContext] position in
            dim.removeFromSuperview()
            guard let transitionContext else { return }
            let completed = position == .end
            if completed { fromView?.removeFromSuperview() } else { toView?.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
        animator = made
        return made
    }

    /// Reduce Motion's push and pop: the arriving view, already in place, fades in over the leaving one,
    /// which fades out; both get their own opacity back at the end.
    private func crossFade(in container: UIView, from fromView: UIView?, to toView: UIView?, finalFrame: CGRect,
                           context transitionContext: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        let made = UIViewPropertyAnimator(duration: Self.duration, curve: .easeInOut)
        let fromAlpha = fromView?.alpha ?? 1
        let toAlpha = toView?.alpha ?? 1
        if let toView {
            toView.frame = finalFrame
            toView.alpha = 0
            container.addSubview(toView)
        }
        made.addAnimations {
            toView?.alpha = toAlpha
            fromView?.alpha = 0
        }
        made.addCompletion { [weak transitionContext] position in
            let completed = position == .end
            if completed { fromView?.removeFromSuperview() } else { toView?.removeFromSuperview() }
            fromView?.alpha = fromAlpha
            toView?.alpha = toAlpha
            transitionContext?.completeTransition(completed)
        }
        return made
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

/// The left-edge swipe's interaction: the top view follows the finger (the pop animator scrubbed by
/// the finger's distance across the width); the release finishes or cancels it.
@MainActor
final class NavigationEdgePanInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    let slide: NavigationSlideAnimator
    private(set) weak var context: UIViewControllerContextTransitioning?
    private var animator: UIViewImplicitlyAnimating?

    init(animator: NavigationSlideAnimator) {
        slide = animator
        super.init()
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let animator = slide.interruptibleAnimator(using: transitionContext)
        animator.pauseAnimation()
        self.animator = animator
    }

    /// The finger moved: `fraction` of the way across.
    func update(_ fraction: CGFloat) {
        let clamped = min(max(fraction, 0), 1)
        animator?.fractionComplete = clamped
        context?.updateInteractiveTransition(clamped)
    }

    /// The finger lifted: finishes the pop or goes back, over the rest of the animation.
    func end(finishing: Bool) {
        guard let animator = animator as? UIViewPropertyAnimator else { return }
        let fraction = animator.fractionComplete
        if finishing {
            context?.finishInteractiveTransition()
        } else {
            context?.cancelInteractiveTransition()
            animator.isReversed = true
        }
        let remaining = finishing ? 1 - fraction : fraction
        animator.continueAnimation(withTimingParameters: nil, durationFactor: max(remaining, 0.05))
    }
}
