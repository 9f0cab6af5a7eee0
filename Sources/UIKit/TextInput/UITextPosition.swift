/// A position in a text input's document. Text views subclass it with their own representation.
///
/// Tessera's text field and text view use positions that hold a UTF-16 offset into their text; ask the
/// text input (`offset(from:to:)`, `compare(_:to:)`) rather than reading a position directly, as on iOS.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// Creates a position.
    public override init() {
        super.init()
    }
}
