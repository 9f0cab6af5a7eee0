import TextEngine

/// The text field as the editing core's host: its text, its geometry (from its single-line layout),
/// beginning and ending editing, and the delegate, events and notifications around each change.
extension UITextField: TextEditingHost, TextLineProviding {
    // MARK: Changes

    /// The text was replaced from code (or by the user, through the editor's host callbacks).
    func textStorageChanged(byUser: Bool) {
        cachedLayout = nil
        if !byUser {
            revealedCharacter = nil
            editor.textWasSet()
        }
        updateScroll()
        contentView.setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The text's look changed (font, colour, secure entry, placeholder).
    func textLookChanged() {
        cachedLayout = nil
        updateScroll()
        contentView.setNeedsDisplay()
        setNeedsDisplay()
        setNeedsLayout()
        if isEditing { editor.decorations.update() }
        invalidateIntrinsicContentSize()
    }

    // MARK: Beginning and ending

    /// Editing began (the field became first responder): empties the field when asked to, shows the
    /// caret, tells the delegate, sends `editingDidBegin` and posts `textDidBeginEditingNotification`.
    func startEditing() {
        if clearsOnBeginEditing, storage.length > 0 { text = "" }
        isEditing = true
        clearsOnNextInsertion = clearsOnInsertion && storage.length > 0
        storedTypingAttributes = nil
        editor.beginEditing()
        updateScroll()
        setNeedsLayout()
        contentView.setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    /// Editing ended (the field resigned or left its window): tells the delegate (the reason: committed),
    /// sends `editingDidEnd` and posts `textDidEndEditingNotification`.
    func finishEditing() {
        guard isEditing else { return }
        isEditing = false
        editor.endEditing()
        revealedCharacter = nil
        cachedLayout = nil
        storedTypingAttributes = nil
        scrollX = 0
        setNeedsLayout()
        contentView.setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self,
                                        userInfo: [Self.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
    }

    // MARK: Host

    var editorText: String { storage.string }

    func editorReplace(_ range: NSRange, with text: String) {
        let attributes = typingAttributes ?? defaultTextAttributes
        storage.replaceCharacters(in: range, with: NSAttributedString(string: text, attributes: attributes))
        cachedLayout = nil
        contentView.setNeedsDisplay()
    }

    func editorCaretRect(at offset: Int) -> CGRect {
        let layout = displayLayout()
        let origin = contentOrigin
        let height = lineHeight
        let x = layout.lines.isEmpty ? 0 : layout.caretRect(forCharacterAt: displayOffset(offset)).minX
        // Centred on the boundary, 2 pt wide, kept inside the view at the edges.
        let caretX = min(max(0, origin.x + x - 1), max(0, contentView.bounds.width - 2))
        return CGRect(x: caretX, y: origin.y, width: 2, height: height)
    }

    func editorSelectionRects(for range: NSRange) -> [CGRect] {
        let layout = displayLayout()
        guard !layout.lines.isEmpty else { return [] }
        let origin = contentOrigin
        let start = displayOffset(range.location), end = displayOffset(range.location + range.length)
        // Kept inside the text's view: the text scrolled out of it is not highlighted.
        let visible = CGRect(x: 0, y: origin.y, width: contentView.bounds.width, height: lineHeight)
        return layout.selectionRects(for: start..<end).compactMap { rect in
            let r = CGRect(x: origin.x + rect.minX, y: origin.y, width: rect.width, height: lineHeight).intersection(visible)
            return r.isNull || r.width <= 0 ? nil : r
        }
    }

    func editorClosestOffset(to point: CGPoint) -> Int {
        let layout = displayLayout()
        guard !layout.lines.isEmpty, point.x.isFinite, point.y.isFinite else { return 0 }
        let origin = contentOrigin
        let shown = layout.characterIndex(at: CGPoint(x: point.x - origin.x, y: lineHeight / 2))
        return min(textOffset(shown), storage.length)
    }

    func editorLineRange(at offset: Int) -> NSRange { NSRange(location: 0, length: storage.length) }

    func lineRange(at offset: Int, forward: Bool) -> NSRange? {
        if forward ? offset >= storage.length : offset <= 0 { return nil }
        return NSRange(location: 0, length: storage.length)
    }

    var editorDecorationView: UIView { contentView }
    var editorIsEditable: Bool { isEnabled }
    var editorIsSecure: Bool { isSecureTextEntry }

    func editorShouldChange(_ range: NSRange, replacementText text: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    }

    func editorTextDidChange() {
        cachedLayout = nil
        updateScroll()
        contentView.setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func editorSelectionDidChange() {
        storedTypingAttributes = nil
        updateScroll()
        delegate?.textFieldDidChangeSelection(self)
    }

    func editorHandleReturn() -> Bool {
        let shouldReturn = delegate?.textFieldShouldReturn(self) ?? true
        if shouldReturn {
            let hasExitTarget = allControlEvents.contains(.editingDidEndOnExit)
            sendActions(for: .editingDidEndOnExit)
            if hasExitTarget { resignFirstResponder() }
        }
        return true
    }

    func editorBeginEditingFromTouch() -> Bool { isEditing || becomeFirstResponder() }

    // MARK: Typing

    /// Types text: the first insertion after `clearsOnInsertion` replaces everything; secure text shows
    /// the typed character for a moment on touch devices.
    func insertTypedText(_ text: String) {
        if clearsOnNextInsertion, editor.markedRange == nil, text != "\n" {
            clearsOnNextInsertion = false
            editor.setSelection(NSRange(location: 0, length: storage.length))
        }
        // A text field has one line: line breaks typed or committed become spaces (Return ends editing).
        let single = text == "\n" || text == "\r" ? text : Self.singleLine(text)
        let before = storage.length
        revealedCharacter = nil
        editor.insertText(single)
        if isSecureTextEntry, isTouchDevice, storage.length > before, single.count == 1, single != "\n" {
            let end = editor.selectedRange.location
            let start = TextBoundaries(storage.string).characterStart(before: end)
            revealedCharacter = (NSRange(location: start, length: end - start), CACurrentMediaTime() + Self.secureRevealDuration)
            cachedLayout = nil
            contentView.setNeedsDisplay()
            editor.decorations.update()
            UIApplication.shared.addFrameObserver(for: contentView) { [weak self] now in
                MainActor.assumeIsolated { self?.hideRevealedCharacter(at: now) }
            }
        }
    }

    /// Text for one line: line breaks become spaces.
    static func singleLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }

    /// How long a typed secure character shows.
    static var secureRevealDuration: CFTimeInterval { 1.5 }

    private func hideRevealedCharacter(at now: CFTimeInterval) {
        guard let revealed = revealedCharacter else {
            UIApplication.shared.removeFrameObserver(for: contentView)
            return
        }
        guard now >= revealed.until else { return }
        revealedCharacter = nil
        cachedLayout = nil
        contentView.setNeedsDisplay()
        editor.decorations.update()
        UIApplication.shared.removeFrameObserver(for: contentView)
    }

    var isTouchDevice: Bool { (window?.screen ?? UIScreen.main).profile.idiom != .mac }

    // MARK: Clear button

    /// The clear button was tapped: asks the delegate, empties the field (beginning editing if needed),
    /// sends `editingChanged` and posts `textDidChangeNotification`.
    func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) != false else { return }
        if !isEditing, !becomeFirstResponder() { return }
        guard storage.length > 0 else { return }
        revealedCharacter = nil
        editor.replace(NSRange(location: 0, length: storage.length), with: "")
        editor.setSelection(NSRange(location: 0, length: 0))
        setNeedsLayout()
    }
}
