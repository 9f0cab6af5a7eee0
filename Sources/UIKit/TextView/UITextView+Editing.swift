import Foundation

/// The text view as the editing core's host: TextKit answers the geometry (caret, selection rectangles,
/// closest offset, visual lines), the storage takes the edits (re-laid out incrementally), and the
/// delegate and notifications hear about each change.
extension UITextView: TextEditingHost, TextLineProviding {
    /// The container's origin in the view's content coordinates.
    var containerOrigin: CGPoint { CGPoint(x: textContainerInset.left, y: textContainerInset.top) }

    // MARK: Beginning and ending

    /// The view became first responder: editable views begin editing (the delegate and
    /// `textDidBeginEditingNotification` hear of it); selectable ones only show their selection.
    func startEditing() {
        isEditingText = isEditable
        editor.beginEditing()
        if isEditable {
            delegateAsTextView?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        }
    }

    /// The view resigned or left its window: editing ends (the delegate and
    /// `textDidEndEditingNotification` hear of it when it was editing).
    func finishEditing() {
        let wasEditing = isEditingText
        isEditingText = false
        editor.endEditing()
        if wasEditing {
            delegateAsTextView?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        }
    }

    // MARK: Host

    var editorText: String { textStorage.string }

    func editorReplace(_ range: NSRange, with text: String) {
        let storage = textStorage
        var attributes = typingAttributes
        if range.location > 0, range.location <= storage.length, !allowsEditingTextAttributes || attributes.isEmpty {
            // Typed text continues the style before it (links and attachments excepted), as on iOS.
            attributes = storage.attributes(at: range.location - 1, effectiveRange: nil)
            attributes[.link] = nil
            attributes[.attachment] = nil
            if attributes.isEmpty { attributes = typingAttributes }
        }
        storage.replaceCharacters(in: range, with: NSAttributedString(string: text, attributes: attributes))
    }

    func editorCaretRect(at offset: Int) -> CGRect {
        let rect = withTraits { layoutManager.caretRect(forCharacterAt: offset) }
        let origin = containerOrigin
        return CGRect(x: rect.minX + origin.x - 1, y: rect.minY + origin.y, width: 2, height: rect.height)
    }

    func editorSelectionRects(for range: NSRange) -> [CGRect] {
        let origin = containerOrigin
        return withTraits { layoutManager.selectionRects(for: range.location..<(range.location + range.length)) }
            .map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }

    func editorClosestOffset(to point: CGPoint) -> Int {
        let origin = containerOrigin
        return withTraits { layoutManager.insertionIndex(nearest: CGPoint(x: point.x - origin.x, y: point.y - origin.y)) }
    }

    func editorLineRange(at offset: Int) -> NSRange {
        guard textStorage.length > 0 else { return NSRange(location: 0, length: 0) }
        var range = NSRange()
        _ = withTraits { layoutManager.lineFragmentRect(forGlyphAt: min(offset, textStorage.length - 1), effectiveRange: &range) }
        // Without the line's break.
        let ns = textStorage.string as NSString
        var length = range.length
        while length > 0 {
            let unit = ns.character(at: range.location + length - 1)
            guard unit == 0x0A || unit == 0x0D || unit == 0x2029 else { break }
            length -= 1
        }
        if offset == textStorage.length, let last = ns.length > 0 ? ns.character(at: ns.length - 1) : nil,
           last == 0x0A || last == 0x0D || last == 0x2029 {
            return NSRange(location: textStorage.length, length: 0)
        }
        return NSRange(location: range.location, length: length)
    }

    func lineRange(at offset: Int, forward: Bool) -> NSRange? {
        if forward ? offset >= textStorage.length : offset <= 0 { return nil }
        return editorLineRange(at: forward ? offset : max(0, offset - 1))
    }

    var editorDecorationView: UIView { self }
    var editorIsEditable: Bool { isEditable }
    var editorIsSecure: Bool { false }

    func editorShouldChange(_ range: NSRange, replacementText text: String) -> Bool {
        delegateAsTextView?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    func editorTextDidChange() {
        textLayoutDidChange()
        delegateAsTextView?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        scrollCaretToVisible()
    }

    func editorSelectionDidChange() {
        delegateAsTextView?.textViewDidChangeSelection(self)
        if isEditingText { scrollCaretToVisible() }
    }

    /// Return inserts a line break in a text view.
    func editorHandleReturn() -> Bool { false }

    func editorBeginEditingFromTouch() -> Bool { isFirstResponder || becomeFirstResponder() }

    /// Keeps the caret (the selection's moving end, where `caretRect(for:)` puts it) visible while typing.
    func scrollCaretToVisible() {
        guard isEditingText, window != nil else { return }
        layoutIfNeeded()
        let caret = editor.hostCaretRect(at: editor.head)
        scrollRectToVisible(caret.insetBy(dx: 0, dy: -2), animated: false)
    }
}
