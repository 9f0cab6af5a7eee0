extension UIStackView {
    /// How a stack view sizes and spaces its arranged subviews along its axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack: the one hugging its content least stretches (or resisting compression
        /// least shrinks).
        case fill = 0
        /// The views fill the stack with equal sizes.
        case fillEqually
        /// The views fill the stack in proportion to their intrinsic sizes.
        case fillProportionally
        /// The views keep their intrinsic sizes; the gaps between them are equal and at least `spacing`.
        case equalSpacing
        /// The views keep their intrinsic sizes; their centres are equally far apart, with gaps of at least `spacing`.
        case equalCentering
    }
}
