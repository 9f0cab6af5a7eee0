/// The `UITextInput` answers of `UITextField` and `UITextView`, written once over the host's text:
/// UTF-16 offset positions and ranges (`TextOffsetPosition`, `TextOffsetRange`), the text in them, the
/// selection and marked text, moving by characters and by laid-out lines, and the writing direction.
///
/// The hosts keep `open` members with Apple's signatures that forward here, so a subclass can override
/// any of them. Where one answer builds on another member (moving left and right on
/// `position(from:offset:)`, up and down on `caretRect(for:)` and `closestPosition(to:)`), it asks the
/// host's member, so a subclass's override is what it builds on.
extension TextEditor {
    // MARK: Text

    /// Whether there is text.
    var hasText: Bool { length > 0 }

    /// The text in a range; nil when the range is not the editor's or reaches past the end.
    func text(in range: UITextRange) -> String? {
        TextOffsetRange.nsRange(of: range).flatMap { $0.location + $0.length <= length ? substring($0) : nil }
    }

    /// Replaces the text in a range (undoable; the host's delegate is not asked, as on iOS).
    func replace(_ range: UITextRange, withText text: String) {
        guard let r = TextOffsetRange.nsRange(of: range) else { return }
        replace(r, with: text)
    }

    /// Whether the user may replace `range` with `text`: the host's delegate decides.
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
        guard let r = TextOffsetRange.nsRange(of: range) else { return false }
        return host.editorShouldChange(r, replacementText: text)
    }

    // MARK: Selection and marked text

    /// The selection as a text range.
    var selectedTextRange: UITextRange { TextOffsetRange(selectedRange) }

    /// Selects `range` (clamped to the text); false, changing nothing, when it is nil or not the editor's.
    @discardableResult
    func setSelectedTextRange(_ range: UITextRange?) -> Bool {
        guard let r = range.flatMap(TextOffsetRange.nsRange(of:)) else { return false }
        setSelection(r)
        return true
    }

    /// The marked text's range, or nil.
    var markedTextRange: UITextRange? { markedRange.map(TextOffsetRange.init) }

    // MARK: Positions and ranges

    /// The start of the text.
    var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    /// The end of the text.
    var endOfDocument: UITextPosition { TextOffsetPosition(length) }

    /// The range between two positions in either order; nil when either is outside the text.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let n = length
        guard let a = TextOffsetPosition.offset(of: fromPosition), let b = TextOffsetPosition.offset(of: toPosition),
              (0...n).contains(a), (0...n).contains(b) else { return nil }
        return TextOffsetRange(NSRange(location: min(a, b), length: abs(a - b)))
    }

    /// The position `offset` UTF-16 units away; nil outside the text (or past `Int`'s range).
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let o = TextOffsetPosition.offset(of: position) else { return nil }
        let (target, overflow) = o.addingReportingOverflow(offset)
        guard !overflow, (0...length).contains(target) else { return nil }
        return TextOffsetPosition(target)
    }

    /// Left and right by UTF-16 units (through the host's `position(from:offset:)`); up and down by laid-out
    /// lines, keeping the caret's x, as the arrow keys move: up from the first line goes to the start
    /// of the text, down from the last line to its end (a text field's one line goes to its ends).
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .right:
            return host.position(from: position, offset: offset)
        case .left:
            let (back, overflow) = 0.subtractingReportingOverflow(offset)
            return overflow ? nil : host.position(from: position, offset: back)
        case .up, .down:
            guard let o = TextOffsetPosition.offset(of: position) else { return nil }
            let start = min(max(0, o), length)
            guard offset > 0 else { return TextOffsetPosition(start) }
            let x = hostCaretRect(at: start).midX
            return TextOffsetPosition(self.offset(verticallyFrom: start, lines: direction == .down ? offset : -offset, x: x))
        }
    }

    /// How two positions are ordered (a position the editor did not make counts as the start).
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = TextOffsetPosition.offset(of: position) ?? 0, b = TextOffsetPosition.offset(of: other) ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    /// The UTF-16 distance between two positions (a position the editor did not make counts as the start).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (TextOffsetPosition.offset(of: toPosition) ?? 0) - (TextOffsetPosition.offset(of: from) ?? 0)
    }

    // MARK: Layout

    /// The range's start (left, up) or end (right, down).
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }

    /// From a position to the start (left, up) or end (right, down) of its laid-out line.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let o = TextOffsetPosition.offset(of: position), (0...length).contains(o) else { return nil }
        let line = host.editorLineRange(at: o)
        let target = direction == .left || direction == .up ? line.location : line.location + line.length
        return TextOffsetRange(NSRange(location: min(o, target), length: abs(o - target)))
    }

    /// The writing direction of the text at a position (natural for a position the editor did not make).
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        guard let o = TextOffsetPosition.offset(of: position) else { return .natural }
        return host.editorBaseWritingDirection(at: o)
    }

    /// Sets the writing direction of the text in a range (as the host stores it).
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        guard let r = TextOffsetRange.nsRange(of: range) else { return }
        host.editorSetBaseWritingDirection(writingDirection, for: r)
    }
}
