import UIKit

/// The selection of an object whose exported children can be selected (AT-SPI2's `Selection`): a tab
/// bar's tabs, a segmented control's segments, a table view's rows and a collection view's items. The
/// indices are those of the object's exported children (for a table, the rows on the screen: the
/// bridge exports no others). Every change goes through UIKit's own path for a tap, so the app hears
/// what it hears on iOS: a tab through the tab bar's delegate (a tab bar controller, which asks its own
/// delegate's `shouldSelect`), a segment as a tap selects it (`.valueChanged`), a row or item through
/// the delegate's will/should-select and did-select calls, honouring `allowsSelection` and
/// `allowsMultipleSelection`.
@MainActor
struct SelectionContent {
    /// The kinds of objects with a selection.
    enum Container {
        case tabBar(UITabBar)
        case segmentedControl(UISegmentedControl)
        case tableView(UITableView)
        case collectionView(UICollectionView)
    }

    /// A change to make; the bridge makes it on the next turn of the main queue, tests at once.
    typealias Change = @MainActor () -> Void

    let container: Container
    /// The exported children, in order (an object may since have gone).
    let children: [UIResponder?]

    /// The kind of selection container an object is (nil: it has no selection).
    static func container(of object: UIResponder?) -> Container? {
        switch object {
        case let bar as UITabBar: .tabBar(bar)
        case let control as UISegmentedControl: .segmentedControl(control)
        case let table as UITableView: .tableView(table)
        case let collection as UICollectionView: .collectionView(collection)
        default: nil
        }
    }

    /// The selection of an exported object (nil: it has none).
    init?(_ entry: ObjectRegistry.Entry, registry: ObjectRegistry) {
        guard let container = Self.container(of: entry.object) else { return nil }
        self.container = container
        children = entry.children.map { registry.entries[$0]?.object }
    }

    init(container: Container, children: [UIResponder?]) {
        self.container = container
        self.children = children
    }

    // MARK: Reading

    /// What a child stands for in its container.
    private enum Part {
        case tab(UITabBarItem)
        case segment(Int)
        case row(IndexPath)
    }

    private func part(at index: Int) -> Part? {
        guard children.indices.contains(index), let child = children[index] else { return nil }
        switch container {
        case .tabBar(let bar): return bar.item(ofAccessibilityElement: child).map { .tab($0) }
        case .segmentedControl(let control): return control.segment(ofAccessibilityElement: child).map { .segment($0) }
        case .tableView(let table): return TableContent(rows: .tableView(table), children: children).indexPath(ofChild: index).map { .row($0) }
        case .collectionView(let collection):
            return TableContent(rows: .collectionView(collection), children: children).indexPath(ofChild: index).map { .row($0) }
        }
    }

    /// Whether the child at `index` is selected.
    func isSelected(at index: Int) -> Bool {
        switch (container, part(at: index)) {
        case (.tabBar(let bar), .tab(let item)?): bar.selectedItem === item
        case (.segmentedControl(let control), .segment(let segment)?): control.selectedSegmentIndex == segment
        case (.tableView(let table), .row(let row)?): table.isRowSelected(row)
        case (.collectionView(let collection), .row(let item)?): collection.isItemSelected(item)
        default: false
        }
    }

    /// The indices of the selected children, in order.
    var selectedIndices: [Int] { children.indices.filter { isSelected(at: $0) } }

    // MARK: Changing

    /// Selects the child at `index` (nil: it cannot be selected; a selected child needs no change).
    func select(at index: Int) -> Change? {
        switch (container, part(at: index)) {
        case (.tabBar(let bar), .tab(let item)?):
            guard item.isEnabled else { return nil }
            return { bar.userSelected(item) }
        case (.segmentedControl(let control), .segment(let segment)?):
            guard control.isEnabled, control.isEnabledForSegment(at: segment) else { return nil }
            return { control.selectAsUser(segment) }
        case (.tableView(let table), .row(let row)?):
            guard table.allowsSelectionNow else { return nil }
            return { table.setRowSelectedAsUser(row, true) }
        case (.collectionView(let collection), .row(let item)?):
            guard collection.allowsSelectionNow else { return nil }
            return { collection.setItemSelectedAsUser(item, true) }
        default:
            return nil
        }
    }

    /// Deselects the child at `index`: rows and items only (a tab bar and a segmented control always
    /// keep their selection, as a tap does).
    func deselect(at index: Int) -> Change? {
        guard isSelected(at: index) else { return nil }
        switch (container, part(at: index)) {
        case (.tableView(let table), .row(let row)?): return { table.setRowSelectedAsUser(row, false) }
        case (.collectionView(let collection), .row(let item)?): return { collection.setItemSelectedAsUser(item, false) }
        default: return nil
        }
    }

    /// Deselects the `n`th selected child.
    func deselectSelected(_ n: Int) -> Change? {
        let selected = selectedIndices
        return selected.indices.contains(n) ? deselect(at: selected[n]) : nil
    }

    /// Selects every child: only a table or collection view that allows multiple selection now.
    func selectAll() -> Change? {
        let multiple = switch container {
        case .tableView(let table): table.allowsMultipleSelectionNow
        case .collectionView(let collection): collection.allowsMultipleSelectionNow
        default: false
        }
        guard multiple else { return nil }
        let changes = children.indices.filter { !isSelected(at: $0) }.compactMap { select(at: $0) }
        return { for change in changes { change() } }
    }

    /// Deselects every selected child (nil where the selection cannot be emptied).
    func clear() -> Change? {
        switch container {
        case .tabBar, .segmentedControl: return nil
        case .tableView, .collectionView:
            let changes = selectedIndices.compactMap { deselect(at: $0) }
            return { for change in changes { change() } }
        }
    }
}
