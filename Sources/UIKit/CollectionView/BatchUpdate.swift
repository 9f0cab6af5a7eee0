import Foundation

/// The changes a collection view collects during `performBatchUpdates` (a reference, so the calls
/// inside the block add to the one batch). `ListUpdate` checks and resolves them.
@MainActor
final class BatchUpdate {
    /// Insertions, deletions, reloads and moves of sections and items.
    var changes = ListBatch()
    /// Items whose cells are configured again in place (index paths before the update).
    var reconfiguredItems: [IndexPath] = []

    var isEmpty: Bool { changes.isEmpty && reconfiguredItems.isEmpty }

    /// The update items a layout sees in `prepare(forCollectionViewUpdates:)`, for the resolved `update`.
    static func updateItems(_ update: ListUpdate) -> [UICollectionViewUpdateItem] {
        let changes = update.batch
        var items: [UICollectionViewUpdateItem] = []
        func sectionPath(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        for s in changes.deletedSections { items.append(UICollectionViewUpdateItem(action: .delete, before: sectionPath(s), after: nil)) }
        for s in changes.insertedSections { items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: sectionPath(s))) }
        for s in changes.reloadedSections {
            items.append(UICollectionViewUpdateItem(action: .reload, before: sectionPath(s), after: update.newSection(forOld: s).map(sectionPath)))
        }
        for m in changes.movedSections { items.append(UICollectionViewUpdateItem(action: .move, before: sectionPath(m.from), after: sectionPath(m.to))) }
        for p in changes.deletedItems { items.append(UICollectionViewUpdateItem(action: .delete, before: p, after: nil)) }
        for p in changes.insertedItems { items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: p)) }
        for p in changes.reloadedItems {
            items.append(UICollectionViewUpdateItem(action: .reload, before: p, after: update.newIndexPath(forOld: p, followingReloads: true)))
        }
        for m in changes.movedItems { items.append(UICollectionViewUpdateItem(action: .move, before: m.from, after: m.to)) }
        return items
    }
}
