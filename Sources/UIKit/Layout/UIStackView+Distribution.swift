extension UIStackView {
    /// How a stack view sizes and places its arranged views along its axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; hugging priorities decide who grows, compression resistance who
        /// shrinks, and ties go to the view that comes first in `arrangedSubviews`.
        case fill = 0
        /// The views fill the axis with equal sizes.
        case fillEqually = 1
        /// The views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their intrinsic sizes and the gaps between them are equal (at least `spacing`).
        case equalSpacing = 3
        /// The distances between the views' centres are equal (gaps at least `spacing`).
        case equalCentering = 4
    }
}
