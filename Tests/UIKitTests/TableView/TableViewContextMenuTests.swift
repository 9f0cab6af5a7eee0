import Foundation
import Testing
@testable import UIKit

/// A table data source and delegate that gives context menus for some rows and logs every call.
@MainActor
final class MenuTableDelegate: NSObject, UITableViewDataSource, UITableViewDelegate {
    var count: Int
    var events: [String] = []
    /// Rows that have a menu.
    var menuRows: Set<Int> = []
    var lastPoint: CGPoint?
    var highlightPreview: UITargetedPreview?

    init(count: Int) { self.count = count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.row)") }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        events.append("configuration \(indexPath.row)")
        lastPoint = point
        guard menuRows.contains(indexPath.row) else { return nil }
        let row = indexPath.row
        return UIContextMenuConfiguration(identifier: "row \(row)" as NSString, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [
                UIAction(title: "Rename", image: UIImage(systemName: "pencil")) { _ in self?.events.append("Rename \(row)") },
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in self?.events.append("Delete \(row)") },
            ])
        }
    }
    func tableView(_ tableView: UITableView,
                   previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        events.append("highlightPreview \(configuration.identifier)")
        return highlightPreview
    }
    func tableView(_ tableView: UITableView,
                   previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        events.append("dismissalPreview")
        return nil
    }
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) {
        events.append("willDisplay \(configuration.identifier)")
    }
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) {
        events.append("willEnd \(configuration.identifier)")
    }
}

/// Context menus on table rows: the delegate's calls and their order, the lifted row, nil meaning no
/// menu (the row is selected as usual), actions, the secondary click and rows deleted meanwhile.
@MainActor @Suite struct TableViewContextMenuTests {
    /// Holds a finger at `point` as a person does: past the scroll view's content-touch delay (the row
    /// highlights), then past the long press's half second, then lifts it.
    func hold(_ stage: MenuStage, at point: CGPoint) {
        stage.window.send(TouchInput(phase: .down, location: point, timestamp: CACurrentMediaTime() + 0.01))
        UIApplication.shared.advanceFrame(by: 0.2)
        UIApplication.shared.advanceFrame(by: 0.4)
        stage.window.send(TouchInput(phase: .up, location: point, timestamp: CACurrentMediaTime() + 0.7))
        UIApplication.shared.advanceFrame(by: 0)
    }

    /// A 390 × 844 window at scale 1 with a plain table of `count` 44-point rows under `delegate`.
    func scene(_ delegate: some UITableViewDelegate & UITableViewDataSource) -> (MenuStage, UITableView) {
        let stage = MenuStage(viewFrame: .zero)
        let table = UITableView(frame: stage.window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = delegate
        table.delegate = delegate
        stage.window.addSubview(table)
        UIApplication.shared.advanceFrame(by: 0)
        return (stage, table)
    }

    @Test func aLongPressOnARowShowsItsMenuWithTheRowLiftedAndAnActionRunsOnce() {
        let delegate = MenuTableDelegate(count: 10)
        delegate.menuRows = [2]
        let (stage, table) = scene(delegate)
        defer { stage.close() }
        let interaction = table.contextMenuInteraction
        #expect(interaction != nil && table.interactions.contains { $0 === interaction })

        hold(stage, at: CGPoint(x: 120, y: 2 * 44 + 20))
        #expect(delegate.events == ["didHighlight 2", "configuration 2", "didUnhighlight 2",
                                    "highlightPreview row 2", "willDisplay row 2"])
        #expect(delegate.lastPoint == CGPoint(x: 120, y: 108), "the point is in the table's coordinates")
        #expect(stage.rowTitles == ["Rename", "Delete"])
        #expect(table.contextMenuInteraction?.menuAppearance == .rich)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(cell?.isHidden == true, "the row's cell is lifted: its picture shows over the backdrop")
        #expect(cell?.isHighlighted == false)
        // The platter sits under the lifted row (its frame: 0, 88, 390 × 44).
        let platter = stage.presentation!.platter
        #expect(platter.frame.minY >= 132)

        delegate.events.removeAll()
        stage.tapRow("Delete")
        #expect(delegate.events == ["willEnd row 2", "dismissalPreview", "Delete 2"])
        #expect(stage.presentation == nil && cell?.isHidden == false)
        #expect(table.indexPathForSelectedRow == nil, "a long press that opened a menu selects nothing")
    }

    /// A table view controller that overrides the context menu method, as iOS apps write it.
    final class MenuTableController: UITableViewController {
        var asked: [Int] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                point: CGPoint) -> UIContextMenuConfiguration? {
            asked.append(indexPath.row)
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Share") { _ in }])
            }
        }
    }

    @Test func aTableViewControllerSubclassOverridingTheMenuMethodShowsItsMenu() {
        let controller = MenuTableController(style: .plain)
        let stage = MenuStage(viewFrame: .zero)
        defer { stage.close() }
        let table = controller.tableView!
        table.frame = stage.window.bounds
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        stage.window.addSubview(table)
        UIApplication.shared.advanceFrame(by: 0)
        hold(stage, at: CGPoint(x: 120, y: 3 * 44 + 20))
        #expect(controller.asked == [3])
        #expect(stage.rowTitles == ["Share"])
        #expect(table.contextMenuInteraction != nil)
    }

    @Test func nilMeansNoMenuAndTheLongPressedRowIsSelectedOnLift() {
        let delegate = MenuTableDelegate(count: 10)
        delegate.menuRows = [2]
        let (stage, table) = scene(delegate)
        defer { stage.close() }
        hold(stage, at: CGPoint(x: 120, y: 4 * 44 + 20))
        #expect(stage.presentation == nil)
        #expect(delegate.events == ["didHighlight 4", "configuration 4", "didUnhighlight 4", "didSelect 4"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))

        // Below the last row there is no row, so the delegate is not asked.
        delegate.events.removeAll()
        stage.longPress(at: CGPoint(x: 120, y: 700))
        #expect(delegate.events.isEmpty && stage.presentation == nil)
        #expect(table.contextMenuInteraction != nil, "the delegate implements the method")
    }

    @Test func aDelegateWithoutMenusHasNoInteractionAndLongPressesStillSelect() {
        let (window, table, recorder) = tableScene([10])
        defer { window.isHidden = true }
        let t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: CGPoint(x: 100, y: 66), timestamp: t))
        UIApplication.shared.advanceFrame(by: 0.8)
        window.send(TouchInput(phase: .up, location: CGPoint(x: 100, y: 66), timestamp: CACurrentMediaTime() + 0.001))
        UIApplication.shared.advanceFrame(by: 0)
        #expect(MenuPresentation.current == nil)
        #expect(recorder.events.last == "didSelect 1")
        #expect(table.contextMenuInteraction == nil, "the default ran: the delegate gives no menus")
        table.delegate = nil
        #expect(table.contextMenuInteraction == nil && table.interactions.isEmpty)
    }

    @Test func aSecondaryClickShowsTheCompactMenuForTheRowUnderThePointer() {
        let delegate = MenuTableDelegate(count: 10)
        delegate.menuRows = [1]
        let (stage, table) = scene(delegate)
        defer { stage.close() }
        stage.secondaryClick(at: CGPoint(x: 300, y: 60))
        #expect(delegate.events == ["configuration 1", "willDisplay row 1"], "a compact menu lifts nothing")
        #expect(table.contextMenuInteraction?.menuAppearance == .compact)
        delegate.events.removeAll()
        stage.tapRow("Rename")
        #expect(delegate.events == ["willEnd row 1", "Rename 1"])
    }

    @Test func aRowDeletedWhileItsMenuShowsEndsSafely() {
        let delegate = MenuTableDelegate(count: 10)
        delegate.menuRows = [9]
        let (stage, table) = scene(delegate)
        defer { stage.close() }
        stage.longPress(at: CGPoint(x: 120, y: 9 * 44 + 20))
        #expect(stage.presentation != nil)
        delegate.count = 3
        table.reloadData()
        UIApplication.shared.advanceFrame(by: 0)
        delegate.events.removeAll()
        table.contextMenuInteraction?.dismissMenu()
        #expect(delegate.events == ["willEnd row 9", "dismissalPreview"])
        #expect(stage.presentation == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isHidden }, "no cell stays hidden after its row went")
    }

    @Test func aCustomHighlightPreviewIsLiftedInsteadOfTheRow() {
        let delegate = MenuTableDelegate(count: 10)
        delegate.menuRows = [0]
        let (stage, table) = scene(delegate)
        defer { stage.close() }
        let badge = UIView(frame: CGRect(x: 300, y: 4, width: 36, height: 36))
        badge.backgroundColor = .systemRed
        table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.addSubview(badge)
        delegate.highlightPreview = UITargetedPreview(view: badge)
        stage.longPress(at: CGPoint(x: 120, y: 20))
        #expect(badge.isHidden, "the delegate's view is the one lifted")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isHidden == false)
        stage.write(stage.snapshot(), "table-custom-preview")
    }

    @Test func theLongPressedRowWithItsMenuLooksLikeIOS() {
        let delegate = MenuTableDelegate(count: 12)
        delegate.menuRows = [3]
        let (stage, _) = scene(delegate)
        defer { stage.close() }
        hold(stage, at: CGPoint(x: 120, y: 3 * 44 + 20))
        let image = stage.snapshot()
        stage.write(image, "table-row-menu")
        // The backdrop dims the other rows; the lifted row stays white.
        let lifted = rgba(image, 200, 3 * 44 + 22), dimmed = rgba(image, 200, 7 * 44 + 22)
        #expect(lifted[0] > 240 && lifted[1] > 240 && lifted[2] > 240)
        #expect(dimmed[0] < lifted[0] - 30, "the rest of the table is dimmed")
    }
}
