import Foundation
import Testing
@testable import UIKit

/// UITableView's selection, updates and editing, driven by touches and code.
@MainActor @Suite struct TableViewInteractionTests {
    @Test func aTapHighlightsAfterTheDelayThenSelectsInUIKitsOrder() {
        let (window, table, recorder) = tableScene([10])
        defer { window.isHidden = true }
        let t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: CGPoint(x: 100, y: 66), timestamp: t))
        // Held back by the scroll view for 150 ms: nothing highlights yet.
        #expect(recorder.events.isEmpty)
        UIApplication.shared.advanceFrame(by: 0.2)
        #expect(recorder.events == ["shouldHighlight 1", "didHighlight 1"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
        window.send(TouchInput(phase: .up, location: CGPoint(x: 100, y: 66), timestamp: CACurrentMediaTime() + 0.001))
        #expect(recorder.events == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        recorder.events.removeAll()
        tableTap(window, at: CGPoint(x: 100, y: 150))
        #expect(recorder.events == ["shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "willSelect 3",
                                    "willDeselect 1", "didDeselect 1", "didSelect 3"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test func willSelectCanRedirectOrVeto() {
        let (window, table, recorder) = tableScene([10])
        defer { window.isHidden = true }
        recorder.redirect = .some(IndexPath(row: 5, section: 0))
        tableTap(window, at: CGPoint(x: 100, y: 22))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        #expect(recorder.events.last == "didSelect 5")
        recorder.redirect = .some(nil)
        recorder.events.removeAll()
        tableTap(window, at: CGPoint(x: 100, y: 66))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        #expect(!recorder.events.contains("didSelect 1"))
    }

    @Test func aDragCancelsTheHighlightAndSelectsNothing() {
        let (window, table, recorder) = tableScene([50])
        defer { window.isHidden = true }
        let t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: CGPoint(x: 100, y: 300), timestamp: t))
        UIApplication.shared.advanceFrame(by: 0.2)
        #expect(recorder.events == ["shouldHighlight 6", "didHighlight 6"])
        var y: CGFloat = 300
        for i in 1...10 {
            y -= 10
            window.send(TouchInput(phase: .move, location: CGPoint(x: 100, y: y), timestamp: CACurrentMediaTime() + 0.016 * Double(i)))
        }
        window.send(TouchInput(phase: .up, location: CGPoint(x: 100, y: y), timestamp: CACurrentMediaTime() + 0.2))
        #expect(recorder.events == ["shouldHighlight 6", "didHighlight 6", "didUnhighlight 6"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.contentOffset.y > 50)
    }

    @Test func selectionByCodeCallsNoDelegateMethodsAndMultipleSelectionToggles() {
        let (window, table, recorder) = tableScene([10])
        defer { window.isHidden = true }
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        table.deselectRow(at: IndexPath(row: 4, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(recorder.events.isEmpty)
        table.allowsMultipleSelection = true
        tableTap(window, at: CGPoint(x: 100, y: 22))
        tableTap(window, at: CGPoint(x: 100, y: 66))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        recorder.events.removeAll()
        tableTap(window, at: CGPoint(x: 100, y: 22))
        #expect(recorder.events.suffix(2) == ["willDeselect 0", "didDeselect 0"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test func insertsAndDeletesMoveRowsToTheirNewPlacesAnimated() {
        let (window, table, recorder) = tableScene([10])
        defer { window.isHidden = true }
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        let cell5 = table.cellForRow(at: IndexPath(row: 5, section: 0))!
        recorder.counts = [11]
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
            table.insertRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
        })
        // Row 5 is row 6 now (one deleted above it, two inserted): its cell and selection followed.
        #expect(table.cellForRow(at: IndexPath(row: 6, section: 0)) === cell5)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
        #expect(table.numberOfRows(inSection: 0) == 11)
        // The cell's model frame is final; the presentation moves there over 0.3 s.
        let sixth: CGFloat = 264
        #expect(cell5.frame.minY == sixth)
        UIApplication.shared.advanceFrame(by: 0.15)
        let midway = cell5.layer.presentation()?.frame.minY ?? cell5.frame.minY
        #expect(midway > 220 && midway < sixth)
        tableSettle(0.5)
        let settled = cell5.layer.presentation()?.frame.minY ?? cell5.frame.minY
        #expect(settled == sixth)
        #expect(table.visibleCells.allSatisfy { $0.alpha == 1 })
    }

    @Test func anInconsistentUpdateIsLoggedInUIKitsWordsAndReloads() {
        let (window, table, recorder) = tableScene([4])
        defer { window.isHidden = true }
        recorder.counts = [5]
        table.performBatchUpdates({})
        // A batch with nothing in it is fine; a real one that does not match is not.
        let capture = BadValue.Capture()
        _ = capture
        recorder.counts = [5]
        table.reloadData()
        recorder.counts = [6]
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(table.numberOfRows(inSection: 0) == 6)
        #expect(table.visibleCells.count == 6)
    }

    @Test func reconfigureRowsKeepsTheCell() {
        let (window, table, recorder) = tableScene([5])
        defer { window.isHidden = true }
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        recorder.configure = { cell, indexPath in if indexPath.row == 2 { cell.textLabel?.text = "Changed" } }
        table.reconfigureRows(at: [IndexPath(row: 2, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
        #expect(cell.textLabel?.text == "Changed")
    }

    @Test func editingShowsDeleteControlsAndTheConfirmationCommits() {
        let (window, table, recorder) = tableScene([5])
        defer { window.isHidden = true }
        recorder.commits = true
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.isEditing)
        #expect(cell.editingStyle == .delete)
        #expect(cell.contentView.frame.minX == 38)
        let control = cell.editingControl!
        #expect(!control.isHidden)
        let center = control.convert(CGPoint(x: 11, y: 11), to: window)
        tableTap(window, at: center)
        tableSettle(0.5)
        #expect(cell.showingDeleteConfirmation)
        #expect((-cell.bounds.minX) < -60)
        // The Delete button sits where the row was, on the trailing side.
        tableTap(window, at: CGPoint(x: 370, y: 66))
        tableSettle(0.5)
        #expect(recorder.committed.count == 1)
        #expect(recorder.committed.first?.1 == IndexPath(row: 1, section: 0))
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    @Test func swipingARowLeftRevealsDeleteAndAFullSwipeDeletes() {
        let (window, table, recorder) = tableScene([5])
        defer { window.isHidden = true }
        recorder.commits = true
        tableDrag(window, from: CGPoint(x: 300, y: 110), by: CGPoint(x: -120, y: 0))
        tableSettle(0.5)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect((-cell.bounds.minX) <= -74 && (-cell.bounds.minX) > -90)
        #expect(recorder.committed.isEmpty)
        // A tap elsewhere closes it.
        tableTap(window, at: CGPoint(x: 100, y: 400))
        tableSettle(0.5)
        #expect((-cell.bounds.minX) == 0)
        tableDrag(window, from: CGPoint(x: 380, y: 110), by: CGPoint(x: -330, y: 0))
        tableSettle(0.6)
        #expect(recorder.committed.count == 1)
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    @Test func prefetchingAsksForTheRowsAheadAndCancelsThoseLeftBehind() {
        let (window, table, recorder) = tableScene([1000]) { table, recorder in table.prefetchDataSource = recorder }
        defer { window.isHidden = true }
        table.contentOffset = CGPoint(x: 0, y: 44)
        table.layoutIfNeeded()
        #expect(recorder.prefetched.first == IndexPath(row: 21, section: 0))
        #expect(recorder.prefetched.count == 19)
        table.contentOffset = CGPoint(x: 0, y: 22)
        table.layoutIfNeeded()
        #expect(!recorder.cancelled.isEmpty)
    }
}
