/// Swipe actions in list layouts: dragging a `UICollectionViewListCell` sideways reveals the actions
/// the list configuration's `leadingSwipeActionsConfigurationProvider` (drag towards the trailing
/// edge) or `trailingSwipeActionsConfigurationProvider` (towards the leading edge) gives for its item;
/// the cell's `configurationState.isSwiped` is true while they show; a full swipe performs
/// the first action when the configuration allows it; a tap on an action runs it; a tap elsewhere or
/// a scroll closes them. The state, buttons and geometry are the table's (`SwipeActions`).
///
/// As on iOS, only list layouts (`UICollectionViewCompositionalLayout.list(using:)` or sections made
/// with `NSCollectionLayoutSection.list(using:layoutEnvironment:)`) offer swipe actions, only on
/// `UICollectionViewListCell`s; in right-to-left layouts the leading actions are at the right.
extension UICollectionView: SwipeActionsHost {
    func installSwipeRecognizer() {
        swipePan.addTarget(self, action: UICollectionView.handleSwipePan)
        addGestureRecognizer(swipePan)
    }

    /// The swipe pan begins for a mostly horizontal drag on a list cell that has actions that way.
    func swipeShouldBegin() -> Bool {
        let t = swipePan.translation(in: self)
        guard abs(t.x) > abs(t.y), movement == nil else { return false }
        let location = swipePan.location(in: self)
        let start = CGPoint(x: location.x - t.x, y: location.y - t.y)
        guard let indexPath = indexPathForItem(at: start) else { return false }
        if let swipe, swipe.indexPath == indexPath { return true }
        guard cellForItem(at: indexPath) is UICollectionViewListCell else { return false }
        return swipeConfiguration(for: indexPath, leading: swipeRevealsLeading(t.x)) != nil
    }

    func swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    /// A list cell's swipe is measured against the cell (narrower than the view in inset lists).
    func swipeWidth(_ swipe: SwipeActions) -> CGFloat { swipe.cell?.bounds.width ?? bounds.width }

    /// The layout's swipe actions for the item at `indexPath` from one edge (nil: none, or no actions).
    func swipeConfiguration(for indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let layout = storedLayout as? UICollectionViewCompositionalLayout,
              let configuration = layout.swipeActionsConfiguration(forItemAt: indexPath, leading: leading),
              !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// Opens the swipe actions of the item's cell: the buttons go behind its content.
    func openSwipe(at indexPath: IndexPath, leading: Bool) {
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell,
              let configuration = swipeConfiguration(for: indexPath, leading: leading) else { return }
        let actions = SwipeAction.actions(of: configuration) { [weak self] in self?.swipe?.cell }
        let swipe = SwipeActions(indexPath: indexPath, cell: cell, leading: leading,
                                 rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft, actions: actions,
                                 fullSwipe: configuration.performsFirstActionWithFullSwipe) { [weak self] index in
            self?.performSwipeAction(index)
        }
        swipe.scrollOffset = bounds.minY
        cell.addSubview(swipe.container)
        self.swipe = swipe
        layoutSwipe()
    }

    /// Shows the trailing swipe actions of a cell whose delete accessory was tapped (as iOS does for a
    /// delete accessory without a handler); tapping it again while they show closes them.
    func revealTrailingSwipeActions(of cell: UICollectionViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        if swipe?.indexPath == indexPath {
            cancelSwipe(animated: true)
            return
        }
        cancelSwipe(animated: false)
        openSwipe(at: indexPath, leading: false)
        guard let swipe else { return }
        animateSwipe(to: -swipe.openWidth)
    }

    /// Places the swiped cell's content and its buttons (after each layout pass); closes the actions
    /// when the collection view scrolled or the cell no longer shows the item.
    func layoutSwipe() {
        guard let swipe else { return }
        guard let cell = swipe.cell as? UICollectionViewCell, cellForItem(at: swipe.indexPath) === cell else {
            cancelSwipe(animated: false)
            return
        }
        if abs(bounds.minY - swipe.scrollOffset) > 0.5, swipePan.state != .changed, !swipe.performing {
            cancelSwipe(animated: true)
            return
        }
        cell.swipeOffset = swipe.offset
        swipe.place(cell: cell, rowSize: cell.bounds.size)
    }

    /// Runs the action at `index`; the cell closes when the action reports back.
    func performSwipeAction(_ index: Int, full: Bool = false) {
        guard let swipe, index >= 0, index < swipe.actions.count else { return }
        swipe.performing = true
        let action = swipe.actions[index]
        let run = { [weak self] in
            action.perform { [weak self] _ in
                guard let self, self.swipe === swipe else { return }
                swipe.performing = false
                self.cancelSwipe(animated: true)
            }
        }
        if full, let cell = swipe.cell {
            animateSwipe(to: swipe.revealsOnLeft ? cell.bounds.width : -cell.bounds.width) { run() }
        } else {
            run()
        }
    }

    /// Closes the open swipe actions.
    func cancelSwipe(animated: Bool) {
        guard let swipe else { return }
        self.swipe = nil
        let finish = {
            swipe.container.removeFromSuperview()
            guard let cell = swipe.cell as? UICollectionViewCell else { return }
            cell.resetSwipe()
            // A list lays its cells out clipped only where they have rounded corners.
            cell.clipsToBounds = cell.layer.cornerRadius > 0
        }
        guard animated, let cell = swipe.cell as? UICollectionViewCell, cellForItem(at: swipe.indexPath) === cell else {
            finish()
            return
        }
        let size = cell.bounds.size
        UIView.animate(withDuration: 0.3, animations: {
            swipe.placeClosed(cell: cell, rowSize: size)
        }, completion: { _ in finish() })
    }

    /// A touch on the collection view while actions show closes them (and selects nothing); true when
    /// the touch is taken for that.
    func swipeTouchBegan() -> Bool {
        guard swipe != nil else { return false }
        touchClosesSwipe = true
        return true
    }

    /// The lift of a touch that closes the actions; true when it did.
    func swipeTouchEnded() -> Bool {
        guard touchClosesSwipe else { return false }
        touchClosesSwipe = false
        cancelSwipe(animated: true)
        return true
    }
}
