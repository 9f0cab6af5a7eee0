/// The edit menu of a text field: shown on a long press, a tap on the caret or selection while editing,
/// or a secondary click, with the actions `canPerformAction(_:withSender:)` allows (never Cut or Copy in
/// a secure field); the delegate shapes it with `textField(_:editMenuForCharactersIn:suggestedActions:)`.
extension UITextField: TextEditMenuHost {
    func editMenuHostMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        delegate?.textField(self, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
    }

    func editMenuHostWillPresent(animator: any UIEditMenuInteractionAnimating) {
        delegate?.textField(self, willPresentEditMenuWith: animator)
    }

    func editMenuHostWillDismiss(animator: any UIEditMenuInteractionAnimating) {
        delegate?.textField(self, willDismissEditMenuWith: animator)
    }

    func editMenuHostLongPress(at point: CGPoint) -> Bool { false }

    /// Runs a selection action; chosen from the edit menu, the menu shows again for the new selection.
    func editMenuReshow(_ sender: Any?, _ body: () -> Void) {
        if sender is UIEditMenuInteraction, let menu = editor.editMenu { menu.reshow(after: body) } else { body() }
    }

    /// The edit menu's interaction (iOS keeps it private; tests and subclasses reach it here).
    var editMenuInteraction: UIEditMenuInteraction? { editor.editMenu?.interaction }
}
