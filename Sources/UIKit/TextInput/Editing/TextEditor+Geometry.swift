/// The text's geometry, both ways round.
///
/// The host answers its layout in the decoration view's coordinates (`editorCaretRect(at:)`,
/// `editorSelectionRects(for:)`, `editorClosestOffset(to:)`); the `UITextInput` answers here turn
/// them into the host's own coordinates (the decoration view sits at `editorDecorationOrigin` in the
/// host), for the host's `open` members to forward to.
///
/// The editor's own views and gestures (the caret and its blink, the selection highlight and handles,
/// the marked text's underline, taps, drags, long presses and the edit menu's place, line-by-line
/// moves) go the other way: they ask the host's `UITextInput` members (`caretRect(for:)`,
/// `selectionRects(for:)`, `closestPosition(to:)`) and bring the answers back into the decoration
/// view. So a subclass of `UITextField` or `UITextView` that overrides one of them moves the caret,
/// the highlight and where a touch lands, as on iOS, where the selection display and the keyboard ask
/// the text input too.
extension TextEditor {
    // MARK: The UITextInput answers (in the host's coordinates)

    /// The caret's rectangle at a position (a position the editor did not make counts as the start).
    func caretRect(for position: UITextPosition) -> CGRect {
        let origin = host.editorDecorationOrigin
        return host.editorCaretRect(at: TextOffsetPosition.offset(of: position) ?? 0).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The rectangles covering a range, one per line, the first holding the start and the last the end.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let r = TextOffsetRange.nsRange(of: range) else { return [] }
        let origin = host.editorDecorationOrigin
        let rects = host.editorSelectionRects(for: r)
        return rects.enumerated().map { i, rect in
            TextSelectionRect(rect: rect.offsetBy(dx: origin.x, dy: origin.y), containsStart: i == 0, containsEnd: i == rects.count - 1)
        }
    }

    /// The first line's rectangle of a range: the host's first selection rectangle, or its caret
    /// rectangle at the range's start when the range covers nothing.
    func firstRect(for range: UITextRange) -> CGRect {
        guard let r = TextOffsetRange.nsRange(of: range) else { return .null }
        return host.selectionRects(for: range).first?.rect ?? host.caretRect(for: TextOffsetPosition(r.location))
    }

    /// The position closest to a point; nil (reported under `api`) for a point that is not finite.
    func closestPosition(to point: CGPoint, api: String) -> UITextPosition? {
        guard let point = BadValue.checkedPoint(point, "UIKit", api: api) else { return nil }
        let origin = host.editorDecorationOrigin
        return TextOffsetPosition(host.editorClosestOffset(to: CGPoint(x: point.x - origin.x, y: point.y - origin.y)))
    }

    /// The host's closest position to a point, kept inside `range`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let p = host.closestPosition(to: point), let r = TextOffsetRange.nsRange(of: range),
              let o = TextOffsetPosition.offset(of: p) else { return nil }
        return TextOffsetPosition(min(max(o, r.location), r.location + r.length))
    }

    /// The character (grapheme) at the host's closest position to a point (the last one past the end).
    func characterRange(at point: CGPoint) -> UITextRange? {
        let n = length
        guard n > 0, let p = host.closestPosition(to: point), let found = TextOffsetPosition.offset(of: p) else { return nil }
        let o = min(max(0, found), n)
        let b = boundaries
        return TextOffsetRange(b.characterRange(at: o >= n ? b.characterStart(before: o) : o))
    }

    // MARK: What the editor's views and gestures use (in the decoration view's coordinates)

    /// The host's `caretRect(for:)` at an offset.
    func hostCaretRect(at offset: Int) -> CGRect {
        let origin = host.editorDecorationOrigin
        return host.caretRect(for: TextOffsetPosition(offset)).offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// The host's `selectionRects(for:)` of a range.
    func hostSelectionRects(for range: NSRange) -> [CGRect] {
        let origin = host.editorDecorationOrigin
        return host.selectionRects(for: TextOffsetRange(range)).map { $0.rect.offsetBy(dx: -origin.x, dy: -origin.y) }
    }

    /// The offset of the host's `closestPosition(to:)` for a point, kept inside the text; the layout's own
    /// answer when the host gives no position or one the editor did not make.
    func hostClosestOffset(to point: CGPoint) -> Int {
        let origin = host.editorDecorationOrigin
        guard let p = host.closestPosition(to: CGPoint(x: point.x + origin.x, y: point.y + origin.y)),
              let offset = TextOffsetPosition.offset(of: p) else { return host.editorClosestOffset(to: point) }
        return min(max(0, offset), length)
    }
}
