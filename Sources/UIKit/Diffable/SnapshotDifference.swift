import Foundation

/// The batch update that turns what a view shows for one snapshot into what it shows for another,
/// in the terms `performBatchUpdates` takes: deletions and reloads by index before the update,
/// insertions by index after it, moves from before to after.
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
        let oldSectionCount = old.sections.count
        let newSectionCount = new.sections.count

        // Sections: the old index of each new section (nil for a new one) and whether a section's
        // items are replaced wholesale (deleted, inserted or reloaded).
        var oldIndexOfNewSection = [Int?](repeating: nil, count: newSectionCount)
        var oldSectionReplaced = [Bool](repeating: false, count: oldSectionCount)
        var newSectionReplaced = [Bool](repeating: false, count: newSectionCount)
        var oldSectionSurvives = [Bool](repeating: false, count: oldSectionCount)
        var matchedOldIndexes: [Int] = []
        var matchedNewIndexes: [Int] = []
        matchedOldIndexes.reserveCapacity(min(oldSectionCount, newSectionCount))
        matchedNewIndexes.reserveCapacity(min(oldSectionCount, newSectionCount))
        for newIndex in new.sections.indices {
            let identifier = new.sections[newIndex]
            operations += 1
            if let oldIndex = old.sectionIndexes[identifier] {
                oldIndexOfNewSection[newIndex] = oldIndex
                oldSectionSurvives[oldIndex] = true
                matchedOldIndexes.append(oldIndex)
                matchedNewIndexes.append(newIndex)
            } else {
                batch.insertedSections.insert(newIndex)
                newSectionReplaced[newIndex] = true
            }
        }
        for oldIndex in 0..<oldSectionCount where !oldSectionSurvives[oldIndex] {
            operations += 1
            batch.deletedSections.insert(oldIndex)
            oldSectionReplaced[oldIndex] = true
        }
        let stableSections = longestIncreasingRun(matchedOldIndexes, operations: &operations)
        for position in matchedOldIndexes.indices {
            operations += 1
            let oldIndex = matchedOldIndexes[position]
            let newIndex = matchedNewIndexes[position]
            let reloaded = new.reloadedSections.contains(new.sections[newIndex])
            if reloaded {
                oldSectionReplaced[oldIndex] = true
                newSectionReplaced[newIndex] = true
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

        // Items marked for reload that survive in place (not in a replaced section) get a reload; if
        // they also move, a delete and an insert instead.
        var reloadMarked = Set<I>()
        if !new.reloadedItems.isEmpty {
            reloadMarked.reserveCapacity(new.reloadedItems.elements.count)
            for identifier in new.reloadedItems.elements where old.itemLocations[identifier] != nil {
                operations += 1
                reloadMarked.insert(identifier)
            }
        }

        // Insertions and moves: walk the new snapshot, section by section. A reloaded item that
        // moves becomes a delete (collected here) and an insert.
        var reloadedAndMoved: [IndexPath] = []
        var stayingOldIndexes: [Int] = []
        var stayingNewIndexes: [Int] = []
        // Old items known to stay (by their index among all old items), so the deletion pass
        // needn't look them up.
        var oldItemStays = [Bool](repeating: false, count: old.numberOfItems)
        for newSection in new.sectionItems.indices {
            if newSectionReplaced[newSection] { continue }
            let items = new.sectionItems[newSection]
            let sameOldSection = oldIndexOfNewSection[newSection]!
            let sectionIdentifier = new.sections[newSection]
            let oldItems = old.sectionItems[sameOldSection]
            let oldOffset = old.sectionOffsets[sameOldSection]
            stayingOldIndexes.removeAll(keepingCapacity: true)
            stayingNewIndexes.removeAll(keepingCapacity: true)
            // Walk the old section alongside: an item equal to the next old one stays without a
            // lookup. On a mismatch the new item is looked up; if it comes from further down the
            // old section, the old items passed over are left to the deletion pass or to their
            // own new places.
            var nextOld = 0
            for newItem in items.indices {
                let identifier = items[newItem]
                operations += 1
                if nextOld < oldItems.count, oldItems[nextOld] == identifier {
                    stayingOldIndexes.append(nextOld)
                    stayingNewIndexes.append(newItem)
                    oldItemStays[oldOffset + nextOld] = true
                    nextOld += 1
                    continue
                }
                // Most items stay in their section: an equality test spares the section lookup.
                guard let location = old.itemLocations[identifier],
                      let oldSection = location.section == sectionIdentifier ? sameOldSection : old.sectionIndexes[location.section],
                      !oldSectionReplaced[oldSection] else {
                    batch.insertedItems.append(IndexPath(item: newItem, section: newSection))
                    continue
                }
                oldItemStays[old.sectionOffsets[oldSection] + location.index] = true
                if oldSection == sameOldSection {
                    stayingOldIndexes.append(location.index)
                    stayingNewIndexes.append(newItem)
                    if location.index >= nextOld { nextOld = location.index + 1 }
                    continue
                }
                let from = IndexPath(item: location.index, section: oldSection)
                let to = IndexPath(item: newItem, section: newSection)
                if reloadMarked.contains(identifier) {
                    reloadedAndMoved.append(from)
                    batch.insertedItems.append(to)
                } else {
                    batch.movedItems.append((from: from, to: to))
                }
            }
            guard !stayingOldIndexes.isEmpty else { continue }
            let stable = longestIncreasingRun(stayingOldIndexes, operations: &operations)
            for position in stayingOldIndexes.indices {
                operations += 1
                let reload = !reloadMarked.isEmpty && reloadMarked.contains(items[stayingNewIndexes[position]])
                if stable[position] && !reload { continue }
                let from = IndexPath(item: stayingOldIndexes[position], section: sameOldSection)
                let to = IndexPath(item: stayingNewIndexes[position], section: newSection)
                if stable[position] {
                    batch.reloadedItems.append(from)
                } else if reload {
                    reloadedAndMoved.append(from)
                    batch.insertedItems.append(to)
                } else {
                    batch.movedItems.append((from: from, to: to))
                }
            }
        }

        // Deletions: old items gone from the new snapshot, or whose new section is replaced.
        for oldSection in old.sectionItems.indices where !oldSectionReplaced[oldSection] {
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
                   !newSectionReplaced[newSection] { continue }
                batch.deletedItems.append(IndexPath(item: oldItem, section: oldSection))
            }
        }
        if !reloadedAndMoved.isEmpty {
            batch.deletedItems.append(contentsOf: reloadedAndMoved)
            batch.deletedItems.sort()
        }
        if !batch.reloadedItems.isEmpty { batch.reloadedItems.sort() }
        batch.insertedItems.sort()

        // Reconfigures: marked items that stay on screen as the same cell.
        for identifier in new.reconfiguredItems.elements {
            operations += 1
            guard !reloadMarked.contains(identifier),
                  let oldLocation = old.itemLocations[identifier], let oldSection = old.sectionIndexes[oldLocation.section],
                  !oldSectionReplaced[oldSection],
                  let newLocation = new.itemLocations[identifier], let newSection = new.sectionIndexes[newLocation.section],
                  !newSectionReplaced[newSection] else { continue }
            reconfiguredItems.append((from: IndexPath(item: oldLocation.index, section: oldSection),
                                      to: IndexPath(item: newLocation.index, section: newSection)))
        }
        self.operations = operations
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
