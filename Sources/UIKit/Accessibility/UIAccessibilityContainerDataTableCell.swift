import Foundation

/// An element of a `UIAccessibilityContainerDataTable`: where it sits in the table, as the rows and
/// columns it spans. Apple's protocol refines `NSObjectProtocol`; Tessera's refines `AnyObject`.
@MainActor
public protocol UIAccessibilityContainerDataTableCell: AnyObject {
    /// The rows the cell spans (`location` the first row, `length` how many).
    func accessibilityRowRange() -> NSRange
    /// The columns the cell spans (`location` the first column, `length` how many).
    func accessibilityColumnRange() -> NSRange
}
