import Foundation

/// What a reorder did to one section: its section snapshots before and after, and the change between
/// their item lists.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable,
                                                     ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section the transaction is about.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change from the initial item list to the final one (moves inferred).
    public let difference: CollectionDifference<ItemIdentifierType>
}
