import Foundation

/// Boxes for UIKit's geometry structs, as on iOS.
///
/// The boxes compare equal when they hold the same struct, archive with `NSKeyedArchiver`, and describe
/// themselves as iOS's do (`UIEdgeInsets: {1, 2, 3, 4}`); the structs bridge to them both ways
/// (`value as? UIEdgeInsets`, `insets as AnyObject`). Reading a box of another kind gives zero.
extension NSValue {
    /// A box holding `insets`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) { self.init(replacingWith: insets.structValue as! Self) }
    /// A box holding `insets`.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(replacingWith: insets.structValue as! Self)
    }
    /// A box holding `offset`.
    public convenience init(uiOffset offset: UIOffset) { self.init(replacingWith: offset.structValue as! Self) }

    /// The insets the box holds (zero when it holds something else).
    public var uiEdgeInsetsValue: UIEdgeInsets { UIEdgeInsets(structValue: self) ?? .zero }
    /// The insets the box holds (zero when it holds something else).
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(structValue: self) ?? .zero }
    /// The offset the box holds (zero when it holds something else).
    public var uiOffsetValue: UIOffset { UIOffset(structValue: self) ?? .zero }
}
