/// What a text field asks and tells its delegate: whether editing may begin and end, whether a change
/// may happen, what Return and the clear button do, and that the selection changed.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (true by default).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began (the field is first responder).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (true by default).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, for a reason; the default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16) may be replaced by `string` (true by default).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear the text (true by default).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Return was pressed: whether the field does what Return does (true by default).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The edit menu for the characters in `range` (UTF-16): return a menu built from
    /// `suggestedActions` (the standard actions the field can perform) and your own; nil, the default,
    /// shows the suggested actions.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to show.
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to go.
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    public func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    public func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
}
