/// Hardware keys: caret movement, extending the selection, and deleting by word and line. Typed
/// characters, plain Backspace, Return and Tab arrive through `UIKeyInput` instead.
///
/// The bindings serve both Mac and PC hands: Option or Control with ←/→ moves by words, ⌘ with ←/→ or
/// Home/End to the line's edges, ⌘ with ↑/↓ or Control with Home/End to the document's; Shift extends.
/// Option/Control-Backspace deletes the word before the caret, ⌘-Backspace to the line's start; Delete
/// (forward) deletes a grapheme, a word with Option/Control, to the line's end with ⌘.
extension TextEditor {
    /// Handles a key going down; false when the key is not an editing key (it goes on up the chain).
    func handleKey(_ key: UIKey) -> Bool {
        guard isEditing else { return false }
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        let word = flags.contains(.alternate) || flags.contains(.control)
        let line = flags.contains(.command)
        let b = boundaries
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            let forward = key.keyCode == .keyboardRightArrow
            if markedRange != nil { return true }
            let target: Int
            if line {
                let l = host.editorLineRange(at: head)
                target = forward ? l.location + l.length : l.location
            } else if word {
                target = forward ? b.wordEnd(after: head) : b.wordStart(before: head)
            } else if !shift, selectedRange.length > 0 {
                target = forward ? selectedRange.location + selectedRange.length : selectedRange.location
            } else {
                target = forward ? b.characterEnd(after: head) : b.characterStart(before: head)
            }
            move(to: target, extending: shift)
        case .keyboardUpArrow, .keyboardDownArrow:
            let down = key.keyCode == .keyboardDownArrow
            if markedRange != nil { return true }
            if line {
                move(to: down ? length : 0, extending: shift)
            } else if flags.contains(.alternate) {
                // Option-↑/↓: the paragraph's start or end (then the next one's).
                let h = head
                let target = down ? (b.paragraphEnd(h) == h && h < length ? b.paragraphEnd(h + 1) : b.paragraphEnd(h))
                    : (b.paragraphStart(h) == h && h > 0 ? b.paragraphStart(h - 1) : b.paragraphStart(h))
                move(to: target, extending: shift)
            } else {
                let from = !shift && selectedRange.length > 0 ? (down ? selectedRange.location + selectedRange.length : selectedRange.location) : head
                move(to: offset(verticallyFrom: from, lines: down ? 1 : -1), extending: shift, keepGoalX: true)
            }
        case .keyboardHome, .keyboardEnd:
            let forward = key.keyCode == .keyboardEnd
            if markedRange != nil { return true }
            if flags.contains(.control) || line {
                move(to: forward ? length : 0, extending: shift)
            } else {
                let l = host.editorLineRange(at: head)
                move(to: forward ? l.location + l.length : l.location, extending: shift)
            }
        case .keyboardDeleteOrBackspace:
            guard word || line, markedRange == nil else { return false }
            guard host.editorIsEditable else { return true }
            if selectedRange.length > 0 { deleteTo(selectedRange.location); return true }
            let caret = selectedRange.location
            deleteTo(line ? host.editorLineRange(at: caret).location == caret ? b.characterStart(before: caret)
                                                                                : host.editorLineRange(at: caret).location
                          : b.wordStart(before: caret))
        case .keyboardDeleteForward:
            guard markedRange == nil else { return true }
            guard host.editorIsEditable else { return true }
            if selectedRange.length > 0 { deleteTo(selectedRange.location); return true }
            let caret = selectedRange.location
            if line {
                let l = host.editorLineRange(at: caret)
                let end = l.location + l.length
                deleteTo(end == caret ? b.characterEnd(after: caret) : end)
            } else {
                deleteTo(word ? b.wordEnd(after: caret) : b.characterEnd(after: caret))
            }
        default:
            return false
        }
        decorations.restartBlink()
        return true
    }

    /// The editing shortcuts: ⌘ and Control with A (select all), C, X, V, Z (undo) and Shift-Z (redo),
    /// each sent to the first responder up the chain that can perform it.
    func keyCommands() -> [UIKeyCommand] {
        var commands: [UIKeyCommand] = []
        let table: [(String, UIKeyModifierFlags, UIResponder.Action, String)] = [
            ("a", [], .selectAll, "Select All"), ("c", [], .copy, "Copy"), ("x", [], .cut, "Cut"),
            ("v", [], .paste, "Paste"), ("z", [], .undo, "Undo"), ("z", .shift, .redo, "Redo"),
        ]
        for modifier in [UIKeyModifierFlags.command, .control] {
            for (input, extra, action, title) in table {
                commands.append(UIKeyCommand(input: input, modifierFlags: modifier.union(extra), title: title) { [weak self] command in
                    self?.performAction(action, sender: command)
                })
            }
        }
        return commands
    }

    /// Sends an edit action to the first responder from the host up the chain that can perform it.
    func performAction(_ action: UIResponder.Action, sender: Any?) {
        guard let target = host.target(forAction: action, withSender: sender) else { return }
        switch action {
        case .undo: target.undoManager?.undo()
        case .redo: target.undoManager?.redo()
        default:
            guard let actions = target as? UIResponderStandardEditActions else { return }
            switch action {
            case .cut: actions.cut(sender)
            case .copy: actions.copy(sender)
            case .paste: actions.paste(sender)
            case .pasteAndMatchStyle: actions.pasteAndMatchStyle(sender)
            case .select: actions.select(sender)
            case .selectAll: actions.selectAll(sender)
            case .delete: actions.delete(sender)
            case .toggleBoldface: actions.toggleBoldface(sender)
            case .toggleItalics: actions.toggleItalics(sender)
            case .toggleUnderline: actions.toggleUnderline(sender)
            default: break
            }
        }
    }
}
