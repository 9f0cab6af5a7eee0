import Foundation

/// A view controller whose view is a collection view it serves as data source and delegate: override
/// the data source and delegate methods you need.
///
/// With `installsStandardGestureForInteractiveMovement` (true by default) a long press on an item
/// the data source lets move starts reordering it by dragging.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var initialLayout: UICollectionViewLayout
    private var storedCollectionView: UICollectionView?
    private lazy var reorderGesture: UILongPressGestureRecognizer = {
        let recognizer = UILongPressGestureRecognizer()
        recognizer.addTarget(self, action: UICollectionViewController.handleReorderGesture)
        return recognizer
    }()

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view (the controller's view); loads the view when first read.
    open var collectionView: UICollectionView! {
        get {
            if storedCollectionView == nil {
                loadViewIfNeeded()
                // A loadView override that set `view` to a collection view of its own.
                if storedCollectionView == nil, let own = viewIfLoaded as? UICollectionView {
                    storedCollectionView = own
                    adopt(own)
                }
            }
            return storedCollectionView
        }
        set {
            storedCollectionView = newValue
            if let newValue { adopt(newValue) }
            view = newValue
        }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout {
        storedCollectionView?.collectionViewLayout ?? initialLayout
    }

    /// Whether the selection clears when the view is about to appear (true by default).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether pushing another collection view controller animates between their layouts (kept for
    /// source compatibility; Tessera's navigation does not animate layouts yet).
    open var useLayoutToLayoutNavigationTransitions = false

    /// Whether a long press starts reordering items (true by default).
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { updateReorderGesture() }
    }

    open override func loadView() {
        if storedCollectionView == nil, loadInterfaceBuilderView(), let collectionView = viewIfLoaded as? UICollectionView {
            storedCollectionView = collectionView
            updateReorderGesture()
            return
        }
        if let storedCollectionView {
            view = storedCollectionView
            return
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.backgroundColor = .systemBackground
        storedCollectionView = collectionView
        adopt(collectionView)
        view = collectionView
    }

    private func adopt(_ collectionView: UICollectionView) {
        if collectionView.dataSource == nil { collectionView.dataSource = self }
        if collectionView.delegate == nil { collectionView.delegate = self }
        updateReorderGesture()
    }

    private func updateReorderGesture() {
        guard let collectionView = storedCollectionView else { return }
        if installsStandardGestureForInteractiveMovement {
            if reorderGesture.view !== collectionView { collectionView.addGestureRecognizer(reorderGesture) }
        } else if reorderGesture.view === collectionView {
            collectionView.removeGestureRecognizer(reorderGesture)
        }
    }

    private func handleReorderGesture(_ recognizer: UILongPressGestureRecognizer) {
        guard let collectionView = storedCollectionView else { return }
        let point = recognizer.location(in: collectionView)
        switch recognizer.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: point),
                  collectionView.beginInteractiveMovementForItem(at: indexPath) else { return }
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(point)
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = storedCollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: indexPath, animated: animated) }
    }

    // MARK: Data source

    /// The number of sections (1 by default).
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// The number of items in a section (0 by default): override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// The cell for an item: override it (the default logs and shows an empty cell).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        TesseraLog.errorOnce("UIKit", key: "UICollectionViewController.cellForItemAt",
                             "\(type(of: self)) reports items but does not override collectionView(_:cellForItemAt:); empty cells are shown")
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = "UICollectionViewController.empty"
        return cell
    }
    /// A supplementary view the layout asks for: override it when the layout has any.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        TesseraLog.errorOnce("UIKit", key: "UICollectionViewController.supplementary.\(kind)",
                             "the layout asks for a supplementary view of kind \(kind) but \(type(of: self)) does not override collectionView(_:viewForSupplementaryElementOfKind:at:); an empty view is shown")
        return UICollectionReusableView(frame: .zero)
    }
    /// Whether an item may be reordered (false by default).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// An item was reordered: update your data.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// The section index titles (none by default).
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The item an index title leads to (the section's first by default).
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    // MARK: Delegate

    /// Whether an item may highlight (true by default).
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// An item highlighted.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// An item's highlight ended.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Whether a tap may select an item (true by default).
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Whether a tap may deselect an item (true by default).
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// A tap selected an item.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// An item was deselected by a tap.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// A cell is about to show.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// A supplementary view is about to show.
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// A cell stopped showing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// A supplementary view stopped showing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// Where a reordered item goes (the proposal by default).
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    /// Where a reordered item goes, knowing where it started (asks the method above by default).
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// Where scrolling rests after an update or layout change (the proposal by default).
    open func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    /// The layout for an interactive transition (a plain transition layout by default).
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                             newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        !collectionView.isEditing
    }
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { collectionView.allowsFocus }
    open func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        collectionView.selectionFollowsFocus
    }
    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        // As the protocol's default: the pressed item's menu from the single-item spelling.
        guard let pressed = indexPaths.first else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: pressed, point: point)
    }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? {
        // Neither spelling overridden: as the protocol's default, marks that there are no menus.
        collectionView.contextMenuBridge?.defaultReached = true
        return nil
    }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: any UIContextMenuInteractionCommitAnimating) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}

    // MARK: Scroll view delegate

    /// The content scrolled.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// The content zoomed.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// A drag is about to scroll.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// A drag ended; the target offset may be changed.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// A drag ended.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// The content starts gliding.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// The content came to rest.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// An animated scroll ended.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// The view to zoom (none by default).
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Zooming is about to start.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Zooming ended.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Whether a scroll to the top may happen (true by default).
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// The content scrolled.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// The adjusted content inset changed.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
