extension UIStackView {
    /// How a stack view places its arranged views across its axis.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across its axis.
        case fill = 0
        /// The views line up with the leading edge (vertical stacks) or the top (horizontal stacks).
        case leading = 1
        /// Horizontal stacks: the views' first baselines line up (treated as `fill` in vertical stacks).
        case firstBaseline = 2
        /// The views are centred across the axis.
        case center = 3
        /// The views line up with the trailing edge (vertical stacks) or the bottom (horizontal stacks).
        case trailing = 4
        /// Horizontal stacks: the views' last baselines line up (treated as `fill` in vertical stacks).
        case lastBaseline = 5

        /// The top edge of a horizontal stack: the same value as `leading`, as in UIKit.
        public static var top: Alignment { .leading }
        /// The bottom edge of a horizontal stack: the same value as `trailing`, as in UIKit.
        public static var bottom: Alignment { .trailing }
    }
}
