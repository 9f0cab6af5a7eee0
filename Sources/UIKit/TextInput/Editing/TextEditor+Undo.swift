/// One undo step being coalesced: consecutive typing at the caret (until a word ends), or consecutive
/// deleting backward or forward.
final class EditRun {
    enum Kind {
        /// Typing: later insertions at the run's end join it.
        case typing
        /// Backspace: later deletions just before the run join it.
        case deleting
        /// Forward delete: later deletions at the run's start join it.
        case forwardDeleting
        /// Anything else (paste, cut, replace): a step of its own.
        case other
    }

    let kind: Kind
    /// Where the step's text starts.
    var location: Int
    /// The text the step removed.
    var replaced: String
    /// The text the step put in.
    var inserted: String
    /// Whether later edits may still join.
    var isOpen = true

    init(kind: Kind, location: Int, replaced: String, inserted: String) {
        self.kind = kind
        self.location = location
        self.replaced = replaced
        self.inserted = inserted
    }

    var insertedEnd: Int { location + inserted.utf16.count }
}

extension TextEditor {
    /// Records an edit for undo, joining the open run when it continues it.
    func recordUndo(kind: EditRun.Kind, range: NSRange, replaced: String, inserted: String, actionName: String) {
        guard !host.editorIsSecure, undoManager.isUndoRegistrationEnabled else { return }
        if let run = openRun, run.isOpen, run.kind == kind {
            switch kind {
            case .typing where range.length == 0 && range.location == run.insertedEnd:
                run.inserted += inserted
                if Self.endsWord(inserted) { run.isOpen = false }
                return
            case .deleting where inserted.isEmpty && range.location + range.length == run.location:
                run.location = range.location
                run.replaced = replaced + run.replaced
                return
            case .forwardDeleting where inserted.isEmpty && range.location == run.location:
                run.replaced += replaced
                return
            default: break
            }
        }
        let run = EditRun(kind: kind, location: range.location, replaced: replaced, inserted: inserted)
        if kind == .other || (kind == .typing && Self.endsWord(inserted)) { run.isOpen = false }
        openRun = run
        register(run, name: actionName.isEmpty ? Self.name(of: kind) : actionName)
    }

    private static func name(of kind: EditRun.Kind) -> String {
        switch kind {
        case .typing: "Typing"
        case .deleting, .forwardDeleting: "Delete"
        case .other: ""
        }
    }

    /// Whether typed text ends a word (a space, a line break or punctuation), closing the typing run.
    static func endsWord(_ text: String) -> Bool {
        guard let last = text.last else { return false }
        return last.isWhitespace || last.isPunctuation
    }

    /// Registers the undo of a step: it puts `replaced` back over `inserted`, and registers the redo.
    private func register(_ run: EditRun, name: String) {
        undoManager.registerUndo(withTarget: self) { editor in
            editor.revert(run, name: name)
        }
        undoManager.setActionName(name)
    }

    /// Undoes (or redoes) a step and registers its inverse.
    private func revert(_ run: EditRun, name: String) {
        closeRun()
        let range = clamp(NSRange(location: run.location, length: run.inserted.utf16.count))
        let inverse = EditRun(kind: run.kind, location: run.location, replaced: run.inserted, inserted: run.replaced)
        inverse.isOpen = false
        externalChange {
            markedRange = nil
            host.editorReplace(range, with: run.replaced)
            undoManager.registerUndo(withTarget: self) { editor in editor.revert(inverse, name: name) }
            undoManager.setActionName(name)
            editMenu?.dismiss()
            host.editorTextDidChange()
            // The restored text is selected; when nothing was restored, the caret sits where the text was.
            let restored = run.replaced.utf16.count
            setSelection(NSRange(location: run.location, length: restored))
        }
        openRun = nil
    }

    /// Stops coalescing: the next edit starts a new undo step.
    func closeRun() {
        openRun?.isOpen = false
        openRun = nil
    }

    /// Closes the run when the caret left its end (a click, an arrow key).
    func closeRunIfMoved() {
        guard let run = openRun else { return }
        let caret = selectedRange.location
        let continues = selectedRange.length == 0 && {
            switch run.kind {
            case .typing: caret == run.insertedEnd
            case .deleting, .forwardDeleting: caret == run.location
            case .other: false
            }
        }()
        if !continues { closeRun() }
    }

    /// Undoes the last step.
    func undo() {
        closeRun()
        if undoManager.canUndo { undoManager.undo() }
    }

    /// Redoes the last undone step.
    func redo() {
        closeRun()
        if undoManager.canRedo { undoManager.redo() }
    }
}
