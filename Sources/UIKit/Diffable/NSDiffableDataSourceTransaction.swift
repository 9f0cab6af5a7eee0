import Foundation

/// What a reorder did to a diffable data source's data: the snapshots before and after, and the
/// change between their item lists, handed to `UICollectionViewDiffableDataSource`'s
/// `reorderingHandlers` so the app can update its own model the same way (`difference` can be applied
/// to an array with `applying(_:)`).
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable,
                                              ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The data before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change from the initial item list to the final one (moves inferred).
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The same change, section by section, for the sections it touched.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// A transaction between two snapshots; the item difference and the section transactions (for
    /// the sections whose items changed) are worked out from them.
    init(initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         sectionSnapshots: (SectionIdentifierType) -> (NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers).inferringMoves()
        var transactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for section in finalSnapshot.sectionIdentifiers where initialSnapshot.indexOfSection(section) != nil {
            let before = initialSnapshot.itemIdentifiers(inSection: section)
            let after = finalSnapshot.itemIdentifiers(inSection: section)
            guard before != after else { continue }
            let snapshots = sectionSnapshots(section) ?? (.flat(before), .flat(after))
            transactions.append(NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: snapshots.0, finalSnapshot: snapshots.1,
                difference: after.difference(from: before).inferringMoves()))
        }
        sectionTransactions = transactions
    }
}

extension NSDiffableDataSourceSectionSnapshot {
    /// A section snapshot of `items` as roots, none with children.
    static func flat(_ items: [ItemIdentifierType]) -> Self {
        var snapshot = Self()
        snapshot.append(items)
        return snapshot
    }
}
