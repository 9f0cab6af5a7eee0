/// Swipe actions: dragging a row sideways reveals its actions; a full swipe performs the first; a tap
/// on an action runs it; a tap elsewhere or a scroll closes them.
extension UITableView: SwipeActionsHost {
    func installSwipeRecognizer() {
        swipePan.addTarget(self, action: UITableView.handleSwipePan)
        addGestureRecognizer(swipePan)
    }

    /// The swipe pan begins for a mostly horizontal drag on a row that has actions that way.
    func swipeShouldBegin() -> Bool {
        let t = swipePan.translation(in: self)
        guard abs(t.x) > abs(t.y), reorder == nil else { return false }
        let start = CGPoint(x: swipePan.location(in: self).x - t.x, y: swipePan.location(in: self).y - t.y)
        if let swipe, indexPathForRow(at: start) == swipe.indexPath { return true }
        guard let indexPath = indexPathForRow(at: start), visibleCellMap[indexPath] != nil else { return false }
        if editingFlag && !allowsSwipeWhileEditing { return false }
        return !swipeActions(for: indexPath, leading: swipeRevealsLeading(t.x)).actions.isEmpty
    }

    /// Whether rows can be swiped while the table edits (no: the editing controls take their place).
    var allowsSwipeWhileEditing: Bool { false }

    /// The actions for swiping the row from the leading or trailing edge: the delegate's, or Delete
    /// when the data source commits deletions and the row's editing style is `.delete`.
    func swipeActions(for indexPath: IndexPath, leading: Bool) -> (actions: [SwipeAction], fullSwipe: Bool) {
        if let configured = configuredSwipeActions(for: indexPath, leading: leading) { return configured }
        guard !leading, canEdit(indexPath) else { return ([], false) }
        if let rowActions = rowActions(for: indexPath) { return (rowActions, false) }
        let style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        guard style == .delete, dataSourceCommitsEdits() else { return ([], false) }
        return ([defaultDeleteAction(for: indexPath)], true)
    }

    /// The Delete action UIKit offers when the data source commits deletions.
    func defaultDeleteAction(for indexPath: IndexPath) -> SwipeAction {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return SwipeAction(title: title, image: nil, backgroundColor: .systemRed, isDestructive: true) { [weak self] done in
            guard let self, let swipe = self.swipe else { return done(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: swipe.indexPath)
            done(true)
        }
    }

    func swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    /// A row's swipe is measured against the table's width.
    func swipeWidth(_ swipe: SwipeActions) -> CGFloat { bounds.width }

    /// The open-actions state for a row; a tap on one of its buttons performs that action.
    func makeSwipe(at indexPath: IndexPath, cell: UITableViewCell, leading: Bool, actions: [SwipeAction], fullSwipe: Bool) -> SwipeActions {
        SwipeActions(indexPath: indexPath, cell: cell, leading: leading, actions: actions, fullSwipe: fullSwipe) { [weak self] index in
            self?.performSwipeAction(index)
        }
    }

    /// Opens swipe actions for the row: tells the delegate and puts the buttons behind the cell.
    func openSwipe(at indexPath: IndexPath, leading: Bool) {
        guard let cell = visibleCellMap[indexPath] else { return }
        let (actions, fullSwipe) = swipeActions(for: indexPath, leading: leading)
        guard !actions.isEmpty else { return }
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        let swipe = makeSwipe(at: indexPath, cell: cell, leading: leading, actions: actions, fullSwipe: fullSwipe)
        swipe.scrollOffset = bounds.minY
        cell.addSubview(swipe.container)
        self.swipe = swipe
        cell.showingDeleteConfirmation = true
        cell.willTransition(to: editingFlag ? [.showingEditControl, .showingDeleteConfirmation] : .showingDeleteConfirmation)
        layoutSwipe()
    }

    /// Shows the delete button of a row whose minus was tapped while editing.
    func revealDeleteConfirmation(at indexPath: IndexPath) {
        guard swipe?.indexPath != indexPath else {
            cancelSwipe(animated: true)
            return
        }
        cancelSwipe(animated: false)
        guard let cell = visibleCellMap[indexPath] else { return }
        var actions = swipeActions(for: indexPath, leading: false).actions
        if actions.isEmpty { actions = [defaultDeleteAction(for: indexPath)] }
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        let swipe = makeSwipe(at: indexPath, cell: cell, leading: false, actions: actions, fullSwipe: false)
        swipe.scrollOffset = bounds.minY
        cell.addSubview(swipe.container)
        self.swipe = swipe
        cell.showingDeleteConfirmation = true
        layoutSwipe()
        animateSwipe(to: -swipe.openWidth)
    }

    /// Places the swiped cell and its buttons; closes the actions when the table scrolled.
    func layoutSwipe() {
        guard let swipe else { return }
        guard let cell = swipe.cell as? UITableViewCell, visibleCellMap[swipe.indexPath] === cell else {
            cancelSwipe(animated: false)
            return
        }
        if abs(bounds.minY - swipe.scrollOffset) > 0.5, swipePan.state != .changed, !swipe.performing {
            cancelSwipe(animated: true)
            return
        }
        let row = rowFrame(model.rowSpan(swipe.indexPath))
        cell.swipeOffset = swipe.offset
        if cell.frame != row { cell.frame = row }
        swipe.place(cell: cell, rowSize: row.size)
    }

    /// Runs the action at `index`; the row closes when it reports back.
    func performSwipeAction(_ index: Int, full: Bool = false) {
        guard let swipe, index >= 0, index < swipe.actions.count else { return }
        swipe.performing = true
        let action = swipe.actions[index]
        let run = { [weak self] in
            action.perform { [weak self] performed in
                guard let self, self.swipe === swipe else { return }
                swipe.performing = false
                if action.closesRow { self.cancelSwipe(animated: true) }
                _ = performed
            }
        }
        if full {
            animateSwipe(to: swipe.revealsOnLeft ? bounds.width : -bounds.width) { run() }
        } else {
            run()
        }
    }

    /// Closes the open swipe actions.
    func cancelSwipe(animated: Bool) {
        guard let swipe else { return }
        self.swipe = nil
        let finish = { [weak self] in
            swipe.container.removeFromSuperview()
            guard let self else { return }
            var path: IndexPath?
            if let cell = swipe.cell as? UITableViewCell {
                cell.swipeOffset = 0
                cell.showingDeleteConfirmation = false
                cell.didTransition(to: self.editingFlag ? .showingEditControl : [])
                path = self.indexPath(for: cell)
                cell.bounds.origin.x = 0
                if let path {
                    cell.frame = self.rowFrame(self.model.rowSpan(path))
                    cell.clipsToBounds = self.style == .insetGrouped
                }
                cell.setNeedsUpdateConfiguration()
            }
            self.tableDelegate?.tableView(self, didEndEditingRowAt: path)
        }
        guard animated, let cell = swipe.cell as? UITableViewCell, let path = indexPath(for: cell) else {
            finish()
            return
        }
        let row = rowFrame(model.rowSpan(path))
        UIView.animate(withDuration: 0.3, animations: {
            swipe.placeClosed(cell: cell, rowSize: row.size)
        }, completion: { _ in finish() })
    }

    /// The delegate's deprecated row actions for the trailing edge (nil when it gives none).
    private func rowActions(for indexPath: IndexPath) -> [SwipeAction]? {
        guard let rowActions = tableDelegate?.tableView(self, editActionsForRowAt: indexPath), !rowActions.isEmpty else { return nil }
        return rowActions.map { action in
            SwipeAction(title: action.title, image: nil, backgroundColor: action.shownBackgroundColor,
                        isDestructive: action.style == .destructive, closesRow: false) { [weak self] done in
                guard let self, let swipe = self.swipe else { return done(false) }
                action.handler(action, swipe.indexPath)
                done(true)
            }
        }
    }

    /// The actions from the delegate's swipe configuration for that edge (nil when it gives none).
    func configuredSwipeActions(for indexPath: IndexPath, leading: Bool) -> (actions: [SwipeAction], fullSwipe: Bool)? {
        guard let tableDelegate else { return nil }
        let configuration = leading
            ? tableDelegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : tableDelegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration else { return nil }
        let actions = SwipeAction.actions(of: configuration) { [weak self] in self?.swipe?.cell }
        return (actions, configuration.performsFirstActionWithFullSwipe)
    }
}
