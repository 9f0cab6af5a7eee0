extension UIButton {
    /// A button's content and look as one value (iOS 15): title, subtitle, image and their placement,
    /// sizes, colours, and a style (plain, tinted, gray, filled) that colours it for each state.
    ///
    /// Where Tessera differs: styled titles are `NSAttributedString`s (Foundation's `AttributedString`
    /// does not carry UIKit attributes on Linux), and there is no activity indicator or symbol
    /// configuration yet.
    public struct Configuration {
        /// The look a configuration starts from.
        enum Style { case plain, tinted, gray, filled }

        /// The button's size class: font and insets.
        public enum Size: Sendable, CaseIterable {
            case mini, small, medium, large
        }

        /// How rounded the background's corners are.
        public enum CornerStyle: Sendable, CaseIterable {
            /// The background's own `cornerRadius`.
            case fixed
            /// A radius that suits the button size.
            case dynamic
            case small, medium, large
            /// Half the height: a capsule.
            case capsule
        }

        /// How the title and subtitle line up with each other.
        public enum TitleAlignment: Sendable, CaseIterable {
            case automatic, leading, center, trailing
        }

        let style: Style

        /// The title.
        public var title: String?
        /// A styled title, used instead of `title`.
        public var attributedTitle: NSAttributedString?
        /// A second line under the title, in a smaller font.
        public var subtitle: String?
        /// A styled subtitle, used instead of `subtitle`.
        public var attributedSubtitle: NSAttributedString?
        /// The image (drawn in the foreground colour unless its rendering mode is `.alwaysOriginal`).
        public var image: UIImage?
        /// Which side of the text the image is on (leading by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the text.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align.
        public var titleAlignment: TitleAlignment = .automatic
        /// Space around the content (the button size's insets unless set).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customInsets ?? Self.insets(for: buttonSize) }
            set { customInsets = newValue }
        }
        /// The size class (medium by default).
        public var buttonSize: Size = .medium
        /// How rounded the background is.
        public var cornerStyle: CornerStyle = .dynamic
        /// The colour of the title, subtitle and template image (nil: the style's, from the tint).
        public var baseForegroundColor: UIColor?
        /// The colour the style builds the background from (nil: the style's, from the tint).
        public var baseBackgroundColor: UIColor?
        /// The background: fill, corner radius and stroke.
        public var background = UIBackgroundConfiguration()

        private var customInsets: NSDirectionalEdgeInsets?

        init(style: Style) { self.style = style }

        /// No background; a tinted title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light tint background with a tinted title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background with a tinted title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint-filled background with a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The old name of `plain()`.
        public static func borderless() -> Configuration { plain() }
        /// The old name of `gray()`.
        public static func bordered() -> Configuration { gray() }
        /// The old name of `tinted()`.
        public static func borderedTinted() -> Configuration { tinted() }
        /// The old name of `filled()`.
        public static func borderedProminent() -> Configuration { filled() }

        /// This configuration with its colours resolved for a button's tint and state.
        @preconcurrency @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var copy = self
            let colors = resolvedColors(tint: button.tintColor, state: button.state)
            copy.baseForegroundColor = colors.foreground
            copy.background.backgroundColor = colors.background
            return copy
        }

        /// The foreground and background for a tint and state.
        func resolvedColors(tint: UIColor, state: UIControl.State) -> (foreground: UIColor, background: UIColor?) {
            var foreground = baseForegroundColor ?? (style == .filled ? .white : tint)
            var fill: UIColor? = background.backgroundColor
            if fill == nil {
                switch style {
                case .plain: fill = baseBackgroundColor
                case .tinted: fill = (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
                case .gray: fill = baseBackgroundColor ?? .secondarySystemFill
                case .filled: fill = baseBackgroundColor ?? tint
                }
            }
            if state.contains(.disabled) {
                foreground = .tertiaryLabel
                if style != .plain { fill = .tertiarySystemFill }
            } else if state.contains(.highlighted) {
                if style == .plain { foreground = foreground.withAlphaComponent(0.3) }
                else { fill = fill?.withAlphaComponent((fill?.cgColor.alpha ?? 1) * 0.75) }
            }
            return (foreground, fill)
        }

        /// The title font and subtitle font of the size class.
        var fonts: (title: UIFont, subtitle: UIFont) {
            switch buttonSize {
            case .mini: return (.systemFont(ofSize: 12), .systemFont(ofSize: 10))
            case .small: return (.systemFont(ofSize: 15), .systemFont(ofSize: 12))
            case .medium, .large: return (.systemFont(ofSize: 17), .systemFont(ofSize: 15))
            }
        }

        /// The corner radius for a background height.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            case .dynamic:
                switch buttonSize {
                case .mini: return 4
                case .small, .medium: return 6
                case .large: return 8
                }
            }
        }

        private static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
    }
}
