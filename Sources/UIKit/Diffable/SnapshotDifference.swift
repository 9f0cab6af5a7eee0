import Foundation

/// The batch update that turns what a view shows for one snapshot into what it shows for another,
/// in the terms `performBatchUpdates` takes: deletions and reloads by index before the update,
/// insertions by index after it, moves from before to after. The changes are a `ListBatch`, which
/// the diffable data sources hand to their view whole; the view checks and maps it with
/// `ListUpdate`, as it does every batch update.
///
/// Sections and items are matched by identifier in one pass over each snapshot, so the cost is
/// linear in the two snapshots' sizes: an item equal to the next one of its old section costs one
/// comparison, and only the others are looked up (hash lookups), so an edit of a long list costs
/// little more than a walk along it. Among the sections and items that stay, the ones
/// to move are the fewest possible: everything on a longest increasing run of old positions stays
/// put (patience sorting, which takes constant time per element already in order, so the
/// logarithmic part only applies to the elements that actually moved).
///
/// The loops index their arrays rather than enumerate them: this code runs unspecialized for the
/// app's identifier types, where each enumerated pair would cost a generic tuple's metadata lookup.
///
/// A section or item that is both marked for reload and moved becomes a delete and an insert, and
/// items that enter or leave a section being inserted, deleted or reloaded are inserted or deleted
/// (UIKit doesn't allow moves into or out of those).
@dynamicMemberLookup
struct SnapshotDifference: Sendable {
    /// The sections and items to delete, insert, move and reload, as a batch update takes them
    /// (read through this value too: `difference.insertedItems`). Deletions and insertions come
    /// out ascending.
    var batch = ListBatch()
    /// Items to reconfigure, with their index paths before and after the update.
    var reconfiguredItems: [(from: IndexPath, to: IndexPath)] = []
    /// The elementary steps the difference took (lookups, visits, comparisons): tests check it grows
    /// linearly with the snapshots.
    var operations = 0

    /// One of the batch's changes.
    subscript<Value>(dynamicMember keyPath: KeyPath<ListBatch, Value>) -> Value { batch[keyPath: keyPath] }

    /// Whether the update changes nothing.
    var isEmpty: Bool { batch.isEmpty && reconfiguredItems.isEmpty }

    /// Whether the update only reconfigures items (nothing moves, appears, disappears or reloads).
    var onlyReconfigures: Bool { batch.isEmpty }

    /// The update from `old` to `new`, honouring `new`'s reload and reconfigure marks.
    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        var operations = 0
        let sections = matchSections(old, new, operations: &operations)
        var walk = ItemWalk<I>(oldItemStays: [Bool](repeating: false, count: old.numberOfItems))
        // Items marked for reload that survive in place (not in a replaced section) get a reload; if
        // they also move, a delete and an insert instead.
        if !new.reloadedItems.isEmpty {
            walk.reloadMarked.reserveCapacity(new.reloadedItems.elements.count)
            for identifier in new.reloadedItems.elements where old.itemLocations[identifier] != nil {
                operations += 1
                walk.reloadMarked.insert(identifier)
            }
        }
        // Insertions and moves: walk the new snapshot, section by section.
        for newSection in new.sectionItems.indices where !sections.newSectionReplaced[newSection] {
            walkItems(inNewSection: newSection, old, new, sections, &walk, operations: &operations)
        }
        collectDeletions(old, new, sections, walk.oldItemStays, operations: &operations)
        if !walk.reloadedAndMoved.isEmpty {
            batch.deletedItems.append(contentsOf: walk.reloadedAndMoved)
            batch.deletedItems.sort()
        }
        if !batch.reloadedItems.isEmpty { batch.reloadedItems.sort() }
        batch.insertedItems.sort()
        collectReconfigures(old, new, sections, walk.reloadMarked, operations: &operations)
        self.operations = operations
    }

    /// What the section pass learns, for the item passes: the old index of each new section (nil
    /// for a new one) and whether a section's items are replaced wholesale (deleted, inserted or
    /// reloaded).
    private struct SectionMatch {
        var oldIndexOfNewSection: [Int?]
        var oldSectionReplaced: [Bool]
        var newSectionReplaced: [Bool]
    }

    /// The item passes' state.
    private struct ItemWalk<I: Hashable> {
        /// Old items known to stay (by their index among all old items), so the deletion pass
        /// needn't look them up.
        var oldItemStays: [Bool]
        /// Items marked for reload that exist in the old snapshot.
        var reloadMarked = Set<I>()
        /// Reloaded items that move: each becomes a delete (collected here) and an insert.
        var reloadedAndMoved: [IndexPath] = []
        /// The items of the section being walked that stay in it, by old and new index (kept for
        /// their capacity from one section to the next).
        var stayingOldIndexes: [Int] = []
        var stayingNewIndexes: [Int] = []
    }

    /// Matches the sections by identifier: new ones are inserted, gone ones deleted, reloaded ones
    /// reloaded (or deleted and inserted when they also move), and the fewest moved.
    private mutating func matchSections<S, I>(_ old: NSDiffableDataSourceSnapshot<S, I>, _ new: NSDiffableDataSourceSnapshot<S, I>,
                                              operations: inout Int) -> SectionMatch {
        let oldSectionCount = old.sections.count
        let newSectionCount = new.sections.count
        var match = SectionMatch(oldIndexOfNewSection: [Int?](repeating: nil, count: newSectionCount),
                                 oldSectionReplaced: [Bool](repeating: false, count: oldSectionCount),
                                 newSectionReplaced: [Bool](repeating: false, count: newSectionCount))
        var oldSectionSurvives = [Bool](repeating: false, count: oldSectionCount)
        var matchedOldIndexes: [Int] = []
        var matchedNewIndexes: [Int] = []
        matchedOldIndexes.reserveCapacity(min(oldSectionCount, newSectionCount))
        matchedNewIndexes.reserveCapacity(min(oldSectionCount, newSectionCount))
        for newIndex in new.sections.indices {
            let identifier = new.sections[newIndex]
            operations += 1
            if let oldIndex = old.sectionIndexes[identifier] {
                match.oldIndexOfNewSection[newIndex] = oldIndex
                oldSectionSurvives[oldIndex] = true
                matchedOldIndexes.append(oldIndex)
                matchedNewIndexes.append(newIndex)
            } else {
                batch.insertedSections.insert(newIndex)
                match.newSectionReplaced[newIndex] = true
            }
        }
        for oldIndex in 0..<oldSectionCount where !oldSectionSurvives[oldIndex] {
            operations += 1
            batch.deletedSections.insert(oldIndex)
            match.oldSectionReplaced[oldIndex] = true
        }
        let stableSections = longestIncreasingRun(matchedOldIndexes, operations: &operations)
        for position in matchedOldIndexes.indices {
            operations += 1
            let oldIndex = matchedOldIndexes[position]
            let newIndex = matchedNewIndexes[position]
            let reloaded = new.reloadedSections.contains(new.sections[newIndex])
            if reloaded {
                match.oldSectionReplaced[oldIndex] = true
                match.newSectionReplaced[newIndex] = true
                if stableSections[position] {
                    batch.reloadedSections.insert(oldIndex)
                } else {
                    batch.deletedSections.insert(oldIndex)
                    batch.insertedSections.insert(newIndex)
                }
            } else if !stableSections[position] {
                batch.movedSections.append((from: oldIndex, to: newIndex))
            }
        }
        return match
    }

    /// Walks the items of new section `newSection` (which continues an old one): items from other
    /// sections move in (or are inserted, when marked for reload), new ones are inserted, and
    /// among those of the same old section the fewest move.
    private mutating func walkItems<S, I>(inNewSection newSection: Int, _ old: NSDiffableDataSourceSnapshot<S, I>,
                                          _ new: NSDiffableDataSourceSnapshot<S, I>, _ sections: SectionMatch,
                                          _ walk: inout ItemWalk<I>, operations: inout Int) {
        let items = new.sectionItems[newSection]
        let sameOldSection = sections.oldIndexOfNewSection[newSection]!
        let sectionIdentifier = new.sections[newSection]
        let oldItems = old.sectionItems[sameOldSection]
        let oldOffset = old.sectionOffsets[sameOldSection]
        walk.stayingOldIndexes.removeAll(keepingCapacity: true)
        walk.stayingNewIndexes.removeAll(keepingCapacity: true)
        // Walk the old section alongside: an item equal to the next old one stays without a
        // lookup. On a mismatch the new item is looked up; if it comes from further down the
        // old section, the old items passed over are left to the deletion pass or to their
        // own new places.
        var nextOld = 0
        for newItem in items.indices {
            let identifier = items[newItem]
            operations += 1
            if nextOld < oldItems.count, oldItems[nextOld] == identifier {
                walk.stayingOldIndexes.append(nextOld)
                walk.stayingNewIndexes.append(newItem)
                walk.oldItemStays[oldOffset + nextOld] = true
                nextOld += 1
                continue
            }
            // Most items stay in their section: an equality test spares the section lookup.
            guard let location = old.itemLocations[identifier],
                  let oldSection = location.section == sectionIdentifier ? sameOldSection : old.sectionIndexes[location.section],
                  !sections.oldSectionReplaced[oldSection] else {
                batch.insertedItems.append(IndexPath(item: newItem, section: newSection))
                continue
            }
            walk.oldItemStays[old.sectionOffsets[oldSection] + location.index] = true
            if oldSection == sameOldSection {
                walk.stayingOldIndexes.append(location.index)
                walk.stayingNewIndexes.append(newItem)
                if location.index >= nextOld { nextOld = location.index + 1 }
                continue
            }
            let from = IndexPath(item: location.index, section: oldSection)
            let to = IndexPath(item: newItem, section: newSection)
            if walk.reloadMarked.contains(identifier) {
                walk.reloadedAndMoved.append(from)
                batch.insertedItems.append(to)
            } else {
                batch.movedItems.append((from: from, to: to))
            }
        }
        settleStayingItems(items, oldSection: sameOldSection, newSection: newSection, &walk, operations: &operations)
    }

    /// Among the items that stay in their section, those on a longest increasing run of old
    /// indexes stay put (or reload); the others move (or, marked for reload, are deleted and inserted).
    private mutating func settleStayingItems<I: Hashable>(_ items: [I], oldSection: Int, newSection: Int, _ walk: inout ItemWalk<I>,
                                                operations: inout Int) {
        guard !walk.stayingOldIndexes.isEmpty else { return }
        let stable = longestIncreasingRun(walk.stayingOldIndexes, operations: &operations)
        for position in walk.stayingOldIndexes.indices {
            operations += 1
            let reload = !walk.reloadMarked.isEmpty && walk.reloadMarked.contains(items[walk.stayingNewIndexes[position]])
            if stable[position] && !reload { continue }
            let from = IndexPath(item: walk.stayingOldIndexes[position], section: oldSection)
            let to = IndexPath(item: walk.stayingNewIndexes[position], section: newSection)
            if stable[position] {
                batch.reloadedItems.append(from)
            } else if reload {
                walk.reloadedAndMoved.append(from)
                batch.insertedItems.append(to)
            } else {
                batch.movedItems.append((from: from, to: to))
            }
        }
    }

    /// Deletions: old items gone from the new snapshot, or whose new section is replaced.
    private mutating func collectDeletions<S, I>(_ old: NSDiffableDataSourceSnapshot<S, I>, _ new: NSDiffableDataSourceSnapshot<S, I>,
                                                 _ sections: SectionMatch, _ oldItemStays: [Bool], operations: inout Int) {
        for oldSection in old.sectionItems.indices where !sections.oldSectionReplaced[oldSection] {
            let items = old.sectionItems[oldSection]
            let sectionIdentifier = old.sections[oldSection]
            let sameNewSection = new.sectionIndexes[sectionIdentifier]
            let oldOffset = old.sectionOffsets[oldSection]
            for oldItem in items.indices {
                if oldItemStays[oldOffset + oldItem] { continue }
                let identifier = items[oldItem]
                operations += 1
                if let location = new.itemLocations[identifier],
                   let newSection = location.section == sectionIdentifier ? sameNewSection : new.sectionIndexes[location.section],
                   !sections.newSectionReplaced[newSection] { continue }
                batch.deletedItems.append(IndexPath(item: oldItem, section: oldSection))
            }
        }
    }

    /// Reconfigures: marked items that stay on screen as the same cell.
    private mutating func collectReconfigures<S, I>(_ old: NSDiffableDataSourceSnapshot<S, I>, _ new: NSDiffableDataSourceSnapshot<S, I>,
                                                    _ sections: SectionMatch, _ reloadMarked: Set<I>, operations: inout Int) {
        for identifier in new.reconfiguredItems.elements {
            operations += 1
            guard !reloadMarked.contains(identifier),
                  let oldLocation = old.itemLocations[identifier], let oldSection = old.sectionIndexes[oldLocation.section],
                  !sections.oldSectionReplaced[oldSection],
                  let newLocation = new.itemLocations[identifier], let newSection = new.sectionIndexes[newLocation.section],
                  !sections.newSectionReplaced[newSection] else { continue }
            reconfiguredItems.append((from: IndexPath(item: oldLocation.index, section: oldSection),
                                      to: IndexPath(item: newLocation.index, section: newSection)))
        }
    }
}

/// Which elements of `values` (distinct integers) lie on one longest strictly increasing
/// subsequence: patience sorting with back links. An element larger than the current longest run's
/// end extends it in constant time, so a sequence that is mostly in order costs nearly one step per
/// element; the others take a binary search.
func longestIncreasingRun(_ values: [Int], operations: inout Int) -> [Bool] {
    let count = values.count
    var onRun = [Bool](repeating: false, count: count)
    guard count > 0 else { return onRun }
    var tails: [Int] = []          // tails[k]: position of the smallest end of a run of length k + 1
    var previous = [Int](repeating: -1, count: count)
    tails.reserveCapacity(min(count, 64))
    for position in 0..<count {
        operations += 1
        let value = values[position]
        if let last = tails.last, values[last] >= value {
            var low = 0, high = tails.count - 1
            while low < high {
                operations += 1
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            tails[low] = position
        } else {
            if let last = tails.last { previous[position] = last }
            tails.append(position)
        }
    }
    var position = tails.last!
    while position >= 0 {
        operations += 1
        onRun[position] = true
        position = previous[position]
    }
    return onRun
}
