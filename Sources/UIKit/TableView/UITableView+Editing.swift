/// Editing: the editing mode with delete and insert controls and reorder grips, and each row's
/// chrome (separator, corners, editing state) for its place in the table.
extension UITableView {
    /// Turns editing on or off: rows show their editing controls (per `editingStyleForRowAt`) and,
    /// where the data source lets them move, reorder grips; animated, the content slides over 0.3 s.
    /// Selections made outside editing are kept when the modes allow the same selection, as UIKit.
    func applyEditing(_ editing: Bool, animated: Bool) {
        cancelSwipe(animated: false)
        guard editing != editingFlag else { return }
        editingFlag = editing
        if !selectsRows && !selectsMultiple {
            for row in selectedRows { setRow(row, selected: false, animated: animated) }
        }
        for (indexPath, cell) in visibleCellMap {
            configureEditing(cell, at: indexPath, animated: animated)
            cell.applyTableChrome(chrome(for: indexPath))
        }
        if animated {
            UIView.animate(withDuration: 0.3) {
                for cell in self.visibleCellMap.values { cell.layoutIfNeeded() }
            }
        }
    }

    /// Gives `cell` the table's editing state for its row.
    func configureEditing(_ cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        guard editingFlag else {
            cell.setTableEditing(false, style: .none, canMove: false, indents: cell.shouldIndentWhileEditing, animated: animated)
            return
        }
        let editable = canEdit(indexPath)
        let multiple = allowsMultipleSelectionDuringEditing
        // Multiple selection while editing shows selection circles instead of the editing controls.
        let style = editable && !multiple ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        let canMove = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
        let indents = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        cell.setTableEditing(true, style: style, canMove: canMove, indents: indents, animated: animated, multipleSelection: multiple && editable)
    }

    /// The chrome of the row at `indexPath`.
    func chrome(for indexPath: IndexPath) -> CellChrome {
        var chrome = CellChrome()
        chrome.tableStyle = style
        let rows = model.rowCount(indexPath.section)
        chrome.isFirstInSection = indexPath.row == 0
        chrome.isLastInSection = indexPath.row == rows - 1
        var shows = separatorStyle != .none
        if chrome.isLastInSection {
            if style == .plain {
                // The last row of a plain section keeps its separator unless a footer or the next
                // section's header follows it.
                let s = indexPath.section
                let footer = model.sections[s].footer > 0
                let nextHeader = s + 1 < model.sectionCount && model.sections[s + 1].header > 0
                if footer || nextHeader { shows = false }
            } else {
                shows = false
            }
        }
        chrome.showsSeparator = shows
        chrome.separatorColor = separatorColor
        chrome.tableSeparatorInset = separatorInset
        chrome.insetReference = separatorInsetReference
        chrome.multipleSelection = selectsMultiple
        return chrome
    }

    /// Gives `cell` its chrome for `indexPath`.
    func applyChrome(to cell: UITableViewCell, at indexPath: IndexPath) {
        guard model.contains(indexPath) else { return }
        cell.applyTableChrome(chrome(for: indexPath))
    }

    /// A tap on a row's editing control: a minus reveals the delete button, a plus commits an insertion.
    func editingControlTapped(at indexPath: IndexPath, style: UITableViewCell.EditingStyle) {
        switch style {
        case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .delete: revealDeleteConfirmation(at: indexPath)
        case .none: break
        }
    }
}
