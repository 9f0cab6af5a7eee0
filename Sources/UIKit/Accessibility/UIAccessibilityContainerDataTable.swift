import Foundation

/// A container that presents its elements as a table of rows and columns (a custom grid view), so that
/// assistive technologies can say "row 3, column 2" and move by row and column. Adopt it in a view
/// whose `accessibilityContainerType` is `.dataTable`; its cells adopt
/// `UIAccessibilityContainerDataTableCell`. The desktop accessibility bridge reads it as AT-SPI2's
/// `Table`.
///
/// Tessera declares the optional requirements with default implementations that answer nil, as Swift
/// on Linux has no optional protocol requirements; Apple's protocol refines `NSObjectProtocol`, this
/// one `AnyObject`.
@MainActor
public protocol UIAccessibilityContainerDataTable: AnyObject {
    /// The element of the cell at `row` and `column` (a cell spanning several rows or columns answers
    /// for each of them); nil where there is none.
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)?
    /// The number of rows.
    func accessibilityRowCount() -> Int
    /// The number of columns.
    func accessibilityColumnCount() -> Int
    /// The header elements of a row (optional on iOS).
    func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]?
    /// The header elements of a column (optional on iOS).
    func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]?
}

extension UIAccessibilityContainerDataTable {
    /// No row headers.
    public func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]? { nil }
    /// No column headers.
    public func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? { nil }
}
