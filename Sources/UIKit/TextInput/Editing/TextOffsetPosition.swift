/// A position in an editor's text: a UTF-16 offset. The positions `UITextField` and `UITextView` hand out.
final class TextOffsetPosition: UITextPosition {
    /// UTF-16 units from the start of the text.
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    /// The offset of a position made by an editor; nil for other positions.
    static func offset(of position: UITextPosition) -> Int? { (position as? TextOffsetPosition)?.offset }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TextOffsetPosition else { return false }
        return other.offset == offset
    }

    override var hash: Int { offset.hashValue }

    override var description: String { "<UITextPosition offset=\(offset)>" }
}

/// A range in an editor's text: UTF-16 offsets. The ranges `UITextField` and `UITextView` hand out.
final class TextOffsetRange: UITextRange {
    /// The range in UTF-16 units.
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
        super.init()
    }

    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { TextOffsetPosition(range.location) }
    override var end: UITextPosition { TextOffsetPosition(range.location + range.length) }

    /// The UTF-16 range of a range made by an editor (or of one whose ends are editor positions).
    static func nsRange(of range: UITextRange) -> NSRange? {
        if let own = range as? TextOffsetRange { return own.range }
        guard let a = TextOffsetPosition.offset(of: range.start), let b = TextOffsetPosition.offset(of: range.end) else { return nil }
        return NSRange(location: min(a, b), length: abs(b - a))
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TextOffsetRange else { return false }
        return NSEqualRanges(other.range, range)
    }

    override var hash: Int { range.location &* 31 &+ range.length }

    override var description: String { "<UITextRange \(range.location)…\(range.location + range.length)>" }
}

/// A selection rectangle reported by an editor.
final class TextSelectionRect: UITextSelectionRect {
    private let frame: CGRect
    private let direction: NSWritingDirection
    private let start: Bool
    private let end: Bool

    init(rect: CGRect, writingDirection: NSWritingDirection = .leftToRight, containsStart: Bool, containsEnd: Bool) {
        frame = rect
        direction = writingDirection
        start = containsStart
        end = containsEnd
        super.init()
    }

    override var rect: CGRect { frame }
    override var writingDirection: NSWritingDirection { direction }
    override var containsStart: Bool { start }
    override var containsEnd: Bool { end }
}
