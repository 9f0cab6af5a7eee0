import CGio
import UIKit

/// `org.a11y.atspi.EditableText` for fields and text views: every change goes the way typing goes,
/// asking the delegate first (`shouldChangeText(in:replacementText:)`, which asks
/// `textField(_:shouldChangeCharactersIn:replacementString:)`), then `replace(_:withText:)`, which sends
/// the editing-changed events and notifications. The change is made after the call is answered (see
/// `ATSPIBridge.later`), so the answer is true when the range was valid, whatever the delegate decides.
@MainActor
enum EditableTextInterface {
    static func call(_ method: String, _ arguments: OpaquePointer, _ entry: ObjectRegistry.Entry,
                     bridge: ATSPIBridge) throws(BusError) -> OpaquePointer {
        guard let input = entry.object as? (UIResponder & UITextInput) else { throw .unknownMethod(InterfaceDefinitions.editableText, method) }
        let text = currentText(of: input)
        let count = text.unicodeScalars.count
        let range: Range<Int>, replacement: String
        switch method {
        case "SetTextContents":
            (range, replacement) = (0..<count, Variant.string(in: arguments, at: 0))
        case "InsertText":
            let position = max(0, min(Int(Variant.int32(in: arguments, at: 0)), count))
            var inserted = Variant.string(in: arguments, at: 1)
            let length = Int(Variant.int32(in: arguments, at: 2))
            if length >= 0, length < inserted.unicodeScalars.count { inserted = TextContent.substring(inserted, from: 0, to: length) }
            (range, replacement) = (position..<position, inserted)
        case "DeleteText":
            let start = max(0, min(Int(Variant.int32(in: arguments, at: 0)), count))
            let rawEnd = Int(Variant.int32(in: arguments, at: 1))
            let end = rawEnd < 0 ? count : max(start, min(rawEnd, count))
            (range, replacement) = (start..<end, "")
        default:
            throw .unknownMethod(InterfaceDefinitions.editableText, method)
        }
        bridge.later { _ = replace(range, with: replacement, in: input) }
        return Variant.tuple([Variant.bool(true)])
    }

    /// The real characters (a secure field's too, which AT-SPI2 edits but does not read).
    private static func currentText(of input: UIResponder & UITextInput) -> String {
        guard let range = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument) else { return "" }
        return input.text(in: range) ?? ""
    }

    /// Replaces characters `range` of `text` as typing would; false when the delegate refused.
    private static func replace(_ range: Range<Int>, with replacement: String, in input: UIResponder & UITextInput) -> Bool {
        let text = currentText(of: input)
        let start = TextContent.utf16Offset(range.lowerBound, in: text), end = TextContent.utf16Offset(range.upperBound, in: text)
        guard let from = input.position(from: input.beginningOfDocument, offset: start),
              let to = input.position(from: input.beginningOfDocument, offset: end),
              let textRange = input.textRange(from: from, to: to),
              input.shouldChangeText(in: textRange, replacementText: replacement) else { return false }
        input.replace(textRange, withText: replacement)
        return true
    }
}
