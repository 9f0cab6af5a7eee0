import Testing
import UIKit
@testable import TesseraATSPI

/// AT-SPI2's `Table` and `TableCell` for a table view exported as a data table, without D-Bus: rows
/// counted over every section (not only those on the screen), the cells on the screen found by row,
/// section titles as row descriptions, and row selection through the delegate.
@MainActor
@Suite struct TableTests {
    private final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
        var calls: [String] = []
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 1_000 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Fruit" : "Numbers" }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = indexPath.section == 0 ? ["Apple", "Pear", "Plum"][indexPath.row] : "Number \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append("willSelect \(indexPath.section).\(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.section).\(indexPath.row)") }
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append("willDeselect \(indexPath.section).\(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.section).\(indexPath.row)") }
    }

    @Test func aDataTableCountsEveryRowAndFindsTheCellsOnTheScreen() throws {
        let rows = Sections()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = rows
        table.delegate = rows
        table.accessibilityContainerType = .dataTable
        window.addSubview(table)
        window.isHidden = false
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let registry = ObjectRegistry(applicationName: "Tables")
        let entry = try #require(registry.entry(of: table))
        #expect(entry.role == .table)
        let model = try #require(TableContent(entry, registry: registry))
        #expect(model.rowCount == 1_003)
        #expect(model.columnCount == 1)
        #expect(model.indexPath(ofRow: 0) == IndexPath(row: 0, section: 0))
        #expect(model.indexPath(ofRow: 3) == IndexPath(row: 0, section: 1))
        #expect(model.indexPath(ofRow: 1_002) == IndexPath(row: 999, section: 1))
        #expect(model.indexPath(ofRow: 1_003) == nil)
        #expect(model.row(of: IndexPath(row: 5, section: 1)) == 8)

        // The cells on the screen are table cells; a row's cell is found by its row.
        let pear = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let pearEntry = try #require(registry.entry(of: pear))
        #expect(pearEntry.role == .tableCell)
        #expect(pearEntry.parent == entry.id)
        let pearIndex = try #require(model.childIndex(row: 1, column: 0))
        #expect(entry.children[pearIndex] == pearEntry.id)
        #expect(model.row(ofChild: pearIndex) == 1)
        // A row far off the screen has no object (GetChildren lists only the rows on the screen).
        #expect(model.childIndex(row: 900, column: 0) == nil)
        #expect(entry.children.count < 40)

        #expect(model.description(ofRow: 2) == "Fruit")
        #expect(model.description(ofRow: 4) == "Numbers")
        #expect(model.headers(ofRow: 0).first === table.headerView(forSection: 0))
        #expect(model.childIndex(row: 1, column: 1) == nil)
        #expect(model.position(ofChild: pearIndex) == TableContent.Position(row: 1, column: 0))

        // Rows are selected through the delegate, off the screen too.
        try make(model.setSelected(true, row: 1))
        try make(model.setSelected(true, row: 900))
        #expect(rows.calls == ["willSelect 0.1", "didSelect 0.1", "willSelect 1.897", "willDeselect 0.1", "didDeselect 0.1", "didSelect 1.897"])
        #expect(model.selectedRows == [900])
        #expect(model.isSelected(row: 900) && !model.isSelected(row: 1))
        rows.calls = []
        try make(model.setSelected(false, row: 900))
        #expect(rows.calls == ["willDeselect 1.897", "didDeselect 1.897"])
        #expect(model.selectedRows.isEmpty)
        #expect(!can(model.setSelected(true, row: 5_000)))
    }

    @Test func aPlainTableIsAListWithoutTheTableInterface() throws {
        let rows = Sections()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = rows
        window.addSubview(table)
        window.isHidden = false
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let registry = ObjectRegistry(applicationName: "Tables")
        let entry = try #require(registry.entry(of: table))
        #expect(entry.role == .list)
        #expect(TableContent(entry, registry: registry) == nil)
    }

    /// A grid of 3 rows and 2 columns whose first row holds the column headers, and whose last cell
    /// spans both columns.
    private final class Grid: UIView, UIAccessibilityContainerDataTable {
        final class Cell: UIAccessibilityElement, UIAccessibilityContainerDataTableCell {
            let row: Int, column: Int, columns: Int
            init(container: Grid, text: String, row: Int, column: Int, columns: Int = 1) {
                (self.row, self.column, self.columns) = (row, column, columns)
                super.init(accessibilityContainer: container)
                accessibilityLabel = text
                isAccessibilityElement = true
                accessibilityFrameInContainerSpace = CGRect(x: CGFloat(column) * 100, y: CGFloat(row) * 40, width: CGFloat(columns) * 100, height: 40)
            }
            func accessibilityRowRange() -> NSRange { NSRange(location: row, length: 1) }
            func accessibilityColumnRange() -> NSRange { NSRange(location: column, length: columns) }
        }
        var cells: [Cell] = []
        func accessibilityRowCount() -> Int { 3 }
        func accessibilityColumnCount() -> Int { 2 }
        func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)? {
            cells.first { $0.row == row && $0.column <= column && column < $0.column + $0.columns }
        }
        func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? {
            cells.filter { $0.row == 0 && $0.column == column }
        }
    }

    @Test func aGridAdoptingTheDataTableProtocolAnswersForItsCells() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let grid = Grid(frame: CGRect(x: 0, y: 100, width: 200, height: 120))
        grid.cells = [Grid.Cell(container: grid, text: "Name", row: 0, column: 0), Grid.Cell(container: grid, text: "Age", row: 0, column: 1),
                      Grid.Cell(container: grid, text: "Ada", row: 1, column: 0), Grid.Cell(container: grid, text: "36", row: 1, column: 1),
                      Grid.Cell(container: grid, text: "Total", row: 2, column: 0, columns: 2)]
        grid.accessibilityElements = grid.cells
        grid.accessibilityContainerType = .dataTable
        window.addSubview(grid)
        window.isHidden = false
        defer { window.isHidden = true }
        let registry = ObjectRegistry(applicationName: "Grid")
        let entry = try #require(registry.entry(of: grid))
        #expect(entry.role == .table)
        let model = try #require(TableContent(entry, registry: registry))
        #expect(model.rowCount == 3 && model.columnCount == 2)
        let age = try #require(model.childIndex(row: 1, column: 1))
        #expect(registry.entry(entry.children[age])?.name == "36")
        #expect(registry.entry(entry.children[age])?.role == .tableCell)
        #expect(model.position(ofChild: age) == TableContent.Position(row: 1, column: 1))
        let total = try #require(model.childIndex(row: 2, column: 1))
        #expect(model.childIndex(row: 2, column: 0) == total)
        #expect(model.position(ofChild: total) == TableContent.Position(row: 2, column: 0, rowSpan: 1, columnSpan: 2))
        #expect(model.headers(ofColumn: 1).first === grid.cells[1])
        #expect(model.headers(ofRow: 1).isEmpty)
        #expect(model.childIndex(row: 3, column: 0) == nil)
        #expect(model.selectedRows.isEmpty)
        #expect(!can(model.setSelected(true, row: 1)))
    }
}
