import Foundation

/// Tessera's concrete `NSValue` for the geometry structs: what `NSValue(cgRect:)`,
/// `NSValue(caTransform3D:)`, `NSValue(uiEdgeInsets:)` and their siblings make, and what the structs
/// bridge to (`rect as AnyObject`, `rect as? NSValue`).
///
/// Every such struct is a row of `CGFloat`s, so one class holds them all: the kind (Apple's type
/// encoding, the name iOS's description starts with, how the numbers group in braces) and the numbers.
/// Equal kinds with equal numbers are equal and hash alike; the value archives itself with keyed
/// coding and decodes as this class again.
///
/// Why not Foundation's own: on Linux, `NSValue(bytes:objCType:)` traps for struct encodings other than
/// point, size, rect, range and edge insets ("cannot encode structs"), and its point, size and rect
/// values describe themselves without iOS's `NSRect: ` prefix. Their `getValue(_:)` layout is the same,
/// so the accessors (`cgRectValue`…) read Foundation's values too (`StructValue.numbers(in:as:)`).
package final class StructValue: NSValue, @unchecked Sendable {
    /// Which struct a value holds.
    package struct Kind: Sendable, Hashable {
        /// Apple's type encoding (`@encode`) on 64-bit systems, e.g. `{CGPoint=dd}`.
        package let objCType: String
        /// What iOS's description starts with (`NSRect`, `CGAffineTransform`…).
        package let name: String
        /// How many numbers each brace group holds, in order: `[2, 2]` for a rect's `{{x, y}, {w, h}}`.
        package let groups: [Int]
        /// How many numbers the struct holds.
        package var count: Int { groups.reduce(0, +) }

        package init(objCType: String, name: String, groups: [Int]) {
            self.objCType = objCType
            self.name = name
            self.groups = groups
        }
    }

    /// The struct's kind.
    package let kind: Kind
    /// The struct's fields, in memory order.
    package let numbers: [CGFloat]
    /// `kind.objCType` as a C string that lives as long as the value (what `objCType` returns).
    private let typeEncoding: UnsafeMutablePointer<CChar>

    package init(_ kind: Kind, _ numbers: [CGFloat]) {
        precondition(numbers.count == kind.count, "\(kind.name) holds \(kind.count) numbers, not \(numbers.count)")
        self.kind = kind
        self.numbers = numbers
        typeEncoding = strdup(kind.objCType)
        super.init()
    }

    /// A value from raw bytes: the encoding gives the count of `double`s; the name is the struct's tag
    /// and the numbers form one group (Tessera's own initialisers give each kind its grouping).
    package required convenience init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<Int8>) {
        let encoding = String(cString: type)
        let count = encoding.filter { $0 == "d" }.count
        let name = encoding.dropFirst().prefix { $0 != "=" }
        let numbers = (0..<count).map { value.loadUnaligned(fromByteOffset: $0 * MemoryLayout<CGFloat>.stride, as: CGFloat.self) }
        self.init(Kind(objCType: encoding, name: String(name), groups: [count]), numbers)
    }

    deinit { free(typeEncoding) }

    // MARK: NSValue

    package override func getValue(_ value: UnsafeMutableRawPointer) {
        for (index, number) in numbers.enumerated() {
            value.storeBytes(of: number, toByteOffset: index * MemoryLayout<CGFloat>.stride, as: CGFloat.self)
        }
    }

    package override var objCType: UnsafePointer<Int8> { UnsafePointer(typeEncoding) }

    /// Reads like iOS's: `NSRect: {{0, 0}, {10, 20}}`, numbers as `%.17g` prints them.
    package override var description: String { "\(kind.name): \(Self.text(numbers, groups: kind.groups))" }

    package override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? StructValue else { return false }
        return other === self || (other.kind.objCType == kind.objCType && other.numbers == numbers)
    }

    package override var hash: Int {
        var hasher = Hasher()
        hasher.combine(kind.objCType)
        hasher.combine(numbers)
        return hasher.finalize()
    }

    // MARK: Coding

    package override class var supportsSecureCoding: Bool { true }

    package override func encode(with coder: NSCoder) {
        coder.encode(kind.objCType as NSString, forKey: "TS.objCType")
        coder.encode(kind.name as NSString, forKey: "TS.name")
        coder.encode(kind.groups.map(String.init).joined(separator: ",") as NSString, forKey: "TS.groups")
        coder.encode(Self.text(numbers, groups: [numbers.count]) as NSString, forKey: "TS.numbers")
    }

    package required convenience init?(coder: NSCoder) {
        guard let objCType = coder.decodeObject(of: NSString.self, forKey: "TS.objCType"),
              let name = coder.decodeObject(of: NSString.self, forKey: "TS.name"),
              let groupText = coder.decodeObject(of: NSString.self, forKey: "TS.groups"),
              let numberText = coder.decodeObject(of: NSString.self, forKey: "TS.numbers") else { return nil }
        let groups = (groupText as String).split(separator: ",").compactMap { Int($0) }
        let numbers = Self.numbers(in: numberText as String)
        let kind = Kind(objCType: objCType as String, name: name as String, groups: groups)
        guard numbers.count == kind.count else { return nil }
        self.init(kind, numbers)
    }

    // MARK: Reading any NSValue

    /// The numbers `value` holds if it holds a struct of `kind`: one of these, or one of Foundation's
    /// own values with the same type encoding (`NSValue(rect:)`, values decoded from Foundation's
    /// archives). Nil for other kinds and for numbers. (Reading a Foundation value's `objCType` costs a
    /// small allocation that swift-corelibs-foundation never frees; Tessera's own boxes avoid it.)
    package static func numbers(in value: NSValue, as kind: Kind) -> [CGFloat]? {
        if let value = value as? StructValue {
            return value.kind.objCType == kind.objCType ? value.numbers : nil
        }
        guard !(value is NSNumber), String(cString: value.objCType) == kind.objCType else { return nil }
        var numbers = [CGFloat](repeating: 0, count: kind.count)
        numbers.withUnsafeMutableBytes { value.getValue($0.baseAddress!) }
        return numbers
    }

    // MARK: Text

    /// The numbers in braces, grouped: `{1, 2}` for one group, `{{1, 2}, {3, 4}}` for several.
    package static func text(_ numbers: [CGFloat], groups: [Int]) -> String {
        var rest = numbers[...]
        let parts = groups.map { count -> String in
            defer { rest = rest.dropFirst(count) }
            return "{" + rest.prefix(count).map(format).joined(separator: ", ") + "}"
        }
        return parts.count == 1 ? parts[0] : "{" + parts.joined(separator: ", ") + "}"
    }

    /// A number as Apple's geometry strings print it (`%.17g`: `10`, `0.5`, `0.10000000000000001`), which
    /// reads back exactly.
    package static func format(_ number: CGFloat) -> String { String(format: "%.17g", Double(number)) }

    /// The numbers in a geometry string, in order, whatever the braces, brackets and commas around them.
    package static func numbers(in text: String) -> [CGFloat] {
        text.split(whereSeparator: { "{}[](), \t\n".contains($0) }).compactMap { Double($0).map { CGFloat($0) } }
    }
}

/// Lets `NSValue`'s convenience initialisers hand back a `StructValue` (a class cluster's initialiser
/// returns another class's instance; a protocol extension initialiser may assign `self`).
package protocol StructValueFactory {}

extension StructValueFactory {
    /// Becomes `value`.
    package init(replacingWith value: Self) { self = value }
}

extension NSValue: StructValueFactory {}
