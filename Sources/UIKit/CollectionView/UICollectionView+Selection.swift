import Foundation

/// The item a finger is on: highlighted when the delegate allowed it.
struct TouchSelection {
    var indexPath: IndexPath
    var highlighted: Bool
    var touch: ObjectIdentifier
}

/// Selection and highlight: by touch (through the scroll view's content-touch delay, so a drag
/// never highlights) and by code.
extension UICollectionView {
    /// The selected items, in the order they were selected (nil when none is).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedOrder.isEmpty ? nil : selectedOrder
    }

    /// Selects the item at `indexPath` (nil deselects every item) without asking or telling the
    /// delegate, deselecting the others unless multiple selection is allowed, and scrolls it to
    /// `scrollPosition` (`[]`: no scrolling).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            clearSelection(notify: false)
            return
        }
        guard checkItem(indexPath, "selectItem(at:animated:scrollPosition:)") else { return }
        guard currentlyAllowsSelection else { return }
        if !currentlyAllowsMultipleSelection {
            for other in selectedOrder where other != indexPath { setSelected(false, other) }
        }
        setSelected(true, indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` without asking or telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, indexPath)
    }

    var currentlyAllowsSelection: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    var currentlyAllowsMultipleSelection: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Records the selection of `indexPath` and shows it on its cell.
    func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
        if selected {
            guard selectedSet.insert(indexPath).inserted else { return }
            selectedOrder.append(indexPath)
        } else {
            guard selectedSet.remove(indexPath) != nil else { return }
            selectedOrder.removeAll { $0 == indexPath }
        }
        cellForItem(at: indexPath)?.isSelected = selected
    }

    /// Deselects everything, telling the delegate when `notify`.
    func clearSelection(notify: Bool) {
        for indexPath in selectedOrder {
            setSelected(false, indexPath)
            if notify { collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath) }
        }
    }

    // MARK: Touches

    /// A touch reached the content (after the scroll view's delay): highlight its item if allowed.
    func selectionTouchBegan(_ touches: Set<UITouch>) {
        guard touchHighlight == nil, movement == nil, let touch = touches.first, currentlyAllowsSelection else { return }
        guard let indexPath = indexPathForItem(at: touch.location(in: self)) else { return }
        var tracking = TouchSelection(indexPath: indexPath, highlighted: false, touch: ObjectIdentifier(touch))
        if collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
            tracking.highlighted = true
            touchHighlight = tracking
            cellForItem(at: indexPath)?.isHighlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        } else {
            touchHighlight = tracking
        }
    }

    /// The touch lifted: the delegate is asked, the highlight goes, then the item is selected (or,
    /// with multiple selection, a selected item deselected), in UIKit's order: `shouldSelectItemAt`,
    /// `didUnhighlightItemAt`, `didSelectItemAt` (Apple's Collection View Programming Guide, "Tracking
    /// touches in a cell").
    func selectionTouchEnded(_ touches: Set<UITouch>) {
        guard let tracking = touchHighlight, touches.contains(where: { ObjectIdentifier($0) == tracking.touch }) else { return }
        let single = !currentlyAllowsMultipleSelection
        tapSelect(tracking)
        // The primary action follows the selection (iOS 16 and later), in single selection only.
        guard single, tracking.highlighted, isValidItem(tracking.indexPath), let delegate = collectionDelegate,
              delegate.collectionView(self, canPerformPrimaryActionForItemAt: tracking.indexPath) else { return }
        delegate.collectionView(self, performPrimaryActionForItemAt: tracking.indexPath)
    }

    /// How the lift of the tracked touch changes the selection (see `selectionTouchEnded`).
    private func tapSelect(_ tracking: TouchSelection) {
        touchHighlight = nil
        let indexPath = tracking.indexPath
        // An item that may not highlight skips the whole selection process.
        guard tracking.highlighted else { return }
        guard isValidItem(indexPath) else {
            unhighlight(indexPath)
            return
        }
        // A list cell with a pop-up menu accessory shows the menu instead of being selected, as on iOS.
        if let listCell = cellForItem(at: indexPath) as? UICollectionViewListCell, listCell.presentPopUpMenu() {
            unhighlight(indexPath)
            return
        }
        if currentlyAllowsMultipleSelection, selectedSet.contains(indexPath) {
            userDeselect(indexPath) { unhighlight(indexPath) }
        } else {
            userSelect(indexPath) { unhighlight(indexPath) }
        }
    }

    /// Selects an item as the user does: `shouldSelectItemAt` (a refusal ends it), `betweenAsking`
    /// (a tap ends its highlight there), then in single selection the others are deselected
    /// (`didDeselectItemAt`) before `didSelectItemAt`.
    private func userSelect(_ indexPath: IndexPath, betweenAsking: () -> Void = {}) {
        let delegate = collectionDelegate
        let allowed = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        betweenAsking()
        guard allowed else { return }
        if !currentlyAllowsMultipleSelection {
            for other in selectedOrder where other != indexPath {
                setSelected(false, other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Deselects an item as the user does: `shouldDeselectItemAt`, `betweenAsking`, `didDeselectItemAt`.
    private func userDeselect(_ indexPath: IndexPath, betweenAsking: () -> Void = {}) {
        let allowed = collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
        betweenAsking()
        guard allowed else { return }
        setSelected(false, indexPath)
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    /// Selects (or deselects) an item as the user does, for an assistive technology's selection (the
    /// desktop bridge's): the delegate is asked and told as a tap asks and tells it, without the
    /// highlight and without the primary action (selecting is not activating). Deselecting works in
    /// single selection too. False when the collection view selects nothing now or the item does not
    /// exist; true when the item ends as asked.
    @discardableResult
    package func setItemSelectedAsUser(_ indexPath: IndexPath, _ selected: Bool) -> Bool {
        guard isValidItem(indexPath), currentlyAllowsSelection else { return false }
        if selected, !selectedSet.contains(indexPath) {
            userSelect(indexPath)
        } else if !selected, selectedSet.contains(indexPath) {
            userDeselect(indexPath)
        }
        return selectedSet.contains(indexPath) == selected
    }

    /// Whether items may be selected now (for assistive technologies).
    package var allowsSelectionNow: Bool { currentlyAllowsSelection }

    /// Whether several items may be selected now (for assistive technologies' "select all").
    package var allowsMultipleSelectionNow: Bool { currentlyAllowsMultipleSelection }

    /// Whether the item is selected (for assistive technologies).
    package func isItemSelected(_ indexPath: IndexPath) -> Bool { selectedSet.contains(indexPath) }

    /// The touch was cancelled (a drag took it): the highlight goes, nothing is selected.
    func selectionTouchCancelled(_ touches: Set<UITouch>) {
        guard let tracking = touchHighlight, touches.contains(where: { ObjectIdentifier($0) == tracking.touch }) else { return }
        endTouchHighlight()
    }

    /// Ends the touch's highlight without selecting (a context menu is opening on the item).
    func endTouchHighlight() {
        guard let tracking = touchHighlight else { return }
        touchHighlight = nil
        if tracking.highlighted { unhighlight(tracking.indexPath) }
    }

    private func unhighlight(_ indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
