import Foundation
import Testing
@testable import UIKit

/// The difference between two snapshots: the fewest moves, index paths as a batch update takes them,
/// reloads and reconfigures carried over, and a cost that grows linearly with the snapshots.
@Suite struct SnapshotDifferenceTests {
    private func snapshot(_ sections: [(String, [Int])]) -> TestSnapshot {
        var snapshot = TestSnapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private func check(_ old: TestSnapshot, _ new: TestSnapshot, sourceLocation: SourceLocation = #_sourceLocation) -> SnapshotDifference {
        let difference = SnapshotDifference(from: old, to: new)
        switch replay(difference, on: old, to: new) {
        case .success(let result):
            #expect(sameLayout(result, layout(new)), "replay gave \(result)", sourceLocation: sourceLocation)
        case .failure(let error):
            Issue.record("replay failed: \(error)", sourceLocation: sourceLocation)
        }
        return difference
    }

    @Test func identicalSnapshotsNeedNothing() {
        let a = snapshot([("a", [1, 2, 3]), ("b", [4])])
        #expect(check(a, a).isEmpty)
    }

    @Test func insertionAtTheFrontShiftsWithoutMoves() {
        let difference = check(snapshot([("a", [1, 2, 3])]), snapshot([("a", [0, 1, 2, 3])]))
        #expect(difference.insertedItems == [IndexPath(item: 0, section: 0)])
        #expect(difference.movedItems.isEmpty && difference.deletedItems.isEmpty)
    }

    @Test func oneItemToTheEndIsOneMove() {
        let difference = check(snapshot([("a", Array(0..<10))]), snapshot([("a", Array(1..<10) + [0])]))
        #expect(difference.movedItems.count == 1)
        #expect(difference.movedItems.first?.from == IndexPath(item: 0, section: 0))
        #expect(difference.movedItems.first?.to == IndexPath(item: 9, section: 0))
        #expect(difference.insertedItems.isEmpty && difference.deletedItems.isEmpty)
    }

    @Test func theLastItemToTheFrontIsOneMove() {
        let difference = check(snapshot([("a", Array(0..<10))]), snapshot([("a", [9] + Array(0..<9))]))
        #expect(difference.movedItems.count == 1)
        #expect(difference.movedItems.first?.from == IndexPath(item: 9, section: 0))
        #expect(difference.movedItems.first?.to == IndexPath(item: 0, section: 0))
    }

    @Test func deletionsAndInsertionsUseOldAndNewPaths() {
        let difference = check(snapshot([("a", [1, 2, 3, 4]), ("b", [5, 6])]),
                                snapshot([("a", [1, 3, 7]), ("b", [8, 5, 6])]))
        #expect(difference.deletedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
        #expect(difference.insertedItems == [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1)])
        #expect(difference.movedItems.isEmpty)
    }

    @Test func itemsMoveBetweenSectionsAndSectionsMoveWithTheirItems() {
        let difference = check(snapshot([("a", [1, 2]), ("b", [3, 4]), ("c", [5])]),
                               snapshot([("c", [5]), ("a", [1]), ("b", [3, 2, 4])]))
        #expect(difference.movedSections.count == 1)
        #expect(difference.movedSections.first?.from == 2 && difference.movedSections.first?.to == 0)
        #expect(difference.movedItems.count == 1)
        #expect(difference.movedItems.first?.from == IndexPath(item: 1, section: 0))
        #expect(difference.movedItems.first?.to == IndexPath(item: 1, section: 2))
    }

    @Test func itemsLeavingADeletedSectionAreDeletedAndInsertedElsewhere() {
        let difference = check(snapshot([("a", [1, 2]), ("b", [3])]), snapshot([("b", [3, 1]), ("n", [2])]))
        #expect(difference.deletedSections == IndexSet([0]))
        #expect(difference.insertedSections == IndexSet([1]))
        #expect(difference.movedItems.isEmpty)
        #expect(difference.insertedItems == [IndexPath(item: 1, section: 0)])
        #expect(difference.deletedItems.isEmpty)   // they go with their section
    }

    @Test func reloadsAndReconfiguresAreCarriedOver() {
        let old = snapshot([("a", [1, 2, 3]), ("b", [4, 5, 6])])
        var new = snapshot([("a", [0, 1, 2, 3]), ("b", [5, 6, 4])])
        new.reloadItems([2, 4])
        new.reconfigureItems([3, 5])
        let difference = check(old, new)
        #expect(difference.reloadedItems == [IndexPath(item: 1, section: 0)])   // old path of 2
        // 4 moved behind 5 and 6 while marked for reload: a delete and an insert instead of a move.
        #expect(difference.deletedItems == [IndexPath(item: 0, section: 1)])
        #expect(difference.insertedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 1)])
        #expect(difference.movedItems.isEmpty)
        #expect(difference.reconfiguredItems.map(\.from) == [IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 1)])
        #expect(difference.reconfiguredItems.map(\.to) == [IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 1)])
        var reloadSection = old
        reloadSection.reloadSections(["b"])
        let sectionReload = check(old, reloadSection)
        #expect(sectionReload.reloadedSections == IndexSet([1]))
        #expect(sectionReload.deletedItems.isEmpty && sectionReload.insertedItems.isEmpty)
    }

    /// Random snapshots, then random edits of them: the difference replayed on the old arrays
    /// gives the new ones, every time.
    @Test(arguments: Array(1...60) as [UInt64]) func randomDifferencesReplayToTheNewSnapshot(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        // Seeds past 40 make long sections with many edits, where most items stay in step.
        let long = seed > 40
        let sectionCount = Int.random(in: long ? 1...3 : 0...6, using: &random)
        var old = TestSnapshot()
        var next = 0
        for s in 0..<sectionCount {
            old.appendSections(["s\(s)"])
            let count = Int.random(in: long ? 50...300 : 0...12, using: &random)
            old.appendItems(Array(next..<next + count), toSection: "s\(s)")
            next += count
        }
        var new = old
        for _ in 0..<Int.random(in: long ? 20...80 : 0...15, using: &random) {
            let items = new.itemIdentifiers
            let sections = new.sectionIdentifiers
            switch Int.random(in: 0..<9, using: &random) {
            case 0 where !items.isEmpty: new.deleteItems([items.randomElement(using: &random)!])
            case 1 where !sections.isEmpty:
                new.appendItems([next], toSection: sections.randomElement(using: &random)!); next += 1
            case 2 where items.count > 1:
                let a = items.randomElement(using: &random)!, b = items.randomElement(using: &random)!
                if a != b { new.moveItem(a, afterItem: b) }
            case 3 where !sections.isEmpty: new.deleteSections([sections.randomElement(using: &random)!])
            case 4: new.appendSections(["t\(next)"]); next += 1
            case 5 where sections.count > 1:
                let a = sections.randomElement(using: &random)!, b = sections.randomElement(using: &random)!
                if a != b { new.moveSection(a, beforeSection: b) }
            case 6 where !items.isEmpty: new.reloadItems([items.randomElement(using: &random)!])
            case 7 where !items.isEmpty: new.reconfigureItems([items.randomElement(using: &random)!])
            case 8 where !sections.isEmpty: new.reloadSections([sections.randomElement(using: &random)!])
            default: break
            }
        }
        let difference = check(old, new)
        // Every marked item that stays in place is reloaded or reconfigured.
        #expect(difference.reloadedItems.count <= new.reloadedItemIdentifiers.count)
        #expect(difference.reconfiguredItems.count <= new.reconfiguredItemIdentifiers.count)
    }

    /// 10,000 items with 1,000 changes (moves, inserts, deletes), against twice as many: the
    /// difference's step count stays within three per item of the two snapshots and doubles with them.
    @Test func costIsLinear() {
        func steps(items: Int, changes: Int) -> Int {
            var random = SeededGenerator(seed: 7)
            var old = TestSnapshot()
            for s in 0..<10 {
                old.appendSections(["s\(s)"])
                old.appendItems(Array(s * items / 10..<(s + 1) * items / 10), toSection: "s\(s)")
            }
            var new = old
            var next = items
            for change in 0..<changes {
                let target = Int.random(in: 0..<items, using: &random)
                guard new.indexOfItem(target) != nil else { continue }
                switch change % 3 {
                case 0: new.deleteItems([target])
                case 1: new.insertItems([next], afterItem: target); next += 1
                default:
                    let anchor = Int.random(in: 0..<items, using: &random)
                    if anchor != target, new.indexOfItem(anchor) != nil { new.moveItem(target, beforeItem: anchor) }
                }
            }
            let difference = check(old, new)
            #expect(difference.movedItems.count <= changes / 3 + 1)
            return difference.operations
        }
        let small = steps(items: 10_000, changes: 1_000)
        let large = steps(items: 20_000, changes: 2_000)
        #expect(small <= 3 * 20_000, "took \(small) steps")   // three per item of the two snapshots
        #expect(Double(large) / Double(small) < 2.3, "\(small) then \(large) steps")
    }
}
