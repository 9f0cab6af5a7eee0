extension UIView {
    /// Makes the first responder resign when it is this view or lies below it (a text field or text view
    /// being edited, typically), and answers whether none is left there.
    ///
    /// With `force` false the responder may refuse (a text field's delegate answering false to
    /// `textFieldShouldEndEditing(_:)`); with `force` true it is not asked and always resigns.
    /// Where Tessera differs: declared in an extension, so subclasses cannot override it.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = window?.currentFirstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        return ForcedResignation.perform(force) { responder.resignFirstResponder() }
    }
}

/// Whether a resignation under way is forced (`endEditing(true)`): the responder is not asked whether it
/// may resign. Set around the resignation and restored after it.
@MainActor
enum ForcedResignation {
    private(set) static var isActive = false

    /// Runs `body` with `isActive` set to `force`, then restores the previous value.
    static func perform<Result>(_ force: Bool, _ body: () -> Result) -> Result {
        let saved = isActive
        isActive = force
        defer { isActive = saved }
        return body()
    }
}
