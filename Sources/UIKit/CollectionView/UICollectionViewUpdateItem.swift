import Foundation

/// One change of a batch update, as a layout sees it in `prepare(forCollectionViewUpdates:)`: an
/// insertion, deletion, reload or move of an item (or of a whole section: then the paths' item is
/// `NSNotFound`).
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the update does.
    public enum Action: Int, Sendable {
        /// Something was inserted.
        case insert
        /// Something was deleted.
        case delete
        /// Something was reloaded.
        case reload
        /// Something was moved.
        case move
        /// Nothing changes.
        case none
    }

    /// The element's index path before the update (nil for an insertion).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the update (nil for a deletion).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the update does.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }

    /// Whether the update is to a whole section.
    var isSectionUpdate: Bool {
        (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == NSNotFound
    }
}
