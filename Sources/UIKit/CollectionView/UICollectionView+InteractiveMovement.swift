import Foundation

/// An item being dragged to a new place: where it started, where it shows now and the point it
/// follows. The data source hears the move only when it ends.
@MainActor
final class InteractiveMovement {
    let original: IndexPath
    var current: IndexPath
    var position: CGPoint
    let view: UICollectionReusableView

    init(original: IndexPath, position: CGPoint, view: UICollectionReusableView) {
        self.original = original
        current = original
        self.position = position
        self.view = view
    }

    /// Puts the moving item's attributes (following the finger, on top) among those tiled.
    func adjust(_ wanted: inout [ElementKey: UICollectionViewLayoutAttributes], in collectionView: UICollectionView) {
        let attributes = collectionView.storedLayout.layoutAttributesForInteractivelyMovingItem(at: current, withTargetPosition: collectionView.layoutPoint(position))
        wanted[.cell(current)] = collectionView.shown(attributes)
    }

    /// Where displayed item `path` is after moving the item at `from` to `to`.
    static func shift(_ path: IndexPath, from: IndexPath, to: IndexPath) -> IndexPath {
        if path == from { return to }
        var p = path
        if p.section == from.section, p.item > from.item { p.item -= 1 }
        if p.section == to.section, p.item >= to.item { p.item += 1 }
        return p
    }
}

/// Interactive movement: reordering items by dragging them (UICollectionViewController's long press
/// does it with `installsStandardGestureForInteractiveMovement`).
extension UICollectionView {
    /// Starts moving the item at `indexPath`, if the data source allows it (`canMoveItemAt`) and it
    /// shows; returns whether it started.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, checkItem(indexPath, "beginInteractiveMovementForItem(at:)"),
              let dataSource, dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        layoutIfNeeded()
        guard let cell = cellForItem(at: indexPath) else { return false }
        if let tracking = touchHighlight {
            touchHighlight = nil
            if tracking.highlighted {
                cellForItem(at: tracking.indexPath)?.isHighlighted = false
                collectionDelegate?.collectionView(self, didUnhighlightItemAt: tracking.indexPath)
            }
        }
        movement = InteractiveMovement(original: indexPath, position: cell.center, view: cell)
        setNeedsLayout()
        layoutIfNeeded()
        return true
    }

    /// Moves the dragged item's centre to `targetPosition` (in the collection view's coordinates);
    /// when it is over another item's place, the items make room (as the delegate's
    /// `targetIndexPathForMoveOfItemFromOriginalIndexPath` allows).
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement, let position = BadValue.checkedPoint(targetPosition, "UIKit", api: "UICollectionView.updateInteractiveMovementTargetPosition") else { return }
        let layout = storedLayout
        let previous = movement.current
        let previousPosition = movement.position
        movement.position = position
        var target = previous
        if let proposed = layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: layoutPoint(position)), proposed != previous, isValidItem(proposed) {
            let chosen = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                                                            atCurrentIndexPath: previous, toProposedIndexPath: proposed) ?? proposed
            if chosen != previous, isValidMoveTarget(chosen, from: previous) { target = chosen }
        }
        if target != previous {
            moveDisplayed(from: previous, to: target)
            movement.current = target
        }
        layout.invalidateLayout(with: layout.invalidationContext(forInteractivelyMovingItems: [target], withTargetPosition: position,
                                                                  previousIndexPaths: [previous], previousPosition: previousPosition))
        if target != previous {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState], animations: { self.layoutIfNeeded() })
        } else {
            layoutIfNeeded()
        }
    }

    /// Ends the move: the data source's `moveItemAt` hears it and the item settles into its place.
    public func endInteractiveMovement() {
        guard let movement else { return }
        let layout = storedLayout
        self.movement = nil
        if movement.original != movement.current {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
            sectionCounts = loadCounts()
            layout.remapItems { InteractiveMovement.shift($0, from: movement.original, to: movement.current) }
            selectedOrder = selectedOrder.map { InteractiveMovement.shift($0, from: movement.original, to: movement.current) }
            selectedSet = Set(selectedOrder)
        }
        layout.invalidateLayout(with: layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [movement.current], previousIndexPaths: [movement.original], movementCancelled: false))
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState], animations: { self.layoutIfNeeded() })
    }

    /// Cancels the move: the items go back where they were.
    public func cancelInteractiveMovement() {
        guard let movement else { return }
        let layout = storedLayout
        if movement.current != movement.original { moveDisplayed(from: movement.current, to: movement.original) }
        self.movement = nil
        layout.invalidateLayout(with: layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [movement.original], previousIndexPaths: [movement.current], movementCancelled: true))
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState], animations: { self.layoutIfNeeded() })
    }

    /// Drops a movement in progress without animation (reloads and updates).
    func cancelInteractiveMovementState() {
        guard let movement else { return }
        if movement.current != movement.original { moveDisplayed(from: movement.current, to: movement.original) }
        self.movement = nil
    }

    /// The data source's index path of the item displayed at `path` while an item is being moved.
    func dataIndexPath(forDisplayed path: IndexPath) -> IndexPath {
        guard let movement, movement.original != movement.current else { return path }
        return shiftBack(path, movement)
    }

    private func shiftBack(_ path: IndexPath, _ movement: InteractiveMovement) -> IndexPath {
        guard movement.original != movement.current else { return path }
        return InteractiveMovement.shift(path, from: movement.current, to: movement.original)
    }

    private func isValidMoveTarget(_ target: IndexPath, from: IndexPath) -> Bool {
        let counts = counts
        guard target.count == 2, target.section >= 0, target.section < counts.count, target.item >= 0 else { return false }
        let limit = target.section == from.section ? counts[target.section] - 1 : counts[target.section]
        return target.item <= limit
    }

    /// Re-keys the cells showing as if the item at `from` moved to `to`, and the counts with them.
    func moveDisplayed(from: IndexPath, to: IndexPath) {
        if from.section != to.section, var counts = sectionCounts {
            counts[from.section] -= 1
            counts[to.section] += 1
            sectionCounts = counts
        }
        var views: [ElementKey: UICollectionReusableView] = [:]
        var attributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for (key, view) in visibleViews {
            var newKey = key
            if key.category == .cell { newKey = .cell(InteractiveMovement.shift(key.indexPath, from: from, to: to)) }
            views[newKey] = view
            attributes[newKey] = visibleAttributes[key]
        }
        visibleViews = views
        visibleAttributes = attributes
    }
}
