extension UIScrollView {
    /// How quickly a flicked scroll view slows down: the fraction of its velocity kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// iOS's usual rate, 0.998: a long glide.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99: stops quickly (paging uses it).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The colour scheme of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light backgrounds, light on dark ones (follows the interface style).
        case `default` = 0
        /// Dark, for light content.
        case black = 1
        /// Light, for dark content.
        case white = 2
    }

    /// Which safe-area insets the scroll view adds to `contentInset` to make `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The vertical safe-area insets always, and the horizontal ones when the content scrolls
        /// horizontally (UIKit also adjusts for navigation and tab bars, which arrive with them).
        case automatic = 0
        /// The safe-area insets of the axes the content scrolls along.
        case scrollableAxes = 1
        /// None: `adjustedContentInset` is `contentInset`.
        case never = 2
        /// All of them.
        case always = 3
    }

    /// How dragging the scroll view dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        /// The keyboard leaves when a drag begins.
        case onDrag = 1
        /// The keyboard follows the finger down from its top edge, and leaves if let go moving down.
        case interactive = 2
        case onDragWithAccessory = 3
        case interactiveWithAccessory = 4
    }

    /// When a table's section index shows.
    public enum IndexDisplayMode: Int, Sendable {
        case automatic = 0
        case alwaysHidden = 1
    }
}
