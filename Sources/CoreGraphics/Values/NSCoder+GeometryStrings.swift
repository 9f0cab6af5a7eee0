import Foundation

/// The geometry strings of UIKit's `NSStringFromCGPoint` family, under their Swift names
/// (`NSCoder.string(for:)`, `NSCoder.cgPoint(for:)`…): `{x, y}`, `{w, h}`, `{{x, y}, {w, h}}`,
/// `{dx, dy}` and `[a, b, c, d, tx, ty]`. Reading takes the numbers in order whatever the brackets, and
/// gives zero when the string has too few, as UIKit does. Declared in CoreGraphics, beside the types.
extension NSCoder {
    /// `{x, y}`.
    public static func string(for point: CGPoint) -> String { point.geometryString }
    /// `{width, height}`.
    public static func string(for size: CGSize) -> String { size.geometryString }
    /// `{{x, y}, {width, height}}`.
    public static func string(for rect: CGRect) -> String { rect.geometryString }
    /// `{dx, dy}`.
    public static func string(for vector: CGVector) -> String { vector.geometryString }
    /// `[a, b, c, d, tx, ty]`.
    public static func string(for transform: CGAffineTransform) -> String {
        "[" + transform.structNumbers.map(StructValue.format).joined(separator: ", ") + "]"
    }

    /// The point a geometry string holds (zero when it holds too few numbers).
    public static func cgPoint(for string: String) -> CGPoint { CGPoint(geometryString: string) }
    /// The size a geometry string holds.
    public static func cgSize(for string: String) -> CGSize { CGSize(geometryString: string) }
    /// The rectangle a geometry string holds.
    public static func cgRect(for string: String) -> CGRect { CGRect(geometryString: string) }
    /// The vector a geometry string holds.
    public static func cgVector(for string: String) -> CGVector { CGVector(geometryString: string) }
    /// The transform a geometry string holds (all zeros when it holds too few numbers, as on iOS).
    public static func cgAffineTransform(for string: String) -> CGAffineTransform { CGAffineTransform(geometryString: string) }
}
