/// The standard editing commands a responder can carry out: cut, copy, paste, select, select all,
/// delete, and the rest of iOS's list. Every method has a default that does nothing, as the methods are
/// optional on iOS; adopters implement the ones they support and say so in
/// `canPerformAction(_:withSender:)`.
///
/// The keyboard shortcuts (⌘/Ctrl-X, C, V, A) and the edit menu send these to the first responder up the
/// chain that can perform them (`UIResponder.target(forAction:withSender:)`).
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Removes the selection to the pasteboard.
    func cut(_ sender: Any?)
    /// Copies the selection to the pasteboard.
    func copy(_ sender: Any?)
    /// Replaces the selection with the pasteboard's contents.
    func paste(_ sender: Any?)
    /// Pastes, matching the surrounding text's style.
    func pasteAndMatchStyle(_ sender: Any?)
    /// Selects the word at the caret.
    func select(_ sender: Any?)
    /// Selects everything.
    func selectAll(_ sender: Any?)
    /// Deletes the selection.
    func delete(_ sender: Any?)
    /// Makes the writing direction left to right.
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    /// Makes the writing direction right to left.
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    /// Toggles bold.
    func toggleBoldface(_ sender: Any?)
    /// Toggles italics.
    func toggleItalics(_ sender: Any?)
    /// Toggles underline.
    func toggleUnderline(_ sender: Any?)
    /// Makes the text bigger.
    func increaseSize(_ sender: Any?)
    /// Makes the text smaller.
    func decreaseSize(_ sender: Any?)
}

extension UIResponderStandardEditActions {
    public func cut(_ sender: Any?) {}
    public func copy(_ sender: Any?) {}
    public func paste(_ sender: Any?) {}
    public func pasteAndMatchStyle(_ sender: Any?) {}
    public func select(_ sender: Any?) {}
    public func selectAll(_ sender: Any?) {}
    public func delete(_ sender: Any?) {}
    public func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    public func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    public func toggleBoldface(_ sender: Any?) {}
    public func toggleItalics(_ sender: Any?) {}
    public func toggleUnderline(_ sender: Any?) {}
    public func increaseSize(_ sender: Any?) {}
    public func decreaseSize(_ sender: Any?) {}
}
