extension UIControl {
    /// How content (a button's title and image) sits horizontally in the control.
    public enum ContentHorizontalAlignment: Int, Sendable, CaseIterable {
        /// Centred.
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched to the full width.
        case fill = 3
        /// Against the leading edge (left in left-to-right layouts).
        case leading = 4
        /// Against the trailing edge.
        case trailing = 5
    }

    /// How content sits vertically in the control.
    public enum ContentVerticalAlignment: Int, Sendable, CaseIterable {
        /// Centred.
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched to the full height.
        case fill = 3
    }
}
