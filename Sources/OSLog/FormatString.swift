import Foundation

/// The printf-style format strings of `os_log` and `os_signpost`, with Apple's `%{public}@` annotations,
/// filled in from Swift values.
///
/// Supported: `%@`, `%d`, `%i`, `%u`, `%x`, `%X`, `%o`, `%c`, `%p`, `%s`, `%f`, `%F`, `%e`, `%E`, `%g`,
/// `%G`, `%a`, `%A` with flags, width, precision (`*` too) and length modifiers (`hh`, `h`, `l`, `ll`, `q`,
/// `j`, `z`, `t`, `L`), `%%`, and the annotations `{public}`, `{private}`, `{sensitive}`, `{mask.hash}`,
/// `{bool}` and `{BOOL}` (others are ignored). As in os_log, `%@` and `%s` values are redacted unless `{public}`;
/// numbers are shown unless `{private}`.
enum FormatString {
    /// The format with each conversion replaced by the next argument.
    static func render(_ format: String, _ arguments: [Any]) -> String {
        var output = ""
        var scalars = format.unicodeScalars[...]
        var remaining = arguments[...]

        while let scalar = scalars.popFirst() {
            guard scalar == "%" else { output.unicodeScalars.append(scalar); continue }
            var spec = Spec()
            guard spec.parse(&scalars, arguments: &remaining) else {
                output += "%" // a lone % at the end
                continue
            }
            if spec.conversion == "%" { output += "%"; continue }
            guard let argument = remaining.popFirst() else { output += "<missing>"; continue }
            let text = spec.format(argument)
            output += spec.privacy.redacts(isScalar: spec.isScalar) ? spec.privacy.redacted(text) : text
        }
        return output
    }

    /// One conversion specification: `%{public}-8.3lld`.
    struct Spec {
        var privacy = OSLogPrivacy.auto
        var boolFormat: OSLogBoolFormat?
        var flags = ""
        var width: Int?
        var precision: Int?
        var isLong = false
        var conversion: Unicode.Scalar = "%"

        /// Whether the value is a number (shown under `.auto` privacy) rather than a string or object.
        var isScalar: Bool { !["@", "s", "S"].contains(conversion) }

        /// Reads the specification after its `%`; `*` widths and precisions take an argument. False at the end of the format.
        mutating func parse(_ scalars: inout Substring.UnicodeScalarView, arguments: inout ArraySlice<Any>) -> Bool {
            guard let first = scalars.first else { return false }
            if first == "%" { scalars.removeFirst(); conversion = "%"; return true }
            if first == "{" {
                scalars.removeFirst()
                var annotation = ""
                while let next = scalars.popFirst(), next != "}" { annotation.unicodeScalars.append(next) }
                var hashed = false
                for word in annotation.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                    switch word {
                    case "public": privacy = .public
                    case "private": privacy = .private
                    case "sensitive": privacy = .sensitive
                    case "mask.hash": hashed = true
                    case "bool": boolFormat = .truth
                    case "BOOL": boolFormat = .answer
                    default: break
                    }
                }
                if hashed { privacy = OSLogPrivacy(kind: privacy.kind, mask: .hash) }
            }
            while let next = scalars.first, "-+ #0'".unicodeScalars.contains(next) { flags.unicodeScalars.append(next); scalars.removeFirst() }
            width = Spec.number(&scalars, arguments: &arguments)
            if scalars.first == "." {
                scalars.removeFirst()
                precision = Spec.number(&scalars, arguments: &arguments) ?? 0
            }
            while let next = scalars.first, "hlqjztL".unicodeScalars.contains(next) {
                if "lqjztL".unicodeScalars.contains(next) { isLong = true }
                scalars.removeFirst()
            }
            guard let next = scalars.popFirst() else { return false }
            conversion = next
            return true
        }

        /// A width or precision: digits, or `*` taking the next argument.
        static func number(_ scalars: inout Substring.UnicodeScalarView, arguments: inout ArraySlice<Any>) -> Int? {
            if scalars.first == "*" {
                scalars.removeFirst()
                return arguments.popFirst().flatMap(integer).map { Int(truncatingIfNeeded: $0) }
            }
            var digits = ""
            while let next = scalars.first, ("0"..."9").contains(next) { digits.unicodeScalars.append(next); scalars.removeFirst() }
            return Int(digits)
        }

        /// The argument written as this specification says.
        func format(_ argument: Any) -> String {
            var printf = "%" + flags
            if let width { printf += "\(width)" }
            if let precision { printf += ".\(precision)" }
            switch conversion {
            case "d", "i":
                guard let value = Spec.integer(argument) else { return pad(String(describing: argument)) }
                if let boolFormat { return pad(boolFormat.format(value != 0)) }
                return String(format: printf + "lld", value)
            case "u", "x", "X", "o":
                guard let value = Spec.integer(argument) else { return pad(String(describing: argument)) }
                if let boolFormat { return pad(boolFormat.format(value != 0)) }
                // Without a length modifier the C argument is an int: 32 bits, as printf reads it.
                let bits = isLong ? UInt64(bitPattern: value) : UInt64(UInt32(truncatingIfNeeded: value))
                return String(format: printf + "ll" + String(conversion), bits)
            case "f", "F", "e", "E", "g", "G", "a", "A":
                guard let value = Spec.double(argument) else { return pad(String(describing: argument)) }
                return String(format: printf + String(conversion), value)
            case "c":
                guard let value = Spec.integer(argument), let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: value)) else {
                    return pad(String(describing: argument))
                }
                return pad(String(Character(scalar)))
            case "p":
                guard let value = Spec.integer(argument) else { return pad(String(describing: argument)) }
                return pad("0x" + String(UInt64(bitPattern: value), radix: 16))
            case "@", "s", "S":
                var text = String(describing: argument)
                if let precision, conversion != "@", text.count > precision { text = String(text.prefix(precision)) }
                return pad(text)
            default:
                // An unknown conversion is written as it is, with its argument after it.
                return "%\(flags)\(conversion) \(argument)"
            }
        }

        /// The text padded with spaces to the width (on the right with the `-` flag).
        func pad(_ text: String) -> String {
            guard let width, text.count < width else { return text }
            let spaces = String(repeating: " ", count: width - text.count)
            return flags.contains("-") ? text + spaces : spaces + text
        }

        /// The argument as a 64-bit integer, when it is a number or a Boolean.
        static func integer(_ argument: Any) -> Int64? {
            switch argument {
            case let value as any BinaryInteger: Int64(truncatingIfNeeded: value)
            case let value as Bool: value ? 1 : 0
            case let value as any BinaryFloatingPoint:
                Double(value).isFinite ? Int64(exactly: Double(value).rounded(.towardZero)) : nil
            case let value as NSNumber: value.int64Value
            default: nil
            }
        }

        /// The argument as a `Double`, when it is a number.
        static func double(_ argument: Any) -> Double? {
            switch argument {
            case let value as any BinaryFloatingPoint: Double(value)
            case let value as any BinaryInteger: Double(value)
            case let value as NSNumber: value.doubleValue
            default: nil
            }
        }
    }
}
