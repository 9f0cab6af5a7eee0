import CGio
import UIKit

/// `org.a11y.atspi.Table` for a table or collection view exported as a table (`TableContent`), and
/// `org.a11y.atspi.TableCell` for its cells. Columns are never selected; a row's selection changes as
/// the user's does (`AddRowSelection`, `RemoveRowSelection`), on the next turn of the main queue.
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
        switch method {
        case "GetAccessibleAt":
            let child = Variant.int32(in: arguments, at: 1) == 0 ? table.childIndex(ofRow: first()) : nil
            return Variant.tuple([child.map { bridge.reference(entry.children[$0]) } ?? bridge.nullReference])
        case "GetIndexAt":
            let child = Variant.int32(in: arguments, at: 1) == 0 ? table.childIndex(ofRow: first()) : nil
            return Variant.tuple([Variant.int32(Int32(child ?? -1))])
        case "GetRowAtIndex":
            return Variant.tuple([Variant.int32(Int32(clamping: table.row(ofChild: first())))])
        case "GetColumnAtIndex":
            return Variant.tuple([Variant.int32(table.row(ofChild: first()) < 0 ? -1 : 0)])
        case "GetRowDescription":
            return Variant.tuple([Variant.string(table.description(ofRow: first()) ?? "")])
        case "GetColumnDescription":
            return Variant.tuple([Variant.string("")])
        case "GetRowExtentAt", "GetColumnExtentAt":
            return Variant.tuple([Variant.int32(1)])
        case "GetRowHeader":
            let header = table.header(ofRow: first()).flatMap { bridge.registry.entry(of: $0) }
            return Variant.tuple([header.map { bridge.reference($0.id) } ?? bridge.nullReference])
        case "GetColumnHeader":
            return Variant.tuple([bridge.nullReference])
        case "GetSelectedRows":
            return Variant.tuple([Variant.array("i", table.selectedRows.map { Variant.int32(Int32(clamping: $0)) })])
        case "GetSelectedColumns":
            return Variant.tuple([Variant.array("i", [])])
        case "IsRowSelected":
            return Variant.tuple([Variant.bool(table.isSelected(row: first()))])
        case "IsColumnSelected":
            return Variant.tuple([Variant.bool(false)])
        case "IsSelected":
            return Variant.tuple([Variant.bool(Variant.int32(in: arguments, at: 1) == 0 && table.isSelected(row: first()))])
        case "AddRowSelection", "RemoveRowSelection":
            let change = table.setSelected(method == "AddRowSelection", row: first())
            if let change { bridge.later(change) }
            return Variant.tuple([Variant.bool(change != nil)])
        case "AddColumnSelection", "RemoveColumnSelection":
            return Variant.tuple([Variant.bool(false)])
        case "GetRowColumnExtentsAtIndex":
            let row = table.row(ofChild: first())
            return Variant.tuple([Variant.bool(row >= 0), Variant.int32(Int32(clamping: row)), Variant.int32(row < 0 ? -1 : 0),
                                  Variant.int32(1), Variant.int32(1), Variant.bool(row >= 0 && table.isSelected(row: row))])
        default:
            throw .unknownMethod(InterfaceDefinitions.table, method)
        }
    }

    // MARK: TableCell

    /// The table and row of a cell (nil: the object is not a cell of a table).
    static func cell(_ entry: ObjectRegistry.Entry, bridge: ATSPIBridge) -> (table: ObjectRegistry.Entry, row: Int)? {
        guard entry.role == .tableCell, let parent = entry.parent, let tableEntry = bridge.registry.entry(parent),
              let table = TableContent(tableEntry, registry: bridge.registry),
              let index = tableEntry.children.firstIndex(of: entry.id) else { return nil }
        let row = table.row(ofChild: index)
        return row < 0 ? nil : (tableEntry, row)
    }

    static func cellProperty(_ name: String, _ entry: ObjectRegistry.Entry, bridge: ATSPIBridge) -> OpaquePointer? {
        guard let (table, row) = cell(entry, bridge: bridge) else { return nil }
        switch name {
        case "RowSpan", "ColumnSpan": return Variant.int32(1)
        case "Position": return Variant.tuple([Variant.int32(Int32(clamping: row)), Variant.int32(0)])
        case "Table": return bridge.reference(table.id)
        default: return nil
        }
    }

    static func cellCall(_ method: String, _ entry: ObjectRegistry.Entry, bridge: ATSPIBridge) throws(BusError) -> OpaquePointer {
        guard let (_, row) = cell(entry, bridge: bridge) else { throw .unknownMethod(InterfaceDefinitions.tableCell, method) }
        switch method {
        case "GetRowColumnSpan":
            return Variant.tuple([Variant.int32(Int32(clamping: row)), Variant.int32(0), Variant.int32(1), Variant.int32(1)])
        case "GetRowHeaderCells", "GetColumnHeaderCells":
            return Variant.tuple([Variant.array("(so)", [])])
        default:
            throw .unknownMethod(InterfaceDefinitions.tableCell, method)
        }
    }
}
