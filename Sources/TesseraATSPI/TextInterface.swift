import CGio
import UIKit

/// `org.a11y.atspi.Text` for labels, fields and text views: characters, the caret and the selection
/// (one at most, as UIKit text has), boundaries, where characters are (`TextGeometry`), and the text
/// attributes (`TextAttributes`) with their runs.
@MainActor
enum TextInterface {
    static func property(_ name: String, _ entry: ObjectRegistry.Entry) -> OpaquePointer? {
        switch name {
        case "CharacterCount": return Variant.int32(Int32((entry.text ?? "").unicodeScalars.count))
        case "CaretOffset": return Variant.int32(Int32(entry.caret ?? -1))
        default: return nil
        }
    }

    static func call(_ method: String, _ arguments: OpaquePointer, _ entry: ObjectRegistry.Entry,
                     bridge: ATSPIBridge) throws(BusError) -> OpaquePointer {
        let text = entry.text ?? ""
        switch method {
        case "GetText":
            let start = Int(Variant.int32(in: arguments, at: 0)), end = Int(Variant.int32(in: arguments, at: 1))
            return Variant.tuple([Variant.string(TextContent.substring(text, from: start, to: end))])
        case "GetCharacterAtOffset":
            let offset = Int(Variant.int32(in: arguments, at: 0))
            let scalars = Array(text.unicodeScalars)
            return Variant.tuple([Variant.int32(scalars.indices.contains(offset) ? Int32(scalars[offset].value) : 0)])
        case "GetStringAtOffset", "GetTextAtOffset":
            let offset = Int(Variant.int32(in: arguments, at: 0)), granularity = Variant.uint32(in: arguments, at: 1)
            // GetTextAtOffset's boundary types: 0 character, 1–2 word, 3–4 sentence, 5–6 line.
            let level: UInt32 = method == "GetStringAtOffset" ? granularity : [0, 1, 1, 3, 3, 3, 3][Int(min(granularity, 6))]
            let range = TextContent.range(at: offset, granularity: level, in: text)
            return Variant.tuple([Variant.string(TextContent.substring(text, from: range.lowerBound, to: range.upperBound)),
                                  Variant.int32(Int32(range.lowerBound)), Variant.int32(Int32(range.upperBound))])
        case "SetCaretOffset":
            return Variant.tuple([Variant.bool(setCaret(Int(Variant.int32(in: arguments, at: 0)), entry, bridge))])
        case "GetNSelections":
            return Variant.tuple([Variant.int32(entry.selection == nil ? 0 : 1)])
        case "GetSelection":
            // UIKit text has one selection; any other number has none (0, 0), as GTK answers.
            let selection = Variant.int32(in: arguments, at: 0) == 0 ? entry.selection : nil
            return Variant.tuple([Variant.int32(Int32(selection?.lowerBound ?? 0)), Variant.int32(Int32(selection?.upperBound ?? 0))])
        case "AddSelection":
            // One selection at most: adding is setting the first.
            guard entry.selection == nil else { return Variant.tuple([Variant.bool(false)]) }
            let start = Int(Variant.int32(in: arguments, at: 0)), end = Int(Variant.int32(in: arguments, at: 1))
            return Variant.tuple([Variant.bool(select(start, end, entry, bridge))])
        case "SetSelection":
            let number = Variant.int32(in: arguments, at: 0)
            let start = Int(Variant.int32(in: arguments, at: 1)), end = Int(Variant.int32(in: arguments, at: 2))
            return Variant.tuple([Variant.bool(number == 0 && select(start, end, entry, bridge))])
        case "RemoveSelection":
            // The selection goes; the caret stays where the selection ended.
            guard Variant.int32(in: arguments, at: 0) == 0, let selection = entry.selection else { return Variant.tuple([Variant.bool(false)]) }
            return Variant.tuple([Variant.bool(select(selection.upperBound, selection.upperBound, entry, bridge))])
        case "GetCharacterExtents":
            let offset = Int(Variant.int32(in: arguments, at: 0))
            let type = ComponentInterface.CoordinateType(rawValue: Variant.uint32(in: arguments, at: 1)) ?? .screen
            let rect = TextGeometry.extents(of: entry.object, characters: offset..<(offset + 1), in: text)
            return extents(rect, in: type, entry, bridge)
        case "GetRangeExtents":
            let start = Int(Variant.int32(in: arguments, at: 0)), end = Int(Variant.int32(in: arguments, at: 1))
            let type = ComponentInterface.CoordinateType(rawValue: Variant.uint32(in: arguments, at: 2)) ?? .screen
            let rect = TextGeometry.extents(of: entry.object, characters: min(start, end)..<max(start, end), in: text)
            return extents(rect, in: type, entry, bridge)
        case "GetOffsetAtPoint":
            let type = ComponentInterface.CoordinateType(rawValue: Variant.uint32(in: arguments, at: 2)) ?? .screen
            let origin = ComponentInterface.origin(for: type, of: entry, bridge)
            let point = CGPoint(x: CGFloat(Variant.int32(in: arguments, at: 0)) + origin.x,
                                y: CGFloat(Variant.int32(in: arguments, at: 1)) + origin.y)
            let offset = TextGeometry.offset(at: point, of: entry.object, in: text)
            return Variant.tuple([Variant.int32(Int32(offset ?? -1))])
        case "GetAttributes", "GetAttributeRun":
            let offset = Int(Variant.int32(in: arguments, at: 0))
            let includingDefaults = method == "GetAttributeRun" && child(arguments, 1) { g_variant_get_boolean($0) != 0 }
            let (attributes, range) = attributes(of: entry).attributes(at: offset, includingDefaults: includingDefaults)
            return Variant.tuple([Variant.stringDictionary(attributes), Variant.int32(Int32(range.lowerBound)), Variant.int32(Int32(range.upperBound))])
        case "GetAttributeValue":
            let offset = Int(Variant.int32(in: arguments, at: 0)), name = Variant.string(in: arguments, at: 1)
            return Variant.tuple([Variant.string(attributes(of: entry).attributes(at: offset, includingDefaults: true).attributes[name] ?? "")])
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return Variant.tuple([Variant.stringDictionary(attributes(of: entry).defaults)])
        default:
            throw .unknownMethod(InterfaceDefinitions.text, method)
        }
    }

    /// The text attributes of a text object (none for an object that has text but no font).
    private static func attributes(of entry: ObjectRegistry.Entry) -> TextAttributes {
        entry.object.flatMap { TextAttributes(of: $0, language: AccessibleInterface.locale(of: entry)) }
            ?? TextAttributes(defaults: [:], runs: [TextAttributes.Run(range: 0..<(entry.text ?? "").unicodeScalars.count, attributes: [:])])
    }

    private static func child<T>(_ arguments: OpaquePointer, _ index: Int, _ body: (OpaquePointer) -> T) -> T {
        Variant.child(arguments, index, body)
    }

    /// `(x, y, width, height)` of a rectangle in screen points, in the coordinates asked for (all 0
    /// for `.null`: nothing shown, as GTK answers).
    private static func extents(_ rect: CGRect, in type: ComponentInterface.CoordinateType,
                                _ entry: ObjectRegistry.Entry, _ bridge: ATSPIBridge) -> OpaquePointer {
        let origin = ComponentInterface.origin(for: type, of: entry, bridge)
        let shown = rect.isNull ? CGRect.zero : rect.offsetBy(dx: -origin.x, dy: -origin.y)
        func int(_ value: CGFloat) -> OpaquePointer { Variant.int32(ComponentInterface.rounded(value)) }
        return Variant.tuple([int(shown.minX), int(shown.minY), int(shown.width), int(shown.height)])
    }

    /// Moves a field's or text view's caret.
    private static func setCaret(_ offset: Int, _ entry: ObjectRegistry.Entry, _ bridge: ATSPIBridge) -> Bool {
        select(offset, offset, entry, bridge)
    }

    /// Selects characters `start..<end` of a field or text view (a caret when they are equal), as
    /// setting `selectedTextRange` does: the input's delegate hears `textViewDidChangeSelection` and
    /// the like.
    private static func select(_ start: Int, _ end: Int, _ entry: ObjectRegistry.Entry, _ bridge: ATSPIBridge) -> Bool {
        guard let input = entry.object as? (UIResponder & UITextInput), let text = entry.text,
              let from = input.position(from: input.beginningOfDocument, offset: TextContent.utf16Offset(min(start, end), in: text)),
              let to = input.position(from: input.beginningOfDocument, offset: TextContent.utf16Offset(max(start, end), in: text))
        else { return false }
        bridge.later { input.selectedTextRange = input.textRange(from: from, to: to) }
        return true
    }
}
