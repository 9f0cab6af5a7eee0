/// The pop-up menu accessory (iOS 16): a pair of chevrons, one up, one down, at the trailing edge. It
/// says that a tap anywhere in the cell shows the menu, attached to the accessory, as a pop-up button
/// does: choosing an action makes it the menu's one selected action (its state `.on`, every other
/// action's `.off`), then `selectedElementDidChangeHandler` runs with the menu.
///
/// Where Tessera differs: the chevrons are drawn, not the `chevron.up.chevron.down` symbol's glyph, in
/// `secondaryLabel` unless tinted; a tap opens the menu only where the collection view lets a touch
/// select (`allowsSelection`), because that is how the tap reaches the cell; the cell is not selected.
extension UICellAccessory {
    /// Runs after the user chose an element of a pop-up menu accessory's menu, with that menu.
    public typealias MenuSelectedElementDidChangeHandler = @MainActor (UIMenu) -> Void

    /// Options for a pop-up menu accessory.
    public struct PopUpMenuOptions {
        /// Whether the accessory is hidden (its space is still reserved).
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: LayoutDimension
        /// The chevrons' colour (nil: `secondaryLabel`).
        public var tintColor: UIColor?
        /// Makes options; nil leaves the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// A pop-up menu accessory showing `menu` when the cell is tapped; `selectedElementDidChangeHandler`
    /// runs after the user chooses one of its elements.
    public static func popUpMenu(_ menu: UIMenu, displayed: DisplayedState = .always,
                                 options: PopUpMenuOptions = PopUpMenuOptions(),
                                 selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil) -> UICellAccessory {
        UICellAccessory(.popUpMenu(menu, options, selectedElementDidChangeHandler), displayed: displayed)
    }
}
