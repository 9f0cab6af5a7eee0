extension UIListContentConfiguration {
    /// How a list content configuration's text (or secondary text) is drawn: font, colour, alignment,
    /// line breaking and a case transform.
    public struct TextProperties: Hashable {
        /// How the text lines up in its column.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading in the layout direction.
            case natural
            /// Centred.
            case center
            /// Justified (leading for the last line).
            case justified
        }

        /// A change of case applied to plain text before it is shown (not to attributed text).
        public enum TextTransform: Int, Hashable, Sendable {
            /// The text as given.
            case none
            /// Upper case (grouped section headers use it).
            case uppercase
            /// Lower case.
            case lowercase
            /// Each word capitalized.
            case capitalized
        }

        /// The font (the preset's text style).
        public var font: UIFont
        /// The colour (the preset's; a cell's `updated(for:)` may change it).
        public var color: UIColor
        /// A function applied to the colour when it is resolved.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// How the text lines up.
        public var alignment: TextAlignment = .natural
        /// How lines break and where the text is truncated.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines shown (0: as many as the text needs).
        public var numberOfLines = 0
        /// Whether the font shrinks (down to `minimumScaleFactor`) to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale `adjustsFontSizeToFitWidth` shrinks the font to.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may be tightened before the text is truncated.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the content size category (Dynamic Type).
        public var adjustsFontForContentSizeCategory = true
        /// Whether truncated text shows in full on hover (kept for compatibility; Tessera shows no
        /// expansion tooltips).
        public var showsExpansionTextWhenTruncated = false
        /// The change of case applied to plain text.
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour to draw with: `color` passed through `colorTransformer`.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        /// A text as this transform changes it.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.capitalized
            }
        }

        /// The label alignment for `alignment`.
        var labelAlignment: NSTextAlignment {
            switch alignment {
            case .natural: return .natural
            case .center: return .center
            case .justified: return .justified
            }
        }

        public static func == (lhs: TextProperties, rhs: TextProperties) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color && lhs.colorTransformer?.identity === rhs.colorTransformer?.identity
                && lhs.alignment == rhs.alignment && lhs.lineBreakMode == rhs.lineBreakMode
                && lhs.numberOfLines == rhs.numberOfLines && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
                && lhs.minimumScaleFactor == rhs.minimumScaleFactor
                && lhs.allowsDefaultTighteningForTruncation == rhs.allowsDefaultTighteningForTruncation
                && lhs.adjustsFontForContentSizeCategory == rhs.adjustsFontForContentSizeCategory
                && lhs.showsExpansionTextWhenTruncated == rhs.showsExpansionTextWhenTruncated
                && lhs.transform == rhs.transform
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(color)
            hasher.combine(numberOfLines)
            hasher.combine(transform)
        }
    }
}
