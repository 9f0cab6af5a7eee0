import UIKit

/// An object exported with the table role (its `accessibilityContainerType` is `.dataTable`), as
/// AT-SPI2's `Table` and `TableCell` count it. A table or collection view has one column, and a row for
/// every row (or item) of the data source, section after section, not only those on the screen. Only
/// the rows on the screen are exported objects (as `GetChildren` lists only them): a row off the screen
/// has no object, so `GetAccessibleAt` answers the null reference for it and `GetIndexAt` -1, until it
/// is scrolled into view; its number, selection and section are known all the same. A row's
/// description is its section's header title, and its header the section's header view when that is
/// on the screen. A container adopting `UIAccessibilityContainerDataTable` (a custom grid) answers for
/// itself: its row and column counts, its cells by row and column, their spans
/// (`UIAccessibilityContainerDataTableCell`) and its header elements; its rows are not selectable.
@MainActor
struct TableContent {
    /// The kinds of objects with rows.
    enum Rows {
        case tableView(UITableView)
        case collectionView(UICollectionView)
        case dataTable(any UIAccessibilityContainerDataTable)
    }

    let rows: Rows
    /// The exported children, in order (an object may since have gone).
    let children: [UIResponder?]

    /// The rows of an object exported as a table (nil: it is not a table or collection view).
    static func rows(of object: UIResponder?) -> Rows? {
        if let grid = object as? any UIAccessibilityContainerDataTable { return .dataTable(grid) }
        return switch object {
        case let table as UITableView: .tableView(table)
        case let collection as UICollectionView: .collectionView(collection)
        default: nil
        }
    }

    /// The table of an exported object with the table role (nil: none).
    init?(_ entry: ObjectRegistry.Entry, registry: ObjectRegistry) {
        guard entry.role == .table, let rows = Self.rows(of: entry.object) else { return nil }
        self.init(rows: rows, children: entry.children.map { registry.entries[$0]?.object })
    }

    init(rows: Rows, children: [UIResponder?]) {
        self.rows = rows
        self.children = children
    }

    // MARK: Counting

    private var sectionCount: Int {
        switch rows {
        case .tableView(let table): table.numberOfSections
        case .collectionView(let collection): collection.numberOfSections
        case .dataTable: 0
        }
    }

    private func count(inSection section: Int) -> Int {
        switch rows {
        case .tableView(let table): table.numberOfRows(inSection: section)
        case .collectionView(let collection): collection.numberOfItems(inSection: section)
        case .dataTable: 0
        }
    }

    /// The number of rows: every row of every section.
    var rowCount: Int {
        if case .dataTable(let grid) = rows { return max(0, grid.accessibilityRowCount()) }
        return (0..<sectionCount).reduce(0) { $0 + count(inSection: $1) }
    }

    /// The number of columns (1 for a table view's rows, and a collection view's items read one by one).
    var columnCount: Int {
        if case .dataTable(let grid) = rows { return max(0, grid.accessibilityColumnCount()) }
        return 1
    }

    /// The index path of a row number (nil: no such row).
    func indexPath(ofRow row: Int) -> IndexPath? {
        guard row >= 0 else { return nil }
        var first = 0
        for section in 0..<sectionCount {
            let count = count(inSection: section)
            if row < first + count { return IndexPath(row: row - first, section: section) }
            first += count
        }
        return nil
    }

    /// The row number of an index path.
    func row(of indexPath: IndexPath) -> Int {
        (0..<indexPath.section).reduce(0) { $0 + count(inSection: $1) } + indexPath.row
    }

    // MARK: Cells

    /// The index path of the exported child at `index` (nil: not a row's cell, or no such child).
    func indexPath(ofChild index: Int) -> IndexPath? {
        guard children.indices.contains(index), var view = children[index] as? UIView else { return nil }
        switch rows {
        case .tableView(let table):
            while !(view is UITableViewCell) {
                guard let parent = view.superview, parent !== table else { return nil }
                view = parent
            }
            return (view as? UITableViewCell).flatMap { table.indexPath(for: $0) }
        case .collectionView(let collection):
            while !(view is UICollectionViewCell) {
                guard let parent = view.superview, parent !== collection else { return nil }
                view = parent
            }
            return (view as? UICollectionViewCell).flatMap { collection.indexPath(for: $0) }
        case .dataTable:
            return nil
        }
    }

    /// Where a cell sits: its first row and column, and how many of each it spans.
    struct Position: Equatable {
        var row: Int
        var column: Int
        var rowSpan = 1
        var columnSpan = 1
    }

    /// Where the exported child at `index` sits (nil: it is not a cell).
    func position(ofChild index: Int) -> Position? {
        if case .dataTable = rows {
            guard children.indices.contains(index), let cell = children[index] as? any UIAccessibilityContainerDataTableCell else { return nil }
            let rows = cell.accessibilityRowRange(), columns = cell.accessibilityColumnRange()
            return Position(row: rows.location, column: columns.location, rowSpan: max(1, rows.length), columnSpan: max(1, columns.length))
        }
        return indexPath(ofChild: index).map { Position(row: row(of: $0), column: 0) }
    }

    /// The row of the exported child at `index` (-1: not a cell).
    func row(ofChild index: Int) -> Int { position(ofChild: index)?.row ?? -1 }

    /// The index among the exported children of the cell at `row` and `column` (nil: no such cell, or
    /// it is not on the screen).
    func childIndex(row: Int, column: Int) -> Int? {
        guard row >= 0, row < rowCount, column >= 0, column < columnCount else { return nil }
        if case .dataTable(let grid) = rows {
            guard let cell = grid.accessibilityDataTableCellElement(forRow: row, column: column) as? UIResponder else { return nil }
            return children.firstIndex { $0 === cell }
        }
        guard let wanted = indexPath(ofRow: row) else { return nil }
        return children.indices.first { indexPath(ofChild: $0) == wanted }
    }

    // MARK: Headers

    /// A row's description: its section's header title (nil where the data source gives none).
    func description(ofRow row: Int) -> String? {
        guard let indexPath = indexPath(ofRow: row), case .tableView(let table) = rows else { return nil }
        return table.dataSource?.tableView(table, titleForHeaderInSection: indexPath.section)
    }

    /// A row's headers: a grid's header elements for the row, or a table view row's section header
    /// view when it is on the screen.
    func headers(ofRow row: Int) -> [UIResponder] {
        switch rows {
        case .dataTable(let grid):
            guard row >= 0, row < rowCount else { return [] }
            return (grid.accessibilityHeaderElements(forRow: row) ?? []).compactMap { $0 as? UIResponder }
        case .tableView(let table):
            return indexPath(ofRow: row).flatMap { table.headerView(forSection: $0.section) }.map { [$0] } ?? []
        case .collectionView:
            return []
        }
    }

    /// A column's headers: a grid's header elements for the column (none for table and collection views).
    func headers(ofColumn column: Int) -> [UIResponder] {
        guard case .dataTable(let grid) = rows, column >= 0, column < columnCount else { return [] }
        return (grid.accessibilityHeaderElements(forColumn: column) ?? []).compactMap { $0 as? UIResponder }
    }

    // MARK: Selection

    /// The selected rows, in order (off the screen too).
    var selectedRows: [Int] {
        switch rows {
        case .tableView(let table): (table.indexPathsForSelectedRows ?? []).map { row(of: $0) }.sorted()
        case .collectionView(let collection): (collection.indexPathsForSelectedItems ?? []).map { row(of: $0) }.sorted()
        case .dataTable: []
        }
    }

    /// Whether a row is selected.
    func isSelected(row: Int) -> Bool {
        guard let indexPath = indexPath(ofRow: row) else { return false }
        return switch rows {
        case .tableView(let table): table.isRowSelected(indexPath)
        case .collectionView(let collection): collection.isItemSelected(indexPath)
        case .dataTable: false
        }
    }

    /// Selects or deselects a row as the user does (the delegate asked and told; see
    /// `SelectionContent`); nil when the row does not exist or the view selects nothing now.
    func setSelected(_ selected: Bool, row: Int) -> SelectionContent.Change? {
        guard let indexPath = indexPath(ofRow: row) else { return nil }
        switch rows {
        case .tableView(let table):
            guard table.allowsSelectionNow else { return nil }
            return { table.setRowSelectedAsUser(indexPath, selected) }
        case .collectionView(let collection):
            guard collection.allowsSelectionNow else { return nil }
            return { collection.setItemSelectedAsUser(indexPath, selected) }
        case .dataTable:
            return nil
        }
    }
}
