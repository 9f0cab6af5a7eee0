import CoreGraphics

/// How a run of text looks: everything `NSAttributedString`'s character attributes say, resolved.
package struct TextStyle: Equatable, Sendable {
    package var font: FontFace
    /// Text colour; nil draws black.
    package var foregroundColor: CGColor?
    /// Colour behind the run's line area.
    package var backgroundColor: CGColor?
    /// Extra space after each character, in points.
    package var kern: CGFloat = 0
    /// `NSUnderlineStyle` raw value (0 = none).
    package var underlineStyle: Int = 0
    package var underlineColor: CGColor?
    /// `NSUnderlineStyle` raw value for strikethrough (0 = none).
    package var strikethroughStyle: Int = 0
    package var strikethroughColor: CGColor?
    /// Points to raise (positive) or lower the baseline.
    package var baselineOffset: CGFloat = 0
    package var shadow: TextShadow?
    /// 0 disables ligatures, 1 the default.
    package var ligature: Int = 1
    /// The paragraph's style; the value at a paragraph's first character applies to the whole paragraph.
    package var paragraph: ParagraphStyle = ParagraphStyle()
    /// A link target, kept for hit testing.
    package var link: String?
    /// For a text attachment's character: the box it takes on the line (x, width; y up from the
    /// baseline, height), laid out as an empty shape of that size.
    package var attachmentBounds: CGRect?

    package init(font: FontFace, foregroundColor: CGColor? = nil) {
        self.font = font
        self.foregroundColor = foregroundColor
    }
}

/// A text shadow (`NSShadow`): offset down and right for positive values, blur as in Core Graphics.
package struct TextShadow: Equatable, Sendable {
    package var offset: CGSize
    package var blurRadius: CGFloat
    package var color: CGColor

    package init(offset: CGSize, blurRadius: CGFloat, color: CGColor) {
        self.offset = offset
        self.blurRadius = blurRadius
        self.color = color
    }
}
