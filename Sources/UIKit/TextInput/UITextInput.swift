/// A text responder with a document the input system can work with: marked (composing) text from input
/// methods, the selection and the caret's rectangle.
///
/// Tessera's keyboard door uses the marked-text part: an input method's composition arrives as
/// `setMarkedText(_:selectedRange:)`, its commit as `insertText(_:)` (which replaces the marked text),
/// and cancelling it as `unmarkText()`; `caretRect(for:)` of the selection's end places the input
/// method's window. Text fields and text views adopt it.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The marked text's range, or nil when nothing is marked.
    var markedTextRange: UITextRange? { get }
    /// The selection (an empty range is the caret).
    var selectedTextRange: UITextRange? { get set }
    /// Marks `markedText` in place of the current marked text (or the selection), selecting
    /// `selectedRange` within it (UTF-16 offsets).
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as it is.
    func unmarkText()
    /// The start of the document.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the document.
    var endOfDocument: UITextPosition { get }
    /// The text in a range.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in a range.
    func replace(_ range: UITextRange, withText text: String)
    /// The caret's rectangle at a position, in the responder's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
}
