import Foundation

/// The changes of one batch update and how they move index paths from before to after it, with the
/// UIKit rules: deletions and reloads name index paths before the update, insertions after it, moves
/// one of each. Mapping one path costs the number of changes, not the number of items.
@MainActor
final class BatchUpdate {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reconfiguredItems: [IndexPath] = []

    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty && reconfiguredItems.isEmpty
    }

    // Computed by `resolve`.
    private var oldCounts: [Int] = []
    private var newCounts: [Int] = []
    /// Old sections that leave (deleted or moved away) and new sections with a fixed place.
    private var removedSections: [Int] = []
    private var fixedNewSections: [Int] = []
    private var sectionMoveForward: [Int: Int] = [:]
    /// Per old section: the removed items (deleted or moved out), sorted.
    private var removedItems: [Int: [Int]] = [:]
    /// Per new section: the items with a fixed new place (inserted or moved in), sorted.
    private var fixedItems: [Int: [Int]] = [:]
    private var itemMoveForward: [IndexPath: IndexPath] = [:]
    private var deletedItemSet: Set<IndexPath> = []
    private var reloadedItemSet: Set<IndexPath> = []

    /// Checks the changes against the counts before (`old`) and the data source's counts after
    /// (`new`); returns UIKit's words for the first inconsistency, or nil when they agree.
    func resolve(old: [Int], new: [Int]) -> String? {
        oldCounts = old
        newCounts = new
        for s in deletedSections.union(reloadedSections) where s >= old.count {
            return "Invalid update: attempt to delete section \(s), but there are only \(old.count) sections before the update"
        }
        for s in insertedSections where s >= new.count {
            return "Invalid update: attempt to insert section \(s), but there are only \(new.count) sections after the update"
        }
        for move in movedSections where move.from >= old.count || move.to >= new.count || move.from < 0 || move.to < 0 {
            return "Invalid update: attempt to move section \(move.from) to \(move.to), but there are \(old.count) sections before and \(new.count) after the update"
        }
        let movedFrom = Set(movedSections.map(\.from))
        let movedTo = Set(movedSections.map(\.to))
        removedSections = (Array(deletedSections) + movedFrom).sorted()
        fixedNewSections = (Array(insertedSections) + movedTo).sorted()
        sectionMoveForward = Dictionary(movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
        let expectedSections = old.count - deletedSections.count + insertedSections.count
        if expectedSections != new.count {
            return "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(new.count)) must be equal to the number of sections contained in the collection view before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        for path in deletedItems + reloadedItems where path.count != 2 || path.section < 0 || path.section >= old.count || path.item < 0 || path.item >= old[path.section] {
            return "Invalid update: attempt to delete item \(path.count == 2 ? path.item : -1) from section \(path.section), which only contains \(path.section >= 0 && path.section < old.count ? old[path.section] : 0) items before the update"
        }
        for path in insertedItems where path.count != 2 || path.section < 0 || path.section >= new.count || path.item < 0 || path.item >= new[path.section] {
            return "Invalid update: attempt to insert item \(path.count == 2 ? path.item : -1) into section \(path.section), but there are only \(path.section >= 0 && path.section < new.count ? new[path.section] : 0) items in section \(path.section) after the update"
        }
        for move in movedItems {
            let okFrom = move.from.count == 2 && move.from.section >= 0 && move.from.section < old.count && move.from.item >= 0 && move.from.item < old[move.from.section]
            let okTo = move.to.count == 2 && move.to.section >= 0 && move.to.section < new.count && move.to.item >= 0 && move.to.item < new[move.to.section]
            if !okFrom || !okTo {
                return "Invalid update: attempt to move index path \(move.from) to index path \(move.to), which does not exist"
            }
        }
        deletedItemSet = Set(deletedItems)
        reloadedItemSet = Set(reloadedItems)
        itemMoveForward = Dictionary(movedItems.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
        removedItems = [:]
        for path in deletedItems + movedItems.map(\.from) { removedItems[path.section, default: []].append(path.item) }
        for key in removedItems.keys { removedItems[key] = Array(Set(removedItems[key]!)).sorted() }
        fixedItems = [:]
        for path in insertedItems + movedItems.map(\.to) { fixedItems[path.section, default: []].append(path.item) }
        for key in fixedItems.keys { fixedItems[key] = Array(Set(fixedItems[key]!)).sorted() }
        // Every new section that existed before must hold its survivors plus what came in.
        let freshSections = insertedSections.union(IndexSet(reloadedSections.compactMap { mapSection($0) }))
        for newSection in 0..<new.count where !freshSections.contains(newSection) {
            guard let oldSection = oldSection(forNew: newSection) else { continue }
            let deleted = deletedItems.filter { $0.section == oldSection }.count
            let inserted = insertedItems.filter { $0.section == newSection }.count
            let movedOut = movedItems.filter { $0.from.section == oldSection && $0.to.section != newSection }.count
            let movedIn = movedItems.filter { $0.to.section == newSection && $0.from.section != oldSection }.count
            let expected = old[oldSection] - deleted + inserted - movedOut + movedIn
            if expected != new[newSection] {
                return "Invalid update: invalid number of items in section \(newSection). The number of items contained in an existing section after the update (\(new[newSection])) must be equal to the number of items contained in that section before the update (\(old[oldSection])), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    /// Where old section `section` is after the update (nil: deleted).
    func mapSection(_ section: Int) -> Int? {
        if deletedSections.contains(section) { return nil }
        if let to = sectionMoveForward[section] { return to }
        let rank = section - removedSections.prefix { $0 < section }.count
        return Self.slot(rank, skipping: fixedNewSections)
    }

    /// Which old section new section `section` continues (nil: inserted).
    func oldSection(forNew section: Int) -> Int? {
        if insertedSections.contains(section) { return nil }
        if let from = movedSections.first(where: { $0.to == section })?.from { return from }
        let rank = section - fixedNewSections.prefix { $0 < section }.count
        return Self.slot(rank, skipping: removedSections)
    }

    /// Where old item `path` is after the update (nil: deleted, or its section deleted or reloaded).
    func mapItem(_ path: IndexPath) -> IndexPath? {
        if deletedItemSet.contains(path) || reloadedSections.contains(path.section) { return nil }
        if let to = itemMoveForward[path] { return to }
        guard let newSection = mapSection(path.section) else { return nil }
        if sectionMoveForward[path.section] != nil, fixedItems[newSection] == nil, removedItems[path.section] == nil {
            return IndexPath(item: path.item, section: newSection)
        }
        let removed = removedItems[path.section] ?? []
        let rank = path.item - removed.prefix { $0 < path.item }.count
        return IndexPath(item: Self.slot(rank, skipping: fixedItems[newSection] ?? []), section: newSection)
    }

    /// Whether old item `path` is reloaded (its view is replaced).
    func isReloaded(_ path: IndexPath) -> Bool {
        reloadedItemSet.contains(path) || reloadedSections.contains(path.section)
    }

    /// Whether new item `path` is inserted (or lives in an inserted or reloaded section).
    func isInserted(_ path: IndexPath) -> Bool {
        insertedSections.contains(path.section) || insertedItems.contains(path)
            || reloadedSections.contains { mapSection($0) == path.section }
            || reloadedItems.contains { mapItemIgnoringReload($0) == path }
    }

    private func mapItemIgnoringReload(_ path: IndexPath) -> IndexPath? {
        let removed = removedItems[path.section] ?? []
        guard let newSection = mapSection(path.section) else { return nil }
        let rank = path.item - removed.prefix { $0 < path.item }.count
        return IndexPath(item: Self.slot(rank, skipping: fixedItems[newSection] ?? []), section: newSection)
    }

    /// The `rank`-th position (from 0) not among `fixed` (sorted).
    static func slot(_ rank: Int, skipping fixed: [Int]) -> Int {
        var index = rank
        for f in fixed {
            if f <= index { index += 1 } else { break }
        }
        return index
    }

    /// The update items a layout sees in `prepare(forCollectionViewUpdates:)`.
    func updateItems() -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        func sectionPath(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        for s in deletedSections { items.append(UICollectionViewUpdateItem(action: .delete, before: sectionPath(s), after: nil)) }
        for s in insertedSections { items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: sectionPath(s))) }
        for s in reloadedSections { items.append(UICollectionViewUpdateItem(action: .reload, before: sectionPath(s), after: mapSection(s).map(sectionPath))) }
        for m in movedSections { items.append(UICollectionViewUpdateItem(action: .move, before: sectionPath(m.from), after: sectionPath(m.to))) }
        for p in deletedItems { items.append(UICollectionViewUpdateItem(action: .delete, before: p, after: nil)) }
        for p in insertedItems { items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: p)) }
        for p in reloadedItems { items.append(UICollectionViewUpdateItem(action: .reload, before: p, after: mapItemIgnoringReload(p))) }
        for m in movedItems { items.append(UICollectionViewUpdateItem(action: .move, before: m.from, after: m.to)) }
        return items
    }
}
