import Foundation

/// The state of a table or collection view's data at one moment: its sections and their items, each
/// named by a unique identifier, in display order.
///
/// Build one, hand it to a diffable data source's `apply(_:animatingDifferences:)`, and the data
/// source works out the rows to insert, delete, move and reload. Identifiers must be unique across the
/// whole snapshot (sections among sections, items among items); use value types (`Int`, `String`,
/// `UUID`, your own `struct`s) whose hash stays the same while they are in a snapshot.
///
/// Every lookup (`indexOfItem`, `indexOfSection`, `sectionIdentifier(containingItem:)`,
/// `numberOfItems(inSection:)`) costs O(1): the snapshot keeps index maps alongside its arrays.
/// Appending costs O(1) per identifier; inserting, deleting or moving inside a section costs what the
/// array edit costs (the identifiers after the edit point in that section), and section edits touch
/// each section once.
///
/// Where iOS raises an exception (duplicate identifiers, an identifier the snapshot doesn't contain,
/// items without a section), Tessera logs UIKit's message and leaves out the offending part of the
/// call (the duplicates, the unknown identifiers, or the whole call when its anchor is unknown), so a
/// mistake shows in the log instead of ending the app.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable,
                                           ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Where an item is: its section's identifier and its index in that section.
    struct ItemLocation: Sendable {
        var section: SectionIdentifierType
        var index: Int
    }

    /// The section identifiers in order.
    var sections: [SectionIdentifierType] = []
    /// Each section's index in `sections`.
    var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// The items of each section, parallel to `sections`.
    var sectionItems: [[ItemIdentifierType]] = []
    /// The number of items before each section, parallel to `sections`.
    var sectionOffsets: [Int] = []
    /// Where every item is.
    var itemLocations: [ItemIdentifierType: ItemLocation] = [:]
    /// The sections and items marked for reload or reconfiguration, in the order they were marked.
    var reloadedSections = OrderedIdentifiers<SectionIdentifierType>()
    var reloadedItems = OrderedIdentifiers<ItemIdentifierType>()
    var reconfiguredItems = OrderedIdentifiers<ItemIdentifierType>()

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Counts and identifiers

    /// The number of items in all sections.
    public var numberOfItems: Int { itemLocations.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] {
        var all: [ItemIdentifierType] = []
        all.reserveCapacity(itemLocations.count)
        for items in sectionItems { all.append(contentsOf: items) }
        return all
    }

    /// The items of `identifier`'s section, in order (empty, with a log message, for an unknown section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionIndex(identifier, "itemIdentifiers(inSection:)") else { return [] }
        return sectionItems[index]
    }

    /// The number of items in `identifier`'s section (0, with a log message, for an unknown section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = sectionIndex(identifier, "numberOfItems(inSection:)") else { return 0 }
        return sectionItems[index].count
    }

    /// The section holding `identifier`, or nil when the snapshot doesn't contain the item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemLocations[identifier]?.section
    }

    /// The item's index among all items (counted across sections, as `itemIdentifiers` lists them),
    /// or nil when the snapshot doesn't contain it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = itemLocations[identifier], let section = sectionIndexes[location.section] else { return nil }
        return sectionOffsets[section] + location.index
    }

    /// The section's index, or nil when the snapshot doesn't contain it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    /// The sections marked with `reloadSections(_:)`, in the order they were marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

    /// The items marked with `reloadItems(_:)`, in the order they were marked.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

    /// The items marked with `reconfigureItems(_:)`, in the order they were marked.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    // MARK: Internal lookups

    /// The index path of an item: its section's index and its index in the section.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let location = itemLocations[identifier], let section = sectionIndexes[location.section] else { return nil }
        return IndexPath(item: location.index, section: section)
    }

    /// The item at `indexPath`, or nil when the path is outside the snapshot.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sectionItems.indices.contains(indexPath.section),
              sectionItems[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sectionItems[indexPath.section][indexPath.item]
    }

    /// The index of a known section, or nil after logging UIKit's message for an unknown one.
    func sectionIndex(_ identifier: SectionIdentifierType, _ api: String) -> Int? {
        if let index = sectionIndexes[identifier] { return index }
        DiffableLog.invalid(api, "Invalid parameter not satisfying: section identifier \(describe(identifier)) is not in the snapshot; ignored")
        return nil
    }
}

/// A list of unique identifiers that remembers the order they were added in.
struct OrderedIdentifiers<Element: Hashable & Sendable>: Sendable {
    private(set) var elements: [Element] = []
    private var members: Set<Element> = []

    /// Adds `element` at the end unless it is there already.
    mutating func append(_ element: Element) {
        if members.insert(element).inserted { elements.append(element) }
    }

    func contains(_ element: Element) -> Bool { members.contains(element) }

    var isEmpty: Bool { elements.isEmpty }

    /// Removes every element for which `isRemoved` is true.
    mutating func removeAll(where isRemoved: (Element) -> Bool) {
        guard !elements.isEmpty else { return }
        elements.removeAll(where: isRemoved)
        members = Set(elements)
    }

    mutating func removeAll() {
        elements.removeAll()
        members.removeAll()
    }
}

/// A short description of an identifier for log messages.
func describe<T>(_ value: T) -> String { String(describing: value) }
