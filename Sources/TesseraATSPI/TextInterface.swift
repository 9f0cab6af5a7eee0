import CGio
import UIKit

/// `org.a11y.atspi.Text` for labels, fields and text views: characters, the caret, boundaries, and the
/// text attributes (`TextAttributes`) with their runs.
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
            return Variant.tuple([Variant.int32(0)])
        case "GetSelection":
            return Variant.tuple([Variant.int32(0), Variant.int32(0)])
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

    /// Moves a field's or text view's caret.
    private static func setCaret(_ offset: Int, _ entry: ObjectRegistry.Entry, _ bridge: ATSPIBridge) -> Bool {
        guard let input = entry.object as? (UIResponder & UITextInput), let text = entry.text,
              let position = input.position(from: input.beginningOfDocument, offset: TextContent.utf16Offset(offset, in: text)) else { return false }
        bridge.later { input.selectedTextRange = input.textRange(from: position, to: position) }
        return true
    }
}
