import Foundation

/// NSString's UIKit additions (NSStringDrawing): measuring and drawing an `NSString` with an attribute
/// dictionary in the current graphics context. Each answers exactly what the same method on `String`
/// answers: they share one implementation.
extension NSString {
    /// The size of the string drawn with `attributes` on unlimited lines (one line per paragraph).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        swiftString.size(withAttributes: attributes)
    }

    /// Draws the string with `attributes`, its top left at `point`, one line per paragraph.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        swiftString.draw(at: point, withAttributes: attributes)
    }

    /// Draws the string with `attributes` wrapped in `rect`; lines that do not fit are left out.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        swiftString.draw(in: rect, withAttributes: attributes)
    }

    /// Draws the string with `attributes` and drawing options (without `.usesLineFragmentOrigin`,
    /// `rect.origin` is the baseline of one line).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        swiftString.draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// The rectangle the string would occupy when drawn with `attributes` in `size` with `options`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        swiftString.boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// The string's characters as a Swift `String`.
    private var swiftString: String { String._unconditionallyBridgeFromObjectiveC(self) }
}
