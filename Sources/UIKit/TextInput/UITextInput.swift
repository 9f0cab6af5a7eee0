/// A text responder with a document the input system can work with: positions and ranges in it, the
/// selection, marked (composing) text from input methods, the geometry of the laid-out text and a
/// tokenizer.
///
/// An input method's composition arrives as `setMarkedText(_:selectedRange:)`, its commit as
/// `insertText(_:)` (which replaces the marked text), and cancelling it as `unmarkText()`;
/// `caretRect(for:)` of the selection's end places the input method's window. `UITextField` and
/// `UITextView` adopt it, and custom views can too.
///
/// Where Tessera differs: iOS requires every member but the optional ones; here the members added after
/// the first, partial version of this protocol have defaults (so older adopters keep compiling). The
/// defaults work for documents whose positions are the ones `UITextField` and `UITextView` hand out
/// (UTF-16 offsets); an adopter with its own `UITextPosition` subclass implements them, as on iOS.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    // MARK: Text

    /// The text in a range (nil when the range is not in the document).
    func text(in range: UITextRange) -> String?
    /// Replaces the text in a range.
    func replace(_ range: UITextRange, withText text: String)
    /// Whether the text in `range` may be replaced by `text` (asked before keyboard edits; true by default).
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool

    // MARK: Selection and marked text

    /// The selection (an empty range is the caret); nil when the input has no selection.
    var selectedTextRange: UITextRange? { get set }
    /// The marked text's range, or nil when nothing is marked.
    var markedTextRange: UITextRange? { get }
    /// How marked text is drawn (attributes over the text's own; nil: the input's default underline).
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Marks `markedText` in place of the current marked text (or the selection), selecting
    /// `selectedRange` within it (UTF-16 offsets).
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as it is.
    func unmarkText()

    // MARK: Positions and ranges

    /// The start of the document.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the document.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions (in either order); nil when either is not in the document.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters (UTF-16 units) from `position`; nil outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a layout direction (left/right by characters,
    /// up/down by lines); nil outside the document.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of UTF-16 units from one position to another (negative when `to` comes first).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    // MARK: Input delegate and tokenizer

    /// The input system, told of changes it did not make itself.
    var inputDelegate: UITextInputDelegate? { get set }
    /// The tokenizer for the document's text units.
    var tokenizer: UITextInputTokenizer { get }

    // MARK: Layout

    /// The position of `range` farthest in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the end of its line or the document's edge in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The base writing direction of the text at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the base writing direction of the paragraphs in `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    // MARK: Geometry

    /// The rectangle of the first line of `range`, in the responder's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at a position, in the responder's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles covering `range`, one per line, first and last marked.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest to a point in the responder's coordinates.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position nearest to a point, within `range`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The range of the character at a point; nil when no character is there.
    func characterRange(at point: CGPoint) -> UITextRange?
}

extension UITextInput {
    /// True: every change is allowed unless the adopter says otherwise.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }

    /// Not kept by default (adopters that draw marked text store it).
    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { nil }
        set {}
    }

    /// The range between two UTF-16 offset positions.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = TextOffsetPosition.offset(of: fromPosition), let b = TextOffsetPosition.offset(of: toPosition) else { return nil }
        return TextOffsetRange(NSRange(location: min(a, b), length: abs(a - b)))
    }

    /// The position `offset` UTF-16 units on, clamped to nil outside the document.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = TextOffsetPosition.offset(of: position) else { return nil }
        let length = TextOffsetPosition.offset(of: endOfDocument) ?? Int.max
        let target = start + offset
        return (0...length).contains(target) ? TextOffsetPosition(target) : nil
    }

    /// Left and right move by characters; up and down move by lines, through `caretRect(for:)` and
    /// `closestPosition(to:)`.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .right: return self.position(from: position, offset: offset)
        case .left: return self.position(from: position, offset: -offset)
        case .up, .down:
            var current = position
            for _ in 0..<max(0, offset) {
                let caret = caretRect(for: current)
                let y = direction == .down ? caret.maxY + caret.height / 2 : caret.minY - caret.height / 2
                guard let next = closestPosition(to: CGPoint(x: caret.minX, y: y)) else { return nil }
                current = next
            }
            return current
        }
    }

    /// Orders UTF-16 offset positions (positions of other kinds compare the same).
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        guard let a = TextOffsetPosition.offset(of: position), let b = TextOffsetPosition.offset(of: other) else { return .orderedSame }
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    /// The distance between two UTF-16 offset positions (0 for positions of other kinds).
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        guard let a = TextOffsetPosition.offset(of: from), let b = TextOffsetPosition.offset(of: toPosition) else { return 0 }
        return b - a
    }

    /// Nil: no input system listens unless the adopter stores it.
    public var inputDelegate: UITextInputDelegate? {
        get { nil }
        set {}
    }

    /// A string tokenizer over this input (a new one each time unless the adopter stores one).
    public var tokenizer: UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }

    /// The range's start (left, up) or end (right, down).
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        switch direction {
        case .left, .up: range.start
        case .right, .down: range.end
        }
    }

    /// From `position` to its line's edge (through the tokenizer's line boundaries).
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        let forward = direction == .right || direction == .down
        let edge = tokenizer.position(from: position, toBoundary: .line, inDirection: .layout(direction))
            ?? (forward ? endOfDocument : beginningOfDocument)
        return textRange(from: position, to: edge)
    }

    /// Natural.
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .natural }

    /// Ignored unless the adopter stores paragraph directions.
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    /// The first selection rectangle, or the caret's rectangle for an empty range.
    public func firstRect(for range: UITextRange) -> CGRect {
        selectionRects(for: range).first?.rect ?? caretRect(for: range.start)
    }

    /// None.
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }

    /// Nil: the adopter knows no geometry.
    public func closestPosition(to point: CGPoint) -> UITextPosition? { nil }

    /// The closest position, clamped into `range`.
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let position = closestPosition(to: point) else { return nil }
        if compare(position, to: range.start) == .orderedAscending { return range.start }
        if compare(position, to: range.end) == .orderedDescending { return range.end }
        return position
    }

    /// The character (grapheme) at the closest position.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        guard let position = closestPosition(to: point) else { return nil }
        return tokenizer.rangeEnclosingPosition(position, with: .character, inDirection: .storage(.forward))
    }
}
