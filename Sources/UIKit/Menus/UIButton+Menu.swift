/// Buttons with menus: pull-down buttons (`menu` with `showsMenuAsPrimaryAction`: a tap shows the menu
/// attached to the button) and pop-up buttons (also `changesSelectionAsPrimaryAction`: the menu is
/// single-selection across all its actions, one is always selected, and the button's title is the
/// selected action's). A button with a menu but without `showsMenuAsPrimaryAction` shows it on a long
/// press and sends its actions on a tap.
///
/// Where Tessera differs: the menu opens when the finger lifts (iOS opens it at touch down and lets the
/// finger slide onto a row), and a pop-up button draws no up-down chevron (button configurations have
/// no indicator yet).
extension UIButton {
    /// Shows the menu instead of sending `.primaryActionTriggered` when the menu is the primary action;
    /// true when it did (the events are then not sent).
    func presentMenuAsPrimaryAction(for controlEvents: Event) -> Bool {
        guard showsMenuAsPrimaryAction, menu != nil, controlEvents.contains(.primaryActionTriggered) else { return false }
        let others = controlEvents.subtracting(.primaryActionTriggered)
        if !others.isEmpty { super.sendActions(for: others) }
        presentButtonMenu()
        return true
    }

    /// Shows the button's menu attached to the button.
    func presentButtonMenu() {
        guard let menu, let window else { return }
        let presentation = MenuPresentation(menu: menu, anchor: .control(convert(bounds, to: window)), in: window, sourceView: self)
        presentation.sender = self
        presentation.selectsAcrossMenu = changesSelectionAsPrimaryAction
        presentation.willPerform = { [weak self] _ in self?.showSelectedElementTitle() }
        presentation.present()
    }

    /// The menu changed: keep a long-press recognizer while a menu exists, and a pop-up button's selection.
    func menuDidChange() {
        let existing = gestureRecognizers?.first { $0 is ButtonMenuLongPress }
        if menu != nil, existing == nil {
            let press = ButtonMenuLongPress()
            press.addTarget(self, action: UIButton.menuLongPressChanged)
            addGestureRecognizer(press)
        } else if menu == nil, let existing {
            removeGestureRecognizer(existing)
        }
        showSelectedElementTitle()
    }

    private func menuLongPressChanged(_ press: UIGestureRecognizer) {
        guard press.state == .began, !showsMenuAsPrimaryAction else { return }
        presentButtonMenu()
    }

    /// A pop-up button keeps one action selected (the first enabled one when none is) and shows its title.
    func showSelectedElementTitle() {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let leaves = MenuContent.leaves(of: menu).filter { $0 is UIAction || $0 is UICommand }
        var selected = leaves.first { $0.menuState == .on }
        if selected == nil, let first = leaves.first(where: { !$0.menuAttributes.contains(.disabled) }) {
            (first as? UIAction)?.state = .on
            (first as? UICommand)?.state = .on
            selected = first
        }
        for leaf in leaves where leaf !== selected {
            (leaf as? UIAction)?.state = .off
            (leaf as? UICommand)?.state = .off
        }
        guard let title = selected?.title else { return }
        if var configuration {
            configuration.title = title
            self.configuration = configuration
        } else {
            setTitle(title, for: .normal)
        }
    }
}

/// The long press that shows a button's menu when a tap doesn't.
@MainActor
final class ButtonMenuLongPress: UILongPressGestureRecognizer {}
