extension UIFont {
    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a style from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS's point sizes for each content size category, extra small to accessibility XXXL.
        private static let sizes: [TextStyle: [CGFloat]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
        ]

        /// The point size for a content size category.
        func size(for category: UIContentSizeCategory) -> CGFloat {
            Self.sizes[self]?[category.index] ?? 17
        }

        /// The weight: headline is semibold, the rest regular.
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// The system font for a text style at the current content size category (the current traits' while
    /// a view's are current, else the app's setting).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for a text style at a trait collection's content size category.
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UITraitCollection.currentContentSizeCategory }
        return systemFont(size: style.size(for: category), weight: style.weight.cssWeight, textStyle: style)
    }
}

extension UIFont {
    /// The font made again for a trait collection's content size category when it is a Dynamic Type font
    /// (a preferred font, or one `UIFontMetrics` scaled); nil for any other font. What labels, text
    /// fields and text views with `adjustsFontForContentSizeCategory` set use when the category changes.
    @MainActor
    func adjusted(forContentSizeCategoryOf traits: UITraitCollection) -> UIFont? {
        if let dynamicScaling { return dynamicScaling.font(compatibleWith: traits) }
        if let textStyle { return .preferredFont(forTextStyle: textStyle, compatibleWith: traits) }
        return nil
    }

    /// `font` made again for `traits` when a view that `adjusts` moved to another content size category
    /// and `font` is a Dynamic Type font; nil when the view keeps its font.
    @MainActor
    static func following(_ font: UIFont?, adjusts: Bool, from previous: UITraitCollection, to traits: UITraitCollection) -> UIFont? {
        guard adjusts, previous.preferredContentSizeCategory != traits.preferredContentSizeCategory else { return nil }
        return font?.adjusted(forContentSizeCategoryOf: traits)
    }
}
