extension UIStackView {
    /// How a stack view places its arranged subviews across its axis.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across its axis.
        case fill = 0
        /// The views line up with the leading edge (vertical stacks) or the top (horizontal stacks).
        case leading = 1
        /// The views' first baselines line up (horizontal stacks; vertical stacks fill instead).
        case firstBaseline = 2
        /// The views are centred across the axis.
        case center = 3
        /// The views line up with the trailing edge (vertical stacks) or the bottom (horizontal stacks).
        case trailing = 4
        /// The views' last baselines line up (horizontal stacks; vertical stacks fill instead).
        case lastBaseline = 5

        /// The top edge: `leading` under the name used for horizontal stacks.
        public static let top = Alignment.leading
        /// The bottom edge: `trailing` under the name used for horizontal stacks.
        public static let bottom = Alignment.trailing
    }
}
