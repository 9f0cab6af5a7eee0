/// A position in a text input's document. Text views subclass it with their own representation.
@MainActor
open class UITextPosition {
    /// Creates a position.
    public init() {}
}

/// A range between two positions in a text input's document. Text views subclass it.
@MainActor
open class UITextRange {
    /// Creates a range.
    public init() {}
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { true }
    /// Where the range starts.
    open var start: UITextPosition { UITextPosition() }
    /// Where the range ends.
    open var end: UITextPosition { UITextPosition() }
}
