/// Told what a table does and asked how it should look and behave: heights, header and footer views,
/// selection, editing. Refines `UIScrollViewDelegate`; every method is optional.
///
/// Selection by touch calls, in UIKit's order: `shouldHighlightRowAt`, `didHighlightRowAt` (after the
/// scroll view's short delay), then on lift `didUnhighlightRowAt`, `willSelectRowAt` (which may redirect
/// or veto), `willDeselectRowAt`/`didDeselectRowAt` for the old selection in single selection, and
/// `didSelectRowAt`. Selection by code (`selectRow`, `deselectRow`) calls none of them, as in UIKit.
///
/// Where Tessera differs: `UITableView.delegate` keeps `UIScrollView`'s type (Swift cannot narrow an
/// inherited property's type), so assign any `UITableViewDelegate` to it as usual; the table uses it as
/// one. The height methods' defaults return the table's matching properties, which is what UIKit does
/// when they are not implemented.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    // MARK: Display
    /// The cell is about to be shown for the row at `indexPath`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Section `section`'s header view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// Section `section`'s footer view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// The cell left the screen (or the table reloaded) and goes back to the reuse queue.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Section `section`'s header view left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// Section `section`'s footer view left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    // MARK: Heights
    /// The row's height (default: `rowHeight`; `UITableView.automaticDimension` sizes the cell to fit).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Section `section`'s header height (default: `sectionHeaderHeight`).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// Section `section`'s footer height (default: `sectionFooterHeight`).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A cheap guess at the row's height, used until the row is shown (default: `estimatedRowHeight`).
    /// Where Tessera differs: it asks for the first row of each section and uses that guess for the
    /// section's rows, so a reload costs nothing per row (UIKit asks for every row).
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// A cheap guess at the header's height (default: `estimatedSectionHeaderHeight`).
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// A cheap guess at the footer's height (default: `estimatedSectionFooterHeight`).
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    // MARK: Header and footer views
    /// A view for section `section`'s header (nil: the data source's title, if any, drawn as iOS does).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A view for section `section`'s footer (nil: the data source's title, if any).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    // MARK: Accessories
    /// The user tapped the row's detail (info) button.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    // MARK: Highlight and selection
    /// Whether a touch highlights the row (true by default); a row that does not highlight is not
    /// selected by touch either.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted by a touch.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's touch highlight ended.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row is about to be selected by a touch: return it, another index path to select instead, or
    /// nil to select nothing.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row is about to be deselected by a touch: return it, another, or nil to keep it selected.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was selected by a touch.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row was deselected by a touch.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    // MARK: Editing
    /// The control the row shows while editing (default: `.delete` for editable rows).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The title of the row's delete confirmation button ("Delete" by default).
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Whether the row's content moves right to make room for the editing control (true by default).
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// The row is about to be edited by a swipe (its actions are revealed).
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The swipe editing of the row ended (nil: the row no longer exists).
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Where a row dragged by its grip from `sourceIndexPath` may go, given the place under the finger
    /// (default: `proposedDestinationIndexPath`).
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    /// The row's indentation level (default: 0), times the cell's `indentationWidth`.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// Actions revealed by swiping the row from the leading edge (nil: none).
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// Actions revealed by swiping the row from the trailing edge (nil: Delete, when the data source
    /// commits deletions and the row's editing style is `.delete`).
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The row actions revealed by swiping the row from the trailing edge, when the trailing swipe
    /// configuration gives none (default: nil). Deprecated on iOS 13 for swipe configurations (see
    /// `UITableViewRowAction`).
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?

    // MARK: Primary action
    /// Whether a tap on the row performs its primary action (default: true unless the table is editing).
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    /// The user tapped the row without extending a selection: perform its primary action. Called after
    /// `willSelectRowAt` and `didSelectRowAt`, whether or not the row could be selected.
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)

    // MARK: Multiple selection interaction
    /// Whether a two-finger pan may start selecting several rows (false by default). Tessera has no
    /// two-finger pan selection, so the table never asks.
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A two-finger pan selection began at the row. Never called in Tessera (see above).
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// A two-finger pan selection ended. Never called in Tessera (see above).
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)

    // MARK: Focus
    /// Whether the row can take keyboard focus (default: the table's `allowsFocus`).
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
    /// Whether focusing the row selects it (default: the table's `selectionFollowsFocus`). Never asked
    /// in Tessera (focus does not select).
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
    /// The row to focus first (nil by default). Never asked in Tessera: focus enters a table at the row
    /// it had last, else its first.
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?

    // MARK: Context menus
    /// The context menu for the row a long press or secondary click is on, at `point` (in the table's
    /// coordinates); nil (the default) shows none and lets the touch select the row as usual.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration?
    /// The view the menu lifts (nil, the default: the row's cell).
    func tableView(_ tableView: UITableView,
                   previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The view the menu returns to as it goes (nil, the default: the row's cell).
    func tableView(_ tableView: UITableView,
                   previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The menu's preview was tapped: commit it (show the previewed controller) in the animator's completion.
    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: any UIContextMenuInteractionCommitAnimating)
    /// A row's context menu is about to show.
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)
    /// A row's context menu is about to go (an action chosen, a tap outside, or `dismissMenu()`).
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.defaults.insert(.rowHeight)
        return tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.defaults.insert(.headerHeight)
        return tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.defaults.insert(.footerHeight)
        return tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.defaults.insert(.estimatedRowHeight)
        return tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        tableView.canEdit(indexPath) ? .delete : .none
    }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }

    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { !tableView.isEditing }
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { tableView.allowsFocus }
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool { tableView.selectionFollowsFocus }
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }

    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? {
        // Marks the method as not implemented, so `contextMenuInteraction` can say there are no menus.
        tableView.defaults.insert(.contextMenu)
        return nil
    }
    public func tableView(_ tableView: UITableView,
                          previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func tableView(_ tableView: UITableView,
                          previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: any UIContextMenuInteractionCommitAnimating) {}
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
}
