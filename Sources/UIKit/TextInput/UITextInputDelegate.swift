/// What the input system hears from a text input: the text and selection are about to change, or
/// changed, by means other than the input system's own calls (the app set the text, a paste, an undo).
///
/// The input system sets itself as the text input's `inputDelegate`; an input method uses these calls
/// to throw away what it cached (its composition context, the word around the caret).
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The selection is about to change.
    func selectionWillChange(_ textInput: UITextInput?)
    /// The selection changed.
    func selectionDidChange(_ textInput: UITextInput?)
    /// The text is about to change.
    func textWillChange(_ textInput: UITextInput?)
    /// The text changed.
    func textDidChange(_ textInput: UITextInput?)
}
