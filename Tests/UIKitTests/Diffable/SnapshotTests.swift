import Testing
import TesseraTesting
@testable import UIKit

/// NSDiffableDataSourceSnapshot: sections and items in order, O(1) lookups kept in step with every
/// edit, reload and reconfigure marks, and iOS's exceptions logged and ignored.
@Suite struct SnapshotTests {
    init() { LogCapture.install() }

    private func sample() -> TestSnapshot {
        var snapshot = TestSnapshot()
        snapshot.appendSections(["a", "b", "c"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5], toSection: "b")
        snapshot.appendItems([6, 7, 8, 9])          // to the last section
        return snapshot
    }

    @Test func countsAndLookups() {
        let snapshot = sample()
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems == 9)
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(snapshot.itemIdentifiers(inSection: "c") == [6, 7, 8, 9])
        #expect(snapshot.numberOfItems(inSection: "b") == 2)
        #expect(snapshot.indexOfItem(6) == 5)
        #expect(snapshot.indexOfItem(42) == nil)
        #expect(snapshot.indexOfSection("c") == 2)
        #expect(snapshot.indexOfSection("z") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "b")
        #expect(snapshot.sectionIdentifier(containingItem: 42) == nil)
        #expect(mapProblem(snapshot) == nil)
        let empty = TestSnapshot()
        #expect(empty.numberOfItems == 0 && empty.numberOfSections == 0 && empty.itemIdentifiers.isEmpty)
    }

    @Test func insertingAndMovingSections() {
        var snapshot = sample()
        snapshot.insertSections(["x"], beforeSection: "a")
        snapshot.insertSections(["y", "z"], afterSection: "b")
        #expect(snapshot.sectionIdentifiers == ["x", "a", "b", "y", "z", "c"])
        snapshot.moveSection("c", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["x", "c", "a", "b", "y", "z"])
        snapshot.moveSection("x", afterSection: "z")
        #expect(snapshot.sectionIdentifiers == ["c", "a", "b", "y", "z", "x"])
        #expect(snapshot.indexOfItem(6) == 0)
        #expect(snapshot.indexOfItem(1) == 4)
        snapshot.deleteSections(["a", "y", "nope"])
        #expect(snapshot.sectionIdentifiers == ["c", "b", "z", "x"])
        #expect(snapshot.numberOfItems == 6)
        #expect(snapshot.indexOfItem(1) == nil)
        #expect(snapshot.indexOfItem(5) == 5)
        #expect(mapProblem(snapshot) == nil)
    }

    @Test func insertingDeletingAndMovingItems() {
        var snapshot = sample()
        snapshot.insertItems([10, 11], beforeItem: 1)
        snapshot.insertItems([12], afterItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [10, 11, 1, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 12])
        snapshot.moveItem(1, afterItem: 9)
        snapshot.moveItem(8, beforeItem: 10)
        snapshot.moveItem(2, beforeItem: 3)      // already there
        snapshot.moveItem(3, beforeItem: 2)
        #expect(snapshot.itemIdentifiers == [8, 10, 11, 3, 2, 4, 5, 12, 6, 7, 9, 1])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "c")
        #expect(snapshot.indexOfItem(1) == 11)
        snapshot.deleteItems([10, 4, 7, 99])
        #expect(snapshot.itemIdentifiers == [8, 11, 3, 2, 5, 12, 6, 9, 1])
        #expect(mapProblem(snapshot) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.itemIdentifiers(inSection: "b").isEmpty)
        #expect(mapProblem(snapshot) == nil)
    }

    @Test func reloadAndReconfigureMarks() {
        var snapshot = sample()
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([7, 6])
        snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1])
        #expect(snapshot.reconfiguredItemIdentifiers == [7, 6])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
        snapshot.deleteItems([1, 6])
        #expect(snapshot.reloadedItemIdentifiers == [3])
        #expect(snapshot.reconfiguredItemIdentifiers == [7])
        snapshot.deleteSections(["b"])
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func duplicateItemsAreReportedAndLeftOut() {
        var snapshot = sample()
        let reports = LogCapture.badValueReports(of: "NSDiffableDataSourceSnapshot.appendItems(_:toSection:)") {
            snapshot.appendItems([20, 2, 21, 20], toSection: "b")
        }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(2, 20)}") == true)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 20, 21])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(mapProblem(snapshot) == nil)
    }

    @Test func duplicateSectionsAreReportedAndLeftOut() {
        var snapshot = sample()
        let reports = LogCapture.badValueReports(of: "NSDiffableDataSourceSnapshot.appendSections") {
            snapshot.appendSections(["d", "a", "d"])
        }
        #expect(reports.first?.contains("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(a, d)}") == true)
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c", "d"])
    }

    @Test func itemsWithoutSectionsAreReported() {
        var snapshot = TestSnapshot()
        let reports = LogCapture.badValueReports(of: "NSDiffableDataSourceSnapshot.appendItems(_:toSection:)") {
            snapshot.appendItems([1, 2])
        }
        #expect(reports.first?.contains("There are currently no sections in the data source. Please add a section first.") == true)
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func unknownAnchorsChangeNothing() {
        var snapshot = sample()
        let before = snapshot.itemIdentifiers
        let reports = LogCapture.badValueReports(of: "NSDiffableDataSourceSnapshot.insertItems(_:beforeItem:)") {
            snapshot.insertItems([30], beforeItem: 99)
        }
        #expect(reports.count == 1)
        let moves = LogCapture.badValueReports(of: "NSDiffableDataSourceSnapshot.moveItem(_:afterItem:)") {
            snapshot.moveItem(99, afterItem: 1)
        }
        #expect(moves.first?.contains("does not exist in the snapshot: 99") == true)
        let sections = LogCapture.badValueReports(of: "NSDiffableDataSourceSnapshot.insertSections(_:afterSection:)") {
            snapshot.insertSections(["q"], afterSection: "nope")
        }
        #expect(sections.count == 1)
        let reloads = LogCapture.badValueReports(of: "NSDiffableDataSourceSnapshot.reloadItems") {
            snapshot.reloadItems([77])
        }
        #expect(reloads.first?.contains("Attempted to reload item identifier that does not exist in the snapshot: 77") == true)
        #expect(snapshot.itemIdentifiers == before)
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    /// Random edits applied to a snapshot and to plain arrays give the same sections and items, and
    /// the snapshot's maps stay in step after every edit.
    @Test(arguments: [1, 2, 3, 4] as [UInt64]) func randomEditsMatchAPlainModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var snapshot = TestSnapshot()
        var model: [(String, [Int])] = []
        var nextItem = 0
        var nextSection = 0
        func allItems() -> [Int] { model.flatMap(\.1) }
        func locate(_ item: Int) -> (Int, Int)? {
            for (s, entry) in model.enumerated() { if let i = entry.1.firstIndex(of: item) { return (s, i) } }
            return nil
        }
        for _ in 0..<400 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                let name = "s\(nextSection)"; nextSection += 1
                if model.isEmpty || Bool.random(using: &random) {
                    snapshot.appendSections([name]); model.append((name, []))
                } else {
                    let anchor = Int.random(in: 0..<model.count, using: &random)
                    if Bool.random(using: &random) {
                        snapshot.insertSections([name], beforeSection: model[anchor].0); model.insert((name, []), at: anchor)
                    } else {
                        snapshot.insertSections([name], afterSection: model[anchor].0); model.insert((name, []), at: anchor + 1)
                    }
                }
            case 1 where model.count > 1:
                let doomed = Int.random(in: 0..<model.count, using: &random)
                snapshot.deleteSections([model[doomed].0]); model.remove(at: doomed)
            case 2 where model.count > 1:
                let from = Int.random(in: 0..<model.count, using: &random)
                var to = Int.random(in: 0..<model.count, using: &random)
                if to == from { to = (from + 1) % model.count }
                let after = Bool.random(using: &random)
                let moving = model.remove(at: from)
                let anchorName = model[to > from ? to - 1 : to].0
                let anchor = model.firstIndex { $0.0 == anchorName }!
                model.insert(moving, at: after ? anchor + 1 : anchor)
                if after { snapshot.moveSection(moving.0, afterSection: anchorName) } else { snapshot.moveSection(moving.0, beforeSection: anchorName) }
            case 3...5 where !model.isEmpty:
                let count = Int.random(in: 1...5, using: &random)
                let items = Array(nextItem..<nextItem + count); nextItem += count
                let section = Int.random(in: 0..<model.count, using: &random)
                snapshot.appendItems(items, toSection: model[section].0); model[section].1 += items
            case 6 where !allItems().isEmpty:
                let anchor = allItems().randomElement(using: &random)!
                let (s, i) = locate(anchor)!
                let item = nextItem; nextItem += 1
                if Bool.random(using: &random) {
                    snapshot.insertItems([item], beforeItem: anchor); model[s].1.insert(item, at: i)
                } else {
                    snapshot.insertItems([item], afterItem: anchor); model[s].1.insert(item, at: i + 1)
                }
            case 7 where !allItems().isEmpty:
                let doomed = Array(Set((0..<3).map { _ in allItems().randomElement(using: &random)! }))
                snapshot.deleteItems(doomed)
                for index in model.indices { model[index].1.removeAll { doomed.contains($0) } }
            case 8 where allItems().count > 1:
                let item = allItems().randomElement(using: &random)!
                var anchor = allItems().randomElement(using: &random)!
                while anchor == item { anchor = allItems().randomElement(using: &random)! }
                let after = Bool.random(using: &random)
                let (s, i) = locate(item)!
                model[s].1.remove(at: i)
                let (t, j) = locate(anchor)!
                model[t].1.insert(item, at: after ? j + 1 : j)
                if after { snapshot.moveItem(item, afterItem: anchor) } else { snapshot.moveItem(item, beforeItem: anchor) }
            case 9 where !allItems().isEmpty:
                // A duplicate: reported and ignored.
                snapshot.appendItems([allItems().randomElement(using: &random)!], toSection: model[0].0)
            default:
                break
            }
            #expect(mapProblem(snapshot) == nil)
            if mapProblem(snapshot) != nil { return }
        }
        #expect(sameLayout(layout(snapshot), model))
        #expect(snapshot.numberOfItems == allItems().count)
    }
}
