/// Running pushes and pops, in UIKit's order: the arriving controller's `willMove(toParent:)` (when
/// the change made it), the leaving controller's `viewWillDisappear`, the arriving one's
/// `viewWillAppear`, the delegate's `willShow`; the animation (the delegate's animation and
/// interaction controllers, else the standard slide, or the edge pan); then the leaving controller's
/// `viewDidDisappear`, the arriving one's `viewDidAppear`, containment ends (`didMove(toParent:)`,
/// `removeFromParent()`), the delegate's `didShow`. A cancelled interactive pop sends the arriving
/// controller `viewWillDisappear`/`viewDidDisappear` and the staying one `viewWillAppear`/`viewDidAppear`,
/// and puts the stack back.
extension UINavigationController {
    /// Shows the top of the stack: at once, or with a transition from the controller shown now.
    func updateDisplayedController(animated: Bool, operation: Operation) {
        if runningTransition != nil {
            needsDisplayUpdate = (animated || (needsDisplayUpdate?.animated ?? false), operation)
            return
        }
        syncBars()
        guard let root = viewIfLoaded else { return }
        let from = shownController
        guard let to = stack.last else {
            if let from {
                from.viewIfLoaded?.removeFromSuperview()
                shownController = nil
            }
            finishContainment()
            return
        }
        guard from !== to else {
            finishContainment()
            return
        }
        let onScreen = root.window != nil && !(root.window?.isHidden ?? true) && appearance != .disappeared
        root.layoutIfNeeded()
        to.view.frame = childFrame(for: to)
        updateSafeArea(of: to)
        guard let from, onScreen else {
            // Off screen (or the first controller): no transition; the window sends the callbacks.
            from?.viewIfLoaded?.removeFromSuperview()
            containerView.addSubview(to.view)
            shownController = to
            finishContainment()
            return
        }
        transition(from: from, to: to, animated: animated, operation: operation == .none ? .push : operation)
    }

    /// Moves from the controller shown now to the top of the stack on screen: appearance callbacks, the
    /// delegate's `willShow`, then the transition (animated, interactive, or at once).
    private func transition(from: UIViewController, to: UIViewController, animated: Bool, operation: Operation) {
        let interactiveEdgePan = edgePanStarting
        edgePanStarting = false
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        delegate?.navigationController(self, willShow: to, animated: animated)
        let stackBefore = stackBeforeChange(from: from)
        let barSnapshot = animated ? storedNavigationBar.snapshotView(afterScreenUpdates: false) : nil

        let toView = to.view!
        let fromFrame = from.viewIfLoaded?.frame ?? childFrame(for: from)
        let toFrame = childFrame(for: to)
        let (animator, interactor) = animated
            ? transitionControllers(from: from, to: to, operation: operation, edgePan: interactiveEdgePan) : (nil, nil)
        let context = ViewControllerTransitionContext(
            container: containerView, from: from, to: to, fromView: from.view, toView: toView,
            initialFrames: [(from, fromFrame)], finalFrames: [(to, toFrame)],
            animated: animated, interactive: interactor != nil) { [weak self, weak from, weak to] completed in
                guard let self, let from, let to else { return }
                self.transitionEnded(from: from, to: to, completed: completed, animated: animated,
                                     stackBefore: stackBefore, barSnapshot: barSnapshot)
            }
        runningTransition = context
        context.coordinates(self)
        if let view = from.viewIfLoaded, view.superview !== containerView { containerView.addSubview(view) }

        guard let animator else {
            // Not animated: the views change at once.
            from.viewIfLoaded?.removeFromSuperview()
            containerView.addSubview(toView)
            toView.frame = toFrame
            context.completeTransition(true)
            return
        }
        context.start(animator: animator, interactor: interactor) {
            animateBar(in: context, snapshot: barSnapshot)
        }
    }

    /// The animation and interaction controllers of an animated transition: the delegate's, else the
    /// standard slide, driven by the edge pan when one started it.
    private func transitionControllers(from: UIViewController, to: UIViewController, operation: Operation, edgePan: Bool)
        -> (UIViewControllerAnimatedTransitioning?, UIViewControllerInteractiveTransitioning?) {
        if let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) {
            return (custom, delegate?.navigationController(self, interactionControllerFor: custom))
        }
        let standard = NavigationSlideAnimator(operation: operation)
        if let interactor = delegate?.navigationController(self, interactionControllerFor: standard) {
            return (standard, interactor)
        }
        guard edgePan else { return (standard, nil) }
        let interaction = NavigationEdgePanInteraction(animator: standard)
        edgePanInteraction = interaction
        return (standard, interaction)
    }

    /// The stack as it was before the change being shown (for a cancelled transition): the stack with
    /// the leaving controller back on top when it was popped.
    private func stackBeforeChange(from: UIViewController) -> [UIViewController] {
        if let index = stack.firstIndex(where: { $0 === from }) { return Array(stack[...index]) }
        return stack + [from]
    }

    /// Cross-fades the bar: a picture of its old contents fades out over it while the new contents
    /// fade in.
    private func animateBar(in context: ViewControllerTransitionContext, snapshot: UIView?) {
        let bar = storedNavigationBar
        let contents = bar.subviews.filter { $0 !== bar.backgroundView }
        if let snapshot {
            snapshot.frame = bar.bounds
            bar.addSubview(snapshot)
        }
        for view in contents { view.alpha = 0 }
        context.animate(alongsideTransition: { _ in
            snapshot?.alpha = 0
            for view in contents { view.alpha = 1 }
        }, completion: nil)
    }

    /// The transition ended: views, appearance callbacks, containment and the delegate, or (cancelled)
    /// everything back as it was.
    func transitionEnded(from: UIViewController, to: UIViewController, completed: Bool, animated: Bool,
                         stackBefore: [UIViewController], barSnapshot: UIView?) {
        runningTransition = nil
        edgePanInteraction = nil
        barSnapshot?.removeFromSuperview()
        for view in storedNavigationBar.subviews where view !== storedNavigationBar.backgroundView { view.alpha = 1 }
        if completed {
            if from.viewIfLoaded?.superview === containerView { from.viewIfLoaded?.removeFromSuperview() }
            if to.view.superview !== containerView { containerView.addSubview(to.view) }
            to.view.transform = .identity
            to.view.frame = childFrame(for: to)
            shownController = to
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            finishContainment()
            delegate?.navigationController(self, didShow: to, animated: animated)
        } else {
            if to.viewIfLoaded?.superview === containerView { to.viewIfLoaded?.removeFromSuperview() }
            from.view.transform = .identity
            from.view.frame = childFrame(for: from)
            if from.view.superview !== containerView { containerView.addSubview(from.view) }
            shownController = from
            // Put the stack back: the controllers the change added leave, those it removed stay.
            for controller in stack where !stackBefore.contains(where: { $0 === controller }) {
                pendingDidMove.removeAll { $0 === controller }
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            for controller in stackBefore where !stack.contains(where: { $0 === controller }) {
                pendingRemoval.removeAll { $0 === controller }
                controller.movingFromParent = false
            }
            stack = stackBefore
            syncBars()
            to.beginAppearanceTransition(false, animated: animated)
            to.endAppearanceTransition()
            from.beginAppearanceTransition(true, animated: animated)
            from.endAppearanceTransition()
        }
        viewIfLoaded?.setNeedsLayout()
        if let update = needsDisplayUpdate {
            needsDisplayUpdate = nil
            updateDisplayedController(animated: update.animated, operation: update.operation)
        }
    }

    /// Ends the containment of controllers added and removed by the last change.
    func finishContainment() {
        let removals = pendingRemoval
        pendingRemoval.removeAll()
        for controller in removals where !stack.contains(where: { $0 === controller }) { controller.removeFromParent() }
        let arrivals = pendingDidMove
        pendingDidMove.removeAll()
        for controller in arrivals where controller.parent === self { controller.didMove(toParent: self) }
    }
}
