/// What a view controller shows in a navigation controller: its navigation item (title and buttons in
/// the bar), its toolbar items, whether it hides the bottom bar, and how its view extends under bars.
///
/// Where Tessera differs: these are declared in an extension, so a subclass cannot override them
/// (UIKit's are overridable Objective-C properties); set them instead (in `init` or `viewDidLoad`).
extension UIViewController {
    /// The item that represents the controller in a navigation bar, made on first use with the
    /// controller's `title` (and following it while the item has no title of its own).
    public var navigationItem: UINavigationItem {
        if let item = containerItems?.navigationItem {
            if item.title == nil, let title { item.title = title }
            return item
        }
        let item = UINavigationItem()
        item.title = title
        madeContainerItems.navigationItem = item
        return item
    }

    /// The nearest navigation controller above this controller (itself not included).
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The buttons the navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { containerItems?.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the toolbar items; the navigation controller's toolbar shows them at once when this
    /// controller is on top (Tessera does not cross-fade them).
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        madeContainerItems.toolbarItems = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    /// Whether the tab bar (and a navigation controller's toolbar) hides while this controller is pushed.
    public var hidesBottomBarWhenPushed: Bool {
        get { containerItems?.hidesBottomBarWhenPushed ?? false }
        set { madeContainerItems.hidesBottomBarWhenPushed = newValue }
    }

    /// The edges of the container the controller's view extends under (all: under translucent bars, as
    /// on iOS). A navigation controller places the view below its bar when `.top` is left out.
    public var edgesForExtendedLayout: UIRectEdge {
        get { containerItems?.edgesForExtendedLayout ?? .all }
        set {
            madeContainerItems.edgesForExtendedLayout = newValue
            (parent as? UINavigationController)?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether the view also extends under opaque bars (false).
    public var extendedLayoutIncludesOpaqueBars: Bool {
        get { containerItems?.extendedLayoutIncludesOpaqueBars ?? false }
        set {
            madeContainerItems.extendedLayoutIncludesOpaqueBars = newValue
            (parent as? UINavigationController)?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Sets the scroll view whose scrolling the bars at `edge` follow (iOS 15): a navigation bar
    /// collapses its large title and shows its scroll-edge appearance by it.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        let items = self.madeContainerItems
        items.contentScrollViewWasSet = true
        if edge.contains(.top) { items.topContentScrollView = scrollView }
        if edge.contains(.bottom) { items.bottomContentScrollView = scrollView }
        navigationController?.contentScrollViewChanged()
    }

    /// The scroll view the bars at `edge` follow: the one set with `setContentScrollView(_:for:)`, else
    /// (as UIKit does) the root view when it is a scroll view, else the root view's first subview when
    /// it is one.
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let items = containerItems, items.contentScrollViewWasSet {
            return edge.contains(.bottom) && !edge.contains(.top) ? items.bottomContentScrollView : items.topContentScrollView
        }
        guard let view = viewIfLoaded else { return nil }
        if let scroll = view as? UIScrollView { return scroll }
        return view.subviews.first as? UIScrollView
    }
}
