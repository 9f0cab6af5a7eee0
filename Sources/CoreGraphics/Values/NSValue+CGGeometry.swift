import Foundation

/// Boxes for Core Graphics' geometry structs, as UIKit declares them on iOS (Tessera declares them in
/// CoreGraphics, beside the types, so `import UIKit` and `import CoreGraphics` both see them).
///
/// The boxes compare equal when they hold the same struct, archive with `NSKeyedArchiver`, and describe
/// themselves as iOS's do (`NSRect: {{0, 0}, {10, 20}}`). Core Animation takes them wherever it takes
/// values (`fromValue`, `toValue`, `byValue`, keyframe `values`), and the structs bridge to them both
/// ways as on iOS: `value as? CGRect`, `rect as? NSValue`, `rect as AnyObject`.
///
/// Reading a box of another kind (`NSValue(cgPoint:).cgRectValue`) gives zero rather than iOS's
/// partly-copied bytes.
extension NSValue {
    /// A box holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(replacingWith: point.structValue as! Self) }
    /// A box holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(replacingWith: size.structValue as! Self) }
    /// A box holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(replacingWith: rect.structValue as! Self) }
    /// A box holding `vector`.
    public convenience init(cgVector vector: CGVector) { self.init(replacingWith: vector.structValue as! Self) }
    /// A box holding `transform`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(replacingWith: transform.structValue as! Self)
    }

    /// The point the box holds (zero when it holds something else).
    public var cgPointValue: CGPoint { CGPoint(structValue: self) ?? .zero }
    /// The size the box holds (zero when it holds something else).
    public var cgSizeValue: CGSize { CGSize(structValue: self) ?? .zero }
    /// The rectangle the box holds (zero when it holds something else).
    public var cgRectValue: CGRect { CGRect(structValue: self) ?? .zero }
    /// The vector the box holds (zero when it holds something else).
    public var cgVectorValue: CGVector { CGVector(structValue: self) ?? .zero }
    /// The transform the box holds (all zeros, as on iOS for a zeroed struct, when it holds something else).
    public var cgAffineTransformValue: CGAffineTransform {
        CGAffineTransform(structValue: self) ?? CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }
}
