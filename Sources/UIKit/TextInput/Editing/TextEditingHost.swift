/// What a view hosting a `TextEditor` provides: the editing core is layout-agnostic, and its host (a text
/// field, a text view built on TextKit, a test's simple view) supplies the text, the layout and the
/// editing policy.
///
/// A host:
/// - keeps the text and replaces parts of it (`editorText`, `editorReplace(_:with:)`): the storage,
///   typing attributes and re-layout are the host's business; the editor asks nothing else of it;
/// - answers the layout's geometry in the decoration view's coordinates: the caret's rectangle at an
///   offset, the selection's rectangles (one per line), the offset closest to a point, and the visual
///   line holding an offset (line navigation and ⌘-arrows), and says where the decoration view sits
///   in its own coordinates (`editorDecorationOrigin`);
/// - adopts `UITextInput` with members that forward to the editor (`TextEditor+TextInput`,
///   `TextEditor+Geometry`), which turn that geometry into the host's coordinates; the editor's own
///   views and gestures ask those members back (`caretRect(for:)`, `selectionRects(for:)`,
///   `closestPosition(to:)`), so a subclass's override of them is what the user sees and touches;
/// - names the view the caret and selection highlight go into (`editorDecorationView`, in the same
///   coordinates as the geometry) and says whether the text may change and whether it is secure (never
///   copied);
/// - hears about changes the user made (`editorShouldChange` before, `editorTextDidChange` and
///   `editorSelectionDidChange` after), which is where delegates and control events come in;
/// - forwards its `UIKeyInput`/`UITextInput` members, `keyCommands`, presses, touches and edit actions to
///   the editor, and tells it when it becomes or resigns first responder (`beginEditing()`/`endEditing()`).
@MainActor
protocol TextEditingHost: UIResponder, UITextInput {
    /// The whole text.
    var editorText: String { get }
    /// The text's length in UTF-16 units (by default counted in `editorText`; hosts whose storage
    /// knows it answer without counting).
    var editorLength: Int { get }
    /// Replaces `range` (UTF-16) of the text with `text`. Called only after the change was allowed.
    func editorReplace(_ range: NSRange, with text: String)

    /// The caret's rectangle at `offset`, in the decoration view's coordinates.
    func editorCaretRect(at offset: Int) -> CGRect
    /// The rectangles covering `range`, one per line, top to bottom.
    func editorSelectionRects(for range: NSRange) -> [CGRect]
    /// The offset closest to `point` (in the decoration view's coordinates).
    func editorClosestOffset(to point: CGPoint) -> Int
    /// The visual line holding `offset`, without its line break.
    func editorLineRange(at offset: Int) -> NSRange

    /// Where the caret and selection views go.
    var editorDecorationView: UIView { get }
    /// The decoration view's origin in the host's own coordinates, which its `UITextInput` members
    /// answer in (zero by default: the host is its own decoration view).
    var editorDecorationOrigin: CGPoint { get }
    /// The writing direction of the text at `offset` (natural by default).
    func editorBaseWritingDirection(at offset: Int) -> NSWritingDirection
    /// Sets the writing direction of the text in `range` (ignored by default).
    func editorSetBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: NSRange)
    /// Whether the user may change the text.
    var editorIsEditable: Bool { get }
    /// Whether the text is secure: never copied or cut, and undo keeps no copy of it.
    var editorIsSecure: Bool { get }

    /// Whether the user may replace `range` with `text` (the host's delegate decides).
    func editorShouldChange(_ range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (typing, deleting, pasting, undo).
    func editorTextDidChange()
    /// The selection changed (by the user or the input system).
    func editorSelectionDidChange()
    /// Return was typed: true when the host took it (a text field ends editing), false to insert "\n".
    func editorHandleReturn() -> Bool
    /// Makes the host first responder when a touch starts editing; false when it cannot.
    func editorBeginEditingFromTouch() -> Bool
}

extension TextEditingHost {
    var editorLength: Int { editorText.utf16.count }
    var editorDecorationOrigin: CGPoint { .zero }
    func editorBaseWritingDirection(at offset: Int) -> NSWritingDirection { .natural }
    func editorSetBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: NSRange) {}
}
