import Foundation

/// Strict JSON (RFC 8259) read from UTF-8 bytes into `StyleNode`s that keep each value's line and
/// column, so a sheet's errors can point at the place.
struct JSONStyleParser {
    /// A syntax error and where it is.
    struct SyntaxError: Error {
        let message: String
        let line: Int
        let column: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ data: Data) { bytes = [UInt8](data) }

    /// Parses the whole input as one value.
    static func parse(_ data: Data) throws(SyntaxError) -> StyleNode {
        var parser = JSONStyleParser(data)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        parser.skipSpace()
        let node = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the end of the document") }
        return node
    }

    /// The column counted so far on this line, and the byte it was counted to (columns are found
    /// incrementally, so reading a long line stays linear).
    private var countedColumn = 1
    private var countedTo = 0

    /// The 1-based column of `index`, in characters (UTF-8 continuation bytes don't count).
    private var column: Int {
        mutating get {
            if countedTo < lineStart || countedTo > index { countedTo = lineStart; countedColumn = 1 }
            while countedTo < index {
                if bytes[countedTo] & 0xC0 != 0x80 { countedColumn += 1 }
                countedTo += 1
            }
            return countedColumn
        }
    }

    private mutating func error(_ message: String) -> SyntaxError { SyntaxError(message: message, line: line, column: column) }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> StyleNode {
        guard depth < 512 else { throw error("nesting deeper than 512 levels") }
        guard index < bytes.count else { throw error("unexpected end of the document: a value is missing") }
        let startLine = line, startColumn = column
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var entries: [(key: String, keyLine: Int, keyColumn: Int, value: StyleNode)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return StyleNode(kind: .mapping(entries), line: startLine, column: startColumn) }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
                let keyLine = line, keyColumn = column
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
                index += 1
                skipSpace()
                let item = try value(depth: depth + 1)
                entries.append((key, keyLine, keyColumn, item))
                skipSpace()
                guard index < bytes.count else { throw error("unexpected end of the document: '}' is missing") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                throw error("expected ',' or '}' after a value")
            }
            return StyleNode(kind: .mapping(entries), line: startLine, column: startColumn)
        case UInt8(ascii: "["):
            index += 1
            var items: [StyleNode] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return StyleNode(kind: .sequence(items), line: startLine, column: startColumn) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw error("unexpected end of the document: ']' is missing") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                throw error("expected ',' or ']' after a list item")
            }
            return StyleNode(kind: .sequence(items), line: startLine, column: startColumn)
        case UInt8(ascii: "\""):
            return StyleNode(kind: .string(try string()), line: startLine, column: startColumn)
        case UInt8(ascii: "t"): try literal("true"); return StyleNode(kind: .bool(true), line: startLine, column: startColumn)
        case UInt8(ascii: "f"): try literal("false"); return StyleNode(kind: .bool(false), line: startLine, column: startColumn)
        case UInt8(ascii: "n"): try literal("null"); return StyleNode(kind: .null, line: startLine, column: startColumn)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return StyleNode(kind: .number(try number()), line: startLine, column: startColumn)
        default:
            throw error("unexpected character '\(String(decoding: [bytes[index]], as: UTF8.self))': expected a value")
        }
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("unexpected word: expected \(word)")
        }
        index += utf8.count
    }

    private mutating func number() throws(SyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let first = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - first
        }
        guard index < bytes.count, digits() > 0 else { throw error("a number needs digits") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("a number needs digits after '.'") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("bad number \(text)") }
        return value
    }

    private mutating func string() throws(SyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        var result = ""
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                result += String(decoding: bytes[runStart..<index], as: UTF8.self)
                index += 1
                return result + String(scalars)
            }
            if byte < 0x20 { throw error(byte == 0x0A ? "unterminated string (a line break inside it)" : "control character in a string") }
            if byte == UInt8(ascii: "\\") {
                result += String(decoding: bytes[runStart..<index], as: UTF8.self) + String(scalars)
                scalars = String.UnicodeScalarView()
                index += 1
                guard index < bytes.count else { throw error("unterminated string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): result += "\""
                case UInt8(ascii: "\\"): result += "\\"
                case UInt8(ascii: "/"): result += "/"
                case UInt8(ascii: "b"): result += "\u{8}"
                case UInt8(ascii: "f"): result += "\u{C}"
                case UInt8(ascii: "n"): result += "\n"
                case UInt8(ascii: "r"): result += "\r"
                case UInt8(ascii: "t"): result += "\t"
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        // Only a low surrogate completes the pair (anything else would wrap around).
                        guard (0xDC00..<0xE000).contains(low) else { throw error("a \\u escape of a high surrogate must be followed by one of a low surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("bad \\u escape (an unpaired surrogate)") }
                    result.unicodeScalars.append(scalar)
                default: throw error("bad escape \\\(String(decoding: [escape], as: UTF8.self))")
                }
                runStart = index
                continue
            }
            index += 1
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("\\u needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw error("\\u needs four hex digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
