import Foundation

/// A collection view's data source that works from snapshots: apply a snapshot of sections and items
/// (by identifier) and it updates the collection view with the animated inserts, deletes and moves
/// that take it from what it shows to the new data.
///
/// Make one with the collection view and a cell provider; it makes itself the view's `dataSource`.
/// As on iOS, the collection view holds its data source weakly, so the app keeps the diffable data
/// source (a view controller's property, usually); the data source holds its collection view weakly
/// too. Methods run on the main actor; iOS also allows applying from one background queue, which
/// Tessera's main-actor-only UI doesn't.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: UICollectionViewDataSource {
    /// Makes and configures the cell for an item: dequeue it from the collection view (for example
    /// with `dequeueConfiguredReusableCell(using:for:item:)`).
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes and configures a supplementary view (header, footer) of a kind at an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// The collection view this data source feeds.
    weak var collectionView: UICollectionView?
    let cellProvider: CellProvider
    /// The data the collection view shows.
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The section snapshots applied with `apply(_:to:animatingDifferences:completion:)`, by section.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes the supplementary views the layout asks for; without it, they are reported as missing.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// What the app says about interactive reordering: whether an item may move, and what to do
    /// before and after a move changes the data.
    public var reorderingHandlers = ReorderingHandlers()

    /// What the app says about expanding and collapsing items of section snapshots.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// A data source for `collectionView` whose cells come from `cellProvider`; it becomes the
    /// collection view's `dataSource`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the data the collection view shows (change it and apply it).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The section snapshot of `section`: the one applied to it, or its items as roots when none was.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return stored }
        return .flat(current.indexOfSection(section) == nil ? [] : current.itemIdentifiers(inSection: section))
    }

    /// Shows `snapshot`: the collection view performs the difference from the data it shows as one
    /// batch update (inserts, deletes, moves, reloads and reconfigures), animated or not, then calls
    /// `completion`. As on iOS 15 and later, applying without animation still updates by difference;
    /// `applySnapshotUsingReloadData` reloads instead. A collection view that isn't in a window shows
    /// nothing to animate, so it simply reloads.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        sectionSnapshots = DiffableApplying.keptSectionSnapshots(sectionSnapshots, in: snapshot)
        update(to: snapshot, animating: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` (as `apply(_:animatingDifferences:completion:)`) and returns when the update
    /// is done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Shows `snapshot` by reloading the collection view (no difference, no animation): the cheap way
    /// to replace everything.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        sectionSnapshots = DiffableApplying.keptSectionSnapshots(sectionSnapshots, in: snapshot)
        current = snapshot.applied
        collectionView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` by reloading the collection view, and returns when done.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Shows `snapshot` as the items of `section` (its visible items, depth first), keeping the other
    /// sections; the section is added at the end when the data has no such section yet.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        apply(snapshot, to: section, reconfiguring: nil, animating: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` as the items of `section`, also reconfiguring `item`'s cell (a parent that
    /// expanded or collapsed, so its cell can show it).
    func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
               reconfiguring item: ItemIdentifierType?, animating: Bool, completion: (() -> Void)?) {
        var whole = current.replacingItems(ofSection: section, with: snapshot.visibleItems)
        if let item, whole.indexOfItem(item) != nil { whole.reconfigureItems([item]) }
        sectionSnapshots[section] = snapshot
        update(to: whole, animating: animating, completion: completion)
    }

    /// Shows `snapshot` as the items of `section`, and returns when the update is done.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, to: section, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    // MARK: Identifiers and index paths

    /// The item showing at `indexPath`, or nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `itemIdentifier` shows, or nil when the data doesn't contain it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at `index`, or nil when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of `sectionIdentifier`, or nil when the data doesn't contain it.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: Updating the view

    /// Makes `snapshot` the data and brings the collection view to it.
    private func update(to snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animating: Bool,
                        completion: (() -> Void)?) {
        guard let collectionView, collectionView.window != nil else {
            // Nothing shows, so nothing to animate: a reload is the cheapest way there.
            current = snapshot.applied
            collectionView?.reloadData()
            completion?()
            return
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        let stored = snapshot.applied
        guard !difference.isEmpty else {
            current = stored
            completion?()
            return
        }
        let batch = {
            collectionView.performBatchUpdates({
                self.current = stored
                // Reconfigures name the items by their index paths before the update.
                collectionView.record(difference.batch, reconfiguring: difference.reconfiguredItems.map(\.from))
            }, completion: { _ in completion?() })
        }
        if animating { batch() } else { DiffableApplying.withoutAnimation(batch) }
    }

    // MARK: UICollectionViewDataSource
    //
    // The collection view's questions, answered from the snapshot. They are `open`, so a subclass can
    // add what the snapshot doesn't know (index titles, for example).

    /// The number of sections in the snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The number of items in the section at `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard current.sectionItems.indices.contains(section) else { return 0 }
        return current.sectionItems[section].count
    }

    /// The cell the cell provider makes for the item at `indexPath`. iOS raises an exception when the
    /// provider returns nil; Tessera logs it and shows an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath) else {
            DiffableLog.invalid("cellForItemAt", "no item at \(indexPath) in the snapshot; an empty cell is shown", type: "UICollectionViewDiffableDataSource")
            return UICollectionViewCell(frame: .zero)
        }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        DiffableLog.invalid("cellProvider", "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), dataSource: UICollectionViewDiffableDataSource, itemIdentifier: \(describe(item)); an empty cell is shown", type: "UICollectionViewDiffableDataSource")
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view the supplementary view provider makes. Without a provider, or when it
    /// returns nil, iOS raises an exception; Tessera logs it and shows an empty view.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        DiffableLog.invalid("supplementaryViewProvider", "the layout asks for a supplementary view of kind \(kind) at \(indexPath) but the supplementaryViewProvider is \(supplementaryViewProvider == nil ? "not set" : "returned nil"); an empty view is shown", type: "UICollectionViewDiffableDataSource")
        return UICollectionReusableView(frame: .zero)
    }

    /// Whether the item at `indexPath` may be moved: `reorderingHandlers.canReorderItem` decides
    /// (false without it).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = current.item(at: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// An interactive move ended: the snapshot follows it, between `reorderingHandlers.willReorder`
    /// and `didReorder`, which receive the transaction (use it to update your own data).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let moved = current.movingItem(from: sourceIndexPath, to: destinationIndexPath) else {
            DiffableLog.invalid("moveItemAt", "a move from \(sourceIndexPath) to \(destinationIndexPath) is outside the snapshot; ignored", type: "UICollectionViewDiffableDataSource")
            return
        }
        let before = current
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: before, finalSnapshot: moved) { section in
            guard let sectionSnapshot = self.sectionSnapshots[section] else { return nil }
            return (sectionSnapshot, DiffableApplying.reordered(sectionSnapshot, to: moved.itemIdentifiers(inSection: section)))
        }
        reorderingHandlers.willReorder?(transaction)
        current = moved
        for sectionTransaction in transaction.sectionTransactions where sectionSnapshots[sectionTransaction.sectionIdentifier] != nil {
            sectionSnapshots[sectionTransaction.sectionIdentifier] = sectionTransaction.finalSnapshot
        }
        if let source = before.sections[safe: sourceIndexPath.section], sourceIndexPath.section != destinationIndexPath.section {
            // The item left a section: that section's snapshot, if any, loses it.
            if let sectionSnapshot = sectionSnapshots[source] {
                sectionSnapshots[source] = DiffableApplying.reordered(sectionSnapshot, to: moved.itemIdentifiers(inSection: source))
            }
        }
        reorderingHandlers.didReorder?(transaction)
    }

    /// The titles of a section index (none; override to add them).
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The item an index title scrolls to (the first item of the section at `index`; override to
    /// choose another).
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
