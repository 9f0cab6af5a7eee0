/// Self-sizing invalidation: a visible self-sizing cell that says its size may have changed is
/// measured again in the next layout pass (see `selfSizingInvalidation`).
extension UITableView {
    /// How a table reacts when a self-sizing cell says its size may have changed.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Nothing happens: the row keeps its height until the table reloads or updates it.
        case disabled = 0
        /// `invalidateIntrinsicContentSize()` on the cell or its content view, or a new content
        /// configuration, measures the row again.
        case enabled = 1
        /// As `.enabled`; on iOS, Auto Layout changes inside the content view also invalidate the
        /// cell. Tessera treats it as `.enabled`.
        case enabledIncludingConstraints = 2
    }

    /// A visible cell's size may have changed: its row is measured again in the next layout pass.
    func cellSizeInvalidated(_ cell: UITableViewCell) {
        guard selfSizingInvalidation != .disabled, !selfSizingSuspended, model.measuresRows else { return }
        guard let indexPath = visibleCellMap.first(where: { $0.value === cell })?.key else { return }
        selfSizingRows.insert(indexPath)
        setNeedsLayout()
    }

    /// Forgets the measurements of the rows whose cells asked for it (before tiling measures them).
    func forgetSelfSizingRows() {
        guard !selfSizingRows.isEmpty else { return }
        let rows = selfSizingRows
        selfSizingRows.removeAll()
        for indexPath in rows where model.contains(indexPath) {
            model.sections[indexPath.section].rows.invalidate(indexPath.row)
            model.sectionChanged(indexPath.section)
        }
    }
}

extension UITableViewCell: SelfSizingCell {
    var selfSizingContentView: UIView { contentView }

    func selfSizingInvalidated() {
        tableView?.cellSizeInvalidated(self)
    }
}
