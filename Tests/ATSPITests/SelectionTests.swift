import Testing
import UIKit
@testable import TesseraATSPI

/// AT-SPI2's `Selection` as the bridge answers it, without D-Bus: which children are selected, and
/// that every change goes through UIKit's path for a tap (the delegate asked and told in UIKit's order).
@MainActor
@Suite struct SelectionTests {
    /// A table's data source and delegate that records the delegate's selection calls.
    private final class RecordingRows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var calls: [String] = []
        var refused: Set<Int> = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append("willSelect \(indexPath.row)")
            return refused.contains(indexPath.row) ? nil : indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append("willDeselect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.row)") }
        func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) { calls.append("primary \(indexPath.row)") }
    }

    private func window(with view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.frame = window.bounds
        window.addSubview(view)
        window.isHidden = false
        window.layoutIfNeeded()
        return window
    }

    private func selection(of object: UIResponder, _ registry: ObjectRegistry) throws -> SelectionContent {
        let entry = try #require(registry.entry(of: object))
        return try #require(SelectionContent(entry, registry: registry))
    }

    @Test func aTablesRowsAreSelectedThroughTheDelegateAsATapSelectsThem() throws {
        let rows = RecordingRows()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = rows
        table.delegate = rows
        let window = window(with: table)
        defer { window.isHidden = true }
        let registry = ObjectRegistry(applicationName: "Selection")
        let selection = try selection(of: table, registry)
        #expect(selection.children.count == 4)
        #expect(selection.selectedIndices.isEmpty)

        try make(selection.select(at: 1))
        #expect(rows.calls == ["willSelect 1", "didSelect 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(selection.selectedIndices == [1])
        #expect(selection.isSelected(at: 1) && !selection.isSelected(at: 0))

        rows.calls = []
        try make(selection.select(at: 2))
        #expect(rows.calls == ["willSelect 2", "willDeselect 1", "didDeselect 1", "didSelect 2"])
        #expect(selection.selectedIndices == [2])
        // The cell's `selected` state follows at the next walk.
        registry.isStale = true
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(registry.entry(of: cell)?.states.contains(.selected) == true)
        #expect(registry.entry(of: cell)?.states.contains(.selectable) == true)

        // Single selection: no "select all"; a deselection goes through willDeselect and didDeselect.
        #expect(!can(selection.selectAll()))
        #expect(!can(selection.deselect(at: 0)))
        rows.calls = []
        try make(selection.deselectSelected(0))
        #expect(rows.calls == ["willDeselect 2", "didDeselect 2"])
        #expect(table.indexPathForSelectedRow == nil)

        // willSelect's veto holds.
        rows.refused = [3]
        rows.calls = []
        try make(selection.select(at: 3))
        #expect(rows.calls == ["willSelect 3"])
        #expect(selection.selectedIndices.isEmpty)

        table.allowsSelection = false
        #expect(!can(selection.select(at: 0)))
    }

    @Test func multipleSelectionSelectsAllAndClears() throws {
        let rows = RecordingRows()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = rows
        table.delegate = rows
        table.allowsMultipleSelection = true
        let window = window(with: table)
        defer { window.isHidden = true }
        let registry = ObjectRegistry(applicationName: "Selection")
        let selection = try selection(of: table, registry)
        try make(selection.select(at: 0))
        try make(selection.select(at: 2))
        #expect(selection.selectedIndices == [0, 2])
        rows.calls = []
        try make(selection.selectAll())
        #expect(rows.calls == ["willSelect 1", "didSelect 1", "willSelect 3", "didSelect 3"])
        #expect(table.indexPathsForSelectedRows?.count == 4)
        rows.calls = []
        try make(selection.deselect(at: 1))
        #expect(rows.calls == ["willDeselect 1", "didDeselect 1"])
        #expect(selection.selectedIndices == [0, 2, 3])
        try make(selection.clear())
        #expect(table.indexPathsForSelectedRows == nil)
    }

    /// A collection view's data source and delegate that records the delegate's selection calls.
    private final class RecordingItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var calls: [String] = []
        var allowed = true
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.isAccessibilityElement = true
            cell.accessibilityLabel = "Item \(indexPath.item)"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            calls.append("shouldSelect \(indexPath.item)")
            return allowed
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.item)") }
        func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
            calls.append("shouldDeselect \(indexPath.item)")
            return true
        }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.item)") }
    }

    @Test func aCollectionViewsItemsAreSelectedThroughTheDelegate() throws {
        let items = RecordingItems()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = items
        collection.delegate = items
        let window = window(with: collection)
        defer { window.isHidden = true }
        let registry = ObjectRegistry(applicationName: "Selection")
        let selection = try selection(of: collection, registry)
        #expect(selection.children.count == 3)
        try make(selection.select(at: 0))
        try make(selection.select(at: 1))
        #expect(items.calls == ["shouldSelect 0", "didSelect 0", "shouldSelect 1", "didDeselect 0", "didSelect 1"])
        #expect(selection.selectedIndices == [1])
        #expect(!can(selection.selectAll()))
        items.allowed = false
        items.calls = []
        try make(selection.select(at: 2))
        #expect(items.calls == ["shouldSelect 2"])
        #expect(selection.selectedIndices == [1])
        items.calls = []
        collection.allowsMultipleSelection = true
        try make(selection.selectAll())
        #expect(items.calls == ["shouldSelect 0", "shouldSelect 2"])
        items.calls = []
        try make(selection.clear())
        #expect(items.calls == ["shouldDeselect 1", "didDeselect 1"])
        #expect(collection.indexPathsForSelectedItems == nil)
    }

    /// A tab bar controller delegate that refuses one controller and records what it was asked.
    private final class Gatekeeper: NSObject, UITabBarControllerDelegate {
        var calls: [String] = []
        var refused: UIViewController?
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            calls.append("shouldSelect \(viewController.title ?? "")")
            return viewController !== refused
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            calls.append("didSelect \(viewController.title ?? "")")
        }
    }

    @Test func aTabIsSelectedThroughTheTabBarControllersDelegate() throws {
        let controllers = ["One", "Two", "Three"].map { title -> UIViewController in
            let controller = UIViewController()
            controller.title = title
            controller.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            return controller
        }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        let gatekeeper = Gatekeeper()
        gatekeeper.refused = controllers[2]
        tabs.delegate = gatekeeper
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.isHidden = false
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let registry = ObjectRegistry(applicationName: "Tabs")
        let bar = try #require(registry.entry(of: tabs.tabBar))
        #expect(bar.role == .pageTabList)
        let selection = try #require(SelectionContent(bar, registry: registry))
        #expect(selection.selectedIndices == [0])
        try make(selection.select(at: 1))
        #expect(gatekeeper.calls == ["shouldSelect Two", "didSelect Two"])
        #expect(tabs.selectedIndex == 1)
        #expect(selection.selectedIndices == [1])
        gatekeeper.calls = []
        try make(selection.select(at: 2))
        #expect(gatekeeper.calls == ["shouldSelect Three"])
        #expect(tabs.selectedIndex == 1)
        #expect(selection.selectedIndices == [1])
        // A tab bar keeps one tab selected.
        #expect(!can(selection.deselect(at: 1)))
        #expect(!can(selection.clear()))
        #expect(!can(selection.selectAll()))
    }

    /// A segmented control of three segments shown in a window, with its desktop entry and the entries
    /// of its segments in the order the desktop sees them.
    private func segments(selecting selected: Int, direction: UISemanticContentAttribute = .unspecified)
        throws -> (control: UISegmentedControl, window: UIWindow, registry: ObjectRegistry, panel: ObjectRegistry.Entry,
                   segments: [ObjectRegistry.Entry]) {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.semanticContentAttribute = direction
        control.selectedSegmentIndex = selected
        let container = UIView()
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        container.addSubview(control)
        let window = window(with: container)
        let registry = ObjectRegistry(applicationName: "Segments")
        let panel = try #require(registry.entry(of: control))
        return (control, window, registry, panel, panel.children.compactMap { registry.entry($0) })
    }

    @Test func aSegmentIsSelectedAsATapSelectsIt() throws {
        let (control, window, registry, panel, segments) = try segments(selecting: 0)
        defer { window.isHidden = true }
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        #expect(panel.role == .panel)
        #expect(segments.map(\.name) == ["Day", "Week", "Month"])
        #expect(segments.allSatisfy { $0.states.contains(.selectable) })
        #expect(segments[0].states.contains(.selected))
        let selection = try #require(SelectionContent(panel, registry: registry))
        #expect(selection.selectedIndices == [0])
        try make(selection.select(at: 2))
        #expect(changes == [2])
        #expect(selection.selectedIndices == [2])
        #expect(!can(selection.deselect(at: 2)))
        #expect(!can(selection.clear()))
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!can(selection.select(at: 1)))
    }

    /// A right-to-left segmented control lays its first segment out on the right, where reading starts:
    /// the desktop sees the segments in their order, and selecting the first selects the first segment.
    @Test func aRightToLeftSegmentedControlListsItsSegmentsInReadingOrder() throws {
        let (control, window, registry, panel, segments) = try segments(selecting: 1, direction: .forceRightToLeft)
        defer { window.isHidden = true }
        #expect(segments.map(\.name) == ["Day", "Week", "Month"])
        #expect(segments.map { $0.states.contains(.selected) } == [false, true, false])
        let selection = try #require(SelectionContent(panel, registry: registry))
        #expect(selection.selectedIndices == [1])
        try make(selection.select(at: 0))
        #expect(control.selectedSegmentIndex == 0)
        #expect(selection.selectedIndices == [0])
    }
}

/// Makes a change as the bridge makes it on the next turn of the main queue (failing when there is none).
@MainActor
func make(_ change: SelectionContent.Change?, sourceLocation: SourceLocation = #_sourceLocation) throws {
    guard let change else {
        Issue.record("no change", sourceLocation: sourceLocation)
        return
    }
    change()
}

/// Whether there is a change to make (the bridge then answers true).
func can(_ change: SelectionContent.Change?) -> Bool { change != nil }
