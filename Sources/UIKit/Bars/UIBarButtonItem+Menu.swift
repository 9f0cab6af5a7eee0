/// Bar button items with menus, as iOS 14 shows them: an item with a menu and no primary action (nor
/// target-action) shows the menu on a tap; one with both performs its action on a tap and shows the menu
/// on a long press. The menu hangs from the item's button, below it in a navigation bar and above it in a
/// toolbar at the bottom of the screen.
extension UIBarButtonItem {
    /// Creates an item with a title or image, a primary action and a menu.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu?) {
        self.init(title: title, image: image, primaryAction: primaryAction)
        self.menu = menu
    }

    /// Creates a system item with a primary action and a menu.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu?) {
        self.init(systemItem: systemItem, primaryAction: primaryAction)
        self.menu = menu
    }

    /// Creates a system item with a primary action and a menu (the `barButtonSystemItem:` spelling).
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction?, menu: UIMenu?) {
        self.init(systemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    /// Whether a tap shows the menu (a menu and nothing else to do).
    var presentsMenuOnTap: Bool { menu != nil && primaryAction == nil && targetAction == nil }

    /// Shows the item's menu attached to the view the bar shows it with.
    func presentMenu(from view: UIView) {
        guard let menu, let window = view.window else { return }
        let presentation = MenuPresentation(menu: menu, anchor: .control(view.convert(view.bounds, to: window)), in: window, sourceView: view)
        presentation.sender = self
        presentation.present()
    }
}

extension BarButtonItemView {
    /// Keeps a long press that shows the menu while the item has a menu and a tap does something else.
    func updateMenuLongPress() {
        let existing = gestureRecognizers?.first { $0 is BarItemMenuLongPress }
        let wanted = item.menu != nil && !item.presentsMenuOnTap && item.customView == nil
        if wanted, existing == nil {
            let press = BarItemMenuLongPress()
            press.addTarget(self, action: BarButtonItemView.menuLongPressChanged)
            addGestureRecognizer(press)
        } else if !wanted, let existing {
            removeGestureRecognizer(existing)
        }
    }

    private func menuLongPressChanged(_ press: UIGestureRecognizer) {
        guard press.state == .began, item.isEnabled else { return }
        item.presentMenu(from: self)
    }
}

/// The long press that shows a bar button item's menu.
@MainActor
final class BarItemMenuLongPress: UILongPressGestureRecognizer {}
