/// A range between two positions in a text input's document. Text views subclass it.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// Creates a range.
    public override init() {
        super.init()
    }
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { true }
    /// Where the range starts.
    open var start: UITextPosition { UITextPosition() }
    /// Where the range ends.
    open var end: UITextPosition { UITextPosition() }
}
