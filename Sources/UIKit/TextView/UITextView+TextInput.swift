import Foundation

/// The text view's side of the editor's `UITextInput` answers (`TextEditor+TextInput`,
/// `TextEditor+Geometry`): the storage's length, and the writing direction, which the view keeps per
/// paragraph in the storage's paragraph styles. The view is its own decoration view, so the answers
/// and the layout share its (content) coordinates.
extension UITextView {
    var editorLength: Int { textStorage.length }

    /// The paragraph style's writing direction at an offset (the last character's past the end;
    /// natural without text or a style).
    func editorBaseWritingDirection(at offset: Int) -> NSWritingDirection {
        let storage = textStorage
        guard storage.length > 0 else { return .natural }
        let style = storage.attribute(.paragraphStyle, at: min(max(0, offset), storage.length - 1), effectiveRange: nil) as? NSParagraphStyle
        return style?.baseWritingDirection ?? .natural
    }

    /// Gives the paragraphs of a range a paragraph style with the writing direction.
    func editorSetBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: NSRange) {
        let storage = textStorage
        guard storage.length > 0 else { return }
        let paragraphs = (storage.string as NSString).paragraphRange(for: layoutManager.clamped(range))
        let style = NSMutableParagraphStyle()
        style.baseWritingDirection = writingDirection
        storage.addAttribute(.paragraphStyle, value: style, range: paragraphs)
    }
}
