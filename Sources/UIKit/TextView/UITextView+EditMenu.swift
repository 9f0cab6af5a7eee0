/// The edit menu of a text view: shown on a long press, a tap on the caret or selection while editing,
/// or a secondary click, with the actions `canPerformAction(_:withSender:)` allows; the delegate shapes
/// it with `textView(_:editMenuForTextIn:suggestedActions:)`.
extension UITextView: TextEditMenuHost {
    func editMenuHostMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        delegateAsTextView?.textView(self, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }

    func editMenuHostWillPresent(animator: any UIEditMenuInteractionAnimating) {
        delegateAsTextView?.textView(self, willPresentEditMenuWith: animator)
    }

    func editMenuHostWillDismiss(animator: any UIEditMenuInteractionAnimating) {
        delegateAsTextView?.textView(self, willDismissEditMenuWith: animator)
    }

    func editMenuHostLongPress(at point: CGPoint) -> Bool {
        if presentLinkActions(at: point) { return true }
        // Other links show their context menu.
        guard TextItemMenuCoordinator.menuItem(in: self, at: point) != nil else { return false }
        textItemMenu.interaction.present(at: point, appearance: .rich)
        return true
    }

    /// Runs a selection action; chosen from the edit menu, the menu shows again for the new selection.
    func editMenuReshow(_ sender: Any?, _ body: () -> Void) {
        if sender is UIEditMenuInteraction, let menu = editor.editMenu { menu.reshow(after: body) } else { body() }
    }

    /// The edit menu's interaction (iOS keeps it private; tests reach it here).
    var editMenuInteraction: UIEditMenuInteraction? { editor.editMenu?.interaction }
}
