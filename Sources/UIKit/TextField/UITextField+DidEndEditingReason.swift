extension UITextField {
    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder (the edit is taken as it is).
        case committed
    }
}
