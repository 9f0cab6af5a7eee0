import Foundation

/// A table view's data source that works from snapshots: apply a snapshot of sections and items (by
/// identifier) and it updates the table with the animated row inserts, deletes and moves that take it
/// from what it shows to the new data.
///
/// Make one with the table view and a cell provider; it makes itself the table's `dataSource`. As on
/// iOS, the table holds its data source weakly, so the app keeps the diffable data source (a view
/// controller's property, usually); the data source holds its table weakly too. Subclass it to give
/// section titles or to allow editing and reordering (the `UITableViewDataSource` methods are
/// `open`). Methods run on the main actor; iOS also allows applying from one background queue, which
/// Tessera's main-actor-only UI doesn't.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: UITableViewDataSource {
    /// Makes and configures the cell for an item: dequeue it from the table with
    /// `dequeueReusableCell(withIdentifier:for:)`.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The table this data source feeds.
    weak var tableView: UITableView?
    let cellProvider: CellProvider
    /// The data the table shows.
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// The row animation for inserts, deletes and reloads when a snapshot is applied with animation
    /// (`.automatic` by default).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` whose cells come from `cellProvider`; it becomes the table's
    /// `dataSource`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the data the table shows (change it and apply it).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the table performs the difference from the data it shows as one batch update
    /// (inserts, deletes, moves, reloads with `defaultRowAnimation`, and reconfigures), animated or
    /// not, then calls `completion`. As on iOS 15 and later, applying without animation still updates
    /// by difference; `applySnapshotUsingReloadData` reloads instead. A table that isn't in a window
    /// shows nothing to animate, so it simply reloads.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView, tableView.window != nil else {
            // Nothing shows, so nothing to animate: a reload is the cheapest way there.
            current = snapshot.applied
            tableView?.reloadData()
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
        let animation = defaultRowAnimation
        let batch = {
            tableView.performBatchUpdates({
                self.current = stored
                // Reconfigures name the rows by their index paths before the update.
                tableView.record(difference.batch, reconfiguring: difference.reconfiguredItems.map(\.from), with: animation)
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { batch() } else { DiffableApplying.withoutAnimation(batch) }
    }

    /// Shows `snapshot` (as `apply(_:animatingDifferences:completion:)`) and returns when the update
    /// is done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Shows `snapshot` by reloading the table (no difference, no animation): the cheap way to replace
    /// everything.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot.applied
        tableView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` by reloading the table, and returns when done.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    // MARK: Identifiers and index paths

    /// The item showing at `indexPath`, or nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `itemIdentifier` shows, or nil when the data doesn't contain it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at `index`, or nil when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sections[safe: index] }

    /// The index of `sectionIdentifier`, or nil when the data doesn't contain it.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource
    //
    // The table's questions, answered from the snapshot. They are `open`: override the titles,
    // editing and moving methods to add what the snapshot doesn't know.

    /// The number of sections in the snapshot.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The number of items in the section at `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.sectionItems[safe: section]?.count ?? 0
    }

    /// The cell the cell provider makes for the item at `indexPath`. iOS raises an exception when the
    /// provider returns nil; Tessera logs it and shows an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath) else {
            DiffableLog.invalid("cellForRowAt", "no item at \(indexPath) in the snapshot; an empty cell is shown", type: "UITableViewDiffableDataSource")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        DiffableLog.invalid("cellProvider", "UITableView dataSource returned a nil cell for row at index path: \(indexPath), dataSource: UITableViewDiffableDataSource, itemIdentifier: \(describe(item)); an empty cell is shown", type: "UITableViewDiffableDataSource")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The title of a section's header (none; override to give one).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// The title of a section's footer (none; override to give one).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Whether the row at `indexPath` can be edited: swiped to delete, or given an editing control
    /// (false, as on iOS; override to allow it).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// The user confirmed a delete or an insert (nothing happens; override to change the data, by
    /// applying a new snapshot).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// Whether the row at `indexPath` can be reordered (false, as on iOS; override to allow it).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// The user dragged a row from `sourceIndexPath` to `destinationIndexPath`: the snapshot follows
    /// the move (the table has already moved the cell). Override to update your own data too, calling
    /// `super` to keep the snapshot in step.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let moved = current.movingItem(from: sourceIndexPath, to: destinationIndexPath) else {
            DiffableLog.invalid("moveRowAt", "a move from \(sourceIndexPath) to \(destinationIndexPath) is outside the snapshot; ignored", type: "UITableViewDiffableDataSource")
            return
        }
        current = moved
    }

    /// The titles of a section index (none; override to add them).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The section an index title scrolls to (the one at `index`; override to choose another).
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
