import Testing
@testable import UIKit

/// A cell whose fitting height is `wanted` (no Auto Layout, no configuration: the table asks
/// `sizeThatFits`).
private final class AuditSizedCell: UITableViewCell {
    var wanted: CGFloat = 50
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: wanted) }
}

/// A data source and delegate recording selection and primary actions, as iOS 16 apps write them.
@MainActor
private final class PrimaryActionSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var events: [String] = []
    var vetoSelection = false
    var refusesPrimary: Set<Int> = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "sized", for: indexPath)
        (cell as? AuditSizedCell)?.wanted = 50
        return cell
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)")
        return vetoSelection ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        events.append("canPerform \(indexPath.row)")
        return !refusesPrimary.contains(indexPath.row)
    }
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        events.append("perform \(indexPath.row)")
    }
}

/// A controller overriding delegate methods UIKit added in iOS 15–17, as subclasses do on iOS.
private final class AuditTableController: UITableViewController {
    var performed: [IndexPath] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "sized", for: indexPath)
    }
    override func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) { performed.append(indexPath) }
    override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 30 }
    override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indexPath.row }
    override func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    override func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { IndexPath(row: 1, section: 0) }
    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

private final class AuditCounter: @unchecked Sendable {
    var value = 0
}

@MainActor
private func sizedScene(_ source: PrimaryActionSource) -> (UIWindow, UITableView) {
    let window = phoneWindowAtScale1()
    let table = UITableView(frame: window.bounds, style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.register(AuditSizedCell.self, forCellReuseIdentifier: "sized")
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    UIApplication.shared.advanceFrame(by: 0)
    return (window, table)
}

@MainActor
@Suite struct TableViewAPIAuditTests {
    private let first = IndexPath(row: 0, section: 0)
    private let second = IndexPath(row: 1, section: 0)

    @Test func newPropertiesHaveIOSDefaults() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        #expect(table.selfSizingInvalidation == .enabled)
        #expect(table.allowsFocus == false)
        #expect(table.allowsFocusDuringEditing == false)
        #expect(table.remembersLastFocusedIndexPath == false)
        #expect(table.selectionFollowsFocus == false)
        #expect(table.isPrefetchingEnabled)
        #expect(table.fillerRowHeight == UITableView.automaticDimension)
        #expect(table.separatorEffect == nil)
        #expect(table.hasActiveDrop == false)
        #expect(table.hasActiveDrag == false)
        table.selfSizingInvalidation = .enabledIncludingConstraints
        table.allowsFocusDuringEditing = true
        table.separatorEffect = UIBlurEffect(style: .regular)
        #expect(table.selfSizingInvalidation.rawValue == 2)
        #expect(table.allowsFocusDuringEditing)
        #expect(table.separatorEffect != nil)
        #expect(UITableView.SelfSizingInvalidation(rawValue: 0) == .disabled)
    }

    @Test func cellInvalidatingItsIntrinsicSizeResizesItsRow() throws {
        let source = PrimaryActionSource()
        let (_, table) = sizedScene(source)
        #expect(table.rectForRow(at: first).height == 50)
        #expect(table.rectForRow(at: second).minY == 50)
        let cell = try #require(table.cellForRow(at: first) as? AuditSizedCell)
        cell.wanted = 120
        cell.invalidateIntrinsicContentSize()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: first).height == 120)
        #expect(table.rectForRow(at: second).minY == 120)
        #expect(cell.frame.height == 120)
        #expect(table.cellForRow(at: second)?.frame.minY == 120)
        // The content view's invalidation counts as the cell's.
        cell.wanted = 80
        cell.contentView.invalidateIntrinsicContentSize()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: first).height == 80)
        #expect(abs(table.contentSize.height - (80 + 4 * 50)) < 0.5)
    }

    @Test func disabledSelfSizingInvalidationKeepsTheRowHeight() throws {
        let source = PrimaryActionSource()
        let (_, table) = sizedScene(source)
        table.selfSizingInvalidation = .disabled
        let cell = try #require(table.cellForRow(at: first) as? AuditSizedCell)
        cell.wanted = 120
        cell.invalidateIntrinsicContentSize()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: first).height == 50)
        // A reload measures again.
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: first).height == 50)
    }

    @Test func newContentConfigurationResizesTheRow() throws {
        let (_, table, recorder) = tableScene([3]) { _, recorder in
            recorder.configure = { cell, _ in
                var content = cell.defaultContentConfiguration()
                content.text = "Short"
                cell.contentConfiguration = content
            }
        }
        _ = recorder
        let before = table.rectForRow(at: first).height
        let cell = try #require(table.cellForRow(at: first))
        var content = cell.defaultContentConfiguration()
        content.text = Array(repeating: "A line long enough to wrap across the width of the phone", count: 6).joined(separator: " ")
        cell.contentConfiguration = content
        table.layoutIfNeeded()
        let after = table.rectForRow(at: first).height
        #expect(after > before + 40)
        #expect(table.rectForRow(at: second).minY == table.rectForRow(at: first).maxY)
    }

    @Test func primaryActionFollowsSelectionInUIKitsOrder() {
        let source = PrimaryActionSource()
        let (window, table) = sizedScene(source)
        tableTap(window, at: CGPoint(x: 100, y: 75))
        #expect(source.events == ["willSelect 1", "didSelect 1", "canPerform 1", "perform 1"])
        #expect(table.indexPathForSelectedRow == second)

        // Performed even when the selection was refused; refused by canPerform, it is not.
        source.events = []
        source.vetoSelection = true
        source.refusesPrimary = [3]
        tableTap(window, at: CGPoint(x: 100, y: 125))
        tableTap(window, at: CGPoint(x: 100, y: 175))
        #expect(source.events == ["willSelect 2", "canPerform 2", "perform 2", "willSelect 3", "canPerform 3"])
        #expect(table.indexPathForSelectedRow == second)
    }

    @Test func noPrimaryActionWhenExtendingAMultipleSelection() {
        let source = PrimaryActionSource()
        let (window, table) = sizedScene(source)
        table.allowsMultipleSelection = true
        tableTap(window, at: CGPoint(x: 100, y: 25))
        tableTap(window, at: CGPoint(x: 100, y: 75))
        #expect(source.events == ["willSelect 0", "didSelect 0", "willSelect 1", "didSelect 1"])
        #expect(table.indexPathsForSelectedRows?.count == 2)
    }

    @Test func defaultCanPerformPrimaryActionIsFalseWhileEditing() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let delegate = TableRecorder([1])
        #expect(delegate.tableView(table, canPerformPrimaryActionForRowAt: IndexPath(row: 0, section: 0)))
        table.isEditing = true
        #expect(!delegate.tableView(table, canPerformPrimaryActionForRowAt: IndexPath(row: 0, section: 0)))
        #expect(!delegate.tableView(table, shouldBeginMultipleSelectionInteractionAt: IndexPath(row: 0, section: 0)))
        #expect(delegate.tableView(table, canFocusRowAt: IndexPath(row: 0, section: 0)) == table.allowsFocus)
        #expect(delegate.indexPathForPreferredFocusedView(in: table) == nil)
    }

    @Test func tappingPostsSelectionDidChangeButSelectingByCodeDoesNot() {
        let source = PrimaryActionSource()
        let (window, table) = sizedScene(source)
        let counter = AuditCounter()
        let observer = NotificationCenter.default.addObserver(forName: UITableView.selectionDidChangeNotification, object: table, queue: nil) { _ in
            counter.value += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        #expect(counter.value == 0)
        tableTap(window, at: CGPoint(x: 100, y: 75))
        #expect(counter.value == 1)
        // Tapping the selected row again changes nothing.
        tableTap(window, at: CGPoint(x: 100, y: 75))
        #expect(counter.value == 1)
    }

    @Test func tableViewControllerSubclassesOverrideTheNewDelegateMethods() {
        let controller = AuditTableController(style: .plain)
        let window = phoneWindowAtScale1()
        controller.tableView.register(AuditSizedCell.self, forCellReuseIdentifier: "sized")
        controller.tableView.contentInsetAdjustmentBehavior = .never
        controller.tableView.frame = window.bounds
        window.addSubview(controller.tableView)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.indentationLevel == 2)
        tableTap(window, at: CGPoint(x: 100, y: 75))
        #expect(controller.performed == [IndexPath(row: 1, section: 0)])
        let delegate: any UITableViewDelegate = controller
        #expect(delegate.tableView(controller.tableView, estimatedHeightForHeaderInSection: 0) == 30)
        #expect(delegate.indexPathForPreferredFocusedView(in: controller.tableView) == IndexPath(row: 1, section: 0))
    }
}
