import Foundation

extension NSDiffableDataSourceSnapshot {
    /// Adds items at the end of `sectionIdentifier`'s section, or of the last section when it is nil.
    ///
    /// iOS raises an exception when the snapshot has no sections yet ("There are currently no sections
    /// in the data source. Please add a section first."); Tessera logs it and adds nothing.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let api = "appendItems(_:toSection:)"
        let section: Int
        if let sectionIdentifier {
            guard let index = sectionIndexes[sectionIdentifier] else {
                DiffableLog.invalid(api, "Invalid parameter not satisfying: section identifier \(describe(sectionIdentifier)) does not exist in the snapshot; no items were appended")
                return
            }
            section = index
        } else {
            guard !sections.isEmpty else {
                DiffableLog.invalid(api, "There are currently no sections in the data source. Please add a section first.")
                return
            }
            section = sections.count - 1
        }
        let fresh = uniqueNewItems(identifiers, api)
        guard !fresh.isEmpty else { return }
        placeItems(fresh, inSection: section, at: sectionItems[section].count)
    }

    /// Inserts items, in order, just before `beforeIdentifier` (in its section).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let api = "insertItems(_:beforeItem:)"
        guard let anchor = existingItem(beforeIdentifier, api, verb: "insert before") else { return }
        let fresh = uniqueNewItems(identifiers, api)
        guard !fresh.isEmpty else { return }
        placeItems(fresh, inSection: anchor.section, at: anchor.item)
    }

    /// Inserts items, in order, just after `afterIdentifier` (in its section).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let api = "insertItems(_:afterItem:)"
        guard let anchor = existingItem(afterIdentifier, api, verb: "insert after") else { return }
        let fresh = uniqueNewItems(identifiers, api)
        guard !fresh.isEmpty else { return }
        placeItems(fresh, inSection: anchor.section, at: anchor.item + 1)
    }

    /// Deletes items. Identifiers the snapshot doesn't contain are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        guard !identifiers.isEmpty else { return }
        // Each touched section is rebuilt once, whatever the number of items deleted from it.
        var doomedBySection: [Int: Set<ItemIdentifierType>] = [:]
        for identifier in identifiers {
            guard let location = itemLocations[identifier], let section = sectionIndexes[location.section] else { continue }
            doomedBySection[section, default: []].insert(identifier)
        }
        guard !doomedBySection.isEmpty else { return }
        for (section, doomed) in doomedBySection {
            var kept: [ItemIdentifierType] = []
            kept.reserveCapacity(sectionItems[section].count - doomed.count)
            for item in sectionItems[section] {
                if doomed.contains(item) {
                    itemLocations[item] = nil
                } else {
                    itemLocations[item]!.index = kept.count
                    kept.append(item)
                }
            }
            sectionItems[section] = kept
        }
        forgetMarksOfRemovedItems()
        renumberSections(from: doomedBySection.keys.min()!)
    }

    /// Deletes every item, keeping the sections (now empty).
    public mutating func deleteAllItems() {
        itemLocations.removeAll()
        for index in sectionItems.indices { sectionItems[index] = [] }
        for index in sectionOffsets.indices { sectionOffsets[index] = 0 }
        reloadedItems.removeAll()
        reconfiguredItems.removeAll()
    }

    /// Moves an item to just before `toIdentifier`, which may be in another section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves an item to just after `toIdentifier`, which may be in another section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    /// Marks items for reloading: their cells are asked for again (a new cell from the provider).
    /// Identifiers the snapshot doesn't contain are reported and ignored.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            if itemLocations[identifier] != nil {
                reloadedItems.append(identifier)
            } else {
                DiffableLog.invalid("reloadItems", "Attempted to reload item identifier that does not exist in the snapshot: \(describe(identifier))")
            }
        }
    }

    /// Marks items for reconfiguring: the provider configures their existing cells again, without
    /// replacing them (cheaper than a reload, and the cell keeps its state).
    /// Identifiers the snapshot doesn't contain are reported and ignored.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            if itemLocations[identifier] != nil {
                reconfiguredItems.append(identifier)
            } else {
                DiffableLog.invalid("reconfigureItems", "Attempted to reconfigure item identifier that does not exist in the snapshot: \(describe(identifier))")
            }
        }
    }

    // MARK: Helpers

    /// The identifiers that are neither in the snapshot nor repeated in `identifiers`, in order; the
    /// others are reported in iOS's words.
    private func uniqueNewItems(_ identifiers: [ItemIdentifierType], _ api: String) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        var fresh: [ItemIdentifierType] = []
        var duplicates: [ItemIdentifierType] = []
        fresh.reserveCapacity(identifiers.count)
        for identifier in identifiers {
            if itemLocations[identifier] == nil, seen.insert(identifier).inserted {
                fresh.append(identifier)
            } else {
                duplicates.append(identifier)
            }
        }
        if !duplicates.isEmpty {
            let shown = duplicates.prefix(20).map(describe).joined(separator: ", ") + (duplicates.count > 20 ? ", …" : "")
            DiffableLog.invalid(api, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(shown))}; the duplicates were ignored")
        }
        return fresh
    }

    /// The index path of an anchor item, or nil after reporting that it isn't in the snapshot.
    private func existingItem(_ identifier: ItemIdentifierType, _ api: String, verb: String) -> IndexPath? {
        if let path = indexPath(of: identifier) { return path }
        DiffableLog.invalid(api, "Invalid parameter not satisfying: item identifier to \(verb) does not exist in the snapshot: \(describe(identifier)); nothing was changed")
        return nil
    }

    /// Puts new items into `section` at `index`.
    private mutating func placeItems(_ fresh: [ItemIdentifierType], inSection section: Int, at index: Int) {
        let sectionIdentifier = sections[section]
        sectionItems[section].insert(contentsOf: fresh, at: index)
        let items = sectionItems[section]
        var position = index
        while position < items.count {
            if position < index + fresh.count {
                itemLocations[items[position]] = ItemLocation(section: sectionIdentifier, index: position)
            } else {
                itemLocations[items[position]]!.index = position
            }
            position += 1
        }
        reoffsetSections(after: section)
    }

    /// Renumbers the items of `section` from `start` on.
    private mutating func renumberItems(inSection section: Int, from start: Int) {
        let items = sectionItems[section]
        var position = start
        while position < items.count {
            itemLocations[items[position]]!.index = position
            position += 1
        }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool, _ api: String) {
        guard let from = indexPath(of: identifier) else {
            DiffableLog.invalid(api, "Attempted to move item identifier that does not exist in the snapshot: \(describe(identifier))")
            return
        }
        guard indexPath(of: anchor) != nil else {
            DiffableLog.invalid(api, "Attempted to move item identifier relative to an item that does not exist in the snapshot: \(describe(anchor))")
            return
        }
        guard identifier != anchor else {
            DiffableLog.invalid(api, "Attempted to move item identifier relative to itself: \(describe(identifier)); nothing was changed")
            return
        }
        sectionItems[from.section].remove(at: from.item)
        renumberItems(inSection: from.section, from: from.item)
        var to = indexPath(of: anchor)!
        if after { to.item += 1 }
        sectionItems[to.section].insert(identifier, at: to.item)
        itemLocations[identifier] = ItemLocation(section: sections[to.section], index: to.item)
        renumberItems(inSection: to.section, from: to.item + 1)
        if from.section != to.section {
            reoffsetSections(after: min(from.section, to.section))
        }
    }
}
