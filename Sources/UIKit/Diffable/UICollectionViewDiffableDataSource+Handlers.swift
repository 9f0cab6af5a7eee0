import Foundation

extension UICollectionViewDiffableDataSource {
    /// The app's say in interactive reordering (the collection view's `beginInteractiveMovementForItem`
    /// and friends): set `canReorderItem` to allow it, and update your own data in `didReorder`.
    @preconcurrency @MainActor
    public struct ReorderingHandlers {
        /// Whether an item may be picked up and moved (none may without this handler).
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before a move changes the data source's snapshot.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after a move changed the data source's snapshot: apply `transaction.difference` to
        /// your own data so the next snapshot you apply agrees.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reordering.
        public init() {}
    }

    /// The app's say in expanding and collapsing the items of section snapshots (an outline
    /// disclosure in a list cell, or `expand`/`collapse` on a section snapshot applied again).
    @preconcurrency @MainActor
    public struct SectionSnapshotHandlers<ItemType: Hashable & Sendable> {
        /// Whether an item may expand (yes without this handler).
        public var shouldExpandItem: ((ItemType) -> Bool)?
        /// Called before an item expands.
        public var willExpandItem: ((ItemType) -> Void)?
        /// Whether an item may collapse (yes without this handler).
        public var shouldCollapseItem: ((ItemType) -> Bool)?
        /// Called before an item collapses.
        public var willCollapseItem: ((ItemType) -> Void)?
        /// The children an item shows when it expands, given its current children as a section
        /// snapshot: lets children load lazily.
        public var snapshotForExpandingParent: ((ItemType, NSDiffableDataSourceSectionSnapshot<ItemType>) -> NSDiffableDataSourceSectionSnapshot<ItemType>)?

        /// Handlers that let every item expand and collapse.
        public init() {}
    }

    /// Expands or collapses `item` in its section snapshot, asking `sectionSnapshotHandlers` first,
    /// and applies the result, reconfiguring `item`'s cell; returns whether it changed. The collection view's outline disclosure
    /// (a list cell's accessory) calls this, through `DiffableOutlineDataSource`.
    @discardableResult
    func setExpanded(_ expanded: Bool, item: ItemIdentifierType, animated: Bool = true) -> Bool {
        guard let section = current.sectionIdentifier(containingItem: item), var sectionSnapshot = sectionSnapshots[section],
              sectionSnapshot.contains(item), sectionSnapshot.isExpanded(item) != expanded else { return false }
        let handlers = sectionSnapshotHandlers
        if expanded {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                let children = provide(item, sectionSnapshot.snapshot(of: item))
                sectionSnapshot.replace(childrenOf: item, using: children)
            }
            sectionSnapshot.expand([item])
        } else {
            guard handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
            sectionSnapshot.collapse([item])
        }
        // The parent's cell is configured again, so it can show its new state (a disclosure's direction).
        apply(sectionSnapshot, to: section, reconfiguring: item, animating: animated, completion: nil)
        return true
    }
}

extension UICollectionViewDiffableDataSource: DiffableOutlineDataSource {
    func isExpandable(at indexPath: IndexPath) -> Bool {
        guard let item = current.item(at: indexPath), let section = current.sections[safe: indexPath.section],
              let sectionSnapshot = sectionSnapshots[section], let node = sectionSnapshot.nodes[item] else { return false }
        return !node.children.isEmpty
    }

    func isExpanded(at indexPath: IndexPath) -> Bool {
        guard let item = current.item(at: indexPath), let section = current.sections[safe: indexPath.section] else { return false }
        return sectionSnapshots[section]?.isExpanded(item) ?? false
    }

    func toggleExpansion(at indexPath: IndexPath, animated: Bool) {
        guard let item = current.item(at: indexPath) else { return }
        setExpanded(!isExpanded(at: indexPath), item: item, animated: animated)
    }
}
