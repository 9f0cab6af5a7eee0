import CGio
import UIKit

/// `org.a11y.atspi.Table` for an object exported as a table (`TableContent`: a table or collection
/// view, or a `UIAccessibilityContainerDataTable`), and `org.a11y.atspi.TableCell` for its cells.
/// Columns are never selected; a row's selection changes as the user's does (`AddRowSelection`,
/// `RemoveRowSelection`), on the next turn of the main queue.
@MainActor
enum TableInterface {
    static func property(_ name: String, _ entry: ObjectRegistry.Entry, bridge: ATSPIBridge) -> OpaquePointer? {
        guard let table = TableContent(entry, registry: bridge.registry) else { return nil }
        switch name {
        case "NRows": return Variant.int32(Int32(clamping: table.rowCount))
        case "NColumns": return Variant.int32(Int32(table.columnCount))
        case "Caption", "Summary": return bridge.nullReference
        case "NSelectedRows": return Variant.int32(Int32(clamping: table.selectedRows.count))
        case "NSelectedColumns": return Variant.int32(0)
        default: return nil
        }
    }

    static func call(_ method: String, _ arguments: OpaquePointer, _ entry: ObjectRegistry.Entry,
                     bridge: ATSPIBridge) throws(BusError) -> OpaquePointer {
        guard let table = TableContent(entry, registry: bridge.registry) else { throw .unknownMethod(InterfaceDefinitions.table, method) }
        let first = { Int(Variant.int32(in: arguments, at: 0)) }
        let second = { Int(Variant.int32(in: arguments, at: 1)) }
        /// A reference to the first exported object of `objects` (the null reference: none).
        let firstReference = { (objects: [UIResponder]) in
            objects.lazy.compactMap { bridge.registry.entry(of: $0) }.first.map { bridge.reference($0.id) } ?? bridge.nullReference
        }
        switch method {
        case "GetAccessibleAt":
            let child = table.childIndex(row: first(), column: second())
            return Variant.tuple([child.map { bridge.reference(entry.children[$0]) } ?? bridge.nullReference])
        case "GetIndexAt":
            return Variant.tuple([Variant.int32(Int32(table.childIndex(row: first(), column: second()) ?? -1))])
        case "GetRowAtIndex":
            return Variant.tuple([Variant.int32(Int32(clamping: table.position(ofChild: first())?.row ?? -1))])
        case "GetColumnAtIndex":
            return Variant.tuple([Variant.int32(Int32(clamping: table.position(ofChild: first())?.column ?? -1))])
        case "GetRowDescription":
            return Variant.tuple([Variant.string(table.description(ofRow: first()) ?? "")])
        case "GetColumnDescription":
            return Variant.tuple([Variant.string(table.headers(ofColumn: first()).first?.accessibilityLabel ?? "")])
        case "GetRowExtentAt", "GetColumnExtentAt":
            let position = table.childIndex(row: first(), column: second()).flatMap { table.position(ofChild: $0) }
            let span = method == "GetRowExtentAt" ? position?.rowSpan : position?.columnSpan
            return Variant.tuple([Variant.int32(Int32(clamping: span ?? 1))])
        case "GetRowHeader":
            return Variant.tuple([firstReference(table.headers(ofRow: first()))])
        case "GetColumnHeader":
            return Variant.tuple([firstReference(table.headers(ofColumn: first()))])
        case "GetSelectedRows":
            return Variant.tuple([Variant.array("i", table.selectedRows.map { Variant.int32(Int32(clamping: $0)) })])
        case "GetSelectedColumns":
            return Variant.tuple([Variant.array("i", [])])
        case "IsRowSelected":
            return Variant.tuple([Variant.bool(table.isSelected(row: first()))])
        case "IsColumnSelected":
            return Variant.tuple([Variant.bool(false)])
        case "IsSelected":
            return Variant.tuple([Variant.bool(second() >= 0 && second() < table.columnCount && table.isSelected(row: first()))])
        case "AddRowSelection", "RemoveRowSelection":
            let change = table.setSelected(method == "AddRowSelection", row: first())
            if let change { bridge.later(change) }
            return Variant.tuple([Variant.bool(change != nil)])
        case "AddColumnSelection", "RemoveColumnSelection":
            return Variant.tuple([Variant.bool(false)])
        case "GetRowColumnExtentsAtIndex":
            let position = table.position(ofChild: first())
            return Variant.tuple([Variant.bool(position != nil), Variant.int32(Int32(clamping: position?.row ?? -1)),
                                  Variant.int32(Int32(clamping: position?.column ?? -1)), Variant.int32(Int32(clamping: position?.rowSpan ?? 0)),
                                  Variant.int32(Int32(clamping: position?.columnSpan ?? 0)),
                                  Variant.bool(position.map { table.isSelected(row: $0.row) } ?? false)])
        default:
            throw .unknownMethod(InterfaceDefinitions.table, method)
        }
    }

    // MARK: TableCell

    /// The table of a cell, its model and where the cell sits (nil: the object is not a cell of a table).
    static func cell(_ entry: ObjectRegistry.Entry, bridge: ATSPIBridge) -> (table: ObjectRegistry.Entry, model: TableContent, position: TableContent.Position)? {
        guard entry.role == .tableCell, let parent = entry.parent, let tableEntry = bridge.registry.entry(parent),
              let table = TableContent(tableEntry, registry: bridge.registry),
              let index = tableEntry.children.firstIndex(of: entry.id), let position = table.position(ofChild: index) else { return nil }
        return (tableEntry, table, position)
    }

    static func cellProperty(_ name: String, _ entry: ObjectRegistry.Entry, bridge: ATSPIBridge) -> OpaquePointer? {
        guard let (table, _, position) = cell(entry, bridge: bridge) else { return nil }
        switch name {
        case "RowSpan": return Variant.int32(Int32(clamping: position.rowSpan))
        case "ColumnSpan": return Variant.int32(Int32(clamping: position.columnSpan))
        case "Position": return Variant.tuple([Variant.int32(Int32(clamping: position.row)), Variant.int32(Int32(clamping: position.column))])
        case "Table": return bridge.reference(table.id)
        default: return nil
        }
    }

    static func cellCall(_ method: String, _ entry: ObjectRegistry.Entry, bridge: ATSPIBridge) throws(BusError) -> OpaquePointer {
        guard let (_, model, position) = cell(entry, bridge: bridge) else { throw .unknownMethod(InterfaceDefinitions.tableCell, method) }
        let references = { (objects: [UIResponder]) in
            Variant.tuple([Variant.array("(so)", objects.compactMap { bridge.registry.entry(of: $0).map { bridge.reference($0.id) } })])
        }
        switch method {
        case "GetRowColumnSpan":
            return Variant.tuple([Variant.int32(Int32(clamping: position.row)), Variant.int32(Int32(clamping: position.column)),
                                  Variant.int32(Int32(clamping: position.rowSpan)), Variant.int32(Int32(clamping: position.columnSpan))])
        case "GetRowHeaderCells": return references(model.headers(ofRow: position.row))
        case "GetColumnHeaderCells": return references(model.headers(ofColumn: position.column))
        default:
            throw .unknownMethod(InterfaceDefinitions.tableCell, method)
        }
    }
}
