extension UITextItem {
    /// The menu a long press on a text item shows (iOS 17), as the text view delegate's
    /// `textView(_:menuConfigurationFor:defaultMenu:)` gives it.
    ///
    /// Where Tessera differs: a configuration has no preview (`Preview` is not available); the menu
    /// shows as a context menu at the item, without lifting it.
    @preconcurrency @MainActor
    open class MenuConfiguration: NSObject {
        /// The menu to show.
        public let menu: UIMenu

        /// A configuration showing `menu`.
        public init(menu: UIMenu) {
            self.menu = menu
            super.init()
        }
    }
}
