extension UITextField {
    /// How a text field's border is drawn.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin rectangle.
        case line
        /// A bezel: a rectangle with a darker top edge.
        case bezel
        /// iOS's standard field: a 5 pt rounded rectangle with a hairline border on the system background.
        case roundedRect
    }
}
