import Foundation

/// The geometry strings of UIKit's `NSStringFromUIEdgeInsets` family, under their Swift names:
/// `{top, left, bottom, right}`, `{top, leading, bottom, trailing}` and `{horizontal, vertical}`.
extension NSCoder {
    /// `{top, left, bottom, right}`.
    public static func string(for insets: UIEdgeInsets) -> String { insets.geometryString }
    /// `{top, leading, bottom, trailing}`.
    public static func string(for insets: NSDirectionalEdgeInsets) -> String { insets.geometryString }
    /// `{horizontal, vertical}`.
    public static func string(for offset: UIOffset) -> String { offset.geometryString }

    /// The insets a geometry string holds (zero when it holds too few numbers).
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets { UIEdgeInsets(geometryString: string) }
    /// The directional insets a geometry string holds.
    public static func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(geometryString: string) }
    /// The offset a geometry string holds.
    public static func uiOffset(for string: String) -> UIOffset { UIOffset(geometryString: string) }
}
