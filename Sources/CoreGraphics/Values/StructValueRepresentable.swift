import Foundation

/// A geometry struct that `StructValue` can hold: its kind and its fields as numbers, both ways.
package protocol StructValueRepresentable {
    /// The kind of `StructValue` that holds it.
    static var structKind: StructValue.Kind { get }
    /// The fields, in memory order.
    var structNumbers: [CGFloat] { get }
    /// The struct from its fields (exactly `structKind.count` of them).
    init(structNumbers n: [CGFloat])
}

extension StructValueRepresentable {
    /// The struct `value` holds, or nil when it holds another kind (see `StructValue.numbers(in:as:)`).
    package init?(structValue value: NSValue) {
        guard let numbers = StructValue.numbers(in: value, as: Self.structKind) else { return nil }
        self.init(structNumbers: numbers)
    }

    /// A `StructValue` holding the struct.
    package var structValue: StructValue { StructValue(Self.structKind, structNumbers) }

    /// The struct as Apple's geometry strings write it (`NSStringFromCGRect`'s `{{0, 0}, {10, 20}}`): how
    /// `NSCoder` archives it.
    package var geometryString: String { StructValue.text(structNumbers, groups: Self.structKind.groups) }

    /// The struct in a geometry string (zero when the string has too few numbers, as UIKit's
    /// `…FromString` functions give).
    package init(geometryString text: String) {
        let numbers = StructValue.numbers(in: text)
        let count = Self.structKind.count
        self.init(structNumbers: numbers.count >= count ? Array(numbers.prefix(count)) : Array(repeating: 0, count: count))
    }
}

extension CGPoint: StructValueRepresentable {
    package static let structKind = StructValue.Kind(objCType: "{CGPoint=dd}", name: "NSPoint", groups: [2])
    package var structNumbers: [CGFloat] { [x, y] }
    package init(structNumbers n: [CGFloat]) { self.init(x: n[0], y: n[1]) }
}

extension CGSize: StructValueRepresentable {
    package static let structKind = StructValue.Kind(objCType: "{CGSize=dd}", name: "NSSize", groups: [2])
    package var structNumbers: [CGFloat] { [width, height] }
    package init(structNumbers n: [CGFloat]) { self.init(width: n[0], height: n[1]) }
}

extension CGRect: StructValueRepresentable {
    package static let structKind = StructValue.Kind(objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}", name: "NSRect", groups: [2, 2])
    package var structNumbers: [CGFloat] { [origin.x, origin.y, size.width, size.height] }
    package init(structNumbers n: [CGFloat]) { self.init(x: n[0], y: n[1], width: n[2], height: n[3]) }
}

extension CGVector: StructValueRepresentable {
    package static let structKind = StructValue.Kind(objCType: "{CGVector=dd}", name: "CGVector", groups: [2])
    package var structNumbers: [CGFloat] { [dx, dy] }
    package init(structNumbers n: [CGFloat]) { self.init(dx: n[0], dy: n[1]) }
}

extension CGAffineTransform: StructValueRepresentable {
    package static let structKind = StructValue.Kind(objCType: "{CGAffineTransform=dddddd}", name: "CGAffineTransform", groups: [4, 2])
    package var structNumbers: [CGFloat] { [a, b, c, d, tx, ty] }
    package init(structNumbers n: [CGFloat]) { self.init(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]) }
}
