import Foundation
import Testing
import TesseraTesting
@testable import UIKit

/// Section updates, moves, the insert control, and scrolling to rows.
@MainActor @Suite struct TableViewUpdateTests {
    @Test func sectionsInsertDeleteAndMove() {
        let (window, table, recorder) = tableScene([2, 3, 4]) { _, recorder in recorder.titles = ["A", "B", "C", "D"] }
        defer { window.isHidden = true }
        let cellB0 = table.cellForRow(at: IndexPath(row: 0, section: 1))!
        recorder.counts = [3, 4, 5]
        recorder.titles = ["B", "C", "D"]
        table.performBatchUpdates({
            table.deleteSections(IndexSet(integer: 0), with: .fade)
            table.insertSections(IndexSet(integer: 2), with: .bottom)
        })
        #expect(table.numberOfSections == 3)
        #expect(table.numberOfRows(inSection: 2) == 5)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellB0)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "B")
        tableSettle(0.5)
        #expect(table.visibleCells.allSatisfy { $0.alpha == 1 && $0.frame.minX == 0 })
        #expect(cellB0.frame.minY == table.rectForRow(at: IndexPath(row: 0, section: 0)).minY)
    }

    @Test func rowsThatStayTakeTheCornersAndSeparatorOfTheirNewPlace() {
        let (window, table, recorder) = tableScene([3], style: .insetGrouped)
        defer { window.isHidden = true }
        let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(second.layer.maskedCorners.isDisjoint(with: top.union(bottom)) || second.layer.cornerRadius == 0)
        #expect(!second.separatorView.isHidden, "a middle row has a separator")
        // The first and last rows go: the middle one becomes both.
        recorder.counts = [1]
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
        })
        tableSettle(0.5)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
        #expect(second.layer.cornerRadius == 10)
        #expect(second.layer.maskedCorners == top.union(bottom))
        #expect(second.separatorView.isHidden, "the last row of an inset grouped section has none")
    }

    @Test func aMovedRowKeepsItsCellAndSelection() {
        let (window, table, recorder) = tableScene([6])
        defer { window.isHidden = true }
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 4, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === cell)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        tableSettle(0.5)
        let fourth: CGFloat = 176
        #expect(cell.frame.minY == fourth)
        _ = recorder
    }

    final class Inserter: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            indexPath.row == 0 ? .insert : .delete
        }
    }

    @Test func theInsertControlCommitsAnInsertion() {
        let inserter = Inserter()
        let (window, table, recorder) = tableScene([3])
        defer { window.isHidden = true }
        recorder.commits = true
        table.delegate = inserter
        table.setEditing(true, animated: true)
        tableSettle(0.5)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.editingStyle == .insert)
        let control = cell.editingControl!
        tableTap(window, at: control.convert(CGPoint(x: 11, y: 11), to: window))
        #expect(recorder.committed.first?.0 == .insert)
        #expect(recorder.committed.first?.1 == IndexPath(row: 0, section: 0))
        // Its pixels: the green circle.
        let image = window.screen.snapshotImage()
        let center = control.convert(CGPoint(x: 4, y: 11), to: window)
        let green = rgba(image, Int(center.x), Int(center.y))
        #expect(green[1] > 150 && green[0] < 100)
    }

    @Test func multipleSelectionWhileEditingShowsSelectionCircles() {
        let (window, table, recorder) = tableScene([4])
        defer { window.isHidden = true }
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.editingControl?.selectionCircle == true)
        #expect(cell.contentView.frame.minX == 38)
        tableTap(window, at: CGPoint(x: 200, y: 66))
        tableTap(window, at: CGPoint(x: 200, y: 110))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        #expect(cell.editingControl?.isChecked == true)
        let image = window.screen.snapshotImage()
        let center = cell.editingControl!.convert(CGPoint(x: 4, y: 11), to: window)
        let blue = rgba(image, Int(center.x), Int(center.y))
        #expect(blue[2] > 200 && blue[0] < 60)
        _ = recorder
    }

    @Test func scrollToRowPlacesItTopMiddleOrBottom() {
        let (window, table, _) = tableScene([100])
        defer { window.isHidden = true }
        let row = IndexPath(row: 50, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == 1400)
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == 1800)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 3556)
    }
}

/// A swiped row scrolled away closes and its cell comes back clean.
@MainActor @Suite struct TableViewSwipeScrollTests {
    @Test func scrollingClosesASwipedRowAndItsCellIsReusedClean() {
        let (window, table, recorder) = tableScene([200])
        defer { window.isHidden = true }
        recorder.commits = true
        tableDrag(window, from: CGPoint(x: 300, y: 66), by: CGPoint(x: -120, y: 0))
        tableSettle(0.5)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.bounds.minX > 60)
        table.contentOffset = CGPoint(x: 0, y: 2000)
        table.layoutIfNeeded()
        tableSettle(0.5)
        #expect(cell.bounds.minX == 0)
        #expect(cell.subviews.allSatisfy { !($0.subviews.first is SwipeActionButton) })
        #expect(table.visibleCells.allSatisfy { $0.bounds.minX == 0 })
    }
}

/// Cell and header subclasses written as on iOS are made by the table from their registered class.
@MainActor @Suite struct TableViewSubclassTests {
    final class BadgeCell: UITableViewCell {
        let badge = UILabel()
        var made = 0
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            made += 1
            contentView.addSubview(badge)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func prepareForReuse() {
            super.prepareForReuse()
            badge.text = nil
        }
    }

    final class Header: UITableViewHeaderFooterView {
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            contentView.backgroundColor = .systemYellow
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    @Test func registeredSubclassesAreMadeThroughTheirOwnInitializer() {
        let (window, table, recorder) = tableScene([3]) { table, _ in
            table.register(BadgeCell.self, forCellReuseIdentifier: "cell")
            table.register(Header.self, forHeaderFooterViewReuseIdentifier: "h")
        }
        defer { window.isHidden = true }
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? BadgeCell
        #expect(cell?.made == 1)
        #expect(cell?.detailTextLabel != nil)
        let header = table.dequeueReusableHeaderFooterView(withIdentifier: "h")
        #expect(header is Header)
        #expect(header?.contentView.backgroundColor == .systemYellow)
        _ = recorder
    }
}
