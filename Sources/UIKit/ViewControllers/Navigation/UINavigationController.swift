/// A container that shows a stack of view controllers one at a time: pushing slides a new controller
/// in from the right, popping (the back button, the left-edge swipe) goes back. Its navigation bar
/// shows the top controller's `navigationItem` with a back button to the one below; its toolbar
/// (hidden by default) shows the top controller's `toolbarItems`. Children's views extend under the
/// bars; their safe area ends where the bars do.
///
/// Where Tessera differs: `visibleViewController` is the top controller (it does not yet look at a
/// presented controller); a controller given to `init(navigationBarClass:toolbarClass:)` is made with
/// its `init(coder:)` (Swift cannot call a non-required `init(frame:)` through a class object); the
/// bar cross-fades its contents during a transition (UIKit also slides the titles).
@preconcurrency @MainActor
open class UINavigationController: UIViewController, UINavigationBarDelegate, UIToolbarDelegate {
    /// What a transition does to the stack.
    public enum Operation: Int, Sendable {
        /// Nothing.
        case none = 0
        /// A controller is pushed.
        case push = 1
        /// A controller is popped.
        case pop = 2
    }

    /// How long the bars take to hide or show when animated, in seconds.
    public static let hideShowBarDuration: CGFloat = 0.2

    var stack: [UIViewController] = []
    /// The controller whose view the container shows (the top one once transitions end).
    var shownController: UIViewController?
    /// The transition running now.
    var runningTransition: ViewControllerTransitionContext?
    /// A change to the stack arrived during a transition: show the top when it ends.
    var needsDisplayUpdate: (animated: Bool, operation: Operation)?
    /// Children added whose `didMove(toParent:)` waits for the end of the transition.
    var pendingDidMove: [UIViewController] = []
    /// Children left whose removal waits for the end of the transition.
    var pendingRemoval: [UIViewController] = []
    /// The next pop is driven by the edge pan.
    var edgePanStarting = false
    var edgePanInteraction: NavigationEdgePanInteraction?
    /// Whether the bar is hidden (`isNavigationBarHidden`) and whether the toolbar is.
    var barHidden = false
    var toolbarIsHidden = true
    /// The scroll view the large title follows.
    weak var observedScrollView: UIScrollView?
    /// The large title bar stays full until the observed scroll view's inset takes it in.
    var largeTitleHeldFull = true
    var storedNavigationBar: UINavigationBar
    var storedToolbar: UIToolbar
    let containerView = NavigationContainerView()
    let edgePan = UIScreenEdgePanGestureRecognizer()
    let barHideTap = UITapGestureRecognizer()
    let barHideSwipe = UIPanGestureRecognizer()
    let gestureDelegate = NavigationGestureDelegate()
    /// A classic split view's secondary navigation controller whose stack collapsing moved onto this
    /// one, with the controllers moved (see SplitView/UIViewController+SplitView.swift).
    var foldedSecondary: (navigation: UINavigationController, controllers: [UIViewController])?

    /// Hears about pushes and pops and may animate them.
    open weak var delegate: UINavigationControllerDelegate?

    /// Creates a navigation controller with one controller in its stack.
    public init(rootViewController: UIViewController) {
        storedNavigationBar = UINavigationBar()
        storedToolbar = UIToolbar()
        super.init(nibName: nil, bundle: nil)
        setUpNavigationController()
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNavigationBar = UINavigationBar()
        storedToolbar = UIToolbar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpNavigationController()
    }

    /// Creates a navigation controller from an archive; Tessera has no storyboards, so it is empty.
    public required init?(coder: NSCoder) {
        storedNavigationBar = UINavigationBar()
        storedToolbar = UIToolbar()
        super.init(coder: coder)
        setUpNavigationController()
    }

    /// Creates a navigation controller whose bar and toolbar are instances of the given subclasses
    /// (nil: the standard classes). A class that is not a `UINavigationBar` (or `UIToolbar`) subclass is
    /// reported and the standard one used.
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
        if let navigationBarClass {
            if let barType = navigationBarClass as? UINavigationBar.Type, let bar = barType.init(coder: NSCoder()) {
                storedNavigationBar.delegate = nil
                storedNavigationBar = bar
                bar.delegate = self
            } else {
                BadValue.report("UIKit", api: "UINavigationController(navigationBarClass:toolbarClass:)", "\(navigationBarClass) is not a UINavigationBar subclass; using UINavigationBar")
            }
        }
        if let toolbarClass {
            if let toolbarType = toolbarClass as? UIToolbar.Type, let toolbar = toolbarType.init(coder: NSCoder()) {
                storedToolbar = toolbar
                toolbar.delegate = self
            } else {
                BadValue.report("UIKit", api: "UINavigationController(navigationBarClass:toolbarClass:)", "\(toolbarClass) is not a UIToolbar subclass; using UIToolbar")
            }
        }
    }

    private func setUpNavigationController() {
        storedNavigationBar.delegate = self
        storedToolbar.delegate = self
        gestureDelegate.controller = self
        edgePan.edges = .left
        edgePan.delegate = gestureDelegate
        edgePan.addTarget(self, action: UINavigationController.handleEdgePan)
        barHideTap.isEnabled = false
        barHideTap.delegate = gestureDelegate
        barHideTap.addTarget(self, action: UINavigationController.handleBarHideTap)
        barHideSwipe.isEnabled = false
        barHideSwipe.delegate = gestureDelegate
        barHideSwipe.addTarget(self, action: UINavigationController.handleBarHideSwipe)
    }

    // MARK: The view

    /// Makes the container view: the children's views under the bar and the toolbar.
    open override func loadView() {
        let root = NavigationControllerView(frame: UIScreen.main.bounds)
        root.controller = self
        containerView.frame = root.bounds
        root.addSubview(containerView)
        root.addSubview(storedToolbar)
        root.addSubview(storedNavigationBar)
        storedToolbar.isHidden = toolbarIsHidden
        storedNavigationBar.isHidden = barHidden
        root.addGestureRecognizer(edgePan)
        root.addGestureRecognizer(barHideTap)
        root.addGestureRecognizer(barHideSwipe)
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        updateDisplayedController(animated: false, operation: .none)
    }

    /// False: the navigation controller sends its top controller's appearance callbacks itself (the
    /// other controllers in the stack have no view on screen).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        super.beginAppearanceTransition(isAppearing, animated: animated)
        if let shown = shownController, runningTransition == nil { shown.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    open override func endAppearanceTransition() {
        super.endAppearanceTransition()
        if let shown = shownController, shown.appearanceIsManual, runningTransition == nil { shown.endAppearanceTransition() }
    }

    // MARK: The stack

    /// The stack, the root first and the top last. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view shows: the top controller.
    open var visibleViewController: UIViewController? { stack.last }

    /// The navigation bar (its items follow the stack; do not set them yourself).
    open var navigationBar: UINavigationBar { storedNavigationBar }

    /// The toolbar at the bottom, showing the top controller's `toolbarItems` (hidden by default).
    open var toolbar: UIToolbar! { storedToolbar }

    /// Pushes `viewController` on the stack and shows it, sliding it in from the right when `animated`.
    /// A controller already in the stack, or a navigation controller, is reported and ignored.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            BadValue.report("UIKit", api: "UINavigationController.pushViewController(_:animated:)", "Pushing the same view controller instance (\(type(of: viewController))) more than once is not supported; the push is ignored")
            return
        }
        if viewController is UINavigationController {
            BadValue.report("UIKit", api: "UINavigationController.pushViewController(_:animated:)", "Pushing a navigation controller is not supported; the push is ignored")
            return
        }
        replaceStack(stack + [viewController], animated: animated, operation: .push)
    }

    /// Pops the top controller and returns it (nil when the root is on top).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        replaceStack(Array(stack.dropLast()), animated: animated, operation: .pop)
        return top
    }

    /// Pops every controller above the root and returns them (nil when the root is on top).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        replaceStack([stack[0]], animated: animated, operation: .pop)
        return popped
    }

    /// Pops the controllers above `viewController` and returns them (nil when it is not in the stack,
    /// which is reported).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            BadValue.report("UIKit", api: "UINavigationController.popToViewController(_:animated:)", "\(type(of: viewController)) is not in the navigation stack; nothing is popped")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        replaceStack(Array(stack[...index]), animated: animated, operation: .pop)
        return popped
    }

    /// Replaces the stack. The transition is a push when the new top was not in the stack, a pop when
    /// it was below the top, and none when the top stays. Duplicates are reported and left out.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var accepted: [UIViewController] = []
        for controller in viewControllers {
            if accepted.contains(where: { $0 === controller }) {
                BadValue.report("UIKit", api: "UINavigationController.setViewControllers(_:animated:)", "\(type(of: controller)) is listed twice; the second is left out")
                continue
            }
            if controller === self || controller is UINavigationController {
                BadValue.report("UIKit", api: "UINavigationController.setViewControllers(_:animated:)", "a navigation controller cannot be in a navigation stack; it is left out")
                continue
            }
            accepted.append(controller)
        }
        let operation: Operation
        if let newTop = accepted.last, newTop !== stack.last {
            operation = stack.contains(where: { $0 === newTop }) ? .pop : .push
        } else {
            operation = .none
        }
        replaceStack(accepted, animated: animated, operation: operation)
    }

    /// Makes `newStack` the stack: adds and removes children (their `willMove(toParent:)` now; the
    /// shown and the arriving controller's containment ends with the transition), updates the bars and
    /// shows the new top.
    func replaceStack(_ newStack: [UIViewController], animated: Bool, operation: Operation) {
        let old = stack
        let added = newStack.filter { controller in !old.contains { $0 === controller } }
        let removed = old.filter { controller in !newStack.contains { $0 === controller } }
        for controller in added {
            addChild(controller)
            if controller !== newStack.last { controller.didMove(toParent: self) } else { pendingDidMove.append(controller) }
        }
        stack = newStack
        for controller in removed {
            controller.willMove(toParent: nil)
            if controller === shownController {
                pendingRemoval.append(controller)
            } else {
                pendingDidMove.removeAll { $0 === controller }
                controller.removeFromParent()
            }
        }
        updateDisplayedController(animated: animated, operation: operation)
    }

    // MARK: Navigation bar delegate

    /// The back button was tapped: pops the top controller (and returns false: the controller, not the
    /// bar, changes the bar's items). A subclass that returns false keeps the controller on screen.
    open func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        guard runningTransition == nil, stack.count > 1, item === stack.last?.navigationItem else { return false }
        popViewController(animated: true)
        return false
    }

    /// An item the bar popped by itself (a subclass returned true from `shouldPop`): pops its controller.
    open func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        if stack.count > 1, stack.last?.navigationItem === item { popViewController(animated: true) }
    }

    /// The bar sits at the top under the status bar, which its background covers.
    open func position(for bar: UIBarPositioning) -> UIBarPosition {
        bar === storedToolbar ? .bottom : .topAttached
    }

    /// Shows the items of the stack in the bar and the top controller's toolbar items.
    func syncBars() {
        storedNavigationBar.setItems(stack.map(\.navigationItem), animated: false)
        storedToolbar.setItems(stack.last?.toolbarItems, animated: false)
        viewIfLoaded?.setNeedsLayout()
        tabBarController?.childStackChanged()
    }

    /// Pushes the collapsing split view's secondary (a navigation controller's stack moves over).
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
        fold(secondaryViewController, animated: false)
    }

    /// Pops and returns what collapsing pushed (the top controller; nil with only the root).
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        separateFolded()
    }

    open override var description: String {
        mainActorDescription(of: self) { "<UINavigationController: \(stack.count) view controllers, top \(stack.last.map { "\(type(of: $0))" } ?? "none")>" }
    }
}
