import TextEngine

/// The text field as the editing core's host: its text, its single-line layout, and the delegate,
/// events and notifications around each change.
extension UITextField: TextEditingHost, TextLineProviding {
    // MARK: Layout of the shown text

    /// The text as shown: a bullet per character when secure (the revealed character as itself).
    var displayString: String {
        guard isSecureTextEntry else { return storage.string }
        var shown = ""
        let string = storage.string
        var offset = 0
        for c in string {
            let n = String(c).utf16.count
            if let revealed = revealedCharacter?.range, revealed.location == offset { shown.append(c) } else { shown.append("•") }
            offset += n
        }
        return shown
    }

    /// The UTF-16 offsets in the text where each shown character starts (secure text: one per grapheme),
    /// with the text's length last.
    var secureBoundaries: [Int] {
        var result: [Int] = []
        var offset = 0
        for c in storage.string {
            result.append(offset)
            offset += String(c).utf16.count
        }
        result.append(offset)
        return result
    }

    /// The shown offset of a text offset.
    func displayOffset(_ offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        let bounds = secureBoundaries
        let revealed = revealedCharacter?.range
        var shown = 0
        for (i, start) in bounds.dropLast().enumerated() where start < offset {
            shown += (revealed?.location == start) ? bounds[i + 1] - start : 1
        }
        return shown
    }

    /// The text offset of a shown offset.
    func textOffset(_ shown: Int) -> Int {
        guard isSecureTextEntry else { return shown }
        let bounds = secureBoundaries
        let revealed = revealedCharacter?.range
        var count = 0
        for (i, start) in bounds.dropLast().enumerated() {
            if count >= shown { return start }
            count += (revealed?.location == start) ? bounds[i + 1] - start : 1
        }
        return bounds.last ?? 0
    }

    /// The font size the text is shown at (smaller when `adjustsFontSizeToFitWidth` needs it).
    private func fittedAttributed(_ attributed: NSAttributedString, width: CGFloat) -> AttributedText {
        var text = TextConversion.text(attributed, filling: defaultTextAttributes)
        guard adjustsFontSizeToFitWidth, width > 0 else { return text }
        var layout = StringDrawing.measure(text, size: .zero, options: [])
        let base = (font ?? Self.defaultFont).pointSize
        let floor = max(minimumFontSize > 0 ? minimumFontSize : 4, 1)
        var size = base
        while layout.usedSize.width > width, size > floor {
            size = max(floor, size - 1)
            let scale = size / base
            for i in text.runs.indices {
                text.runs[i].style.font = text.runs[i].style.font.withSize(text.runs[i].style.font.size * scale)
            }
            layout = StringDrawing.measure(text, size: .zero, options: [])
            text = TextConversion.text(attributed, filling: defaultTextAttributes)
            for i in text.runs.indices {
                text.runs[i].style.font = text.runs[i].style.font.withSize(text.runs[i].style.font.size * scale)
            }
        }
        return text
    }

    /// The single-line layout of the shown text.
    func displayLayout() -> TextLayout {
        if let cachedLayout { return cachedLayout }
        let shown: NSAttributedString
        if isSecureTextEntry {
            let attributes = storage.length > 0 ? storage.attributes(at: 0, effectiveRange: nil as NSRangePointer?) : defaultTextAttributes
            shown = NSAttributedString(string: displayString, attributes: attributes)
        } else {
            shown = storage
        }
        let layout = StringDrawing.measure(fittedAttributed(shown, width: contentView.bounds.width), size: .zero, options: [])
        cachedLayout = layout
        return layout
    }

    /// The placeholder's layout, in the placeholder colour and the field's font unless it says otherwise.
    func placeholderLayout() -> TextLayout? {
        guard let placeholder = attributedPlaceholder, placeholder.length > 0 else { return nil }
        var defaults = defaultTextAttributes
        defaults[.foregroundColor] = UIColor.placeholderText
        return StringDrawing.measure(TextConversion.text(placeholder, filling: defaults), size: .zero, options: [])
    }

    /// The line's height (the font's when there is no text).
    var lineHeight: CGFloat {
        let layout = displayLayout()
        if let line = layout.lines.first, line.rect.height > 0 { return line.rect.height }
        return (font ?? Self.defaultFont).lineHeight
    }

    /// Where the shown layout's top left sits in the text view's coordinates: aligned, scrolled and
    /// vertically centred.
    func layoutOrigin(width: CGFloat, height: CGFloat, usedWidth: CGFloat) -> CGPoint {
        let y = ((height - lineHeight) / 2).rounded()
        guard usedWidth <= width else { return CGPoint(x: -scrollX, y: y) }
        let slack = width - usedWidth
        let x: CGFloat
        switch textAlignment {
        case .center: x = (slack / 2).rounded()
        case .right: x = slack
        case .natural, .left, .justified: x = 0
        @unknown default: x = 0
        }
        return CGPoint(x: x, y: y)
    }

    var contentOrigin: CGPoint {
        layoutOrigin(width: contentView.bounds.width, height: contentView.bounds.height, usedWidth: displayLayout().usedSize.width)
    }

    /// Scrolls the text sideways so the caret (the selection's moving end) stays visible while editing.
    func updateScroll() {
        let layout = displayLayout()
        let width = contentView.bounds.width
        guard isEditing, layout.usedSize.width > width, width > 0 else {
            scrollX = 0
            return
        }
        let caretX = layout.lines.isEmpty ? 0 : layout.caretRect(forCharacterAt: displayOffset(editor.head)).minX
        if caretX - scrollX > width - 2 { scrollX = caretX - width + 2 }
        if caretX - scrollX < 0 { scrollX = caretX }
        scrollX = min(max(0, scrollX), layout.usedSize.width - width + 2)
        contentView.setNeedsDisplay()
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
        return layout.selectionRects(for: start..<end).map { rect in
            CGRect(x: origin.x + rect.minX, y: origin.y, width: rect.width, height: lineHeight)
        }
    }

    func editorClosestOffset(to point: CGPoint) -> Int {
        let layout = displayLayout()
        guard !layout.lines.isEmpty else { return 0 }
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
        let single = text == "\n" || text == "\r" ? text : text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
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
