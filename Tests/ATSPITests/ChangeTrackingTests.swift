import Testing
import UIKit
@testable import TesseraATSPI

/// While someone listens, the bridge's walks read again only what UIKit marked as changed and reuse
/// the rest (`AccessibilityChanges`, `AccessibilityTreeCache`): what they export must be what a full
/// walk exports, and a walk after no change reads nothing.
@MainActor
@Suite struct ChangeTrackingTests {
    /// A table of many rows whose cells are reused, as an app's are.
    private final class ReusedRows: NSObject, UITableViewDataSource {
        var prefix = "Row"
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "\(prefix) \(indexPath.row)"
            return cell
        }
    }

    /// Runs `body` with change tracking on, as a listener turns it on.
    private func tracking(_ body: () throws -> Void) rethrows {
        AccessibilityChanges.isTracking = true
        defer { AccessibilityChanges.isTracking = false }
        try body()
    }

    /// A full-screen table of reused rows in a shown, laid-out window (hide the window when done; keep
    /// the data source: the table holds it weakly).
    private func shownTable() -> (window: UIWindow, table: UITableView, rows: ReusedRows) {
        let rows = ReusedRows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        window.addSubview(table)
        window.isHidden = false
        window.layoutIfNeeded()
        return (window, table, rows)
    }

    /// The names of a list's items, in order.
    private func itemNames(of table: UITableView, _ registry: ObjectRegistry) -> [String] {
        (registry.entry(of: table)?.children ?? []).compactMap { registry.entry($0)?.name }
    }

    /// Walks `window` alone through `cache`, as the bridge's walk does each window, and counts the
    /// objects it read (other tests' windows, walked by a registry, would count too).
    private func walk(_ window: UIWindow, _ cache: AccessibilityTreeCache) -> (labels: [String], read: Int) {
        cache.begin()
        defer { cache.end() }
        let before = AccessibilityTree.nodesRead
        let labels = AccessibilityTree.tree(of: window, reusing: cache).elements.map { $0.label ?? "" }
        return (labels, AccessibilityTree.nodesRead - before)
    }

    /// The labels a full walk (reading every object, reusing nothing) finds on the screen, in order.
    private func labelsOfAFullWalk(of window: UIWindow) -> [String] {
        AccessibilityTree.elements(of: window).map { $0.label ?? "" }
    }

    @Test func aLabelChangedOnAReusedCellIsReadAgain() throws {
        let (window, table, rows) = shownTable()
        defer {
            window.isHidden = true
            withExtendedLifetime(rows) {}
        }
        try tracking {
            let registry = ObjectRegistry(applicationName: "Reuse")
            let first = itemNames(of: table, registry)
            #expect(first.first == "Row 0")
            #expect(first == labelsOfAFullWalk(of: window))
            // Scrolled by more than a screen: every cell on the screen was reused for another row.
            table.contentOffset = CGPoint(x: 0, y: 44 * 30)
            window.layoutIfNeeded()
            registry.isStale = true
            let scrolled = itemNames(of: table, registry)
            #expect(Set(scrolled).isDisjoint(with: first))
            #expect(scrolled == labelsOfAFullWalk(of: window))
            // A label's text set on a cell the last walk read.
            let visible = try #require(table.indexPathsForVisibleRows)
            let cell = try #require(table.cellForRow(at: visible[2]))
            cell.textLabel?.text = "Changed"
            registry.isStale = true
            let changed = itemNames(of: table, registry)
            #expect(changed.filter { $0 == "Changed" }.count == 1)
            #expect(changed == labelsOfAFullWalk(of: window))
        }
    }

    @Test func aViewAddedInsideAnUnchangedSubtreeAppears() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let outer = UIView(frame: window.bounds), inner = UIView(frame: window.bounds)
        window.addSubview(outer)
        outer.addSubview(inner)
        for index in 0..<5 {
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(index) * 40, width: 300, height: 30))
            label.text = "Label \(index)"
            inner.addSubview(label)
        }
        window.isHidden = false
        defer { window.isHidden = true }
        tracking {
            let cache = AccessibilityTreeCache()
            #expect(walk(window, cache).labels.count == 5)
            let added = UILabel(frame: CGRect(x: 0, y: 400, width: 300, height: 30))
            added.text = "Added"
            inner.addSubview(added)
            let again = walk(window, cache)
            #expect(again.labels == ["Label 0", "Label 1", "Label 2", "Label 3", "Label 4", "Added"])
            // The window (its container node) and the new label are read; the five labels are reused.
            #expect(again.read == 2)
            #expect(again.labels == labelsOfAFullWalk(of: window))
        }
    }

    @Test func aControlsPartsAreReadAgainWhenTheControlRedraws() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        window.addSubview(control)
        window.isHidden = false
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        tracking {
            let registry = ObjectRegistry(applicationName: "Segments")
            @MainActor func selected() -> [Bool] {
                (registry.entry(of: control)?.children ?? []).map { registry.entry($0)?.states.contains(.selected) == true }
            }
            #expect(selected() == [true, false, false])
            // The segments' views are not touched: they read the control's selection.
            control.selectedSegmentIndex = 2
            registry.isStale = true
            #expect(selected() == [false, false, true])
        }
    }

    @Test func aWalkAfterNoChangeReadsNothing() throws {
        let (window, table, rows) = shownTable()
        defer {
            window.isHidden = true
            withExtendedLifetime(rows) {}
        }
        tracking {
            let cache = AccessibilityTreeCache()
            let before = walk(window, cache).labels
            #expect(before.count > 10)
            let again = walk(window, cache)
            #expect(again.labels == before)
            #expect(again.read == 0)
            // The bridge's walk reuses every entry too.
            let registry = ObjectRegistry(applicationName: "Unchanged")
            let names = itemNames(of: table, registry)
            registry.isStale = true
            #expect(itemNames(of: table, registry) == names)
            #expect(names == before)
            // A layout change posted reads everything again, as VoiceOver does.
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
            let posted = walk(window, cache)
            #expect(posted.labels == before)
            #expect(posted.read > before.count)
        }
    }

    /// A hierarchy nested deeper than a thread's stack would allow if the walk recursed: the first walk
    /// reads it, a walk after a change at the bottom reads the marked path again, and one after no
    /// change carries every record over, all without exhausting the stack.
    @Test func tenThousandNestedViewsAreWalkedWithoutRecursing() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        defer { window.isHidden = true }
        // Held here and let go from the top down, so that no deinit frees the rest inside it.
        var views: [UIView] = []
        var parent: UIView = window
        for _ in 0..<10_000 {
            let view = UIView(frame: parent.bounds)
            parent.addSubview(view)
            views.append(view)
            parent = view
        }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Deep"
        parent.addSubview(label)
        tracking {
            let cache = AccessibilityTreeCache()
            #expect(walk(window, cache).labels == ["Deep"])
            label.text = "Deeper"
            let changed = walk(window, cache)
            #expect(changed.labels == ["Deeper"])
            #expect(changed.read >= 1)
            let unchanged = walk(window, cache)
            #expect(unchanged.labels == ["Deeper"])
            #expect(unchanged.read == 0)
        }
        views[0].removeFromSuperview()
        views.removeAll()
    }
}
