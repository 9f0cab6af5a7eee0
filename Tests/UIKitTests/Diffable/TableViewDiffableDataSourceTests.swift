import Foundation
import Testing
import TesseraTesting
@testable import UIKit

/// UITableViewDiffableDataSource on a real table in a window: rows in the snapshot's order, cells from
/// the provider, updates by difference (cells kept across moves, reconfigured in place, replaced on
/// reload), reloads when asked, moves followed, and the app owning the data source.
@MainActor @Suite(.serialized) struct TableViewDiffableDataSourceTests {
    init() { LogCapture.install() }

    @MainActor final class Scene {
        let window: UIWindow
        let table: UITableView
        var dataSource: UITableViewDiffableDataSource<String, String>!
        var provided = 0
        init() {
            window = phoneWindowAtScale1()
            table = UITableView(frame: window.bounds, style: .plain)
            table.contentInsetAdjustmentBehavior = .never
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            window.addSubview(table)
        }
        /// The texts of the visible rows, top to bottom.
        var texts: [String] {
            (table.indexPathsForVisibleRows ?? []).sorted().compactMap { table.cellForRow(at: $0)?.textLabel?.text }
        }
    }

    private func scene() -> Scene {
        let scene = Scene()
        scene.dataSource = UITableViewDiffableDataSource<String, String>(tableView: scene.table) { [unowned scene] table, indexPath, item in
            scene.provided += 1
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        return scene
    }

    private func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private func settle() {
        UIApplication.shared.advanceFrame(by: 0)
        UIApplication.shared.advanceFrame(by: 1)
        UIApplication.shared.advanceFrame(by: 0)
    }

    @Test func rowsFollowTheSnapshot() {
        let scene = scene()
        #expect(scene.table.dataSource === scene.dataSource)
        scene.dataSource.apply(snapshot([("A", ["a1", "a2"]), ("B", ["b1", "b2", "b3"])]), animatingDifferences: false)
        settle()
        #expect(scene.table.numberOfSections == 2)
        #expect(scene.table.numberOfRows(inSection: 1) == 3)
        #expect(scene.texts == ["a1", "a2", "b1", "b2", "b3"])
        #expect(scene.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 1)) == "b3")
        #expect(scene.dataSource.indexPath(for: "b2") == IndexPath(row: 1, section: 1))
        #expect(scene.dataSource.sectionIdentifier(for: 1) == "B")
        #expect(scene.dataSource.index(for: "B") == 1)
        #expect(scene.dataSource.snapshot().itemIdentifiers == ["a1", "a2", "b1", "b2", "b3"])
    }

    @Test func animatedUpdatesKeepCellsOfItemsThatStay() {
        let scene = scene()
        scene.dataSource.apply(snapshot([("A", ["a", "b", "c", "d"])]), animatingDifferences: false)
        settle()
        let cellB = scene.table.cellForRow(at: IndexPath(row: 1, section: 0))
        let cellD = scene.table.cellForRow(at: IndexPath(row: 3, section: 0))
        var done = false
        scene.dataSource.apply(snapshot([("A", ["d", "b", "e"])]), animatingDifferences: true) { done = true }
        settle()
        #expect(done)
        #expect(scene.texts == ["d", "b", "e"])
        // d moved to the top and b stayed: the same cells, not new ones.
        #expect(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellD)
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellB)
        #expect(cellD?.frame.minY == 0)
        #expect(cellB?.frame.minY == 44)
    }

    @Test func reconfigureKeepsTheCellAndReloadReplacesIt() {
        let scene = scene()
        var suffix = ""
        scene.dataSource = UITableViewDiffableDataSource<String, String>(tableView: scene.table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item + suffix
            return cell
        }
        scene.dataSource.apply(snapshot([("A", ["a", "b"])]), animatingDifferences: false)
        settle()
        let cellA = scene.table.cellForRow(at: IndexPath(row: 0, section: 0))
        let cellB = scene.table.cellForRow(at: IndexPath(row: 1, section: 0))
        suffix = "!"
        var changed = scene.dataSource.snapshot()
        changed.reconfigureItems(["a"])
        changed.reloadItems(["b"])
        scene.dataSource.apply(changed)
        settle()
        #expect(scene.texts == ["a!", "b!"])
        #expect(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellA)
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)) !== cellB)
        // The marks are spent once applied.
        #expect(scene.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        #expect(scene.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test func unanimatedApplyLandsAtOnce() {
        let scene = scene()
        scene.dataSource.apply(snapshot([("A", ["a", "b", "c"])]), animatingDifferences: false)
        settle()
        var done = false
        scene.dataSource.apply(snapshot([("A", ["c", "a"]), ("B", ["x"])]), animatingDifferences: false) { done = true }
        #expect(scene.texts == ["c", "a", "x"])   // in place before any frame: nothing animates
        UIApplication.shared.advanceFrame(by: 0)
        #expect(done)   // the completion runs with the next frame, as on iOS
    }

    @Test func reloadDataApplyAsksForEveryVisibleCell() {
        let scene = scene()
        scene.dataSource.apply(snapshot([("A", ["a", "b", "c"])]), animatingDifferences: false)
        settle()
        scene.provided = 0
        scene.dataSource.applySnapshotUsingReloadData(snapshot([("A", ["a", "b", "c"])]))
        settle()
        #expect(scene.provided == 3)
        scene.provided = 0
        scene.dataSource.apply(snapshot([("A", ["a", "b", "c"])]))
        settle()
        #expect(scene.provided == 0)   // the same data by difference: nothing to do
    }

    @Test func onlyVisibleRowsAreMadeForALongList() {
        let scene = scene()
        scene.dataSource.apply(snapshot([("A", (0..<10_000).map { "item \($0)" })]), animatingDifferences: false)
        settle()
        #expect(scene.table.numberOfRows(inSection: 0) == 10_000)
        #expect(scene.provided < 40)
        scene.provided = 0
        var changed = scene.dataSource.snapshot()
        changed.deleteItems((0..<1_000).map { "item \($0 * 10)" })
        changed.insertItems(["new"], beforeItem: "item 1")
        scene.dataSource.apply(changed)
        settle()
        #expect(scene.texts.prefix(3) == ["new", "item 1", "item 2"])
        #expect(scene.provided < 40)
    }

    @Test func moveRowAtKeepsTheSnapshotInStep() {
        let scene = scene()
        scene.dataSource.apply(snapshot([("A", ["a", "b"]), ("B", ["c"])]), animatingDifferences: false)
        settle()
        scene.dataSource.tableView(scene.table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(scene.dataSource.snapshot().itemIdentifiers(inSection: "A") == ["b"])
        #expect(scene.dataSource.snapshot().itemIdentifiers(inSection: "B") == ["c", "a"])
    }

    @Test func subclassesAnswerTitlesAndEditing() {
        final class Titled: UITableViewDiffableDataSource<String, String> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section)
            }
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        }
        let scene = Scene()
        let dataSource = Titled(tableView: scene.table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        dataSource.apply(snapshot([("Fruit", ["apple"])]), animatingDifferences: false)
        settle()
        let asked: any UITableViewDataSource = dataSource
        #expect(asked.tableView(scene.table, titleForHeaderInSection: 0) == "Fruit")
        #expect(asked.tableView(scene.table, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(scene.table.headerView(forSection: 0)?.textLabel?.text?.uppercased() == "FRUIT")
    }

    @Test func theTableDoesNotKeepItsDataSource() {
        let scene = scene()
        weak let released = scene.dataSource
        scene.dataSource = nil
        #expect(released == nil)
        #expect(scene.table.dataSource == nil)
    }

    @Test func applyingOutsideAWindowReloads() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var done = false
        dataSource.apply(snapshot([("A", ["a", "b"])])) { done = true }
        #expect(done)
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test func theAsyncApplyReturnsWhenDone() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        await dataSource.apply(snapshot([("A", ["a", "b", "c"])]), animatingDifferences: false)
        #expect(dataSource.snapshot().numberOfItems == 3)
        #expect(table.numberOfRows(inSection: 0) == 3)
        await dataSource.applySnapshotUsingReloadData(snapshot([("A", ["z"])]))
        #expect(table.numberOfRows(inSection: 0) == 1)
    }

    @Test func aNilCellIsReportedAndShownEmpty() {
        let scene = Scene()
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: scene.table) { table, indexPath, item in
            guard item != "missing" else { return nil }
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        let reports = LogCapture.badValueReports(of: "UITableViewDiffableDataSource.cellProvider") {
            dataSource.apply(snapshot([("A", ["a", "missing", "c"])]), animatingDifferences: false)
            settle()
        }
        #expect(reports.first?.contains("returned a nil cell for row at index path") == true)
        #expect(scene.table.numberOfRows(inSection: 0) == 3)
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "c")
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 88)
    }
}
