import Foundation

/// Batch updates: insertions, deletions, moves and reloads of items and sections, animated from the
/// layout's initial and final attributes.
///
/// An update that does not match the data source's new counts (iOS raises
/// `NSInternalInconsistencyException`) is logged in UIKit's words, and the collection view reloads
/// from the data source instead.
extension UICollectionView {
    /// How long an update animates (UIKit's default for collection view updates).
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Makes the changes `updates` records as one animated update, then calls `completion` with
    /// whether the animations ran to their end (false when the update was inconsistent).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if batch != nil {
            // Nested: the inner changes join the outer update.
            updates?()
            completion?(true)
            return
        }
        let old = sectionCounts ?? counts
        // Views and layout are brought up to date with the data before the update, as on iOS.
        layoutIfNeeded()
        let update = BatchUpdate()
        batch = update
        updates?()
        batch = nil
        apply(update, oldCounts: old, completion: completion)
    }

    /// Inserts the sections at `sections` (indexes after the update).
    public func insertSections(_ sections: IndexSet) { record { $0.changes.insertedSections.formUnion(sections) } }
    /// Deletes the sections at `sections` (indexes before the update).
    public func deleteSections(_ sections: IndexSet) { record { $0.changes.deletedSections.formUnion(sections) } }
    /// Reloads the sections at `sections`: their views are made again from the data source.
    public func reloadSections(_ sections: IndexSet) { record { $0.changes.reloadedSections.formUnion(sections) } }
    /// Moves section `section` to `newSection`.
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.changes.movedSections.append((section, newSection)) } }
    /// Inserts items at `indexPaths` (after the update).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.changes.insertedItems += indexPaths } }
    /// Deletes the items at `indexPaths` (before the update).
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.changes.deletedItems += indexPaths } }
    /// Reloads the items at `indexPaths`: their cells are replaced by new ones from the data source.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.changes.reloadedItems += indexPaths } }
    /// Moves the item at `indexPath` to `newIndexPath`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.changes.movedItems.append((indexPath, newIndexPath)) } }

    /// Asks the data source to configure the showing cells of `indexPaths` again, keeping the cells
    /// (the data source's dequeue returns the same cell, without `prepareForReuse`).
    public func reconfigureItems(at indexPaths: [IndexPath]) { record { $0.reconfiguredItems += indexPaths } }

    /// Records a diffable data source's whole difference, and the items to reconfigure (index paths
    /// before the update).
    func record(_ changes: ListBatch, reconfiguring reconfigured: [IndexPath]) {
        record { batch in
            batch.changes.merge(changes)
            batch.reconfiguredItems += reconfigured
        }
    }

    /// Adds a change to the batch in progress, or makes it an update of its own.
    private func record(_ change: (BatchUpdate) -> Void) {
        if let batch {
            change(batch)
            return
        }
        let old = sectionCounts ?? counts
        layoutIfNeeded()
        let update = BatchUpdate()
        change(update)
        apply(update, oldCounts: old, completion: nil)
    }

    /// Checks the update, moves the views to their new index paths and animates them to their new
    /// attributes; an inconsistent update reloads everything.
    func apply(_ recorded: BatchUpdate, oldCounts: [Int], completion: ((Bool) -> Void)?) {
        guard !recorded.isEmpty else {
            completion?(true)
            return
        }
        cancelInteractiveMovementState()
        let newCounts = loadCounts()
        let update: ListUpdate
        do throws(ListUpdate.Inconsistency) {
            update = try ListUpdate(recorded.changes, oldCounts: oldCounts, newCounts: newCounts, vocabulary: .collection)
        } catch {
            TesseraLog.error("UIKit", "\(error) The collection view reloads from the data source instead (UIKit raises NSInternalInconsistencyException).")
            reloadData()
            completion?(false)
            return
        }
        sectionCounts = newCounts

        let departing = rekeyVisibleViews(update)

        // The layout recomputes, then hears the update.
        let layout = storedLayout
        layout.remapItems { update.newIndexPath(forOld: $0) }
        let context = layout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        context.isBatchUpdate = true
        layout.invalidateLayout(with: context)
        prepareLayout()
        layout.prepare(forCollectionViewUpdates: BatchUpdate.updateItems(update))

        var finals = departureFinals(departing, layout: layout)

        // New views start from their initial attributes; the ones that stay animate from where they are.
        updateAppearance = appearingStarts(for: update, layout: layout)
        let appearance = updateAppearance
        UIView.performWithoutAnimation {
            reconfigure(recorded.reconfiguredItems.compactMap { update.newIndexPath(forOld: $0, followingReloads: true) })
            // Where scrolling rests once the content changed (the layout and delegate may move it).
            let proposed = clampedOffset(contentOffset)
            let layoutTarget = layout.targetContentOffset(forProposedContentOffset: proposed)
            let target = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: layoutTarget) ?? layoutTarget
            if let target = BadValue.checkedPoint(target, "UIKit", api: "targetContentOffset(forProposedContentOffset:)"), target != contentOffset {
                super.bounds.origin = clampedOffset(target)
            }
            tile()
        }
        updateAppearance = nil
        for (key, view, final) in appearance?.leaving ?? [] {
            finals.append((view, final))
            departingViews.append(view)
            didEndDisplaying(view, key)
        }
        let animate = UIView.areAnimationsEnabled
        let changes = { [self] in
            for (key, view) in visibleViews {
                if let attributes = visibleAttributes[key] { applyAttributes(attributes, to: view) }
            }
            for (view, final) in finals { applyAttributes(final, to: view) }
            layout.finalizeCollectionViewUpdates()
        }
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            for (view, _) in finals {
                departingViews.removeAll { $0 === view }
                view.removeFromSuperview()
                enqueue(view, view.appliedAttributes?.elementKey ?? .cell(IndexPath(item: 0, section: 0)))
            }
            completion?(finished)
        }
        if animate {
            UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.beginFromCurrentState], animations: changes, completion: finish)
        } else {
            changes()
            finish(true)
        }
    }

    /// Re-keys the views showing and the selection to their index paths after `update`; returns the
    /// views that leave (deleted and reloaded ones) with their last attributes.
    private func rekeyVisibleViews(_ update: ListUpdate) -> [(ElementKey, UICollectionReusableView, UICollectionViewLayoutAttributes)] {
        var departing: [(ElementKey, UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        var moved: [ElementKey: UICollectionReusableView] = [:]
        var movedAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for (key, view) in visibleViews {
            let attributes = visibleAttributes[key] ?? view.appliedAttributes ?? UICollectionViewLayoutAttributes()
            var newKey: ElementKey?
            switch key.category {
            case .cell:
                if let path = update.newIndexPath(forOld: key.indexPath) { newKey = .cell(path) }
            case .supplementaryView, .decorationView:
                if !update.batch.reloadedSections.contains(key.indexPath.section), let section = update.newSection(forOld: key.indexPath.section) {
                    var path = key.indexPath
                    path.section = section
                    newKey = ElementKey(category: key.category, kind: key.kind, indexPath: path)
                }
            }
            if let newKey {
                moved[newKey] = view
                movedAttributes[newKey] = attributes
            } else {
                departing.append((key, view, attributes))
            }
        }
        visibleViews = moved
        visibleAttributes = movedAttributes

        // Selection follows its items; deleted ones drop without delegate calls.
        let oldSelection = selectedOrder
        // (An item's reload keeps its selection; its section's reload doesn't.)
        selectedOrder = oldSelection.compactMap { update.newIndexPath(forOld: $0, followingReloads: true) }
        selectedSet = Set(selectedOrder)
        prefetchedItems.removeAll()
        return departing
    }

    /// Where each leaving view goes: the layout's final attributes for it, or where it is, faded out.
    private func departureFinals(_ departing: [(ElementKey, UICollectionReusableView, UICollectionViewLayoutAttributes)],
                                 layout: UICollectionViewLayout) -> [(UICollectionReusableView, UICollectionViewLayoutAttributes)] {
        var finals: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        for (key, view, attributes) in departing {
            let final: UICollectionViewLayoutAttributes? = switch key.category {
            case .cell: shown(layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath))
            case .supplementaryView: shown(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath))
            case .decorationView: shown(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath))
            }
            let end = final ?? {
                let faded = attributes.copied()
                faded.alpha = 0
                return faded
            }()
            finals.append((view, end))
            departingViews.append(view)
            didEndDisplaying(view, key)
        }
        return finals
    }

    /// How views appearing during `update` start: the layout's initial attributes, or (for new
    /// items and sections) where they end, faded out; views that stay start where they are.
    private func appearingStarts(for update: ListUpdate, layout: UICollectionViewLayout) -> UpdateAppearance {
        UpdateAppearance { key, final in
            func faded() -> UICollectionViewLayoutAttributes {
                let start = final.copied()
                start.alpha = 0
                return start
            }
            switch key.category {
            case .cell:
                let start = self.shown(layout.initialLayoutAttributesForAppearingItem(at: key.indexPath))
                return start ?? (update.isInserted(key.indexPath) ? faded() : final)
            case .supplementaryView:
                let start = self.shown(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath))
                return start ?? (update.isFresh(newSection: key.indexPath.section) ? faded() : final)
            case .decorationView:
                let start = self.shown(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath))
                return start ?? (update.oldSection(forNew: key.indexPath.section) == nil ? faded() : final)
            }
        }
    }

    /// Runs the data source again for the cells showing at `indexPaths`, keeping the cells.
    func reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for path in indexPaths {
            guard let cell = visibleViews[.cell(path)] as? UICollectionViewCell else { continue }
            reconfiguringCell = cell
            let returned = dataSource.collectionView(self, cellForItemAt: path)
            reconfiguringCell = nil
            if returned !== cell {
                TesseraLog.warningOnce("UIKit", key: "UICollectionView.reconfigureNewCell",
                                       "reconfigureItems(at:): the data source returned a different cell for \(path); it replaces the old one")
                let key = ElementKey.cell(path)
                recycle(key)
            }
        }
    }
}

/// How views that appear during an animated change (an update, a layout transition) start; the
/// change then animates them to their attributes.
@MainActor
final class UpdateAppearance {
    let initial: (ElementKey, UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes
    var appeared: [ElementKey] = []
    /// Views that stay but leave the visible rect: they animate to their new place, then are reused.
    var leaving: [(ElementKey, UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
    init(initial: @escaping (ElementKey, UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes) { self.initial = initial }
}
