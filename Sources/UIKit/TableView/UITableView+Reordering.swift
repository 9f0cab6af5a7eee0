/// Reordering: dragging a row's grip while editing lifts the row above the others, which make room
/// as it passes; on release the row settles into its new place and the data source's `moveRowAt`
/// learns of it (the delegate's `targetIndexPathForMoveFromRowAt` may change where it goes).
struct TableReorder {
    /// Where the row was and where it would go now.
    var source: IndexPath
    var destination: IndexPath
    /// The finger's offset from the row's top when it was picked up.
    var grabOffset: CGFloat
    /// The lifted cell.
    weak var cell: UITableViewCell?
}

extension UITableView {
    func handleReorder(_ pan: UIPanGestureRecognizer, cell: UITableViewCell) {
        let point = pan.location(in: self)
        switch pan.state {
        case .began:
            guard editingFlag, let indexPath = indexPath(for: cell) else { return }
            reorder = TableReorder(source: indexPath, destination: indexPath, grabOffset: point.y - cell.frame.minY, cell: cell)
            bringSubviewToFront(cell)
            cell.layer.shadowOpacity = 0.2
            cell.layer.shadowRadius = 6
            cell.dragStateDidChange(.dragging)
        case .changed:
            guard var state = reorder, state.cell === cell else { return }
            let top = point.y - state.grabOffset
            cell.frame.origin.y = top
            let proposed = proposedDestination(forCenter: top + cell.frame.height / 2, source: state.source)
            let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: state.source, toProposedIndexPath: proposed) ?? proposed
            if model.contains(target), target != state.destination {
                state.destination = target
                reorder = state
                UIView.animate(withDuration: 0.2) { self.layoutReorderedRows() }
            }
        case .ended, .cancelled, .failed:
            guard let state = reorder, state.cell === cell else { return }
            reorder = nil
            // Back under the headers, with the other rows.
            sendSubviewToBack(cell)
            if let backgroundView { sendSubviewToBack(backgroundView) }
            cell.layer.shadowOpacity = 0
            cell.dragStateDidChange(.none)
            let moved = pan.state == .ended && state.destination != state.source
            if moved {
                moveVisibleRow(from: state.source, to: state.destination)
                dataSource?.tableView(self, moveRowAt: state.source, to: state.destination)
            }
            UIView.animate(withDuration: 0.25) {
                self.layoutTable()
                for (indexPath, cell) in self.visibleCellMap { cell.frame = self.rowFrame(self.model.rowSpan(indexPath)) }
            }
        default:
            break
        }
    }

    /// The row a lifted row with its centre at `y` would take (among rows of any section).
    func proposedDestination(forCenter y: CGFloat, source: IndexPath) -> IndexPath {
        if let path = model.indexPath(at: y) { return path }
        let s = min(model.sectionCount - 1, model.section(at: y))
        guard s >= 0 else { return source }
        let count = model.rowCount(s)
        if y < model.rowsTop(s) { return IndexPath(row: 0, section: s) }
        return IndexPath(row: max(0, s == source.section ? count - 1 : count), section: s)
    }

    /// Moves the rows between the lifted row's source and destination by its height.
    func layoutReorderedRows() {
        guard let state = reorder else { return }
        let liftedHeight = model.rowSpan(state.source).height
        for (indexPath, cell) in visibleCellMap where cell !== state.cell {
            var frame = rowFrame(model.rowSpan(indexPath))
            if indexPath.section == state.source.section && indexPath.section == state.destination.section {
                if state.destination > state.source, indexPath > state.source, indexPath <= state.destination { frame.origin.y -= liftedHeight }
                if state.destination < state.source, indexPath >= state.destination, indexPath < state.source { frame.origin.y += liftedHeight }
            }
            cell.frame = frame
        }
    }

    /// Moves the model and the visible cells as a row moves from `source` to `destination` (heights
    /// and selection follow their rows).
    func moveVisibleRow(from source: IndexPath, to destination: IndexPath) {
        var updates = TableUpdates()
        updates.batch.movedItems.append((source, destination))
        applyUpdates(updates, animated: false, validate: false)
    }
}
