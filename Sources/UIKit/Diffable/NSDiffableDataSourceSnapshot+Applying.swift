import Foundation

/// What diffable data sources do with snapshots: keep them once applied, follow an interactive move,
/// splice a section snapshot in.
extension NSDiffableDataSourceSnapshot {
    /// The snapshot as a data source keeps it once applied: its reload and reconfigure marks are
    /// spent, so `snapshot()` hands out a snapshot without them, as on iOS.
    var applied: Self {
        var copy = self
        if !copy.reloadedSections.isEmpty { copy.reloadedSections.removeAll() }
        if !copy.reloadedItems.isEmpty { copy.reloadedItems.removeAll() }
        if !copy.reconfiguredItems.isEmpty { copy.reconfiguredItems.removeAll() }
        return copy
    }

    /// The snapshot after the item at `source` moved to `destination` (an index path after the move,
    /// as a view's `moveItemAt`/`moveRowAt` gives it), or nil when either path is outside the snapshot.
    func movingItem(from source: IndexPath, to destination: IndexPath) -> Self? {
        guard let item = item(at: source), sections.indices.contains(destination.section) else { return nil }
        var moved = self
        moved.deleteItems([item])
        let targetItems = moved.sectionItems[destination.section]
        guard destination.item >= 0, destination.item <= targetItems.count else { return nil }
        if destination.item < targetItems.count {
            moved.insertItems([item], beforeItem: targetItems[destination.item])
        } else {
            moved.appendItems([item], toSection: moved.sections[destination.section])
        }
        return moved
    }

    /// The snapshot with `section`'s items replaced by `items` (the section is appended when missing).
    func replacingItems(ofSection section: SectionIdentifierType, with items: [ItemIdentifierType]) -> Self {
        var result = self
        if let index = result.sectionIndexes[section] {
            let old = result.sectionItems[index]
            if old == items { return result }
            result.deleteItems(old)
        } else {
            result.appendSections([section])
        }
        result.appendItems(items, toSection: section)
        return result
    }
}
