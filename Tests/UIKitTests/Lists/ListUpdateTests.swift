import Foundation
import Testing
@testable import UIKit

/// The batch-update engine alone, without views: UIKit's rules for which index paths a change names
/// (deletions and reloads before the update, insertions after it, all deletions applied before any
/// insertion), its checks in UIKit's words, and the mapping of index paths both ways.
@Suite struct ListUpdateTests {
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    private func resolve(_ batch: ListBatch, old: [Int], new: [Int]?, _ words: ListUpdate.Vocabulary = .table) throws -> ListUpdate {
        try ListUpdate(batch, oldCounts: old, newCounts: new, vocabulary: words)
    }

    /// The message the batch is rejected with (nil when it is accepted).
    private func problem(_ batch: ListBatch, old: [Int], new: [Int], _ words: ListUpdate.Vocabulary = .table) -> String? {
        do throws(ListUpdate.Inconsistency) {
            _ = try ListUpdate(batch, oldCounts: old, newCounts: new, vocabulary: words)
            return nil
        } catch {
            return error.description
        }
    }

    /// Where each old item of every section goes, and which old item each new one was.
    private func forward(_ update: ListUpdate, section: Int) -> [IndexPath?] {
        (0..<update.oldCounts[section]).map { update.newIndexPath(forOld: path(section, $0)) }
    }

    private func backward(_ update: ListUpdate, section: Int) -> [IndexPath?] {
        (0..<update.newCounts[section]).map { update.oldIndexPath(forNew: path(section, $0)) }
    }

    // MARK: Validation in UIKit's words

    @Test func aRowCountThatDoesNotAddUpIsRejectedInUIKitsWords() {
        var batch = ListBatch()
        batch.deletedItems = [path(0, 1)]
        #expect(problem(batch, old: [4], new: [5]) == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        #expect(problem(batch, old: [4], new: [3]) == nil)
    }

    @Test func collectionViewsSpeakOfItemsAndTheCollectionView() {
        var batch = ListBatch()
        batch.movedItems = [(path(0, 0), path(1, 0))]
        #expect(problem(batch, old: [2, 2], new: [2, 3], .collection) == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 moved out).")
        var sections = ListBatch()
        sections.insertedSections = [1]
        #expect(problem(sections, old: [1], new: [1], .collection) == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (1) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).")
        #expect(problem(sections, old: [1], new: [1, 0], .collection) == nil)
    }

    @Test func indexPathsOutsideTheCountsAreRejected() {
        var delete = ListBatch()
        delete.deletedItems = [path(0, 3)]
        #expect(problem(delete, old: [3], new: [2]) == "Invalid update: attempt to delete row 3 from section 0 which only contains 3 rows before the update")
        var insert = ListBatch()
        insert.insertedItems = [path(0, 5)]
        #expect(problem(insert, old: [4], new: [5]) == "Invalid update: attempt to insert row 5 into section 0, but there are only 5 rows in section 0 after the update")
        var section = ListBatch()
        section.deletedSections = [2]
        #expect(problem(section, old: [1, 1], new: [1]) == "Invalid update: attempt to delete section 2, but there are only 2 sections before the update")
        var intoMissingSection = ListBatch()
        intoMissingSection.insertedItems = [path(1, 0)]
        #expect(problem(intoMissingSection, old: [0], new: [1]) == "Invalid update: attempt to insert row 0 into section 1, but there are only 1 sections after the update")
    }

    @Test func anItemNamedByTwoChangesThatExcludeEachOtherIsRejected() {
        var deleteAndMove = ListBatch()
        deleteAndMove.deletedItems = [path(0, 1)]
        deleteAndMove.movedItems = [(path(0, 1), path(0, 0))]
        #expect(problem(deleteAndMove, old: [3], new: [2]) == "Invalid update: attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})")
        var reloadAndMove = ListBatch()
        reloadAndMove.reloadedItems = [path(0, 1)]
        reloadAndMove.movedItems = [(path(0, 1), path(0, 0))]
        #expect(problem(reloadAndMove, old: [3], new: [3])?.contains("a delete and a move from the same index path") == true)
        var deleteAndReload = ListBatch()
        deleteAndReload.deletedItems = [path(0, 2)]
        deleteAndReload.reloadedItems = [path(0, 2)]
        #expect(problem(deleteAndReload, old: [3], new: [2]) == "Invalid update: attempt to delete and reload the same index path ({length = 2, path = 0 - 2})")
        var insertAndMove = ListBatch()
        insertAndMove.insertedItems = [path(0, 0)]
        insertAndMove.movedItems = [(path(0, 2), path(0, 0))]
        #expect(problem(insertAndMove, old: [3], new: [4]) == "Invalid update: attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})")
    }

    @Test func movesMayNotLeaveDeletedSectionsOrEnterNewOnes() {
        var outOfDeleted = ListBatch()
        outOfDeleted.deletedSections = [0]
        outOfDeleted.movedItems = [(path(0, 0), path(0, 1))]
        #expect(problem(outOfDeleted, old: [1, 1], new: [2])?.contains("out of section 0, which is being deleted") == true)
        var intoInserted = ListBatch()
        intoInserted.insertedSections = [1]
        intoInserted.movedItems = [(path(0, 0), path(1, 0))]
        #expect(problem(intoInserted, old: [2], new: [1, 1])?.contains("cannot move a row into a newly inserted") == true)
        var sectionTwice = ListBatch()
        sectionTwice.deletedSections = [0]
        sectionTwice.movedSections = [(0, 1)]
        #expect(problem(sectionTwice, old: [1, 1, 1], new: [1, 1]) == "Invalid update: attempt to perform a delete and a move from the same section (0)")
    }

    // MARK: Mapping

    /// UIKit applies deletions (old index paths) before insertions (new ones): deleting row 0 and
    /// inserting row 3 of a, b, c, d gives b, c, d, new, not a shift of the inserted row.
    @Test func deletionsNameOldPathsAndInsertionsNewOnes() throws {
        var batch = ListBatch()
        batch.deletedItems = [path(0, 0)]
        batch.insertedItems = [path(0, 3)]
        let update = try resolve(batch, old: [4], new: [4])
        #expect(forward(update, section: 0) == [nil, path(0, 0), path(0, 1), path(0, 2)])
        #expect(backward(update, section: 0) == [path(0, 1), path(0, 2), path(0, 3), nil])
        #expect(update.isInserted(path(0, 3)) && !update.isInserted(path(0, 2)))
    }

    /// a, b, c, d, e: delete b, move a to 3, insert at 0 gives new, c, d, a, e.
    @Test func aMoveWithDeletionsAndInsertionsFillsTheFreePlacesInOrder() throws {
        var batch = ListBatch()
        batch.deletedItems = [path(0, 1)]
        batch.movedItems = [(path(0, 0), path(0, 3))]
        batch.insertedItems = [path(0, 0)]
        let update = try resolve(batch, old: [5], new: [5])
        #expect(forward(update, section: 0) == [path(0, 3), nil, path(0, 1), path(0, 2), path(0, 4)])
        #expect(backward(update, section: 0) == [nil, path(0, 2), path(0, 3), path(0, 0), path(0, 4)])
    }

    /// Three sections of 3, 2 and 4 items: moving the last to the front and deleting the middle one
    /// leaves the last then the first, each with its items.
    @Test func sectionsMoveWithTheirItems() throws {
        var batch = ListBatch()
        batch.movedSections = [(2, 0)]
        batch.deletedSections = [1]
        let update = try resolve(batch, old: [3, 2, 4], new: [4, 3])
        #expect(update.newSection(forOld: 0) == 1 && update.newSection(forOld: 1) == nil && update.newSection(forOld: 2) == 0)
        #expect(update.oldSection(forNew: 0) == 2 && update.oldSection(forNew: 1) == 0)
        #expect(forward(update, section: 2) == (0..<4).map { path(0, $0) })
        #expect(forward(update, section: 0) == (0..<3).map { path(1, $0) })
        #expect(forward(update, section: 1) == [nil, nil])
    }

    /// A move between sections takes an item out of one (the rest close up) and into the other.
    @Test func itemsMoveBetweenSections() throws {
        var batch = ListBatch()
        batch.movedItems = [(path(0, 0), path(1, 1))]
        let update = try resolve(batch, old: [2, 2], new: [1, 3])
        #expect(forward(update, section: 0) == [path(1, 1), path(0, 0)])
        #expect(forward(update, section: 1) == [path(1, 0), path(1, 2)])
        #expect(backward(update, section: 1) == [path(1, 0), path(0, 0), path(1, 1)])
    }

    /// A reload is a deletion and an insertion in the same place: the old item maps to nothing
    /// unless its replacement is asked for; a reloaded section's new count is not checked.
    @Test func reloadsReplaceInPlace() throws {
        var batch = ListBatch()
        batch.reloadedItems = [path(0, 1)]
        batch.deletedItems = [path(0, 0)]
        batch.reloadedSections = [1]
        let update = try resolve(batch, old: [3, 2], new: [2, 7])
        #expect(forward(update, section: 0) == [nil, nil, path(0, 1)])
        #expect(update.newIndexPath(forOld: path(0, 1), followingReloads: true) == path(0, 0))
        #expect(update.oldIndexPath(forNew: path(0, 0)) == nil && update.isInserted(path(0, 0)))
        #expect(update.oldIndexPath(forNew: path(0, 0), followingReloads: true) == path(0, 1))
        #expect(update.isReloaded(path(0, 1)) && update.isReloaded(path(1, 0)) && !update.isReloaded(path(0, 2)))
        #expect(update.isFresh(newSection: 1) && !update.isFresh(newSection: 0))
        #expect(update.newSection(forOld: 1) == 1 && forward(update, section: 1) == [nil, nil])
    }

    /// With no counts from a data source (a move the table makes itself), the counts are the ones
    /// the batch implies.
    @Test func withoutNewCountsTheBatchImpliesThem() throws {
        var batch = ListBatch()
        batch.movedItems = [(path(0, 2), path(2, 0))]
        batch.insertedSections = [0]
        let update = try resolve(batch, old: [3, 1], new: nil)
        #expect(update.newCounts == [0, 2, 2])
    }

    /// Random snapshots and random edits, differenced as diffable data sources do: the engine accepts
    /// every difference, and every item it keeps is found where the new snapshot has it, both ways.
    @Test(arguments: Array(1...40) as [UInt64]) func differencesMapEveryItemToItsNewPlace(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var old = TestSnapshot()
        var next = 0
        for s in 0..<Int.random(in: 0...5, using: &random) {
            old.appendSections(["s\(s)"])
            let count = Int.random(in: 0...(seed > 30 ? 200 : 10), using: &random)
            old.appendItems(Array(next..<next + count), toSection: "s\(s)")
            next += count
        }
        var new = old
        for _ in 0..<Int.random(in: 0...20, using: &random) {
            let items = new.itemIdentifiers, sections = new.sectionIdentifiers
            switch Int.random(in: 0..<7, using: &random) {
            case 0 where !items.isEmpty: new.deleteItems([items.randomElement(using: &random)!])
            case 1 where !sections.isEmpty: new.appendItems([next], toSection: sections.randomElement(using: &random)!); next += 1
            case 2 where items.count > 1:
                let a = items.randomElement(using: &random)!, b = items.randomElement(using: &random)!
                if a != b { new.moveItem(a, afterItem: b) }
            case 3 where !sections.isEmpty: new.deleteSections([sections.randomElement(using: &random)!])
            case 4: new.appendSections(["t\(next)"]); next += 1
            case 5 where sections.count > 1:
                let a = sections.randomElement(using: &random)!, b = sections.randomElement(using: &random)!
                if a != b { new.moveSection(a, beforeSection: b) }
            case 6 where !items.isEmpty: new.reloadItems([items.randomElement(using: &random)!])
            default: break
            }
        }
        let difference = SnapshotDifference(from: old, to: new)
        let before = layout(old), after = layout(new)
        let update = try resolve(difference.batch, old: before.map(\.1.count), new: after.map(\.1.count), .collection)
        var kept = 0
        for (s, section) in before.enumerated() {
            for (i, item) in section.1.enumerated() {
                guard let to = update.newIndexPath(forOld: path(s, i), followingReloads: true) else { continue }
                kept += 1
                #expect(after[to.section].1[to.item] == item, "\(item) went to \(to)")
                #expect(update.oldIndexPath(forNew: to, followingReloads: true) == path(s, i))
            }
        }
        // Every item that stays in a section that stays is kept: the rest were deleted or inserted.
        let gone = difference.deletedSections.union(difference.reloadedSections)
        let dropped = difference.deletedItems.count + gone.reduce(0) { $0 + before[$1].1.count }
        #expect(kept == old.numberOfItems - dropped)
    }
}
