/// The standard edit actions on the editor's text, with the general pasteboard.
extension TextEditor {
    /// Whether the editor can carry out an action now. Secure text is never copied or cut.
    func canPerform(_ action: UIResponder.Action) -> Bool {
        let hasSelection = selectedRange.length > 0
        let editable = host.editorIsEditable
        switch action {
        case .copy: return hasSelection && !host.editorIsSecure
        case .cut: return hasSelection && editable && !host.editorIsSecure
        case .paste, .pasteAndMatchStyle: return editable && UIPasteboard.general.hasStrings
        case .delete: return hasSelection && editable
        case .select: return !hasSelection && length > 0
        case .selectAll: return length > 0 && !(selectedRange.location == 0 && selectedRange.length == length)
        case .undo: return editable && undoManager.canUndo
        case .redo: return editable && undoManager.canRedo
        default: return false
        }
    }

    /// Copies the selection to the general pasteboard (never secure text).
    func copy() {
        guard selectedRange.length > 0, !host.editorIsSecure else { return }
        UIPasteboard.general.string = substring(selectedRange)
    }

    /// Copies and deletes the selection.
    func cut() {
        guard selectedRange.length > 0, !host.editorIsSecure, host.editorIsEditable else { return }
        let range = selectedRange
        let text = substring(range)
        closeRun()
        externalChange {
            if userReplace(range, with: "", undo: .other, actionName: "Cut") { UIPasteboard.general.string = text }
        }
    }

    /// Replaces the selection (or marked text) with the pasteboard's text.
    func paste() {
        guard host.editorIsEditable, let text = UIPasteboard.general.string else { return }
        closeRun()
        let target = markedRange ?? selectedRange
        markedRange = nil
        externalChange { userReplace(target, with: text, undo: .other, actionName: "Paste") }
    }

    /// Deletes the selection.
    func deleteSelection() {
        guard selectedRange.length > 0 else { return }
        closeRun()
        externalChange { userReplace(selectedRange, with: "", undo: .other, actionName: "Delete") }
    }

    /// Selects the word at the caret (or what a double tap there would).
    func selectWord() {
        guard length > 0 else { return }
        let r = boundaries.doubleTapRange(at: selectedRange.location)
        setSelection(r)
    }

    /// Selects everything.
    func selectAll() {
        setSelection(NSRange(location: 0, length: length))
    }
}
