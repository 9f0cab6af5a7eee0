import Foundation

/// The changes of one batch update of a table or collection view, as the app names them: section
/// and item (row) insertions, deletions, reloads and moves.
///
/// UIKit's rules for the index paths: deletions and reloads name sections and items as they were
/// before the update, insertions as they are after it, and a move names its source before and its
/// destination after. The order the calls came in doesn't matter (UIKit applies every deletion and
/// reload before any insertion). `ListUpdate` checks a batch against the counts and maps index paths
/// through it; table views, collection views and diffable data sources all describe their changes
/// with this one value. Reconfigures are not here: they change no index path, and each view keeps
/// its own list of them.
struct ListBatch: Sendable {
    /// Sections to insert (indexes after the update).
    var insertedSections = IndexSet()
    /// Sections to delete (indexes before the update).
    var deletedSections = IndexSet()
    /// Sections to reload (indexes before the update): their items are asked for anew.
    var reloadedSections = IndexSet()
    /// Sections to move, from their index before to their index after.
    var movedSections: [(from: Int, to: Int)] = []
    /// Items to insert (index paths after the update).
    var insertedItems: [IndexPath] = []
    /// Items to delete (index paths before the update).
    var deletedItems: [IndexPath] = []
    /// Items to reload (index paths before the update): their views are made anew.
    var reloadedItems: [IndexPath] = []
    /// Items to move, from their index path before to their index path after.
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// Whether the batch changes nothing.
    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }
}

extension ListBatch {
    /// Adds `other`'s changes to these (a nested batch, or a whole difference recorded at once).
    mutating func merge(_ other: ListBatch) {
        insertedSections.formUnion(other.insertedSections)
        deletedSections.formUnion(other.deletedSections)
        reloadedSections.formUnion(other.reloadedSections)
        movedSections += other.movedSections
        insertedItems += other.insertedItems
        deletedItems += other.deletedItems
        reloadedItems += other.reloadedItems
        movedItems += other.movedItems
    }
}
