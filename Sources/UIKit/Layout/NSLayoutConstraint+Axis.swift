extension NSLayoutConstraint {
    /// Horizontal or vertical: the axis a hugging or compression-resistance priority applies to.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
