import Foundation

/// A scroll view of items in sections, placed by a layout (`UICollectionViewFlowLayout`, a
/// compositional layout, or your own `UICollectionViewLayout` subclass), with cells and supplementary
/// views that are reused as they scroll in and out.
///
/// Only the elements the layout reports in the visible rect have views: scrolling a million items
/// costs what scrolling a screenful does. Register classes (or use registrations), dequeue views in
/// your data source, and tell the view about changes with `reloadData()` or `performBatchUpdates`.
///
/// Where Tessera differs: `delegate` is the scroll view's property (Swift cannot narrow an inherited
/// property's type); assign a `UICollectionViewDelegate` to it as on iOS, and the collection view
/// reads it as one.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The layout placing the elements; setting it changes layout at once.
    open var collectionViewLayout: UICollectionViewLayout {
        get { storedLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    var storedLayout: UICollectionViewLayout

    /// Supplies the sections, items and views.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// Told ahead of time which items will soon show.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    /// Whether the prefetch data source is told about items about to show (true by default).
    open var isPrefetchingEnabled = true

    /// A view behind every element that stays put while the content scrolls (nil by default).
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.frame = bounds
                backgroundView.layer.zPosition = -CGFloat(Int32.max)
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    /// Whether tapping selects items (true by default).
    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection(notify: false) } }
    }
    /// Whether several items may be selected at once, a tap toggling each (false by default).
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selectedOrder.count > 1 { clearSelection(notify: false) } }
    }
    /// Whether the collection view is in editing mode (false by default); the cells' configuration
    /// state follows it.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for cell in visibleCells { cell.setNeedsUpdateConfiguration() }
        }
    }
    /// Whether tapping selects items while editing (true by default).
    open var allowsSelectionDuringEditing = true
    /// Whether several items may be selected while editing (false by default).
    open var allowsMultipleSelectionDuringEditing = false
    /// How quickly items make room for an item dragged to reorder (`.immediate` by default).
    ///
    /// Where Tessera differs: items always make room at once, as with `.immediate`.
    open var reorderingCadence: ReorderingCadence = .immediate

    /// Whether items can take keyboard focus (Tab reaches the collection view, the arrows move between
    /// items). By default true where windows have keyboard focus (iPad and Mac screens) and false on the
    /// iPhone idiom, as the system decides on iOS; the delegate's `collectionView(_:canFocusItemAt:)`
    /// decides first.
    open var allowsFocus: Bool {
        get { explicitAllowsFocus ?? (traitCollection.userInterfaceIdiom != .phone) }
        set { explicitAllowsFocus = newValue }
    }
    private var explicitAllowsFocus: Bool?
    /// A collection view is a focus group: Tab enters and leaves it, the arrows move between its items.
    override package class var formsFocusGroup: Bool { true }
    /// Whether items can take keyboard focus while editing (false by default). Stored only: Tessera's
    /// focus does not look at editing.
    open var allowsFocusDuringEditing = false
    /// Whether selecting an item follows keyboard focus (false by default). Stored only: Tessera's
    /// focus does not select.
    open var selectionFollowsFocus = false
    /// Whether the collection view gives focus back to the last focused item (true by default, as on
    /// iOS). Stored only: Tessera's focus always returns to the item a group had last.
    open var remembersLastFocusedIndexPath = true

    /// Whether drags may start from the items (false by default on iPhone). Stored only: Tessera has no
    /// drag and drop; reorder with `beginInteractiveMovementForItem(at:)` or the standard gesture.
    open var dragInteractionEnabled = false
    /// Whether an item is being dragged (Tessera: an interactive movement is in progress).
    open var hasActiveDrag: Bool { movement != nil }
    /// Whether something is being dropped on the collection view. Always false: Tessera has no drag
    /// and drop.
    open var hasActiveDrop: Bool { false }
    /// Whether drop placeholders or a drop's reordering await committing. Always false: Tessera has no
    /// drag and drop, so there are never drop placeholders.
    open var hasUncommittedUpdates: Bool { false }

    /// Whether a self-sizing cell resizes itself when it calls `invalidateIntrinsicContentSize()` (on
    /// itself or its content view) or gets a new `contentConfiguration` (`.enabled` by default, as on
    /// iOS 16 and later): it fits itself again in the next layout pass, and the layout is invalidated
    /// with its new preferred attributes. Where Tessera differs: `.enabledIncludingConstraints`
    /// behaves as `.enabled`.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    /// Cells that asked to fit themselves again.
    var selfSizingKeys: Set<ElementKey> = []

    // MARK: Internal state

    /// Items per section, as last read from the data source (nil: read it at the next question).
    var sectionCounts: [Int]?
    /// Registered cell classes by reuse identifier.
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Registered cell nibs by reuse identifier (InterfaceBuilder/).
    var registeredCellNibs: [String: UINib] = [:]
    /// Registered supplementary view classes by kind and reuse identifier.
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    /// Views waiting to be reused, by pool key.
    var reusePools: [String: [UICollectionReusableView]] = [:]
    /// The views showing, by element.
    var visibleViews: [ElementKey: UICollectionReusableView] = [:]
    /// The attributes of the views showing, by element (as the layout gave them).
    var visibleAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// The attributes of the elements being tiled (a dequeue inside the data source applies them).
    var tilingAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// The selected items, in the order they were selected.
    var selectedOrder: [IndexPath] = []
    var selectedSet: Set<IndexPath> = []
    /// The item a touch highlights.
    var touchHighlight: TouchSelection?
    /// The items the prefetch data source was told about and not yet shown or cancelled.
    var prefetchedItems: Set<IndexPath> = []
    /// The interactive movement in progress.
    var movement: InteractiveMovement?
    /// Whether a batch update is collecting changes.
    var batch: BatchUpdate?
    /// Views animating away after an update (kept until their animation ends).
    var departingViews: [UICollectionReusableView] = []
    /// How many self-sizing passes the current layout pass has made (bounded, so sizes that never
    /// settle cannot loop forever).
    private var selfSizingPasses = 0
    /// Whether a layout pass is tiling (a reentrant layout request waits for the next pass).
    var isTiling = false
    /// How views appearing during an animated change start (set while the change tiles).
    var updateAppearance: UpdateAppearance?
    /// The cell `reconfigureItems(at:)` hands back to the data source's dequeue.
    var reconfiguringCell: UICollectionViewCell?
    /// The interactive layout transition in progress.
    var interactiveTransition: InteractiveLayoutTransition?
    /// The registrations already registered, by their identifier.
    var registeredRegistrations: Set<String> = []
    /// The list cell whose swipe actions show (see UICollectionView+SwipeActions).
    var swipe: SwipeActions?
    /// The context menu interaction and its delegate, while the delegate is a collection view delegate
    /// (see `UICollectionView+ContextMenu`).
    var contextMenuBridge: CollectionContextMenuBridge?
    /// The recognizer that swipes list cells sideways.
    let swipePan = UIPanGestureRecognizer()
    /// Whether the touch in progress closes open swipe actions.
    var touchClosesSwipe = false

    /// Creates a collection view with `frame` and `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        storedLayout = layout
        super.init(frame: frame)
        adoptLayout(layout)
        installSwipeRecognizer()
    }

    /// Creates a collection view with a flow layout (as the designated `init(frame:)` must).
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// Creates a collection view from an archive: from a storyboard or nib, with the layout and attributes
    /// Interface Builder gave it (see InterfaceBuilder/); from any other coder, an empty one with a flow
    /// layout.
    public required init?(coder: NSCoder) {
        storedLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adoptLayout(storedLayout)
        installSwipeRecognizer()
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderCollection(coder) }
    }

    func adoptLayout(_ layout: UICollectionViewLayout) {
        if let other = layout.storedCollectionView, other !== self {
            TesseraLog.warning("UIKit", "UICollectionViewLayout \(type(of: layout)) is already the layout of another collection view; it now lays out this one")
            if other.storedLayout === layout { other.storedLayout = UICollectionViewFlowLayout(); other.adoptLayout(other.storedLayout) }
        }
        layout.storedCollectionView = self
        layout.invalidateLayout()
    }

    /// The delegate (a `UICollectionViewDelegate`, or a `UICollectionViewDelegateFlowLayout` whose sizes
    /// a flow layout reads: a new one invalidates the layout).
    open override weak var delegate: (any UIScrollViewDelegate)? {
        didSet {
            guard delegate !== oldValue else { return }
            storedLayout.invalidateLayout()
            updateContextMenuInteraction()
        }
    }

    /// The collection view's delegate, read as a `UICollectionViewDelegate`.
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    // MARK: Counts

    /// Reads the counts from the data source again, drops every view showing into the reuse pools,
    /// clears the selection and lays out from scratch.
    open func reloadData() {
        cancelInteractiveMovementState()
        sectionCounts = nil
        for key in Array(visibleViews.keys) { recycle(key) }
        selectedOrder.removeAll()
        selectedSet.removeAll()
        touchHighlight = nil
        cancelAllPrefetching()
        let context = storedLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        storedLayout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    /// The items per section, read from the data source once per reload (bad counts are reported and
    /// read as 0).
    var counts: [Int] {
        if let sectionCounts { return sectionCounts }
        let loaded = loadCounts()
        sectionCounts = loaded
        return loaded
    }

    func loadCounts() -> [Int] {
        guard let dataSource else { return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            TesseraLog.error("UIKit", "UICollectionView: numberOfSections(in:) returned \(sections); using 0")
            sections = 0
        }
        return (0..<sections).map { section in
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            if items < 0 {
                TesseraLog.error("UIKit", "UICollectionView: collectionView(_:numberOfItemsInSection: \(section)) returned \(items); using 0")
                return 0
            }
            return items
        }
    }

    /// The number of sections.
    open var numberOfSections: Int { counts.count }

    /// The number of items in `section` (0, reported, for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = counts
        guard section >= 0, section < counts.count else {
            TesseraLog.error("UIKit", "UICollectionView.numberOfItems(inSection: \(section)): there are only \(counts.count) sections; answered 0")
            return 0
        }
        return counts[section]
    }

    /// Whether `indexPath` names an existing item.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = counts
        return indexPath.section >= 0 && indexPath.section < counts.count && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    /// Reports a bad index path passed to `api`; returns whether it was good.
    func checkItem(_ indexPath: IndexPath, _ api: String) -> Bool {
        if isValidItem(indexPath) { return true }
        TesseraLog.error("UIKit", "UICollectionView.\(api): attempt to use an invalid index path \(indexPath) (sections: \(counts)); ignored")
        return false
    }

    /// Called by the layout when an invalidation covers everything.
    func layoutInvalidatedEverything() {}

    // MARK: Layout pass

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            if newValue != old { boundsWillChange(to: newValue) }
            super.bounds = newValue
            if newValue.size != old.size { boundsDidChangeSize(from: old) }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds
            if newValue.size != old.size { boundsWillChange(to: CGRect(origin: old.origin, size: newValue.size)) }
            super.frame = newValue
            if newValue.size != old.size { boundsDidChangeSize(from: old) }
        }
    }

    /// A new size inside an animation block: the layout hears `prepare(forAnimatedBoundsChange:)`,
    /// the elements move to their new places inside the block (so they animate), then
    /// `finalizeAnimatedBoundsChange()`.
    private func boundsDidChangeSize(from old: CGRect) {
        guard ViewAnimationState.enabled, !ViewAnimationState.durations.isEmpty, window != nil, !isTiling else { return }
        storedLayout.prepare(forAnimatedBoundsChange: old)
        layoutIfNeeded()
        storedLayout.finalizeAnimatedBoundsChange()
    }

    /// Asks the layout whether the new bounds invalidate it.
    private func boundsWillChange(to newBounds: CGRect) {
        let layout = storedLayout
        guard layout.shouldInvalidateLayout(forBoundsChange: newBounds) else {
            if newBounds.origin != super.bounds.origin { setNeedsLayout() }
            return
        }
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        selfSizingPasses = 0
        tile()
        layoutSwipe()
    }

    /// Brings the layout up to date and the content size with it.
    func prepareLayout() {
        _ = counts
        let layout = storedLayout
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        if let checked = BadValue.checkedSize(size, "UIKit", api: "\(type(of: layout)).collectionViewContentSize"),
           checked != contentSize {
            contentSize = CGSize(width: max(0, checked.width), height: max(0, checked.height))
        }
    }

    /// The rect whose elements get views: the bounds.
    var tilingRect: CGRect { bounds }

    /// Shows views for the layout's elements in the visible rect, reuses those that left it, and
    /// lets self-sizing views correct the layout.
    func tile() {
        prepareLayout()
        let rect = tilingRect
        var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in shownElements(in: rect) {
            guard !attributes.isHidden, attributes.frame.overlaps(rect) else { continue }
            let key = attributes.elementKey
            if key.category == .supplementaryView, key.indexPath.section < 0 || key.indexPath.section >= counts.count {
                TesseraLog.errorOnce("UIKit", key: "UICollectionView.badLayoutSupplementary.\(type(of: storedLayout))",
                                     "\(type(of: storedLayout)) returned attributes for a supplementary view of kind \(key.kind) in section \(key.indexPath.section), which does not exist (sections: \(counts.count)); it is not shown")
                continue
            }
            if key.category == .cell, !isValidItem(key.indexPath) {
                TesseraLog.errorOnce("UIKit", key: "UICollectionView.badLayoutItem.\(type(of: storedLayout))",
                                     "\(type(of: storedLayout)) returned attributes for the item at \(key.indexPath), which does not exist (sections: \(counts)); it is not shown")
                continue
            }
            wanted[key] = attributes
        }
        if let movement { movement.adjust(&wanted, in: self) }
        for key in Array(visibleViews.keys) where wanted[key] == nil {
            // During an animated change, a view leaving the visible rect first moves to its new place.
            if let appearance = updateAppearance, let view = visibleViews[key], movement?.view !== view, let final = currentAttributes(key) {
                visibleViews[key] = nil
                visibleAttributes[key] = nil
                appearance.leaving.append((key, view, final))
            } else {
                recycle(key)
            }
        }
        tilingAttributes = wanted
        defer { tilingAttributes = [:] }
        var appeared: [(ElementKey, UICollectionReusableView)] = []
        var refit: [(ElementKey, UICollectionReusableView)] = []
        // Cells first, then supplementary and decoration views, each in index-path order.
        for key in wanted.keys.sorted(by: elementOrder) {
            guard let attributes = wanted[key] else { continue }
            if let view = visibleViews[key] {
                if let host = storedLayout.hostView(for: attributes), view.superview !== host { host.addSubview(view) }
                if movement?.view === view {
                    UIView.performWithoutAnimation { applyAttributes(attributes, to: view) }
                } else if updateAppearance == nil, let old = visibleAttributes[key], old != attributes {
                    applyAttributes(attributes, to: view)
                    // A self-sizing view the layout gave a new size (an estimate again) fits itself again.
                    if !attributes.selfSizingAxes.isEmpty, old.size != attributes.size { refit.append((key, view)) }
                }
                visibleAttributes[key] = attributes
                continue
            }
            guard let view = makeView(for: key, attributes: attributes) else { continue }
            visibleViews[key] = view
            visibleAttributes[key] = attributes
            let host = storedLayout.hostView(for: attributes) ?? self
            if view.superview !== host { host.addSubview(view) }
            if let appearance = updateAppearance {
                applyAttributes(appearance.initial(key, attributes), to: view)
                appearance.appeared.append(key)
            } else {
                applyAttributes(attributes, to: view)
            }
            appeared.append((key, view))
        }
        for (key, view) in appeared { willDisplay(view, key) }
        for key in selfSizingKeys where !refit.contains(where: { $0.0 == key }) && !appeared.contains(where: { $0.0 == key }) {
            if let view = visibleViews[key] { refit.append((key, view)) }
        }
        selfSizingKeys.removeAll()
        if selfSize(appeared + refit) { return }
        updatePrefetching()
    }

    /// Lets the views that just appeared report their preferred attributes; a layout that accepts
    /// one is invalidated and the pass repeats (at most a few times). Returns whether it repeated.
    private func selfSize(_ appeared: [(ElementKey, UICollectionReusableView)]) -> Bool {
        let layout = storedLayout
        var invalidated = false
        for (key, view) in appeared {
            guard let original = visibleAttributes[key] else { continue }
            if !original.selfSizingAxes.isEmpty { view.layoutIfNeeded() }
            let preferred = view.preferredLayoutAttributesFitting(original.copied())
            guard preferred.frame != original.frame,
                  layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { continue }
            layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
            invalidated = true
        }
        guard invalidated, selfSizingPasses < 8 else { return false }
        selfSizingPasses += 1
        tile()
        return true
    }

    /// The layout's current attributes for an element.
    func currentAttributes(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: isValidItem(key.indexPath) ? shown(storedLayout.layoutAttributesForItem(at: key.indexPath)) : nil
        case .supplementaryView: shown(storedLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath))
        case .decorationView: shown(storedLayout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath))
        }
    }

    /// Cells before supplementary views before decoration views; then by kind and index path.
    func elementOrder(_ a: ElementKey, _ b: ElementKey) -> Bool {
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        if a.kind != b.kind { return a.kind < b.kind }
        return a.indexPath < b.indexPath
    }

    /// Applies the geometry and appearance of `attributes` to `view`, then its `apply(_:)`.
    func applyAttributes(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view.transform3D != .identity { view.transform3D = .identity }
        view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
        view.center = attributes.center
        if attributes.transform3D != .identity { view.transform3D = attributes.transform3D }
        view.alpha = attributes.alpha
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.isHidden = attributes.isHidden
        view.appliedAttributes = attributes
        view.apply(attributes)
    }

    // MARK: Making and recycling views

    /// A view for `key` from the data source (cells and supplementary views) or the layout's
    /// registered class (decoration views).
    func makeView(for key: ElementKey, attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        switch key.category {
        case .cell:
            guard let dataSource else { return nil }
            let cell = dataSource.collectionView(self, cellForItemAt: dataIndexPath(forDisplayed: key.indexPath))
            if cell.reuseIdentifier == nil {
                TesseraLog.errorOnce("UIKit", key: "UICollectionView.undequeuedCell",
                                     "the cell returned from collectionView(_:cellForItemAt:) does not have a reuseIdentifier - cells must be retrieved by calling dequeueReusableCell(withReuseIdentifier:for:)")
            }
            cell.isSelected = selectedSet.contains(key.indexPath)
            cell.isHighlighted = touchHighlight?.indexPath == key.indexPath && touchHighlight?.highlighted == true
            prefetchedItems.remove(key.indexPath)
            return cell
        case .supplementaryView:
            guard let dataSource else { return nil }
            return dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        case .decorationView:
            let pool = "D:" + key.kind
            if let view = reusePools[pool]?.popLast() {
                view.prepareForReuse()
                return view
            }
            guard let viewClass = storedLayout.decorationClasses[key.kind] else {
                TesseraLog.errorOnce("UIKit", key: "UICollectionView.decoration.\(key.kind)",
                                     "could not dequeue a view of kind: \(key.kind) - the layout must register a class for this decoration view kind; it is not shown")
                return nil
            }
            let view = viewClass.init(collectionReuseFrame: .zero)
            view.reuseIdentifier = key.kind
            return view
        }
    }

    /// Tells the delegate a view is about to show.
    func willDisplay(_ view: UICollectionReusableView, _ key: ElementKey) {
        guard let delegate = collectionDelegate else { return }
        switch key.category {
        case .cell:
            if let cell = view as? UICollectionViewCell { delegate.collectionView(self, willDisplay: cell, forItemAt: key.indexPath) }
        case .supplementaryView:
            delegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        case .decorationView:
            break
        }
    }

    /// Takes the view for `key` off the screen into its reuse pool, telling the delegate.
    func recycle(_ key: ElementKey) {
        guard let view = visibleViews.removeValue(forKey: key) else { return }
        visibleAttributes[key] = nil
        if movement?.view === view { return }
        if let swipe, swipe.cell === view { cancelSwipe(animated: false) }
        view.removeFromSuperview()
        enqueue(view, key)
        didEndDisplaying(view, key)
    }

    func didEndDisplaying(_ view: UICollectionReusableView, _ key: ElementKey) {
        guard let delegate = collectionDelegate else { return }
        switch key.category {
        case .cell:
            if let cell = view as? UICollectionViewCell { delegate.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath) }
        case .supplementaryView:
            delegate.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        case .decorationView:
            break
        }
    }

    /// Puts `view` in the pool its reuse identifier names.
    func enqueue(_ view: UICollectionReusableView, _ key: ElementKey) {
        guard let identifier = view.reuseIdentifier else { return }
        let pool: String = switch key.category {
        case .cell: "C:" + identifier
        case .supplementaryView: "S:" + key.kind + "\u{1}" + identifier
        case .decorationView: "D:" + key.kind
        }
        if let cell = view as? UICollectionViewCell {
            cell.isHighlighted = false
            cell.isSelected = false
            cell.resetSwipe()
        }
        view.transform3D = .identity
        view.alpha = 1
        reusePools[pool, default: []].append(view)
    }

    // MARK: Queries

    /// The cells showing.
    open var visibleCells: [UICollectionViewCell] {
        visibleViews.keys.filter { $0.category == .cell }.sorted(by: elementOrder).compactMap { visibleViews[$0] as? UICollectionViewCell }
    }

    /// The index paths of the items showing, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The cell showing the item at `indexPath` (nil when it is not showing).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[.cell(indexPath)] as? UICollectionViewCell
    }

    /// The index path of the item `cell` shows (nil when it is not one of the showing cells).
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    /// The index path of the supplementary view `supplementaryView` shows (nil when not showing).
    open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        visibleViews.first { $0.key.category == .supplementaryView && $0.value === supplementaryView }?.key.indexPath
    }

    /// The item at `point` (in the collection view's coordinates, i.e. content coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        prepareLayout()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = shownElements(in: probe)
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && isValidItem($0.indexPath) }
        return hits.max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?.indexPath
    }

    /// The layout's attributes for the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard checkItem(indexPath, "layoutAttributesForItem(at:)") else { return nil }
        prepareLayout()
        return shown(storedLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayout()
        return shown(storedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// The supplementary view of `elementKind` at `indexPath`, if it is showing.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` showing.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.sorted(by: elementOrder).compactMap { visibleViews[$0] }
    }

    /// The index paths of the supplementary views of `elementKind` showing.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    // MARK: Scrolling to items

    /// Scrolls so the item at `indexPath` shows at `scrollPosition` (the nearest edge on an axis the
    /// position leaves out, when the item is not fully visible).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard checkItem(indexPath, "scrollToItem(at:at:animated:)") else { return }
        layoutIfNeeded()
        prepareLayout()
        guard let frame = shown(storedLayout.layoutAttributesForItem(at: indexPath))?.frame else { return }
        setContentOffset(contentOffset(showing: frame, at: scrollPosition), animated: animated)
    }

    /// The offset that shows `frame` at `position`, clamped to the scrollable range.
    func contentOffset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        if position.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - bounds.height + inset.bottom
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - inset.top - visible.height / 2
        } else {
            offset.y += Self.leastScroll(from: frame.minY, to: frame.maxY, within: visible.minY, visible.maxY)
        }
        if position.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if position.contains(.right) {
            offset.x = frame.maxX - bounds.width + inset.right
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - inset.left - visible.width / 2
        } else {
            offset.x += Self.leastScroll(from: frame.minX, to: frame.maxX, within: visible.minX, visible.maxX)
        }
        return clampedOffset(offset)
    }

    // MARK: Touches (highlight and selection; see UICollectionView+Selection)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if swipeTouchBegan() {
            super.touchesBegan(touches, with: event)
            return
        }
        selectionTouchBegan(touches)
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if swipeTouchEnded() {
            super.touchesEnded(touches, with: event)
            return
        }
        selectionTouchEnded(touches)
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchClosesSwipe = false
        selectionTouchCancelled(touches)
        super.touchesCancelled(touches, with: event)
    }

    /// The cell-swiping recognizer begins only for a sideways drag on a list cell with actions.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipePan { return swipeShouldBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A fling's resting place goes through the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` before the delegate's
    /// `scrollViewWillEndDragging`.
    override func restingTarget(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        prepareLayout()
        let target = storedLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        return BadValue.checkedPoint(target, "UIKit", api: "\(type(of: storedLayout)).targetContentOffset(forProposedContentOffset:withScrollingVelocity:)") ?? proposed
    }
}

extension CGRect {
    /// Whether the rects share area (touching edges do not count, as in UIKit's tiling).
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
