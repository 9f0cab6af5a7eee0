import TextEngine

// An attributed string reads as labels read it wherever the layers below UIKit take rich text
// (`CATextLayer.string`): its fonts, colours, paragraph styles, kerning, underlines and shadows.
extension NSAttributedString: AttributedTextConvertible {
    package var attributedText: AttributedText { TextConversion.text(self) }
}
