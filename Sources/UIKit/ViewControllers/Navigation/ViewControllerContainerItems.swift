/// What navigation and tab bar controllers keep for each view controller: the items their bars show
/// for it and the choices it makes about them. Made on first use (most controllers never need one).
@MainActor
final class ViewControllerContainerItems {
    var navigationItem: UINavigationItem?
    var tabBarItem: UITabBarItem?
    var toolbarItems: [UIBarButtonItem]?
    var hidesBottomBarWhenPushed = false
    var edgesForExtendedLayout: UIRectEdge = .all
    var extendedLayoutIncludesOpaqueBars = false
    /// The scroll views set with `setContentScrollView(_:for:)`, per edge (top and bottom).
    weak var topContentScrollView: UIScrollView?
    weak var bottomContentScrollView: UIScrollView?
    var contentScrollViewWasSet = false
}

extension UIViewController {
    /// The controller's container items, made on first use.
    var madeContainerItems: ViewControllerContainerItems {
        if let existing = containerItems { return existing }
        let made = ViewControllerContainerItems()
        containerItems = made
        return made
    }
}
