import Foundation
import Testing
@testable import UIKit

/// UITableView's geometry: row rects and content size per style, headers, sticky headers, estimated
/// heights corrected as rows appear, and the reuse of cells while scrolling.
@MainActor @Suite struct TableViewGeometryTests {
    @Test func plainRowsAre44PointsAndTheContentSizeIsTheirSum() {
        let (window, table, _) = tableScene([30])
        defer { window.isHidden = true }
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 30)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)) == CGRect(x: 0, y: 308, width: 390, height: 44))
        #expect(table.contentSize == CGSize(width: 390, height: 30 * 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 309)) == IndexPath(row: 7, section: 0))
        // 844 / 44 = 19.2: rows 0…19 are on screen.
        #expect(table.indexPathsForVisibleRows?.count == 20)
        #expect(table.visibleCells.first?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test func insetGroupedSectionsAreCardsInsetTwentyPointsWithTitles() {
        let (window, table, _) = tableScene([2, 3], style: .insetGrouped) { _, recorder in
            recorder.titles = [nil, "Second"]
        }
        defer { window.isHidden = true }
        // No title: 35 points above the first section; rows inset 20 points on each side.
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(first == CGRect(x: 20, y: 35, width: 350, height: 44))
        // Between sections: a 17.5-point footer, then the titled header.
        let header = table.rectForHeader(inSection: 1)
        #expect(header.minY == 35 + 88 + 17.5)
        #expect(header.height > 30)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == header.maxY)
        #expect(table.contentSize.height == table.rect(forSection: 1).maxY)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.layer.cornerRadius == 10)
        #expect(cell.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let last = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "SECOND")
    }

    @Test func plainHeadersStickToTheTopUntilTheNextSectionPushesThem() {
        let (window, table, _) = tableScene([10, 10]) { table, recorder in
            recorder.titles = ["A", "B"]
            table.sectionHeaderTopPadding = 0
        }
        defer { window.isHidden = true }
        let headerHeight = table.rectForHeader(inSection: 0).height
        #expect(headerHeight == 28)
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        // Section 0 ends at 28 + 440 = 468; with the offset at 450 the header is pushed up to 440.
        table.contentOffset = CGPoint(x: 0, y: 450)
        table.layoutIfNeeded()
        let pushed = table.headerView(forSection: 0)!.frame.minY
        #expect(close(pushed, 440), "\(pushed)")
        #expect(table.headerView(forSection: 1)?.frame.minY == 468)
    }

    @Test func tenThousandRowsMakeOnlyTheVisibleCellsWhileScrolling() {
        let (window, table, recorder) = tableScene([10_000])
        defer { window.isHidden = true }
        let start = table.cellsCreated
        #expect(start == 20)
        for step in 1...200 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            UIApplication.shared.advanceFrame(by: 1.0 / 60)
        }
        // One more row can straddle each edge: at most 21 cells on screen, so at most 1–2 new.
        #expect(table.cellsCreated <= 22)
        #expect(table.visibleCells.count <= 21)
        #expect(recorder.cellsAsked > 150)
    }

    @Test func estimatedRowsAreCorrectedAsTheyAppearWithoutMovingWhatIsOnScreen() {
        let (window, table, recorder) = tableScene([200]) { table, recorder in
            recorder.usesHeights = true
            table.estimatedRowHeight = 44
            for r in 0..<200 { recorder.heights[IndexPath(row: r, section: 0)] = r % 2 == 0 ? 60 : 30 }
        }
        defer { window.isHidden = true }
        // Rows 0…? are measured; the rest still count at 44.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 60, width: 390, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 150, section: 0)).height == 44)
        // Jump far down, then scroll up a little: rows above get measured, the offset follows them.
        table.contentOffset = CGPoint(x: 0, y: 44 * 100)
        table.layoutIfNeeded()
        let anchor = table.indexPathsForVisibleRows!.last!
        let anchorOnScreen = table.rectForRow(at: anchor).minY - table.contentOffset.y
        table.contentOffset.y -= 50
        table.layoutIfNeeded()
        let after = table.rectForRow(at: anchor).minY - table.contentOffset.y
        #expect(abs(after - (anchorOnScreen + 50)) < 0.001)
        _ = recorder
    }

    @Test func aMillionRowsLoadWithoutAskingForEveryRow() {
        let (window, table, recorder) = tableScene([1_000_000])
        defer { window.isHidden = true }
        #expect(table.contentSize.height == 44_000_000)
        #expect(recorder.cellsAsked == 20)
        table.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        #expect(table.contentOffset.y == 22_000_000)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 500_000, section: 0))
    }

    @Test func selfSizingRowsMeasureTheirCells() {
        let (window, table, _) = tableScene([3]) { table, recorder in
            table.rowHeight = UITableView.automaticDimension
            recorder.configure = { cell, indexPath in
                cell.textLabel?.numberOfLines = 0
                if indexPath.row == 1 { cell.textLabel?.text = String(repeating: "A long line of text that wraps. ", count: 6) }
            }
        }
        defer { window.isHidden = true }
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let tall = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(short == 44)
        #expect(tall > 80)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == short + tall)
    }

    @Test func badIndexPathsAreIgnored() {
        let (window, table, _) = tableScene([3])
        defer { window.isHidden = true }
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == .zero)
        #expect(table.numberOfRows(inSection: 4) == 0)
        table.scrollToRow(at: IndexPath(row: 9, section: 9), at: .top, animated: false)
        table.selectRow(at: IndexPath(row: 9, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil)
    }

    /// What the two styles look like: a plain row is white from edge to edge; an inset grouped row is a
    /// white card 20 points in from the grouped background, and a checkmark is drawn in the tint colour.
    @Test func renderPlainAndInsetGrouped() throws {
        for style in [UITableView.Style.plain, .insetGrouped] {
            let (window, table, _) = tableScene([3, 4], style: style) { table, recorder in
                recorder.titles = ["Fruit", "Vegetables"]
                recorder.configure = { cell, indexPath in
                    cell.accessoryType = [.none, .disclosureIndicator, .checkmark, .detailButton][indexPath.row % 4]
                }
            }
            defer { window.isHidden = true }
            let image = window.screen.snapshotImage()
            writeDebugImage(image, named: "table-\(style.rawValue)")
            let firstRow = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
            let y = Int(firstRow.minY) + 4   // above the title
            let white = [255, 255, 255, 255], grouped = [242, 242, 247, 255]
            #expect(rgba(image, 5, y) == (style == .plain ? white : grouped), "\(style): the row's leading edge")
            #expect(rgba(image, 40, y) == white, "\(style): inside the row")
            #expect(rgba(image, Int(window.bounds.width) - 5, y) == (style == .plain ? white : grouped))
            // The third row's checkmark: bluish pixels near the trailing edge.
            let checkRow = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: window)
            let tinted = (Int(checkRow.maxX) - 60..<Int(checkRow.maxX)).flatMap { x in
                (Int(checkRow.minY)..<Int(checkRow.maxY)).map { rgba(image, x, $0) }
            }.filter { $0[2] > 200 && $0[0] < 80 }
            #expect(tinted.count > 10, "\(style): a checkmark in the tint colour")
        }
    }
}
