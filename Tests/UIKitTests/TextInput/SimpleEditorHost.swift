@testable import UIKit

/// A text view for the editing core's tests: a monospaced grid (every UTF-16 unit 10 pt wide, lines 20
/// pt tall, broken only at "\n"), hosting a `TextEditor` as UITextField and UITextView do.
@MainActor
final class SimpleEditorHost: UIView, UITextInput, UIResponderStandardEditActions, TextEditingHost, TextLineProviding {
    var storage = ""
    var editable = true
    var secure = false
    var allow: ((NSRange, String) -> Bool)?
    var returnTaken = false
    var log: [String] = []
    lazy var editor = TextEditor(host: self)
    private lazy var stringTokenizer = UITextInputStringTokenizer(textInput: self)

    static let unitWidth: CGFloat = 10
    static let lineHeight: CGFloat = 20

    // MARK: Host

    var editorText: String { storage }
    func editorReplace(_ range: NSRange, with text: String) {
        storage = (storage as NSString).replacingCharacters(in: range, with: text)
    }
    /// Lines as (start, length without the break).
    var lines: [NSRange] {
        var result: [NSRange] = []
        var start = 0
        for (i, unit) in storage.utf16.enumerated() where unit == 10 {
            result.append(NSRange(location: start, length: i - start))
            start = i + 1
        }
        result.append(NSRange(location: start, length: storage.utf16.count - start))
        return result
    }
    func lineIndex(_ offset: Int) -> Int {
        lines.firstIndex { offset >= $0.location && offset <= $0.location + $0.length } ?? lines.count - 1
    }
    func editorCaretRect(at offset: Int) -> CGRect {
        let i = lineIndex(offset)
        let line = lines[i]
        return CGRect(x: CGFloat(offset - line.location) * Self.unitWidth - 1, y: CGFloat(i) * Self.lineHeight, width: 2, height: Self.lineHeight)
    }
    func editorSelectionRects(for range: NSRange) -> [CGRect] {
        var rects: [CGRect] = []
        for (i, line) in lines.enumerated() {
            let start = max(range.location, line.location), end = min(range.location + range.length, line.location + line.length)
            guard start <= end, range.location <= line.location + line.length, range.location + range.length >= line.location else { continue }
            rects.append(CGRect(x: CGFloat(start - line.location) * Self.unitWidth, y: CGFloat(i) * Self.lineHeight,
                                width: CGFloat(end - start) * Self.unitWidth, height: Self.lineHeight))
        }
        return rects.filter { $0.width > 0 || range.length == 0 }
    }
    func editorClosestOffset(to point: CGPoint) -> Int {
        let all = lines
        let i = min(max(0, Int((point.y / Self.lineHeight).rounded(.down))), all.count - 1)
        let column = Int((point.x / Self.unitWidth).rounded())
        return all[i].location + min(max(0, column), all[i].length)
    }
    func editorLineRange(at offset: Int) -> NSRange { lines[lineIndex(offset)] }
    var editorDecorationView: UIView { self }
    var editorIsEditable: Bool { editable }
    var editorIsSecure: Bool { secure }
    func editorShouldChange(_ range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
        return allow?(range, text) ?? true
    }
    func editorTextDidChange() { log.append("textDidChange") }
    func editorSelectionDidChange() { log.append("selection \(editor.selectedRange.location),\(editor.selectedRange.length)") }
    func editorHandleReturn() -> Bool {
        if returnTaken { log.append("return") }
        return returnTaken
    }
    func editorBeginEditingFromTouch() -> Bool { isFirstResponder || becomeFirstResponder() }
    func lineRange(at offset: Int, forward: Bool) -> NSRange? { editorLineRange(at: offset) }

    // MARK: Responder

    override var canBecomeFirstResponder: Bool { true }
    override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { editor.beginEditing() }
        return became
    }
    override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { editor.endEditing() }
        return resigned
    }
    override var keyCommands: [UIKeyCommand]? { editor.keyCommands() }
    override var undoManager: UndoManager? { editor.undoManager }
    override func canPerformAction(_ action: UIResponder.Action, withSender sender: Any?) -> Bool { editor.canPerform(action) }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, editor.handleKey(key) { return }
        super.pressesBegan(presses, with: event)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first else { return }
        editor.touchBegan(at: t.location(in: self), tapCount: t.tapCount, isPointer: t.type == .indirectPointer)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let t = touches.first { editor.touchMoved(to: t.location(in: self)) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let t = touches.first {
            log.append("ended tapCount \(t.tapCount)")
            editor.touchEnded(at: t.location(in: self), tapCount: t.tapCount) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { editor.touchCancelled() }

    func cut(_ sender: Any?) { editor.cut() }
    func copy(_ sender: Any?) { editor.copy() }
    func paste(_ sender: Any?) { editor.paste() }
    func select(_ sender: Any?) { editor.selectWord() }
    func selectAll(_ sender: Any?) { editor.selectAll() }
    func delete(_ sender: Any?) { editor.deleteSelection() }

    // MARK: UITextInput

    var hasText: Bool { !storage.isEmpty }
    func insertText(_ text: String) { editor.insertText(text) }
    func deleteBackward() { editor.deleteBackward() }
    func text(in range: UITextRange) -> String? { TextOffsetRange.nsRange(of: range).map { editor.substring($0) } }
    func replace(_ range: UITextRange, withText text: String) {
        if let r = TextOffsetRange.nsRange(of: range) { editor.replace(r, with: text) }
    }
    var selectedTextRange: UITextRange? {
        get { TextOffsetRange(editor.selectedRange) }
        set { if let r = newValue.flatMap(TextOffsetRange.nsRange(of:)) { editor.setSelection(r) } }
    }
    var markedTextRange: UITextRange? { editor.markedRange.map(TextOffsetRange.init) }
    var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { editor.markedTextStyle }
        set { editor.markedTextStyle = newValue }
    }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) { editor.setMarkedText(markedText, selectedRange: selectedRange) }
    func unmarkText() { editor.unmarkText() }
    var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    var endOfDocument: UITextPosition { TextOffsetPosition(editor.length) }
    var inputDelegate: UITextInputDelegate? {
        get { editor.inputDelegate }
        set { editor.inputDelegate = newValue }
    }
    var tokenizer: UITextInputTokenizer { stringTokenizer }
    func caretRect(for position: UITextPosition) -> CGRect { editorCaretRect(at: TextOffsetPosition.offset(of: position) ?? 0) }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let r = TextOffsetRange.nsRange(of: range) else { return [] }
        let rects = editorSelectionRects(for: r)
        return rects.enumerated().map { TextSelectionRect(rect: $1, containsStart: $0 == 0, containsEnd: $0 == rects.count - 1) }
    }
    func closestPosition(to point: CGPoint) -> UITextPosition? { TextOffsetPosition(editorClosestOffset(to: point)) }
}
