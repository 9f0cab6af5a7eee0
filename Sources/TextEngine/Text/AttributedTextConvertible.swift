/// Rich text another module knows how to read (UIKit conforms `NSAttributedString`, whose attributes
/// hold `UIFont`s and `UIColor`s), so layers below UIKit (`CATextLayer.string`) can draw it.
package protocol AttributedTextConvertible {
    /// The text as the engine lays it out.
    var attributedText: AttributedText { get }
}
