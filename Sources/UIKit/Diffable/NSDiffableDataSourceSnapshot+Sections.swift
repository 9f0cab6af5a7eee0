import Foundation

extension NSDiffableDataSourceSnapshot {
    /// Adds sections at the end, in order.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let fresh = uniqueNewSections(identifiers, "appendSections")
        guard !fresh.isEmpty else { return }
        placeSections(fresh, at: sections.count)
    }

    /// Inserts sections, in order, just before `beforeIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection beforeIdentifier: SectionIdentifierType) {
        guard let anchor = existingSection(beforeIdentifier, "insertSections(_:beforeSection:)", verb: "insert before") else { return }
        let fresh = uniqueNewSections(identifiers, "insertSections(_:beforeSection:)")
        guard !fresh.isEmpty else { return }
        placeSections(fresh, at: anchor)
    }

    /// Inserts sections, in order, just after `afterIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection afterIdentifier: SectionIdentifierType) {
        guard let anchor = existingSection(afterIdentifier, "insertSections(_:afterSection:)", verb: "insert after") else { return }
        let fresh = uniqueNewSections(identifiers, "insertSections(_:afterSection:)")
        guard !fresh.isEmpty else { return }
        placeSections(fresh, at: anchor + 1)
    }

    /// Deletes sections and all their items. Identifiers the snapshot doesn't contain are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var doomed = Set<SectionIdentifierType>()
        for identifier in identifiers where sectionIndexes[identifier] != nil {
            doomed.insert(identifier)
        }
        guard !doomed.isEmpty else { return }
        var keptSections: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        keptSections.reserveCapacity(sections.count - doomed.count)
        keptItems.reserveCapacity(sections.count - doomed.count)
        for (index, section) in sections.enumerated() {
            if doomed.contains(section) {
                sectionIndexes[section] = nil
                for item in sectionItems[index] { itemLocations[item] = nil }
            } else {
                keptSections.append(section)
                keptItems.append(sectionItems[index])
            }
        }
        sections = keptSections
        sectionItems = keptItems
        reloadedSections.removeAll(where: doomed.contains)
        forgetMarksOfRemovedItems()
        sectionOffsets = Array(repeating: 0, count: sections.count)
        renumberSections(from: 0)
    }

    /// Moves a section (with its items) to just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves a section (with its items) to just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true, "moveSection(_:afterSection:)")
    }

    /// Marks sections for reloading: the data source asks for all their cells and headers again.
    /// Identifiers the snapshot doesn't contain are reported and ignored.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            if sectionIndexes[identifier] != nil {
                reloadedSections.append(identifier)
            } else {
                DiffableLog.invalid("reloadSections", "Attempted to reload section identifier that does not exist in the snapshot: \(describe(identifier))")
            }
        }
    }

    // MARK: Helpers

    /// The identifiers that are neither in the snapshot nor repeated in `identifiers`, in order;
    /// the others are reported as iOS reports them.
    private func uniqueNewSections(_ identifiers: [SectionIdentifierType], _ api: String) -> [SectionIdentifierType] {
        var seen = Set<SectionIdentifierType>()
        var fresh: [SectionIdentifierType] = []
        var duplicates: [SectionIdentifierType] = []
        fresh.reserveCapacity(identifiers.count)
        for identifier in identifiers {
            if sectionIndexes[identifier] == nil, seen.insert(identifier).inserted {
                fresh.append(identifier)
            } else {
                duplicates.append(identifier)
            }
        }
        if !duplicates.isEmpty {
            DiffableLog.invalid(api, "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(duplicates.map(describe).joined(separator: ", ")))}; the duplicates were ignored")
        }
        return fresh
    }

    /// The index of an anchor section, or nil after reporting that it isn't in the snapshot.
    func existingSection(_ identifier: SectionIdentifierType, _ api: String, verb: String) -> Int? {
        if let index = sectionIndexes[identifier] { return index }
        DiffableLog.invalid(api, "Invalid parameter not satisfying: section identifier to \(verb) does not exist in the snapshot: \(describe(identifier)); nothing was changed")
        return nil
    }

    /// Puts new, empty sections at `index`.
    private mutating func placeSections(_ fresh: [SectionIdentifierType], at index: Int) {
        sections.insert(contentsOf: fresh, at: index)
        sectionItems.insert(contentsOf: repeatElement([], count: fresh.count), at: index)
        sectionOffsets.insert(contentsOf: repeatElement(0, count: fresh.count), at: index)
        renumberSections(from: index)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool, _ api: String) {
        guard let from = sectionIndexes[identifier] else {
            DiffableLog.invalid(api, "Attempted to move section identifier that does not exist in the snapshot: \(describe(identifier))")
            return
        }
        guard sectionIndexes[anchor] != nil else {
            DiffableLog.invalid(api, "Attempted to move section identifier relative to a section that does not exist in the snapshot: \(describe(anchor))")
            return
        }
        guard identifier != anchor else {
            DiffableLog.invalid(api, "Attempted to move section identifier relative to itself: \(describe(identifier)); nothing was changed")
            return
        }
        let items = sectionItems.remove(at: from)
        sections.remove(at: from)
        sectionOffsets.remove(at: from)
        var to = sectionIndexes[anchor]!
        if to > from { to -= 1 }
        if after { to += 1 }
        sections.insert(identifier, at: to)
        sectionItems.insert(items, at: to)
        sectionOffsets.insert(0, at: to)
        renumberSections(from: min(from, to))
    }

    /// Recomputes the indexes and item offsets of the sections from `start` on.
    mutating func renumberSections(from start: Int) {
        var offset = start > 0 && start <= sections.count ? sectionOffsets[start - 1] + sectionItems[start - 1].count : 0
        var index = start
        while index < sections.count {
            sectionIndexes[sections[index]] = index
            sectionOffsets[index] = offset
            offset += sectionItems[index].count
            index += 1
        }
    }

    /// Recomputes the item offsets of the sections after `section` (whose item count changed).
    mutating func reoffsetSections(after section: Int) {
        var index = section + 1
        guard index < sections.count else { return }
        var offset = sectionOffsets[section] + sectionItems[section].count
        while index < sections.count {
            sectionOffsets[index] = offset
            offset += sectionItems[index].count
            index += 1
        }
    }

    /// Drops reload and reconfigure marks of items that are no longer in the snapshot.
    mutating func forgetMarksOfRemovedItems() {
        let locations = itemLocations
        reloadedItems.removeAll { locations[$0] == nil }
        reconfiguredItems.removeAll { locations[$0] == nil }
    }
}
