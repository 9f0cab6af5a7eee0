/// The editing core shared by `UITextField` and `UITextView`: the selection and marked text over its
/// host's text (UTF-16 offsets), inserting and deleting by grapheme, word and line, key handling, the
/// standard edit actions, undo with typing coalesced into words, the caret and selection views, and
/// taps, drags and handles. Layout-agnostic: the host (`TextEditingHost`) owns the text and its layout.
@MainActor
final class TextEditor {
    /// The view hosting the editor (which owns it).
    private(set) unowned var host: any TextEditingHost

    /// The selection in UTF-16 units; length 0 is the caret.
    private(set) var selectedRange = NSRange(location: 0, length: 0)
    /// The end of the selection that stays put while the selection is extended (shift-arrows, drags).
    private(set) var anchor = 0
    /// The marked (composing) text, or nil.
    var markedRange: NSRange?
    /// The text the composition replaced when it began (what undoing the committed text puts back).
    private var markedOriginal = ""
    /// How marked text is drawn.
    var markedTextStyle: [NSAttributedString.Key: Any]?
    /// The input system, told about changes it did not make.
    weak var inputDelegate: UITextInputDelegate?
    /// The x the caret keeps while moving up and down through lines.
    private var goalX: CGFloat?
    /// The editor's undo manager.
    let undoManager = UndoManager()
    /// The typing (or deleting) run undo is coalescing into, if one is open.
    var openRun: EditRun?
    /// Whether the host is first responder (caret and selection shown, keys taken).
    private(set) var isEditing = false
    /// Set while the input system itself changes things (no input delegate calls then).
    private var inputSystemDepth = 0

    /// The caret and selection views.
    lazy var decorations = TextEditorDecorations(editor: self)
    /// Touch tracking state.
    var touchState = TouchTracking()
    /// The edit menu, once the host installed it.
    private(set) var editMenu: TextEditMenu?
    /// The host's string tokenizer (its `UITextInput.tokenizer`).
    private(set) lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: host)

    /// Gives the host view the edit menu (long press, tap on the selection, secondary click).
    func installEditMenu(on view: UIView) {
        let menu = TextEditMenu(editor: self)
        menu.install(on: view)
        editMenu = menu
    }

    init(host: any TextEditingHost) {
        self.host = host
    }

    // MARK: Text

    var text: String { host.editorText }
    var length: Int { host.editorLength }
    var boundaries: TextBoundaries { TextBoundaries(host.editorText) }

    func clamp(_ range: NSRange) -> NSRange {
        let n = length
        // Saturating: NSNotFound locations and huge lengths clamp instead of overflowing.
        let start = min(max(0, range.location), n)
        let (sum, overflow) = range.location.addingReportingOverflow(max(0, range.length))
        let end = min(max(start, overflow ? n : sum), n)
        return NSRange(location: start, length: end - start)
    }

    func substring(_ range: NSRange) -> String {
        let r = clamp(range)
        let u = text.utf16
        let a = u.index(u.startIndex, offsetBy: r.location), b = u.index(a, offsetBy: r.length)
        return String(u[a..<b]) ?? String(decoding: Array(u[a..<b]), as: UTF16.self)
    }

    // MARK: Selection

    /// Sets the selection (clamped), keeping `anchor` at its start unless given, and updates the views.
    func setSelection(_ range: NSRange, anchor newAnchor: Int? = nil, keepGoalX: Bool = false, notify: Bool = true) {
        let r = clamp(range)
        if !keepGoalX { goalX = nil }
        let changed = !NSEqualRanges(r, selectedRange)
        if changed, notify { inputDelegateSelectionWillChange() }
        selectedRange = r
        anchor = newAnchor.map { min(max(0, $0), length) } ?? r.location
        if changed {
            editMenu?.dismiss()
            closeRunIfMoved()
            if notify { inputDelegateSelectionDidChange() }
            host.editorSelectionDidChange()
        }
        decorations.update()
    }

    /// The moving end of the selection (the end that is not the anchor).
    var head: Int { anchor == selectedRange.location ? selectedRange.location + selectedRange.length : selectedRange.location }

    /// Moves the head to `offset`, extending from the anchor, or collapses to it.
    func move(to offset: Int, extending: Bool, keepGoalX: Bool = false) {
        let o = min(max(0, offset), length)
        if extending {
            let a = anchor
            setSelection(NSRange(location: min(a, o), length: abs(o - a)), anchor: a, keepGoalX: keepGoalX)
        } else {
            setSelection(NSRange(location: o, length: 0), keepGoalX: keepGoalX)
        }
    }

    // MARK: Editing (what the user does)

    /// Replaces `range` with `text` as the user's edit: asks the host, records undo, moves the caret
    /// after the new text. False when refused.
    @discardableResult
    func userReplace(_ range: NSRange, with text: String, undo kind: EditRun.Kind, actionName: String = "",
                     undoReplaced: String? = nil) -> Bool {
        guard host.editorIsEditable else { return false }
        let r = clamp(range)
        guard host.editorShouldChange(r, replacementText: text) else { return false }
        let replaced = undoReplaced ?? substring(r)
        recordUndo(kind: kind, range: r, replaced: replaced, inserted: text, actionName: actionName)
        host.editorReplace(r, with: text)
        let caret = r.location + text.utf16.count
        selectedRange = NSRange(location: caret, length: 0)
        anchor = caret
        goalX = nil
        editMenu?.dismiss()
        host.editorTextDidChange()
        host.editorSelectionDidChange()
        decorations.update()
        decorations.restartBlink()
        return true
    }

    /// Inserts text the keyboard or input method typed (replacing marked text or the selection).
    func insertText(_ text: String) {
        inputSystem {
            if text == "\n" || text == "\r", markedRange == nil, host.editorHandleReturn() { return }
            let target = markedRange ?? selectedRange
            let hadMarked = markedRange != nil
            markedRange = nil
            if !userReplace(target, with: text, undo: .typing, undoReplaced: hadMarked ? markedOriginal : nil), hadMarked {
                // A refused commit keeps the composed text as plain text.
                decorations.update()
            }
        }
    }

    /// Deletes the selection, or the grapheme before the caret.
    func deleteBackward() {
        inputSystem {
            if let marked = markedRange {
                // Backspace inside a composition the input method did not take: drop the last grapheme of it.
                let b = boundaries
                let end = marked.location + marked.length
                let start = max(marked.location, b.characterStart(before: end))
                let remaining = NSRange(location: marked.location, length: start - marked.location)
                if userReplace(NSRange(location: start, length: end - start), with: "", undo: .deleting) {
                    markedRange = remaining.length > 0 ? remaining : nil
                }
                return
            }
            if selectedRange.length > 0 {
                userReplace(selectedRange, with: "", undo: .deleting)
                return
            }
            let caret = selectedRange.location
            guard caret > 0 else { return }
            let start = boundaries.characterStart(before: caret)
            userReplace(NSRange(location: start, length: caret - start), with: "", undo: .deleting)
        }
    }

    /// Deletes the selection, or from the caret to `offset` (either side).
    func deleteTo(_ offset: Int) {
        if selectedRange.length > 0 {
            userReplace(selectedRange, with: "", undo: .other, actionName: "Delete")
            return
        }
        let caret = selectedRange.location
        let o = min(max(0, offset), length)
        guard o != caret else { return }
        let kind: EditRun.Kind = o < caret ? .deleting : .forwardDeleting
        userReplace(NSRange(location: min(o, caret), length: abs(o - caret)), with: "", undo: kind)
    }

    // MARK: Marked text

    /// Shows `markedText` composing in place of the marked text (or the selection), with
    /// `selectedRange` selected inside it.
    func setMarkedText(_ markedText: String?, selectedRange inner: NSRange) {
        inputSystem {
            let newText = markedText ?? ""
            let target = markedRange ?? selectedRange
            guard host.editorIsEditable else { return }
            let r = clamp(target)
            guard host.editorShouldChange(r, replacementText: newText) else { return }
            // Compositions are not undone piece by piece: only the committed text is (recorded as typing).
            if markedRange == nil {
                closeRun()
                markedOriginal = substring(r)
            }
            undoManager.disableUndoRegistration()
            host.editorReplace(r, with: newText)
            undoManager.enableUndoRegistration()
            let count = newText.utf16.count
            markedRange = count > 0 ? NSRange(location: r.location, length: count) : nil
            let innerStart = min(max(0, inner.location), count)
            let innerLength = min(max(0, inner.length), count - innerStart)
            selectedRange = NSRange(location: r.location + innerStart, length: innerLength)
            anchor = selectedRange.location
            goalX = nil
            editMenu?.dismiss()
            host.editorTextDidChange()
            host.editorSelectionDidChange()
            decorations.update()
            decorations.restartBlink()
        }
    }

    /// Commits the marked text as it is.
    func unmarkText() {
        inputSystem {
            guard let marked = markedRange else { return }
            markedRange = nil
            // The committed composition undoes as typing.
            let inserted = substring(marked)
            recordUndo(kind: .typing, range: NSRange(location: marked.location, length: 0), replaced: markedOriginal, inserted: inserted, actionName: "")
            decorations.update()
        }
    }

    // MARK: Programmatic changes

    /// The host's text was replaced by the app (`text = …`): the selection goes to the end, marked text
    /// and undo are dropped, the input delegate hears of it.
    func textWasSet() {
        inputDelegate?.textWillChange(host)
        markedRange = nil
        openRun = nil
        undoManager.removeAllActions()
        let n = length
        selectedRange = NSRange(location: n, length: 0)
        anchor = n
        inputDelegate?.textDidChange(host)
        decorations.update()
    }

    /// `UITextInput.replace(_:withText:)`: replaces a range (undoable), keeping the selection in place
    /// relative to the text around it.
    func replace(_ range: NSRange, with text: String) {
        let r = clamp(range)
        inputDelegate?.textWillChange(host)
        closeRun()
        recordUndo(kind: .other, range: r, replaced: substring(r), inserted: text, actionName: "")
        host.editorReplace(r, with: text)
        let delta = text.utf16.count - r.length
        var s = selectedRange
        if s.location >= r.location + r.length { s.location += delta }
        else if s.location + s.length > r.location { s = NSRange(location: r.location + text.utf16.count, length: 0) }
        selectedRange = clamp(s)
        anchor = selectedRange.location
        markedRange = nil
        inputDelegate?.textDidChange(host)
        editMenu?.dismiss()
        host.editorTextDidChange()
        host.editorSelectionDidChange()
        decorations.update()
    }

    // MARK: Input delegate

    private func inputSystem(_ body: () -> Void) {
        inputSystemDepth += 1
        body()
        inputSystemDepth -= 1
    }

    private func inputDelegateSelectionWillChange() {
        if inputSystemDepth == 0 { inputDelegate?.selectionWillChange(host) }
    }

    private func inputDelegateSelectionDidChange() {
        if inputSystemDepth == 0 { inputDelegate?.selectionDidChange(host) }
    }

    /// Wraps a change the input system did not make (an edit action, undo) in text will/did change.
    func externalChange(_ body: () -> Void) {
        inputDelegate?.textWillChange(host)
        inputSystem(body)
        inputDelegate?.textDidChange(host)
    }

    // MARK: Editing state

    /// The host became first responder.
    func beginEditing() {
        isEditing = true
        decorations.update()
        decorations.restartBlink()
    }

    /// The host resigned first responder: the composition is committed and the caret hidden.
    func endEditing() {
        if markedRange != nil { unmarkText() }
        closeRun()
        isEditing = false
        touchState = TouchTracking()
        editMenu?.dismiss()
        decorations.update()
    }

    // MARK: Line geometry

    /// The x the caret keeps moving through lines.
    func verticalGoalX() -> CGFloat {
        if let goalX { return goalX }
        let x = hostCaretRect(at: head).midX
        goalX = x
        return x
    }

    /// The offset `lines` lines above (negative) or below `offset`, at `x` (by default the goal x the
    /// arrow keys keep). Up from the first line is the text's start, down from the last line its end.
    /// The caret rectangles and closest offsets are the host's `UITextInput` answers.
    func offset(verticallyFrom offset: Int, lines: Int, x: CGFloat? = nil) -> Int {
        let x = x ?? verticalGoalX()
        var o = offset
        for _ in 0..<abs(lines) {
            let caret = hostCaretRect(at: o)
            let line = host.editorLineRange(at: o)
            if lines < 0 {
                guard line.location > 0 else { return 0 }
                let y = caret.minY - max(1, caret.height / 2)
                o = hostClosestOffset(to: CGPoint(x: x, y: y))
                if o >= line.location { o = 0 }   // nothing above: the document's start
            } else {
                let lineEnd = line.location + line.length
                guard lineEnd < length else { return length }
                let y = caret.maxY + max(1, caret.height / 2)
                o = hostClosestOffset(to: CGPoint(x: x, y: y))
                if o <= lineEnd && host.editorLineRange(at: o).location == line.location { o = length }
            }
        }
        return o
    }
}
