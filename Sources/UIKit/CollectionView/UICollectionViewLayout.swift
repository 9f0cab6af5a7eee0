import Foundation

/// Decides where a collection view's cells, supplementary views and decoration views go: subclass it
/// for a custom layout (or use `UICollectionViewFlowLayout`).
///
/// The collection view calls `prepare()` after each invalidation, then asks for
/// `collectionViewContentSize` and for the elements in the visible rect with
/// `layoutAttributesForElements(in:)` as it scrolls: answer from tables computed in `prepare()` so
/// the work follows what is visible. Batch updates bracket the animation with
/// `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()` and ask for
/// initial and final attributes of appearing and disappearing elements.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout (weak: the view owns its layout).
    open var collectionView: UICollectionView? { storedCollectionView }
    weak var storedCollectionView: UICollectionView?

    /// Whether `prepare()` must run before the next question.
    var needsPrepare = true
    /// What the invalidations since the last `prepare()` said, merged.
    var pendingInvalidation: UICollectionViewLayoutInvalidationContext?
    /// Decoration view classes by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    /// Whether a layout transition is in progress with this layout.
    var isInTransition = false

    /// A layout with no collection view yet.
    public override init() {
        super.init()
    }

    /// Creates a layout from an archive; Tessera has no nibs, so this makes an empty one.
    public required init?(coder: NSCoder) {}

    // MARK: Classes

    /// The class of the attributes this layout makes (`UICollectionViewLayoutAttributes` by default);
    /// must be a subclass of it.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts this layout uses
    /// (`UICollectionViewLayoutInvalidationContext` by default); must be a subclass of it.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The direction the layout was written for (left to right by default).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the layout mirrors itself when the collection view's direction is the opposite of
    /// `developmentLayoutDirection` (false by default).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Registers the class of the decoration views of `elementKind` (nil unregisters).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        ReuseRegistry.register(viewClass, as: UICollectionReusableView.self, key: elementKind, in: &decorationClasses,
                               api: "UICollectionViewLayout.register(_:forDecorationViewOfKind:)")
    }

    /// The view an element's view goes into (nil, the default: the collection view). A host's
    /// coordinates must be the collection view's content coordinates: the compositional layout keeps
    /// the cells of a section that scrolls sideways in that section's own scroll view.
    func hostView(for attributes: UICollectionViewLayoutAttributes) -> UIView? { nil }

    // MARK: Preparing and answering

    /// Computes the layout; called before the first question after each invalidation.
    open func prepare() {}

    /// The size of the whole content (zero by default).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element (cells, supplementary and decoration views) in `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Invalidation

    /// Marks the whole layout out of date: `prepare()` runs again before the next layout pass.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks what `context` names out of date, moves the content offset and size by its adjustments,
    /// and asks the collection view for a layout pass. Subclasses call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        if let pending = pendingInvalidation, pending !== context {
            pending.invalidateEverything = pending.invalidateEverything || context.invalidateEverything
            pending.invalidateDataSourceCounts = pending.invalidateDataSourceCounts || context.invalidateDataSourceCounts
        } else {
            pendingInvalidation = context
        }
        guard let collectionView else { return }
        if context.contentOffsetAdjustment != .zero {
            var offset = collectionView.contentOffset
            offset.x += context.contentOffsetAdjustment.x
            offset.y += context.contentOffsetAdjustment.y
            collectionView.bounds.origin = offset
        }
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            collectionView.layoutInvalidatedEverything()
        }
        collectionView.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds (a scroll or a resize) invalidates the layout:
    /// false by default, so scrolling only asks for the newly visible elements.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for a bounds change the layout said invalidates it.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        if let collectionView, collectionView.bounds.size != newBounds.size { context.invalidateEverything = true }
        return context
    }

    /// Whether a self-sizing view's preferred attributes invalidate the layout (false by default).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// The context for a self-sizing view's preferred attributes: invalidates that element.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView: context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        case .decorationView: context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        }
        return context
    }

    /// A new context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type) ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    /// New attributes of `layoutAttributesClass` (for layouts written against Tessera's internals).
    func makeAttributes() -> UICollectionViewLayoutAttributes {
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        return type.init()
    }

    /// Items moved to new index paths (a batch update, an interactive move): a layout that keeps
    /// per-item state (self-sized items' sizes) moves it with them; nil means the item is gone.
    func remapItems(_ map: (IndexPath) -> IndexPath?) {}

    /// Runs `prepare()` if an invalidation asked for it.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
        pendingInvalidation = nil
    }

    // MARK: Scrolling

    /// Where scrolling should come to rest when it would rest at `proposedContentOffset` (after an
    /// update or a layout change): the proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a fling should come to rest when it would rest at `proposedContentOffset` (the
    /// scroll view's deceleration target; velocity in points per millisecond): the proposal by
    /// default. Override to snap to items.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates

    /// A batch update is about to animate; `updateItems` lists its changes.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The batch update's animations are set up.
    open func finalizeCollectionViewUpdates() {}

    /// The collection view's bounds are about to change with an animation from `oldBounds`.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// The animated bounds change is set up.
    open func finalizeAnimatedBoundsChange() {}

    /// Where an appearing item (inserted, or moved into view) starts its animation; nil (the default)
    /// means from its final attributes, faded in for an insertion.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing item ends its animation; nil (the default) means at its old attributes,
    /// faded out for a deletion.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an appearing supplementary view starts its animation (nil: its final attributes, faded).
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing supplementary view ends its animation (nil: its old attributes, faded).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an appearing decoration view starts its animation (nil: its final attributes, faded).
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing decoration view ends its animation (nil: its old attributes, faded).
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Supplementary views of `elementKind` the update removes beyond those of deleted sections.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Supplementary views of `elementKind` the update adds beyond those of inserted sections.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Decoration views of `elementKind` the update removes.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Decoration views of `elementKind` the update adds.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Transitions

    /// This layout is about to replace the collection view's current one, `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// This layout is about to be replaced by `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// The layout transition is set up (called on both layouts).
    open func finalizeLayoutTransition() {}

    // MARK: Interactive movement

    /// The index path an interactively moved item would take at `position` (content coordinates): the
    /// item under the point by default, nil when there is none.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath? {
        let rect = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        return layoutAttributesForElements(in: rect)?.first { $0.representedElementCategory == .cell && $0.frame.contains(position) }?.indexPath
    }

    /// The attributes of an item being moved interactively: its attributes centred on `position` and
    /// drawn above the others.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributesForItem(at: indexPath)?.copied() ?? {
            let made = makeAttributes()
            made.indexPath = indexPath
            return made
        }()
        attributes.center = position
        attributes.zIndex = 100_000
        return attributes
    }

    /// The context for one step of an interactive movement.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        context.invalidateItems(at: Array(Set(targetIndexPaths + previousIndexPaths)))
        return context
    }

    /// The context for the end (or cancellation) of an interactive movement.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                      movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.invalidateItems(at: Array(Set(indexPaths + previousIndexPaths)))
        return context
    }
}
