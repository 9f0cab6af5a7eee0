import UIKit

/// The text of labels, fields and text views as AT-SPI2 counts it: in characters (Unicode scalars),
/// where UIKit's text input counts UTF-16 units.
@MainActor
enum TextContent {
    /// The characters of a text object (a secure field's bullets, as VoiceOver reads them); nil for
    /// objects without text.
    static func text(of object: UIResponder, value: String?) -> String? {
        switch object {
        case let field as UITextField: field.isSecureTextEntry ? String(repeating: "•", count: field.text?.count ?? 0) : (field.text ?? "")
        case let view as UITextView: view.text ?? ""
        case let label as UILabel: label.text ?? ""
        default: nil
        }
    }

    /// The caret of a field or text view, in characters (nil: no text input).
    static func caretOffset(of object: UIResponder) -> Int? {
        guard let input = object as? (UIResponder & UITextInput), let range = input.selectedTextRange,
              let text = text(of: object, value: nil) else { return nil }
        return scalarOffset(input.offset(from: input.beginningOfDocument, to: range.start), in: text)
    }

    /// The characters a field or text view has selected (nil: no text input, or only a caret).
    static func selectedRange(of object: UIResponder) -> Range<Int>? {
        guard let input = object as? (UIResponder & UITextInput), let range = input.selectedTextRange, !range.isEmpty,
              let text = text(of: object, value: nil) else { return nil }
        let start = scalarOffset(input.offset(from: input.beginningOfDocument, to: range.start), in: text)
        let end = scalarOffset(input.offset(from: input.beginningOfDocument, to: range.end), in: text)
        return min(start, end)..<max(start, end)
    }

    /// A UTF-16 offset as a character offset.
    static func scalarOffset(_ utf16Offset: Int, in text: String) -> Int {
        let index = String.Index(utf16Offset: max(0, min(utf16Offset, text.utf16.count)), in: text)
        return text.unicodeScalars[..<index].count
    }

    /// A character offset as a UTF-16 offset (clamped to the text).
    static func utf16Offset(_ scalarOffset: Int, in text: String) -> Int {
        let scalars = text.unicodeScalars
        let index = scalars.index(scalars.startIndex, offsetBy: max(0, min(scalarOffset, scalars.count)))
        return text.utf16[..<index].count
    }

    /// Characters `start..<end` of the text (an end of -1: to the end).
    static func substring(_ text: String, from start: Int, to end: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        let upper = end < 0 ? scalars.count : min(end, scalars.count)
        let lower = max(0, min(start, upper))
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[lower..<upper])
        return String(result)
    }

    /// The range of the character, word or line at `offset` (AT-SPI2's granularities 0, 1, and 3 or 4;
    /// a sentence is read as its line).
    static func range(at offset: Int, granularity: UInt32, in text: String) -> Range<Int> {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return 0..<0 }
        let at = max(0, min(offset, scalars.count - 1))
        if granularity == 0 { return at..<(at + 1) }
        let isBreak: (Unicode.Scalar) -> Bool = granularity == 1
            ? { $0.properties.isWhitespace } : { $0 == "\n" }
        var start = at, end = at
        while start > 0, !isBreak(scalars[start - 1]) { start -= 1 }
        while end < scalars.count, !isBreak(scalars[end]) { end += 1 }
        return start..<end
    }
}
