/// The navigation controller's gestures: the swipe from the left edge that pops interactively, and
/// the tap and swipe that hide and show the bars.
extension UINavigationController {
    /// The swipe from the left edge that pops the top controller: the top view follows the finger and
    /// the one below slides in from −30% under a fading dimming overlay; letting go past half the
    /// width, or flicking right, finishes the pop, else it goes back (a cancelled transition).
    /// It does not begin with one controller in the stack, during a transition, or when the delegate
    /// supplies its own animation controller (as on iOS).
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePan }

    /// The tap that hides and shows the bars while `hidesBarsOnTap` is on.
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barHideTap }

    /// The swipe that hides the bars (up) and shows them (down) while `hidesBarsOnSwipe` is on.
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHideSwipe }

    /// Whether a tap in the content hides the bars, and the next shows them.
    public var hidesBarsOnTap: Bool {
        get { barHideTap.isEnabled }
        set { barHideTap.isEnabled = newValue }
    }

    /// Whether an upward swipe hides the bars and a downward one shows them.
    public var hidesBarsOnSwipe: Bool {
        get { barHideSwipe.isEnabled }
        set { barHideSwipe.isEnabled = newValue }
    }

    func handleEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let root = viewIfLoaded else { return }
        let width = max(root.bounds.width, 1)
        switch recognizer.state {
        case .began:
            edgePanStarting = true
            popViewController(animated: true)
            edgePanStarting = false
            edgePanInteraction?.update(recognizer.translation(in: root).x / width)
        case .changed:
            edgePanInteraction?.update(recognizer.translation(in: root).x / width)
        case .ended:
            let fraction = recognizer.translation(in: root).x / width
            let velocity = recognizer.velocity(in: root).x
            let finishing = velocity > 300 || (fraction > 0.5 && velocity > -300)
            edgePanInteraction?.end(finishing: finishing)
        case .cancelled, .failed:
            edgePanInteraction?.end(finishing: false)
        default:
            break
        }
    }

    func handleBarHideTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let hide = !barHidden
        setNavigationBarHidden(hide, animated: true)
        if !(stack.last?.toolbarItems ?? []).isEmpty || !toolbarIsHidden { setToolbarHidden(hide, animated: true) }
    }

    func handleBarHideSwipe(_ recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .began || recognizer.state == .changed, let root = viewIfLoaded else { return }
        let dy = recognizer.translation(in: root).y
        guard abs(dy) > 10 else { return }
        let hide = dy < 0
        guard hide != barHidden else { return }
        setNavigationBarHidden(hide, animated: true)
        if !(stack.last?.toolbarItems ?? []).isEmpty { setToolbarHidden(hide, animated: true) }
    }
}

/// Decides when the navigation controller's gestures may begin, and lets the bar-hiding swipe work
/// alongside the content's own scrolling.
@MainActor
final class NavigationGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var controller: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller else { return false }
        if gestureRecognizer === controller.edgePan {
            guard controller.stack.count > 1, controller.runningTransition == nil,
                  controller.stack.last === controller.shownController else { return false }
            if let delegate = controller.delegate, let from = controller.stack.last {
                let to = controller.stack[controller.stack.count - 2]
                if delegate.navigationController(controller, animationControllerFor: .pop, from: from, to: to) != nil { return false }
            }
            return true
        }
        if gestureRecognizer === controller.barHideTap {
            // Taps on the bars themselves are theirs.
            return true
        }
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let controller, gestureRecognizer === controller.barHideTap || gestureRecognizer === controller.barHideSwipe else { return true }
        var view = touch.view
        while let current = view {
            if current === controller.storedNavigationBar || current === controller.storedToolbar { return false }
            view = current.superview
        }
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller else { return false }
        return gestureRecognizer === controller.barHideSwipe || gestureRecognizer === controller.barHideTap
    }
}
