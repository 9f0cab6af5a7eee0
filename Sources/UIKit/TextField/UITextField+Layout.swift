import TextEngine

/// The text field's single-line layout: the shown text (bullets when secure), the mapping between shown
/// and stored offsets, the font shrunk to fit, where the line sits (aligned, scrolled, centred), and
/// the sideways scroll that keeps the caret visible.
extension UITextField {
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
}
