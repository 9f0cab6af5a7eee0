/// A scroll view whose rows can be swiped open to show their actions: a table, or a collection view
/// with a list layout. The drag's handling and the open/close animation are the same for both (this
/// extension); each view finds the row under a point, opens, lays out, performs and closes in its
/// own terms.
@MainActor
protocol SwipeActionsHost: UIScrollView {
    /// The row swiped open (or being swiped), if any.
    var swipe: SwipeActions? { get }
    /// The row under `point` (the view's coordinates).
    func swipeIndexPath(at point: CGPoint) -> IndexPath?
    /// The width a swipe is measured against (full swipe, resistance).
    func swipeWidth(_ swipe: SwipeActions) -> CGFloat
    /// Opens the actions of the row at `indexPath` on one edge (sets `swipe`).
    func openSwipe(at indexPath: IndexPath, leading: Bool)
    /// Places the swiped row's content and buttons for `swipe.offset`.
    func layoutSwipe()
    /// Runs the action at `index`; `full` when a full swipe performs it.
    func performSwipeAction(_ index: Int, full: Bool)
    /// Closes the open row.
    func cancelSwipe(animated: Bool)
}

extension SwipeActionsHost {
    /// Whether a drag of `dx` points sideways reveals the leading actions (a drag towards the trailing
    /// edge: right, or left in right-to-left layouts).
    func swipeRevealsLeading(_ dx: CGFloat) -> Bool {
        (dx > 0) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// Follows the swipe pan: a drag that starts on the open row moves it from where it is; one on
    /// another row closes the open one and opens that row; the release performs the first action (a
    /// full swipe), rests open or closes.
    func handleSwipePan(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: self)
        switch pan.state {
        case .began:
            let location = pan.location(in: self)
            let indexPath = swipeIndexPath(at: CGPoint(x: location.x - t.x, y: location.y - t.y))
            if let swipe, indexPath == swipe.indexPath {
                swipe.dragStart = swipe.offset
                return
            }
            cancelSwipe(animated: true)
            guard let indexPath else { return }
            openSwipe(at: indexPath, leading: swipeRevealsLeading(t.x))
            swipe?.dragStart = 0
        case .changed:
            guard let swipe, !swipe.performing else { return }
            swipe.drag(by: t.x, width: swipeWidth(swipe))
            layoutSwipe()
        case .ended, .cancelled, .failed:
            guard let swipe, !swipe.performing else { return }
            let velocity = pan.state == .ended ? pan.velocity(in: self).x : 0
            switch swipe.release(velocity: velocity, width: swipeWidth(swipe)) {
            case .performFirstAction: performSwipeAction(0, full: true)
            case .open(let offset): animateSwipe(to: offset)
            case .close: cancelSwipe(animated: true)
            }
        default:
            break
        }
    }

    /// Moves the open row to `offset` over 0.3 s.
    func animateSwipe(to offset: CGFloat, completion: (() -> Void)? = nil) {
        guard let swipe else { return }
        UIView.animate(withDuration: 0.3, animations: {
            swipe.offset = offset
            self.layoutSwipe()
        }, completion: { _ in completion?() })
    }
}
