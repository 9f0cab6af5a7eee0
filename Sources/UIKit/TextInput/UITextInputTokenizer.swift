/// Finds the boundaries of text units (characters, words, sentences, lines, paragraphs, the document)
/// around positions of a text input. `UITextInputStringTokenizer` is the standard one.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The range of the unit at `granularity` enclosing `position`, looking in `direction` when the
    /// position is on a boundary; nil when no unit encloses it.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether `position` is at a unit's boundary: the end of one (forward) or the start of one (backward).
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next boundary of a unit from `position` in `direction`; nil at the document's edge.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether `position` is inside a unit, or at its edge on the `direction` side.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}
