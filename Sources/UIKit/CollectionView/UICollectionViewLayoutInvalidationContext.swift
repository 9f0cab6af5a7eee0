import Foundation

/// Which parts of a layout are out of date: everything, the data source's counts, or particular
/// elements, plus how the content offset and size should move.
///
/// A layout passes one (of its `invalidationContextClass`) to `invalidateLayout(with:)`; the collection
/// view makes one with `invalidateEverything` for `invalidateLayout()` and `reloadData()`.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout must be recomputed (set by `invalidateLayout()` and `reloadData()`).
    open internal(set) var invalidateEverything = false
    /// Whether the number of sections or items changed (set by `reloadData()` and batch updates).
    open internal(set) var invalidateDataSourceCounts = false
    /// The items whose attributes must be recomputed.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views whose attributes must be recomputed, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views whose attributes must be recomputed, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the content offset moves when the invalidation is applied.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size grows when the invalidation is applied.
    open var contentSizeAdjustment: CGSize = .zero
    /// The index paths of the items being moved interactively, before this step.
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the items being moved interactively go with this step.
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The point (content coordinates) the interactively moved items follow.
    open internal(set) var interactiveMovementTarget: CGPoint = .zero

    /// Whether the counts changed through a batch update (per-item state was moved with the items)
    /// rather than a reload.
    var isBatchUpdate = false

    /// An empty context: nothing invalidated yet.
    public required override init() {
        super.init()
    }

    /// Marks the items at `indexPaths` as needing new attributes.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` as needing new attributes.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks the decoration views of `elementKind` at `indexPaths` as needing new attributes.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}
