extension UITextField {
    /// When an overlay view (left view, right view, clear button) shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// Only while editing (the clear button: while editing with text).
        case whileEditing
        /// Only while not editing.
        case unlessEditing
        /// Always (the clear button: whenever there is text).
        case always
    }
}
