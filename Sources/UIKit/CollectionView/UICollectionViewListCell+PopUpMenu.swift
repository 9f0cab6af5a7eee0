/// A tap on a list cell with a pop-up menu accessory shows the accessory's menu (see
/// `UICellAccessory.popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)`).
extension UICollectionViewListCell {
    /// Shows the menu of the cell's pop-up menu accessory, attached to the accessory, when one shows;
    /// false when the cell has none showing (the tap then selects as usual).
    func presentPopUpMenu() -> Bool {
        guard let window, MenuPresentation.current == nil else { return false }
        for view in accessoryViews where view.superview === self && !view.isHidden {
            guard case .popUpMenu(let menu, _, let handler) = view.accessory.kind else { continue }
            let previous = MenuContent.leaves(of: menu).first { $0.menuState == .on }
            let presentation = MenuPresentation(menu: menu, anchor: .control(view.convert(view.bounds, to: window)),
                                                in: window, sourceView: view)
            presentation.sender = self
            // Like a pop-up button: the chosen action becomes the menu's one selected action.
            presentation.selectsAcrossMenu = true
            presentation.willPerform = { element in
                if element !== previous { handler?(menu) }
            }
            presentation.present()
            return true
        }
        return false
    }
}
