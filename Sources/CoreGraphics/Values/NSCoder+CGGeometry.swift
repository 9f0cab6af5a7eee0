import Foundation

/// Keyed coding of Core Graphics' geometry structs, with UIKit's names (Tessera declares them in
/// CoreGraphics, beside the types).
///
/// As on iOS, each struct is archived as the string its `NSStringFrom…` function gives (`{{0, 0}, {10,
/// 20}}`, `[1, 0, 0, 1, 0, 0]`), whose numbers (`%.17g`) read back exactly. A missing key decodes as
/// zero (Linux's Foundation traps on a missing key when decoding securely, so the key is checked
/// first). Points, sizes and rectangles are encoded by Foundation's own `encode(_:forKey:)` (Linux's
/// Foundation declares it for `NSPoint`, `NSSize` and `NSRect`, which are these types there).
extension NSCoder {
    /// Encodes `vector` under `key`.
    public func encode(_ vector: CGVector, forKey key: String) {
        encode(vector.geometryString as NSString, forKey: key)
    }

    /// Encodes `transform` under `key` (as `NSStringFromCGAffineTransform` writes it: `[a, b, c, d, tx, ty]`).
    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encode("[" + transform.structNumbers.map(StructValue.format).joined(separator: ", ") + "]" as NSString, forKey: key)
    }

    /// The point encoded under `key` (zero when there is none).
    public func decodeCGPoint(forKey key: String) -> CGPoint { containsValue(forKey: key) ? decodePoint(forKey: key) : .zero }

    /// The size encoded under `key` (zero when there is none).
    public func decodeCGSize(forKey key: String) -> CGSize { containsValue(forKey: key) ? decodeSize(forKey: key) : .zero }

    /// The rectangle encoded under `key` (zero when there is none).
    public func decodeCGRect(forKey key: String) -> CGRect { containsValue(forKey: key) ? decodeRect(forKey: key) : .zero }

    /// The vector encoded under `key` (zero when there is none).
    public func decodeCGVector(forKey key: String) -> CGVector {
        CGVector(geometryString: decodeGeometryString(forKey: key))
    }

    /// The transform encoded under `key` (all zeros when there is none, as on iOS).
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        CGAffineTransform(geometryString: decodeGeometryString(forKey: key))
    }

    /// The geometry string under `key` (empty when there is none).
    package func decodeGeometryString(forKey key: String) -> String {
        guard containsValue(forKey: key) else { return "" }
        return (decodeObject(of: NSString.self, forKey: key) as String?) ?? ""
    }
}
