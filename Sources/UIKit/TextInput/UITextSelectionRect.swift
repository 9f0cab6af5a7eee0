/// One rectangle of a selection's highlight, as `UITextInput.selectionRects(for:)` reports it: the
/// rectangle, its writing direction, whether it holds the selection's start or end, and whether the
/// text in it is vertical.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    /// Creates a selection rectangle (subclasses override the properties; the defaults are empty).
    public override init() {
        super.init()
    }
    /// The rectangle, in the text input's coordinates.
    open var rect: CGRect { .zero }
    /// The writing direction of the text in the rectangle.
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether the rectangle holds the selection's start.
    open var containsStart: Bool { false }
    /// Whether the rectangle holds the selection's end.
    open var containsEnd: Bool { false }
    /// Whether the text in the rectangle runs vertically.
    open var isVertical: Bool { false }
}
