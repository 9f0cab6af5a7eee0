extension UIListContentConfiguration {
    /// How a list content configuration's image is drawn: tint, size limits, the space reserved for it
    /// and its corner radius.
    public struct ImageProperties: Hashable {
        /// A value for `reservedLayoutSize` meaning "the standard size for the text style", so images of
        /// different widths line their text up. Tessera reserves 29 × 29 points scaled with the body
        /// font (iOS's Settings icon size).
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The tint for template images (nil: the view's tint colour).
        public var tintColor: UIColor?
        /// A function applied to the tint when it is resolved.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The largest size the image is drawn at, keeping its aspect ratio (0 in a dimension: no limit).
        public var maximumSize: CGSize = .zero
        /// The space the image's column takes at least, so rows with different images line their text up
        /// (0 in a dimension: the image's own size; `standardDimension`: the standard size).
        public var reservedLayoutSize: CGSize = .zero
        /// The radius the image's corners are rounded to.
        public var cornerRadius: CGFloat = 0
        /// Whether the image keeps its colours when colours are inverted (kept for compatibility).
        public var accessibilityIgnoresInvertColors = false

        init() {}

        /// The tint to draw a template image with, for the tint colour of the view it is in.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }

        public static func == (lhs: ImageProperties, rhs: ImageProperties) -> Bool {
            lhs.tintColor == rhs.tintColor && lhs.tintColorTransformer?.identity === rhs.tintColorTransformer?.identity
                && lhs.maximumSize == rhs.maximumSize && lhs.reservedLayoutSize == rhs.reservedLayoutSize
                && lhs.cornerRadius == rhs.cornerRadius
                && lhs.accessibilityIgnoresInvertColors == rhs.accessibilityIgnoresInvertColors
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(tintColor)
            hasher.combine(maximumSize.width)
            hasher.combine(maximumSize.height)
            hasher.combine(cornerRadius)
        }
    }
}
