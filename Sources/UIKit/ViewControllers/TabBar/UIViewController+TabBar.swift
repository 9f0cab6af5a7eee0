/// What a view controller shows in a tab bar controller.
///
/// Where Tessera differs: declared in an extension, so a subclass cannot override them; set them.
extension UIViewController {
    /// The item that represents the controller in a tab bar, made on first use with the controller's
    /// `title`. Setting it updates the tab bar that shows it.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = containerItems?.tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            madeContainerItems.tabBarItem = item
            return item
        }
        set {
            madeContainerItems.tabBarItem = newValue
            tabBarController?.tabItemsChanged()
        }
    }

    /// The nearest tab bar controller above this controller (itself not included).
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}
