/// A responder that takes typed text: the keyboard inserts text and deletes backwards through it.
///
/// While the key window's first responder adopts it, the window backend turns the desktop's text
/// input on (for the input method's window, next to `UITextInput.caretRect(for:)` when the responder
/// adopts `UITextInput`); typed characters arrive as `insertText(_:)`, Backspace as `deleteBackward()`,
/// Return as `insertText("\n")` and Tab as `insertText("\t")`, unless a key command or a responder's
/// `pressesBegan` took the key.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts text at the insertion point (replacing marked text, if any).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection).
    func deleteBackward()
}
