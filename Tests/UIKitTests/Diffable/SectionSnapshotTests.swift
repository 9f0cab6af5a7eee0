import Testing
import TesseraTesting
@testable import UIKit

/// NSDiffableDataSourceSectionSnapshot: a tree of items, flattened depth first; visible items follow
/// expansion; subtrees come out as snapshots and go back in.
@Suite struct SectionSnapshotTests {
    init() { LogCapture.install() }

    /// Animals (expanded: Cats (collapsed: Lion, Tiger), Dogs), then Plants (Fern).
    private func sample() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Animals", "Plants"])
        snapshot.append(["Cats", "Dogs"], to: "Animals")
        snapshot.append(["Lion", "Tiger"], to: "Cats")
        snapshot.append(["Fern"], to: "Plants")
        snapshot.expand(["Animals"])
        return snapshot
    }

    @Test func treeQueries() {
        let snapshot = sample()
        #expect(snapshot.rootItems == ["Animals", "Plants"])
        #expect(snapshot.items == ["Animals", "Cats", "Lion", "Tiger", "Dogs", "Plants", "Fern"])
        #expect(snapshot.visibleItems == ["Animals", "Cats", "Dogs", "Plants"])
        #expect(snapshot.level(of: "Tiger") == 2)
        #expect(snapshot.level(of: "Plants") == 0)
        #expect(snapshot.parent(of: "Tiger") == "Cats")
        #expect(snapshot.parent(of: "Animals") == nil)
        #expect(snapshot.isExpanded("Animals") && !snapshot.isExpanded("Cats"))
        #expect(snapshot.isVisible("Dogs") && !snapshot.isVisible("Lion") && !snapshot.isVisible("Fern"))
        #expect(snapshot.index(of: "Dogs") == 4)
        #expect(snapshot.index(of: "Nope") == nil)
        #expect(snapshot.contains("Fern") && !snapshot.contains("Nope"))
    }

    @Test func expandingAndCollapsingChangesVisibleItems() {
        var snapshot = sample()
        snapshot.expand(["Cats", "Plants"])
        #expect(snapshot.visibleItems == ["Animals", "Cats", "Lion", "Tiger", "Dogs", "Plants", "Fern"])
        snapshot.collapse(["Animals"])
        #expect(snapshot.visibleItems == ["Animals", "Plants", "Fern"])
        #expect(!snapshot.isVisible("Lion"))
        #expect(snapshot.isExpanded("Cats"))   // kept while its parent is collapsed
    }

    @Test func insertingAndDeleting() {
        var snapshot = sample()
        snapshot.insert(["Birds"], before: "Dogs")
        snapshot.insert(["Moss"], after: "Fern")
        snapshot.insert(["Fungi"], after: "Plants")
        #expect(snapshot.items == ["Animals", "Cats", "Lion", "Tiger", "Birds", "Dogs", "Plants", "Fern", "Moss", "Fungi"])
        snapshot.delete(["Cats", "Lion", "Moss"])
        #expect(snapshot.items == ["Animals", "Birds", "Dogs", "Plants", "Fern", "Fungi"])
        #expect(!snapshot.contains("Tiger"))
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty && snapshot.rootItems.isEmpty)
    }

    @Test func subtreesAsSnapshots() {
        var snapshot = sample()
        let cats = snapshot.snapshot(of: "Animals")
        #expect(cats.rootItems == ["Cats", "Dogs"])
        #expect(cats.items == ["Cats", "Lion", "Tiger", "Dogs"])
        #expect(cats.level(of: "Lion") == 1)
        let withParent = snapshot.snapshot(of: "Animals", includingParent: true)
        #expect(withParent.rootItems == ["Animals"])
        #expect(withParent.isExpanded("Animals"))
        #expect(withParent.visibleItems == ["Animals", "Cats", "Dogs"])

        var replacement = NSDiffableDataSourceSectionSnapshot<String>()
        replacement.append(["Rose", "Tulip"])
        replacement.append(["Thorn"], to: "Rose")
        snapshot.replace(childrenOf: "Plants", using: replacement)
        #expect(snapshot.snapshot(of: "Plants").items == ["Rose", "Thorn", "Tulip"])
        #expect(!snapshot.contains("Fern"))
        #expect(snapshot.parent(of: "Thorn") == "Rose")

        var more = NSDiffableDataSourceSectionSnapshot<String>()
        more.append(["Minerals"])
        snapshot.insert(more, before: "Plants")
        #expect(snapshot.rootItems == ["Animals", "Minerals", "Plants"])
    }

    @Test func duplicatesAndUnknownParentsAreReported() {
        var snapshot = sample()
        let reports = LogCapture.badValueReports(of: "NSDiffableDataSourceSectionSnapshot.append(_:to:)") {
            snapshot.append(["Dogs", "Frogs"], to: "Animals")
        }
        #expect(reports.first?.contains("Duplicate identifiers: {(Dogs)}") == true)
        #expect(snapshot.snapshot(of: "Animals").rootItems == ["Cats", "Dogs", "Frogs"])
        let before = snapshot.items
        snapshot.insert(["X"], before: "Nope")
        #expect(snapshot.items == before)
    }

    @Test func deepTreesNeedNoRecursion() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<Int>()
        snapshot.append([0])
        for level in 1..<20_000 { snapshot.append([level], to: level - 1) }
        snapshot.expand(Array(0..<20_000))
        #expect(snapshot.visibleItems.count == 20_000)
        #expect(snapshot.level(of: 19_999) == 19_999)
        snapshot.delete([0])
        #expect(snapshot.items.isEmpty)
    }

    @Test func transactionsDescribeTheChange() {
        var before = TestSnapshot()
        before.appendSections(["a", "b"])
        before.appendItems([1, 2, 3], toSection: "a")
        before.appendItems([4], toSection: "b")
        var after = before
        after.moveItem(1, afterItem: 3)
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: before, finalSnapshot: after) { _ in nil }
        #expect(transaction.sectionTransactions.count == 1)
        #expect(transaction.sectionTransactions.first?.sectionIdentifier == "a")
        #expect(transaction.sectionTransactions.first?.finalSnapshot.items == [2, 3, 1])
        #expect([1, 2, 3, 4].applying(transaction.difference) == [2, 3, 1, 4])
    }
}
