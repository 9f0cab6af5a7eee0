/// Hears about the tab bar's selection (a tab bar controller is the delegate of its bar).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected an item (also when it was selected already).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
