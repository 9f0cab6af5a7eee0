import Foundation

/// The checks UIKit makes of a batch before applying it, in the order `ListUpdate.init` runs them:
/// the sections (indexes before and after, their count, changes that exclude each other), the item
/// index paths before the update, the items named twice (`collectItems`), each surviving section's
/// item count, and last the places insertions and moves fill after the update. The first broken
/// rule throws, in UIKit's words.
extension ListUpdate {
    /// Sections named before the update exist then; the count after is the count before plus the
    /// insertions less the deletions; sections named after exist then and are filled once.
    func checkSections(newSectionCount: Int, _ words: Vocabulary) throws(Inconsistency) {
        let oldSectionCount = oldCounts.count
        for section in batch.deletedSections.union(batch.reloadedSections) where section < 0 || section >= oldSectionCount {
            throw Inconsistency(description: "Invalid update: attempt to delete section \(section), but there are only \(oldSectionCount) sections before the update")
        }
        for move in batch.movedSections where move.from < 0 || move.from >= oldSectionCount {
            throw Inconsistency(description: "Invalid update: attempt to move section \(move.from), but there are only \(oldSectionCount) sections before the update")
        }
        if oldSectionCount - batch.deletedSections.count + batch.insertedSections.count != newSectionCount {
            throw sectionCountMismatch(newSectionCount, words)
        }
        for section in batch.insertedSections where section < 0 || section >= newSectionCount {
            throw Inconsistency(description: "Invalid update: attempt to insert section \(section) but there are only \(newSectionCount) sections after the update")
        }
        if let section = batch.deletedSections.first(where: { batch.reloadedSections.contains($0) }) {
            throw Inconsistency(description: "Invalid update: attempt to delete and reload the same section (\(section))")
        }
        var sources = IndexSet(), destinations = IndexSet()
        for move in batch.movedSections {
            guard move.to >= 0, move.to < newSectionCount else {
                throw Inconsistency(description: "Invalid update: attempt to move section \(move.from) to section \(move.to), but there are only \(newSectionCount) sections after the update")
            }
            if batch.deletedSections.contains(move.from) {
                throw Inconsistency(description: "Invalid update: attempt to perform a delete and a move from the same section (\(move.from))")
            }
            if batch.insertedSections.contains(move.to) {
                throw Inconsistency(description: "Invalid update: attempt to perform an insert and a move to the same section (\(move.to))")
            }
            guard sources.insert(move.from).inserted, destinations.insert(move.to).inserted else {
                throw Inconsistency(description: "Invalid update: attempt to perform multiple moves from or to the same section (\(move.from) to \(move.to))")
            }
        }
    }

    /// UIKit's message for a section count that doesn't add up.
    func sectionCountMismatch(_ newSectionCount: Int, _ words: Vocabulary) -> Inconsistency {
        let inserted = batch.insertedSections.count, deleted = batch.deletedSections.count
        return Inconsistency(description: "Invalid update: invalid number of sections. The number of sections contained in the \(words.view) after the update (\(newSectionCount)) must be equal to the number of sections contained in the \(words.view) before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
    }

    /// Every index path has a section and an item; deletions, reloads and move sources name items
    /// that exist before the update; insertions and move destinations name sections that exist after it.
    func checkItemPaths(newSectionCount: Int, _ words: Vocabulary) throws(Inconsistency) {
        let element = words.element
        for path in batch.deletedItems + batch.reloadedItems + batch.movedItems.map(\.from) {
            try checkShape(path, words)
            guard path.section >= 0, path.section < oldCounts.count else {
                throw Inconsistency(description: "Invalid update: attempt to delete \(element) \(path.item) from section \(path.section), but there are only \(oldCounts.count) sections before the update")
            }
            guard path.item >= 0, path.item < oldCounts[path.section] else {
                throw Inconsistency(description: "Invalid update: attempt to delete \(element) \(path.item) from section \(path.section) which only contains \(oldCounts[path.section]) \(element)s before the update")
            }
        }
        for path in batch.insertedItems + batch.movedItems.map(\.to) {
            try checkShape(path, words)
            guard path.section >= 0, path.section < newSectionCount, path.item >= 0 else {
                throw Inconsistency(description: "Invalid update: attempt to insert \(element) \(path.item) into section \(path.section), but there are only \(newSectionCount) sections after the update")
            }
        }
    }

    private func checkShape(_ path: IndexPath, _ words: Vocabulary) throws(Inconsistency) {
        guard path.count != 2 else { return }
        throw Inconsistency(description: "Invalid index path for use with \(words.className) (\(path)). Index paths passed to the \(words.view) must contain exactly two indices specifying the section and \(words.element).")
    }

    /// The new counts: the data source's, each section that stays checked against its count before
    /// less what left plus what came in; or, with none given, those sums themselves.
    mutating func resolveCounts(_ given: [Int]?, _ words: Vocabulary) throws(Inconsistency) {
        var counts = given ?? [Int](repeating: 0, count: newSectionCount)
        for new in 0..<newSectionCount {
            guard let old = oldSection(forNew: new) else { continue }
            if batch.reloadedSections.contains(old) {
                if given == nil { counts[new] = oldCounts[old] }
                continue
            }
            let expected = oldCounts[old] - (removedStart[old + 1] - removedStart[old]) + (fixedStart[new + 1] - fixedStart[new])
            if given == nil {
                counts[new] = expected
            } else if expected != counts[new] {
                throw itemCountMismatch(new: new, old: old, count: counts[new], words)
            }
        }
        newCounts = counts
    }

    /// UIKit's message for an item count that doesn't add up in surviving section `new` (`old` before).
    private func itemCountMismatch(new: Int, old: Int, count: Int, _ words: Vocabulary) -> Inconsistency {
        let inserted = Set(batch.insertedItems.lazy.filter { $0.section == new }).count
        let deleted = Set(batch.deletedItems.lazy.filter { $0.section == old }).count
        let movedIn = batch.movedItems.lazy.filter { $0.to.section == new && $0.from.section != old }.count
        let movedOut = batch.movedItems.lazy.filter { $0.from.section == old && $0.to.section != new }.count
        let noun = "\(words.element)s"
        return Inconsistency(description: "Invalid update: invalid number of \(noun) in section \(new). The number of \(noun) contained in an existing section after the update (\(count)) must be equal to the number of \(noun) contained in that section before the update (\(oldCounts[old])), plus or minus the number of \(noun) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(noun) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
    }

    /// Insertions and move destinations name places that exist after the update.
    func checkDestinations(_ words: Vocabulary) throws(Inconsistency) {
        let element = words.element
        for new in 0..<newSectionCount where fixedStart[new + 1] > fixedStart[new] {
            // The section's largest destination is its last.
            let last = Self.indexPath(fixedKey(at: fixedStart[new + 1] - 1))
            guard last.item >= newCounts[new] else { continue }
            let move = batch.movedItems.first { $0.to == last }
            if let move {
                throw Inconsistency(description: "Invalid update: attempt to move index path (\(Self.describe(move.from))) to index path (\(Self.describe(last))), which does not exist: there are only \(newCounts[new]) \(element)s in section \(new) after the update")
            }
            throw Inconsistency(description: "Invalid update: attempt to insert \(element) \(last.item) into section \(new), but there are only \(newCounts[new]) \(element)s in section \(new) after the update")
        }
    }
}
