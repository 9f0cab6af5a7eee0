import Foundation
import Testing
import TesseraTesting
@testable import UIKit

/// What tables draw (separators, accessories, the selected grey) and the rest of the table's API: the
/// log of an inconsistent update, swipe actions from configurations, reordering by the grip, the index,
/// header reuse, content configurations, the controller, and that nothing is kept alive.
@MainActor @Suite struct TableViewDrawingTests {
    @Test func separatorsAreHairlinesInsetSixteenPoints() {
        let (window, _, _) = tableScene([5])
        defer { window.isHidden = true }
        let image = window.screen.snapshotImage()
        // Row 0 ends at 44: its separator is the last pixel row of the cell (y = 43), from x = 16.
        #expect(rgba(image, 8, 43) == [255, 255, 255, 255])
        let line = rgba(image, 100, 43)
        #expect(line[0] < 235 && line[0] > 150)
        #expect(rgba(image, 100, 42) == [255, 255, 255, 255])
        #expect(rgba(image, 100, 44) == [255, 255, 255, 255])
    }

    @Test func checkmarkIsTintedAndTheChevronGrey() {
        let (window, _, _) = tableScene([2]) { _, recorder in
            recorder.configure = { cell, indexPath in cell.accessoryType = indexPath.row == 0 ? .checkmark : .disclosureIndicator }
        }
        defer { window.isHidden = true }
        let image = window.screen.snapshotImage()
        // The checkmark (14 × 13) ends 16 points from the trailing edge, centred in the row.
        let blue = (360...374).flatMap { x in (15...29).map { y in rgba(image, x, y) } }.filter { $0[2] > 200 && $0[0] < 80 }
        #expect(blue.count > 10)
        // The chevron (8 × 13) in row 1: grey ink, no blue.
        let ink = (366...374).flatMap { x in (59...73).map { y in rgba(image, x, y) } }.filter { $0[0] < 230 }
        #expect(ink.count > 8)
        #expect(ink.allSatisfy { abs($0[0] - $0[2]) < 20 })
    }

    @Test func aSelectedRowIsGrey() {
        let (window, table, _) = tableScene([3])
        defer { window.isHidden = true }
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage()
        // .systemGray4: 209, 209, 214.
        #expect(close(rgba(image, 300, 60), [209, 209, 214, 255], 3))
        #expect(rgba(image, 300, 20) == [255, 255, 255, 255])
    }

    @Test func anInconsistentUpdateLogsUIKitsMessage() {
        let (window, table, recorder) = tableScene([4])
        defer { window.isHidden = true }
        recorder.counts = [5]
        let messages = LogCapture.messages(containing: "Invalid update") {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }
        #expect(messages.contains { $0.contains("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).") })
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(table.visibleCells.count == 5)
    }

    final class SwipeDelegate: NSObject, UITableViewDelegate {
        var ran: [String] = []
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in self.ran.append("flag \(indexPath.row)"); done(true) }
            flag.backgroundColor = .systemOrange
            let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in self.ran.append("archive"); done(true) }
            return UISwipeActionsConfiguration(actions: [flag, archive])
        }
        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let read = UIContextualAction(style: .normal, title: "Read") { _, _, done in self.ran.append("read \(indexPath.row)"); done(true) }
            read.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [read])
        }
    }

    @Test func swipeActionsFromTheDelegateRunWhenTapped() {
        let swipes = SwipeDelegate()
        let (window, table, recorder) = tableScene([5])
        defer { window.isHidden = true; _ = recorder }
        table.delegate = swipes
        table.layoutIfNeeded()
        tableDrag(window, from: CGPoint(x: 300, y: 66), by: CGPoint(x: -200, y: 0))
        tableSettle(0.5)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect((-cell.bounds.minX) < -140)
        let image = window.screen.snapshotImage()
        // The first action (Flag, orange) sits by the trailing edge.
        let edge = rgba(image, 385, 66)
        #expect(edge[0] > 240 && edge[1] > 120 && edge[1] < 180 && edge[2] < 40)
        tableTap(window, at: CGPoint(x: 380, y: 66))
        tableSettle(0.5)
        #expect(swipes.ran == ["flag 1"])
        #expect((-cell.bounds.minX) == 0)
        // A full swipe from the leading edge runs the first leading action.
        tableDrag(window, from: CGPoint(x: 20, y: 110), by: CGPoint(x: 330, y: 0))
        tableSettle(0.6)
        #expect(swipes.ran == ["flag 1", "read 2"])
    }

    final class RowActionDelegate: NSObject, UITableViewDelegate {
        var ran: [String] = []
        func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
            let archive = UITableViewRowAction(style: .normal, title: "Archive") { action, indexPath in
                self.ran.append("\(action.title ?? "") \(indexPath.row)")
            }
            return [archive, UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in self.ran.append("delete") }]
        }
    }

    /// iOS 8's row actions (deprecated, still honoured): a gray and a red button, the first by the trailing
    /// edge; a tap runs its handler with the row and leaves the row open.
    @Test func rowActionsFromTheDeprecatedDelegateMethodRunWhenTapped() {
        let actions = RowActionDelegate()
        let (window, table, recorder) = tableScene([5])
        defer { window.isHidden = true; _ = recorder }
        table.delegate = actions
        table.layoutIfNeeded()
        tableDrag(window, from: CGPoint(x: 300, y: 66), by: CGPoint(x: -200, y: 0))
        tableSettle(0.5)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect((-cell.bounds.minX) < -100)
        let image = window.screen.snapshotImage()
        // Archive (.normal: systemGray, 142 142 147) by the trailing edge; Delete (systemRed) beside it.
        #expect(close(rgba(image, 385, 66), [142, 142, 147, 255], 6))
        let red = rgba(image, Int(table.bounds.width - cell.bounds.minX) + 4, 66)
        #expect(red[0] > 230 && red[1] < 80 && red[2] < 80)
        tableTap(window, at: CGPoint(x: 380, y: 66))
        tableSettle(0.5)
        #expect(actions.ran == ["Archive 1"])
        #expect((-cell.bounds.minX) < -100, "the row stays open until the app ends editing")
        table.setEditing(false, animated: false)
        #expect(cell.bounds.minX == 0)
    }

    final class Mover: NSObject, UITableViewDataSource {
        var items = ["A", "B", "C", "D", "E"]
        var moves: [(Int, Int)] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            cell.showsReorderControl = true
            return cell
        }
        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append((sourceIndexPath.row, destinationIndexPath.row))
            let item = items.remove(at: sourceIndexPath.row)
            items.insert(item, at: destinationIndexPath.row)
        }
    }

    @Test func draggingAGripReordersRows() {
        let mover = Mover()
        let (window, table, _) = tableScene([5])
        defer { window.isHidden = true }
        table.dataSource = mover
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.reorderControl?.isHidden == false)
        // The probe that learns moveRowAt is implemented moves a row onto itself: no change.
        #expect(mover.items == ["A", "B", "C", "D", "E"])
        mover.moves.removeAll()
        tableDrag(window, from: CGPoint(x: 370, y: 22), by: CGPoint(x: 0, y: 100), steps: 20)
        tableSettle(0.5)
        #expect(mover.moves.count == 1)
        #expect(mover.moves.first?.0 == 0)
        #expect(mover.items.first == "B")
        #expect(table.cellForRow(at: IndexPath(row: mover.moves.first!.1, section: 0)) === cell)
        #expect(cell.frame.minY == CGFloat(mover.moves.first!.1) * 44)
    }

    @Test func theSectionIndexJumpsToTheTouchedSection() {
        let (window, table, _) = tableScene(Array(repeating: 10, count: 5)) { _, recorder in
            recorder.titles = ["A", "B", "C", "D", "E"]
        }
        defer { window.isHidden = true }
        final class Index: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
            func numberOfSections(in tableView: UITableView) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { ["A", "B", "C", "D", "E"][section] }
            func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B", "C", "D", "E"] }
        }
        let index = Index()
        table.dataSource = index
        table.layoutIfNeeded()
        let view = table.sectionIndexView!
        #expect(view.frame.width == 15)
        // Five 13-point titles centred in the 844-point height: D is the fourth.
        let dY = (844 - 5 * 13) / 2 + 3 * 13 + 6
        let t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: CGPoint(x: 383, y: CGFloat(dY)), timestamp: t))
        UIApplication.shared.advanceFrame(by: 0.2)
        window.send(TouchInput(phase: .up, location: CGPoint(x: 383, y: CGFloat(dY)), timestamp: CACurrentMediaTime()))
        UIApplication.shared.advanceFrame(by: 0)
        #expect(table.contentOffset.y == table.rect(forSection: 3).minY + 22)
    }

    final class HeaderDelegate: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")!
            var content = header.defaultContentConfiguration()
            content.text = "Header \(section)"
            header.contentConfiguration = content
            return header
        }
    }

    @Test func headerViewsAreReusedAndSizeThemselves() {
        let headers = HeaderDelegate()
        let (window, table, recorder) = tableScene(Array(repeating: 3, count: 40)) { table, _ in
            table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
            table.sectionHeaderTopPadding = 0
        }
        defer { window.isHidden = true; _ = recorder }
        table.delegate = headers
        table.layoutIfNeeded()
        let first = table.headerView(forSection: 0)!
        #expect(first.reuseIdentifier == "header")
        let height = table.rectForHeader(inSection: 0).height
        #expect(height > 20 && height < 60)
        table.contentOffset = CGPoint(x: 0, y: 3000)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 1000)
        table.layoutIfNeeded()
        let made = Set((0..<40).compactMap { table.headerView(forSection: $0) }.map(ObjectIdentifier.init))
        #expect(made.count <= 6)
        #expect(table.reusableHeaderFooters["header", default: []].count + made.count <= 8)
    }

    @Test func listContentConfigurationsSelfSize() {
        let (window, table, _) = tableScene([2]) { table, recorder in
            table.rowHeight = UITableView.automaticDimension
            recorder.configure = { cell, indexPath in
                var content = cell.defaultContentConfiguration()
                content.text = indexPath.row == 0 ? "One line" : String(repeating: "Many words that wrap over several lines. ", count: 5)
                cell.contentConfiguration = content
            }
        }
        defer { window.isHidden = true }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height >= 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > 90)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.textLabel?.isHidden ?? true)
    }

    final class NumbersController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "n") ?? UITableViewCell(style: .value1, reuseIdentifier: "n")
            cell.textLabel?.text = "\(indexPath.row)"
            cell.detailTextLabel?.text = "value"
            return cell
        }
    }

    @Test func aTableViewControllerIsItsTablesDataSourceAndClearsTheSelection() {
        let controller = NumbersController(style: .insetGrouped)
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        window.rootViewController = controller
        UIApplication.shared.advanceFrame(by: 0)
        let table = controller.tableView!
        #expect(table.style == .insetGrouped)
        #expect(table.dataSource === controller)
        #expect(table.numberOfRows(inSection: 0) == 12)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.detailTextLabel!.frame.maxX == cell.contentView.bounds.width - 16)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == nil)
        controller.setEditing(true, animated: false)
        #expect(table.isEditing)
    }

    @Test func nothingKeepsTheTableOrItsCellsAlive() {
        weak var weakTable: UITableView?
        weak var weakCell: UITableViewCell?
        do {
            let (window, table, recorder) = tableScene([30])
            recorder.commits = true
            tableDrag(window, from: CGPoint(x: 300, y: 66), by: CGPoint(x: -120, y: 0))
            tableSettle(0.5)
            weakTable = table
            weakCell = table.visibleCells.first
            table.removeFromSuperview()
            window.isHidden = true
        }
        tableSettle(0.1)
        #expect(weakTable == nil)
        #expect(weakCell == nil)
    }
}

/// The table's and cell's appearance properties reach tables and cells through proxies, and values
/// set in code win, as for UIKit's `UI_APPEARANCE_SELECTOR`s.
@MainActor @Suite struct TableViewAppearanceTests {
    @Test func proxiesStyleTablesAndCellsAndCodeWins() {
        UITableView.appearance().separatorColor = .systemRed
        UITableView.appearance().sectionIndexColor = .systemOrange
        UITableViewCell.appearance().separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        defer {
            UITableView.appearance().removeAllAppearanceValues()
            UITableViewCell.appearance().removeAllAppearanceValues()
        }
        let (window, table, _) = tableScene([3])
        defer { window.isHidden = true }
        #expect(table.separatorColor == .systemRed)
        #expect(table.sectionIndexColor == .systemOrange)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.separatorInset.left == 40)

        let plain = UITableView(frame: window.bounds, style: .plain)
        plain.separatorColor = .systemGreen
        window.addSubview(plain)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(plain.separatorColor == .systemGreen, "a value set in code wins over the proxy")
    }
}
