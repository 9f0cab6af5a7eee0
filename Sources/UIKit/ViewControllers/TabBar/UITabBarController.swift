/// A container that shows one of several view controllers, chosen with the tab bar at the bottom
/// (each child's `tabBarItem`). With more than five, the bar shows four and a More tab whose
/// navigation controller lists the rest. Children's views fill the screen; their safe area ends at the
/// tab bar (49 points above the home indicator).
///
/// Where Tessera differs: the More list cannot be edited (`customizableViewControllers` is kept but no
/// Edit button is offered); the tab bar hides at once (without sliding) when a pushed controller
/// `hidesBottomBarWhenPushed`; the bar shows its standard appearance (not the scroll-edge one).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The most tabs the bar shows; with more, the last is More.
    static let maximumTabs = 5

    private var controllers: [UIViewController] = []
    private var selected: UIViewController?
    /// The controller whose view shows (the More navigation controller for an overflow selection).
    var shownController: UIViewController?
    var runningTransition: ViewControllerTransitionContext?
    let storedTabBar = UITabBar()
    let containerView = UIView()
    private var storedMoreNavigationController: UINavigationController?
    private let moreItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)

    /// Hears about and decides selections, and may animate them.
    open weak var delegate: UITabBarControllerDelegate?

    /// The controllers the user may reorder in the More list (all of them by default; Tessera offers
    /// no editing, so this is kept for source compatibility).
    open var customizableViewControllers: [UIViewController]?

    /// Creates an empty tab bar controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        storedTabBar.delegate = self
    }

    /// Creates a tab bar controller from an archive; Tessera has no storyboards, so it is empty.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        storedTabBar.delegate = self
    }

    /// The tab bar (its items follow the children; do not set them yourself).
    open var tabBar: UITabBar { storedTabBar }

    // MARK: The view

    open override func loadView() {
        let root = TabBarControllerView(frame: UIScreen.main.bounds)
        root.controller = self
        root.addSubview(containerView)
        root.addSubview(storedTabBar)
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showSelected(animated: false, transitionFrom: nil)
    }

    /// False: the tab bar controller sends the selected controller's appearance callbacks itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        super.beginAppearanceTransition(isAppearing, animated: animated)
        if let shown = shownController, runningTransition == nil { shown.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    open override func endAppearanceTransition() {
        super.endAppearanceTransition()
        if let shown = shownController, shown.appearanceIsManual, runningTransition == nil { shown.endAppearanceTransition() }
    }

    // MARK: Children

    /// The controllers, one per tab, in order.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers. The selection stays on its controller if it is still there, else it
    /// keeps its index (clamped). Duplicates are reported and left out. Tessera changes the bar at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var accepted: [UIViewController] = []
        for controller in viewControllers ?? [] {
            if accepted.contains(where: { $0 === controller }) || controller === self {
                BadValue.report("UIKit", api: "UITabBarController.setViewControllers(_:animated:)", "\(type(of: controller)) is listed twice (or is the tab bar controller); it is left out")
                continue
            }
            accepted.append(controller)
        }
        let oldIndex = selected.flatMap { old in controllers.firstIndex { $0 === old } } ?? 0
        for old in controllers where !accepted.contains(where: { $0 === old }) {
            if old.parent === self || old.parent === storedMoreNavigationController {
                old.willMove(toParent: nil)
                if old === shownController { old.viewIfLoaded?.removeFromSuperview(); shownController = nil }
                old.viewIfLoaded?.removeFromSuperview()
                old.removeFromParent()
            }
        }
        controllers = accepted
        customizableViewControllers = accepted
        for controller in accepted where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if let selected, accepted.contains(where: { $0 === selected }) {
            // Stays selected.
        } else {
            selected = accepted.isEmpty ? nil : accepted[min(oldIndex, accepted.count - 1)]
        }
        storedMoreNavigationController?.setViewControllers([moreList], animated: false)
        tabItemsChanged()
        showSelected(animated: false, transitionFrom: shownController)
    }

    /// The selected controller (setting one that is not a child is reported and ignored).
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue else { return }
            guard controllers.contains(where: { $0 === newValue }) || newValue === storedMoreNavigationController else {
                BadValue.report("UIKit", api: "UITabBarController.selectedViewController", "\(type(of: newValue)) is not one of the tab bar controller's view controllers; the selection is unchanged")
                return
            }
            select(newValue, animated: false)
        }
    }

    /// The index of the selected controller (`NSNotFound` with none). An index out of range is reported
    /// and ignored.
    open var selectedIndex: Int {
        get {
            guard let selected else { return NSNotFound }
            if selected === storedMoreNavigationController { return NSNotFound }
            return controllers.firstIndex { $0 === selected } ?? NSNotFound
        }
        set {
            guard controllers.indices.contains(newValue) else {
                BadValue.report("UIKit", api: "UITabBarController.selectedIndex", "index \(newValue) is out of range (\(controllers.count) view controllers); the selection is unchanged")
                return
            }
            select(controllers[newValue], animated: false)
        }
    }

    /// The navigation controller of the More tab (made on first use), whose root lists the controllers
    /// that do not fit in the bar.
    open var moreNavigationController: UINavigationController {
        if let existing = storedMoreNavigationController { return existing }
        let navigation = UINavigationController(rootViewController: moreList)
        navigation.tabBarItem = moreItem
        storedMoreNavigationController = navigation
        return navigation
    }

    private lazy var moreList: MoreListViewController = {
        let list = MoreListViewController(style: .plain)
        list.tabController = self
        return list
    }()

    /// Whether the bar shows a More tab.
    var showsMore: Bool { controllers.count > Self.maximumTabs }

    /// The controllers in the bar (the first four when there is a More tab).
    var barControllers: [UIViewController] { showsMore ? Array(controllers.prefix(Self.maximumTabs - 1)) : controllers }

    /// The controllers listed in the More tab.
    var moreViewControllers: [UIViewController] { showsMore ? Array(controllers.dropFirst(Self.maximumTabs - 1)) : [] }

    /// Rebuilds the bar's items from the children's `tabBarItem`s.
    func tabItemsChanged() {
        var items = barControllers.map { $0.tabBarItem! }
        if showsMore {
            _ = moreNavigationController
            if storedMoreNavigationController?.parent !== self {
                addChild(moreNavigationController)
                moreNavigationController.didMove(toParent: self)
            }
            items.append(moreItem)
        } else if let more = storedMoreNavigationController, more.parent === self {
            more.willMove(toParent: nil)
            more.viewIfLoaded?.removeFromSuperview()
            more.removeFromParent()
        }
        storedTabBar.setItems(items, animated: false)
        updateBarSelection()
    }

    private func updateBarSelection() {
        guard let selected else { storedTabBar.selectedItem = nil; return }
        if showsMore, moreViewControllers.contains(where: { $0 === selected }) || selected === storedMoreNavigationController {
            storedTabBar.selectedItem = moreItem
        } else {
            storedTabBar.selectedItem = selected.tabBarItem
        }
    }

    // MARK: Selecting

    /// The user tapped a tab.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        let target: UIViewController?
        if item === moreItem {
            target = moreNavigationController
        } else {
            target = barControllers.first { $0.tabBarItem === item }
        }
        guard let target else { return }
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) {
            updateBarSelection()
            return
        }
        if target === shownController {
            // A second tap on the selected tab goes back to its root.
            (target as? UINavigationController)?.popToRootViewController(animated: true)
        } else if target === storedMoreNavigationController {
            storedMoreNavigationController?.setViewControllers([moreList], animated: false)
            select(target, animated: true)
        } else {
            select(target, animated: true)
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    /// A row of the More list was chosen: the controller is pushed in the More tab.
    func userSelectedFromMore(_ controller: UIViewController) {
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        selected = controller
        moreNavigationController.pushViewController(controller, animated: true)
        updateBarSelection()
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Selects `controller` (a child, or the More navigation controller) and shows it.
    func select(_ controller: UIViewController, animated: Bool) {
        guard controller !== selected || shownController == nil || (controller === storedMoreNavigationController) else {
            updateBarSelection()
            return
        }
        let previous = shownController
        selected = controller
        updateBarSelection()
        showSelected(animated: animated, transitionFrom: previous)
    }

    /// The controller to show for the selection: the More navigation controller for an overflow one
    /// (pushed there when needed).
    private func controllerToShow() -> UIViewController? {
        guard let selected else { return nil }
        if showsMore, moreViewControllers.contains(where: { $0 === selected }) {
            let more = moreNavigationController
            if more.topViewController !== selected { more.setViewControllers([moreList, selected], animated: false) }
            return more
        }
        return selected
    }

    /// Puts the selected controller's view in the container, with the appearance callbacks (and the
    /// delegate's animation, if it gives one).
    func showSelected(animated: Bool, transitionFrom from: UIViewController?) {
        guard let root = viewIfLoaded, runningTransition == nil else { return }
        guard let to = controllerToShow() else {
            from?.viewIfLoaded?.removeFromSuperview()
            shownController = nil
            return
        }
        guard to !== from || to.viewIfLoaded?.superview !== containerView else { return }
        let onScreen = root.window != nil && !(root.window?.isHidden ?? true) && appearance != .disappeared
        root.layoutIfNeeded()
        let toView = to.view!
        toView.frame = containerView.bounds
        updateSafeArea(of: to)
        guard let from, from !== to, onScreen else {
            if let from, from !== to { from.viewIfLoaded?.removeFromSuperview() }
            containerView.addSubview(toView)
            shownController = to
            return
        }
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        let animator = animated ? delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) : nil
        let interactor = animator.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        let context = ViewControllerTransitionContext(
            container: containerView, from: from, to: to, fromView: from.view, toView: toView,
            initialFrames: [(from, containerView.bounds)], finalFrames: [(to, containerView.bounds)],
            animated: animator != nil, interactive: interactor != nil) { [weak self, weak from, weak to] completed in
                guard let self, let from, let to else { return }
                self.transitionEnded(from: from, to: to, completed: completed)
            }
        runningTransition = context
        guard let animator else {
            from.viewIfLoaded?.removeFromSuperview()
            containerView.addSubview(toView)
            context.completeTransition(true)
            return
        }
        context.start(animator: animator, interactor: interactor)
    }

    private func transitionEnded(from: UIViewController, to: UIViewController, completed: Bool) {
        runningTransition = nil
        if completed {
            if from.viewIfLoaded?.superview === containerView { from.viewIfLoaded?.removeFromSuperview() }
            if to.view.superview !== containerView { containerView.addSubview(to.view) }
            to.view.frame = containerView.bounds
            shownController = to
            from.endAppearanceTransition()
            to.endAppearanceTransition()
        } else {
            if to.viewIfLoaded?.superview === containerView { to.viewIfLoaded?.removeFromSuperview() }
            if from.view.superview !== containerView { containerView.addSubview(from.view) }
            from.view.frame = containerView.bounds
            shownController = from
            selected = controllers.contains(where: { $0 === from }) ? from : selected
            updateBarSelection()
            to.beginAppearanceTransition(false, animated: true)
            to.endAppearanceTransition()
            from.beginAppearanceTransition(true, animated: true)
            from.endAppearanceTransition()
        }
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Layout

    /// Whether the bar hides for the shown controller (a pushed controller that hides the bottom bar).
    var hidesBar: Bool {
        guard let navigation = shownController as? UINavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// Lays out the tab bar (49 points above the bottom safe area, its background under it) and the
    /// shown child.
    func layoutTabs() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        containerView.frame = bounds
        let safeBottom = root.safeAreaInsets.bottom
        let height = UITabBar.rowHeight + safeBottom
        let hidden = hidesBar
        storedTabBar.isHidden = hidden
        storedTabBar.frame = CGRect(x: bounds.minX, y: hidden ? bounds.maxY : bounds.maxY - height, width: bounds.width, height: height)
        if let shown = shownController, runningTransition == nil, shown.viewIfLoaded?.superview === containerView {
            shown.view.frame = containerView.bounds
        }
        if let shown = shownController { updateSafeArea(of: shown) }
    }

    /// Sets a child's container insets so that its safe area ends at the tab bar.
    func updateSafeArea(of controller: UIViewController) {
        guard let root = viewIfLoaded else { return }
        if hidesBar && controller === shownController {
            controller.containerSafeAreaInsets = .zero
            return
        }
        let frame = containerView.bounds
        let covered = max(0, frame.maxY - (root.bounds.maxY - UITabBar.rowHeight - root.safeAreaInsets.bottom))
        let windowCovered = max(0, frame.maxY - (root.bounds.maxY - root.safeAreaInsets.bottom))
        controller.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: max(0, covered - windowCovered), right: 0)
    }

    /// A child navigation controller's stack changed: the bar may hide or show.
    func childStackChanged() { viewIfLoaded?.setNeedsLayout() }

    open override var description: String {
        mainActorDescription(of: self) { "<UITabBarController: \(controllers.count) view controllers, selected index \(selectedIndex)>" }
    }
}

/// The tab bar controller's root view: lays out the bar and the shown child.
final class TabBarControllerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutTabs()
    }
}
