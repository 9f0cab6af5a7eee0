/// Selection: by touch (highlight on touch down after the scroll view's delay, select on lift, the
/// delegate asked and told in UIKit's order) and by code (no delegate calls, as UIKit).
extension UITableView {
    /// Whether the table selects rows now (outside or during editing).
    var selectsRows: Bool { editingFlag ? allowsSelectionDuringEditing : allowsSelection }
    /// Whether several rows may be selected now.
    var selectsMultiple: Bool { editingFlag ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// The selected row (the first, in multiple selection), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in order, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects the row at `indexPath` (nil deselects all) and scrolls it to `scrollPosition`, without
    /// asking or telling the delegate. In single selection the previous row is deselected.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if needsReload { reloadModel() }
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard model.contains(indexPath) else {
            reportBadIndexPath(indexPath, api: "UITableView.selectRow(at:animated:scrollPosition:)")
            return
        }
        guard selectsRows || selectsMultiple else { return }
        if !selectsMultiple {
            for row in selectedRows where row != indexPath { setRow(row, selected: false, animated: animated) }
        }
        setRow(indexPath, selected: true, animated: animated)
        if scrollPosition != .none || !animated {
            if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
        }
    }

    /// Deselects the row at `indexPath` without telling the delegate (animated: the grey fades).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.contains(indexPath) else {
            if !model.contains(indexPath) && !needsReload { reportBadIndexPath(indexPath, api: "UITableView.deselectRow(at:animated:)") }
            return
        }
        setRow(indexPath, selected: false, animated: animated)
    }

    /// Records the selection and shows it on the row's cell.
    func setRow(_ indexPath: IndexPath, selected: Bool, animated: Bool) {
        if selected { selectedRows.insert(indexPath) } else { selectedRows.remove(indexPath) }
        if let cell = visibleCellMap[indexPath], cell.isSelected != selected { cell.setSelected(selected, animated: animated) }
    }

    // MARK: Touches

    /// A finger down on a row (delivered after the scroll view's content-touch delay) highlights it,
    /// if the table selects rows and the delegate agrees.
    func tableTouchesBegan(_ touches: Set<UITouch>) {
        guard touchedRow == nil, let touch = touches.first else { return }
        if swipe != nil {
            // A touch on the table while actions show closes them (and selects nothing).
            touchClosesSwipe = true
            return
        }
        let point = touch.location(in: self)
        guard let indexPath = indexPathForRow(at: point), visibleCellMap[indexPath] != nil else { return }
        guard selectsRows || selectsMultiple else { return }
        touchedRow = indexPath
        touchedRowHighlighted = false
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        touchedRowHighlighted = true
        visibleCellMap[indexPath]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// The lift ends the highlight and selects the row (or deselects it in multiple selection).
    func tableTouchesEnded(_ touches: Set<UITouch>) {
        if touchClosesSwipe {
            touchClosesSwipe = false
            cancelSwipe(animated: true)
            return
        }
        guard let indexPath = touchedRow else { return }
        let highlighted = touchedRowHighlighted
        touchedRow = nil
        touchedRowHighlighted = false
        guard highlighted else { return }
        visibleCellMap[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        guard let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == indexPath else { return }
        userTapped(indexPath)
    }

    /// A touch taken by a drag (or otherwise cancelled) only ends the highlight.
    func tableTouchesCancelled(_ touches: Set<UITouch>) {
        touchClosesSwipe = false
        guard let indexPath = touchedRow else { return }
        let highlighted = touchedRowHighlighted
        touchedRow = nil
        touchedRowHighlighted = false
        guard highlighted else { return }
        visibleCellMap[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// What a tap on a row does: the selection changes (see `tapSelect`), then in single selection the
    /// row's primary action runs when the delegate allows it (`canPerformPrimaryActionForRowAt`,
    /// `performPrimaryActionForRowAt`), whether or not the row could be selected, as on iOS 16 and
    /// later. A change of selection posts `UITableView.selectionDidChangeNotification`.
    func userTapped(_ tapped: IndexPath) {
        let single = !selectsMultiple
        let before = selectedRows
        tapSelect(tapped)
        if selectedRows != before {
            NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
        }
        guard single, model.contains(tapped), let delegate = tableDelegate,
              delegate.tableView(self, canPerformPrimaryActionForRowAt: tapped) else { return }
        delegate.tableView(self, performPrimaryActionForRowAt: tapped)
    }

    /// How a tap changes the selection, in UIKit's order: `willSelect` (which may redirect or veto); in
    /// multiple selection a selected row is deselected instead (`willDeselect`, `didDeselect`); in
    /// single selection the old row is deselected (`willDeselect`, `didDeselect`) before `didSelect`.
    private func tapSelect(_ tapped: IndexPath) {
        if selectsMultiple && selectedRows.contains(tapped) {
            userDeselect(tapped)
            return
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: tapped) }) ?? tapped else { return }
        guard model.contains(target) else {
            reportBadIndexPath(target, api: "tableView(_:willSelectRowAt:)")
            return
        }
        if !selectsMultiple {
            for old in selectedRows.sorted() where old != target { userDeselect(old) }
        }
        setRow(target, selected: true, animated: false)
        // A storyboard cell's segue is performed before the delegate hears of the selection, as on iOS.
        visibleCellMap[target]?.performTriggeredSegues()
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// Deselects a row as the user does: `willDeselect` (which may redirect or veto), then `didDeselect`.
    private func userDeselect(_ row: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: row) }) ?? row else { return }
        guard selectedRows.contains(target) else { return }
        setRow(target, selected: false, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    // MARK: Assistive technologies

    /// Selects (or deselects) a row as the user does, for an assistive technology's selection (the
    /// desktop bridge's): the delegate is asked and told as a tap asks and tells it, and a change posts
    /// `selectionDidChangeNotification`; the row's primary action does not run (selecting is not
    /// activating). Deselecting works in single selection too, where a tap cannot deselect. False when
    /// the table selects no rows now or the row does not exist; true when the row ends as asked.
    @discardableResult
    package func setRowSelectedAsUser(_ row: IndexPath, _ selected: Bool) -> Bool {
        if needsReload { reloadModel() }
        guard model.contains(row), selectsRows || selectsMultiple else { return false }
        let before = selectedRows
        if selected, !selectedRows.contains(row) {
            tapSelect(row)
        } else if !selected, selectedRows.contains(row) {
            userDeselect(row)
        }
        if selectedRows != before {
            NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
        }
        return selectedRows.contains(row) == selected
    }

    /// Whether rows may be selected now (for assistive technologies).
    package var allowsSelectionNow: Bool { selectsRows || selectsMultiple }

    /// Whether several rows may be selected now (for assistive technologies' "select all").
    package var allowsMultipleSelectionNow: Bool { selectsMultiple }

    /// Whether the row is selected (for assistive technologies; no sorting, unlike
    /// `indexPathsForSelectedRows`).
    package func isRowSelected(_ row: IndexPath) -> Bool { selectedRows.contains(row) }
}
