import CGio
import UIKit

/// `org.a11y.atspi.Selection` for tab bars, segmented controls, and table and collection views
/// (`SelectionContent`). A change is answered at once (true when it can be made) and made on the next
/// turn of the main queue, as actions are; the children's `selected` states and the
/// `object:selection-changed` event follow from the next walk.
@MainActor
enum SelectionInterface {
    static func property(_ name: String, _ entry: ObjectRegistry.Entry, bridge: ATSPIBridge) -> OpaquePointer? {
        guard name == "NSelectedChildren", let selection = SelectionContent(entry, registry: bridge.registry) else { return nil }
        return Variant.int32(Int32(selection.selectedIndices.count))
    }

    static func call(_ method: String, _ arguments: OpaquePointer, _ entry: ObjectRegistry.Entry,
                     bridge: ATSPIBridge) throws(BusError) -> OpaquePointer {
        guard let selection = SelectionContent(entry, registry: bridge.registry) else {
            throw .unknownMethod(InterfaceDefinitions.selection, method)
        }
        let change: SelectionContent.Change?
        switch method {
        case "GetSelectedChild":
            let n = Int(Variant.int32(in: arguments, at: 0))
            let selected = selection.selectedIndices
            return Variant.tuple([selected.indices.contains(n) ? bridge.reference(entry.children[selected[n]]) : bridge.nullReference])
        case "IsChildSelected":
            return Variant.tuple([Variant.bool(selection.isSelected(at: Int(Variant.int32(in: arguments, at: 0))))])
        case "SelectChild": change = selection.select(at: Int(Variant.int32(in: arguments, at: 0)))
        case "DeselectChild": change = selection.deselect(at: Int(Variant.int32(in: arguments, at: 0)))
        case "DeselectSelectedChild": change = selection.deselectSelected(Int(Variant.int32(in: arguments, at: 0)))
        case "SelectAll": change = selection.selectAll()
        case "ClearSelection": change = selection.clear()
        default: throw .unknownMethod(InterfaceDefinitions.selection, method)
        }
        if let change { bridge.later(change) }
        return Variant.tuple([Variant.bool(change != nil)])
    }
}
