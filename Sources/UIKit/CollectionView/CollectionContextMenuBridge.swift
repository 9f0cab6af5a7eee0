/// The delegate of a collection view's context menu interaction: it turns the interaction's locations
/// into items and its calls into the collection view delegate's context menu methods.
///
/// It remembers the pressed item so the default previews (its cell) can be found again; an item
/// deleted or scrolled off meanwhile, or empty space, gets a preview at the touch point instead.
@MainActor
final class CollectionContextMenuBridge: UIContextMenuInteractionDelegate {
    /// The collection view (which owns the bridge, so it is held weakly).
    weak var collectionView: UICollectionView?
    /// The interaction the collection view uses (it holds the bridge weakly).
    private(set) lazy var interaction = UIContextMenuInteraction(delegate: self)
    /// Whether the delegate implements neither configuration method; nil until known.
    var delegateLacksMenus: Bool?
    /// Set by the protocol's default `contextMenuConfigurationForItemAt` when it runs.
    var defaultReached = false
    /// The item pressed for the showing menu (nil: empty space), and where (collection view coordinates).
    private var pressed: IndexPath?
    private var location: CGPoint = .zero

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        pressed = nil
        guard let collectionView, let delegate = collectionView.collectionDelegate else { return nil }
        // No menus while an item is moved or a list cell shows its swipe actions.
        guard collectionView.movement == nil, collectionView.swipe == nil else { return nil }
        let item = collectionView.indexPathForItem(at: location).flatMap { collectionView.cellForItem(at: $0) != nil ? $0 : nil }
        let indexPaths = item.map { Self.items(pressing: $0, in: collectionView) } ?? []
        defaultReached = false
        let configuration = delegate.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: location)
        if defaultReached { delegateLacksMenus = true } else if !indexPaths.isEmpty { delegateLacksMenus = false }
        guard let configuration else { return nil }
        // The menu opens: the highlight ends now, before the cell is pictured for the preview, as on iOS.
        collectionView.endTouchHighlight()
        pressed = item
        self.location = location
        return configuration
    }

    /// The items a press on `item` is about: the item, or every selected item (it first) when it is
    /// part of a multiple selection, as on iOS 16.
    static func items(pressing item: IndexPath, in collectionView: UICollectionView) -> [IndexPath] {
        guard collectionView.currentlyAllowsMultipleSelection, collectionView.selectedSet.contains(item),
              collectionView.selectedOrder.count > 1 else { return [item] }
        return [item] + collectionView.selectedOrder.filter { $0 != item }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        guard let collectionView else { return nil }
        if let pressed, let preview = collectionView.collectionDelegate?.collectionView(
            collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: pressed) {
            return preview
        }
        return defaultPreview(in: collectionView)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        guard let collectionView else { return nil }
        if let pressed, let preview = collectionView.collectionDelegate?.collectionView(
            collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: pressed) {
            return preview
        }
        return defaultPreview(in: collectionView)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        guard let collectionView else { return }
        collectionView.collectionDelegate?.collectionView(collectionView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let collectionView else { return }
        collectionView.collectionDelegate?.collectionView(collectionView, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let collectionView else { return }
        collectionView.collectionDelegate?.collectionView(collectionView, willEndContextMenuInteraction: configuration, animator: animator)
    }

    /// The pressed item's cell, where it is; a point preview for empty space or an item gone meanwhile.
    private func defaultPreview(in collectionView: UICollectionView) -> UITargetedPreview {
        if let pressed, let cell = collectionView.cellForItem(at: pressed), cell.window != nil { return UITargetedPreview(view: cell) }
        return .point(location, in: collectionView)
    }
}
