/// Manages a view hierarchy: loads its view on demand, hears when it appears and lays out, contains
/// child view controllers, and sits in the responder chain after its view.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var storedView: UIView?
    private var storedEditing = false
    private var storedEditButtonItem: UIBarButtonItem?
    private var isLoadingView = false
    var appearance = AppearanceState.disappeared
    /// Set between a container's `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()`: the window no longer drives this controller's appearance callbacks.
    var appearanceIsManual = false
    /// Whether the current appearance transition animates (passed to the callbacks).
    var appearanceAnimated = false
    /// The coordinator of the transition this controller is in, set and cleared by the transition's context.
    var activeTransitionCoordinator: UIViewControllerTransitionCoordinator?
    private var storedChildren: [UIViewController] = []
    private weak var storedParent: UIViewController?
    var movingToParent = false
    var movingFromParent = false
    /// Trait overrides, registrations and the last computed traits (see Traits/UIViewController+Traits.swift).
    var traitState: TraitState?
    /// What navigation and tab bar controllers keep per child: its navigation item, tab bar item,
    /// toolbar items (see ViewControllers/Navigation/UIViewController+Navigation.swift).
    var containerItems: ViewControllerContainerItems?
    /// The part of the root view covered by a container's bars (a navigation controller's bar, a tab
    /// bar): added to the safe area like `additionalSafeAreaInsets`, but set by the container.
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard containerSafeAreaInsets != oldValue, let view = storedView else { return }
            view.invalidateSafeAreaCache()
            view.setNeedsLayout()
        }
    }

    /// The name of the nib the controller's view is loaded from (Tessera has no nibs: always unused).
    public let nibName: String?
    /// The bundle of the nib.
    public let nibBundle: Bundle?

    /// A human-readable title, shown by navigation and tab bars.
    open var title: String?

    /// Insets added to the root view's safe area (for content the controller draws over its edges).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = storedView else { return }
            view.invalidateSafeAreaCache()
            view.setNeedsLayout()
        }
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { storedView?.layoutMarginsChanged() }
    }

    /// The least margins of the root view: 16 points at the sides in compact widths, 20 in regular ones,
    /// none at top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The size the controller would like its view to have, for containers that ask.
    open var preferredContentSize: CGSize = .zero

    // MARK: Status bar and system gestures

    /// The status bar style the controller would like (`.default`). Where Tessera differs: a desktop
    /// window has no status bar, so the status bar members are asked by nothing; they exist so that
    /// controllers overriding them, as most iOS apps do, compile and keep their answers.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller would like the status bar hidden (false).
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar would animate when `prefersStatusBarHidden` changes (`.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar style is used instead of this controller's (nil).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used instead of this controller's (nil).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether the home indicator would like to hide (false).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose home indicator preference is used instead of this controller's (nil).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// The screen edges whose system gestures yield to the app's first (none).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose deferred edges are used instead of this controller's (nil).
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Tells the system the status bar preferences changed (nothing to update on a desktop).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Tells the system the home indicator preference changed (nothing to update on a desktop).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// Tells the system the deferred edges changed (nothing to update on a desktop).
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    // MARK: Orientation

    /// Whether the controller's interface may turn with the device (true), deprecated on iOS 16 in
    /// favour of `supportedInterfaceOrientations`. Where Tessera differs: a window turns only when its
    /// screen's profile does (`UIScreen.profile`, or the desktop window is resized), which asks no
    /// controller; these members keep the answers of controllers that override them.
    open var shouldAutorotate: Bool { true }
    /// The orientations the controller supports: all on the iPad idiom, all but upside down elsewhere, as
    /// on iOS.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// The orientation the controller would like when presented full screen: the one its screen is in
    /// now (the main screen's while its view is not in a window).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        (viewIfLoaded?.window?.screen ?? UIScreen.main).profile.isLandscape ? .landscapeRight : .portrait
    }
    /// Tells the system `supportedInterfaceOrientations` changed (iOS 16; nothing to update: see
    /// `shouldAutorotate`).
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// The identifier state restoration saves the controller under (kept; Tessera restores no state).
    open var restorationIdentifier: String?

    // MARK: Editing

    /// Whether the controller's view is in editing mode (false). Setting it calls
    /// `setEditing(_:animated:)` without animation, so overrides of that method hear every change.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off. The base implementation records the state and turns the
    /// `editButtonItem` into Done (bold) or back into Edit; subclasses call `super` and then update their
    /// views (`UITableViewController` passes it to its table).
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        storedEditButtonItem?.showEditing(editing)
    }

    /// A bar button item that toggles editing: titled Edit, or Done (in the done style) while editing; a
    /// tap calls `setEditing(!isEditing, animated: true)`. The same item each time it is read.
    open var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        item.showEditing(isEditing)
        storedEditButtonItem = item
        return item
    }

    /// Creates a view controller; the nib arguments are kept but unused.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller from an archive: from a storyboard or nib, with the attributes, navigation
    /// item and tab bar item the document gives it (its view loads later, when first asked for); from
    /// any other coder, a plain one.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderController(coder) }
    }

    /// What a controller made from a storyboard keeps of it (see InterfaceBuilder/).
    var storyboardState: StoryboardControllerState?

    /// The storyboard the controller was made from (nil for one made in code).
    open var storyboard: UIStoryboard? { storyboardState?.storyboard }

    /// Whether the segue `identifier`, triggered by a control or cell, should be performed; true by
    /// default. Not asked for `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller is performed (its destination is made, not yet shown):
    /// pass it what it needs. The base does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Performs the storyboard segue `identifier` of this controller's scene with `sender`: a new
    /// destination, `prepare(for:sender:)`, then the transition. An identifier the scene lacks is logged
    /// (iOS raises).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    // MARK: Unwind segues

    /// Whether this controller takes an unwind segue whose action is `action`, started from
    /// `fromViewController`; UIKit asks each controller it searches (see `allowedChildrenForUnwinding(from:)`).
    /// The default asks `canPerformUnwindSegueAction(_:from:withSender:)`, deprecated on iOS and still
    /// honoured, whose default answers yes when the controller is not the source and has the action.
    ///
    /// Where Tessera differs: "has the action" means the generated glue registered the method for the
    /// class (there is no Objective-C runtime to ask); a class that performs its unwind action by hand
    /// in `performAction(_:sender:)` overrides this method to say so.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        canPerformUnwindSegueAction(action, from: fromViewController, withSender: sender as Any)
    }

    /// The form of `canPerformUnwindSegueAction(_:from:sender:)` before iOS 13, asked by its default so
    /// that apps overriding either are heard.
    @available(iOS, deprecated: 13.0, renamed: "canPerformUnwindSegueAction(_:from:sender:)")
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
        defaultCanPerformUnwindSegueAction(action, from: fromViewController)
    }

    /// The children UIKit searches, in order, for an unwind segue's destination: by default the children
    /// but the one holding the source (`childContaining(_:)`); a navigation controller's from the top.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        defaultAllowedChildrenForUnwinding(from: source)
    }

    /// The child holding an unwind segue's source (through its children or what it presented), if any.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        defaultChildContaining(source)
    }

    /// Called on each controller between an unwind segue's destination and its source's nearest common
    /// ancestor, from the top, with the next controller on the way: a container shows that child (a
    /// navigation controller pops to it, a tab bar controller selects it). Others do nothing.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        defaultUnwind(for: unwindSegue, towards: subsequentVC)
    }

    /// Creates a view controller.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // MARK: The view

    /// The root view, loaded by `loadView()` and `viewDidLoad()` on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { setView(newValue) }
    }

    /// The root view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { storedView }

    /// Whether the root view has been loaded.
    open var isViewLoaded: Bool { storedView != nil }

    /// Loads the root view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil {
            TesseraLog.error("UIKit", "\(type(of: self)).loadView() did not set self.view; using an empty view")
            setView(UIView(frame: UIScreen.main.bounds))
        }
        viewDidLoad()
    }

    /// Makes the root view: from the controller's storyboard scene or nib (`nibName`) when it has one,
    /// else an empty view the size of the screen. Override it to build
    /// your view in code, and set `view` (do not call super).
    open func loadView() {
        if loadInterfaceBuilderView() { return }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once, after the root view loaded.
    open func viewDidLoad() {}

    private func setView(_ newView: UIView?) {
        guard newView !== storedView else { return }
        if let old = storedView, old.viewExtras?.viewController === self { old.viewExtras?.viewController = nil }
        if let newView, let other = newView.viewExtras?.viewController, other !== self {
            TesseraLog.error("UIKit", "\(type(of: newView)) is already the view of \(type(of: other)); a view can be the root view of one view controller only")
            other.storedView = nil
        }
        storedView = newView
        newView?.extras.viewController = self
        newView?.invalidateSafeAreaCache()
        newView?.layoutMarginsChanged()
    }

    // MARK: Appearance

    /// Called before the view is added to a visible window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared (after the layout pass of the frame it was added in).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves its window (or the window hides).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left its window (or the window hid).
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Updates the constraints of the controller's view in the update-constraints pass; the default
    /// calls the view's `updateConstraints()`. Call super as the last step.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// Called when the root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    /// Called when the values of the controller's traits changed, before its view's
    /// `traitCollectionDidChange(_:)`, with the new traits current.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The controller's traits: those its view inherits from its superview (else its parent's, else the
    /// main screen's) with the controller's `traitOverrides` applied; its root view's build on these.
    open var traitCollection: UITraitCollection { resolvedTraits }

    /// Whether the controller is being added to a parent (during its appearance callbacks).
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from its parent (during its disappearance callbacks).
    open var isMovingFromParent: Bool { movingFromParent }

    // MARK: Appearance transitions (UIViewController+AppearanceTransition.swift)

    /// Whether this controller passes its appearance callbacks on to its children (true). A container
    /// that returns false calls its children's `beginAppearanceTransition`/`endAppearanceTransition`
    /// itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance (`isAppearing` true) or disappearance transition: calls `viewWillAppear` or
    /// `viewWillDisappear` with `animated` unless the controller is already there, and hands this
    /// controller's callbacks to the caller until `endAppearanceTransition()`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        startAppearanceTransition(isAppearing, animated: animated)
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` started: calls `viewDidAppear` or
    /// `viewDidDisappear`, and gives the callbacks back to the window. A transition that was reversed
    /// (begin appearing, then begin disappearing before the end) ends where it was last sent.
    open func endAppearanceTransition() {
        finishAppearanceTransition()
    }

    // MARK: Content container (UIContentContainer.swift)

    /// A child's `preferredContentSize` changed: nothing by default (a container that sizes its children
    /// by it overrides this).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's view changed its fitting size: nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child gets when this controller's view becomes `parentSize`: `parentSize` by default;
    /// a container that shows children smaller (side by side, say) answers their sizes.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The root view is about to take `size` (the window is resized, or the screen turns); `coordinator`
    /// runs animations alongside and tells when the change is over. The default passes the change on to
    /// the children that are on screen (their views in a window), each with
    /// `size(forChildContentContainer:withParentContainerSize:)`: so a navigation controller's top
    /// controller and a tab bar controller's selected one hear it, as in UIKit, and the others do not.
    /// Call super when you override it.
    ///
    /// Where Tessera differs: the change is not animated (see `UIContentContainer`).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children where child.viewIfLoaded?.window != nil {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// The controller's traits are about to become `newCollection`. The default passes it on to the
    /// children on screen. Declared for source compatibility: Tessera does not call it itself (trait
    /// changes arrive through `traitCollectionDidChange(_:)`).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children where child.viewIfLoaded?.window != nil {
            child.willTransition(to: newCollection, with: coordinator)
        }
    }

    /// The coordinator of the transition this controller (or an ancestor) is in, while it runs.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeTransitionCoordinator ?? parent?.transitionCoordinator
    }

    // MARK: Presentation (Presentation/UIViewController+Presentation.swift)

    /// The links of a modal presentation this controller takes part in.
    var presentationLinks = PresentationLinks()

    /// How the controller covers the screen when presented (`.automatic`: a page sheet on iPhone).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation of a non-custom presentation (`.coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether this controller's view is covered by `.currentContext` / `.overCurrentContext`
    /// presentations made by it or its descendants (false).
    open var definesPresentationContext = false
    /// Whether a context-defining controller's `modalTransitionStyle` replaces the presented one's (false).
    open var providesPresentationContextTransitionStyle = false
    /// Whether the user cannot dismiss the presented controller by swiping or tapping outside (false).
    open var isModalInPresentation = false
    /// Whether a non-full-screen presented controller decides the status bar's look (false; stored).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The object that supplies custom animators and presentation controllers (held weakly).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// Presents `viewControllerToPresent` modally, in its `modalPresentationStyle`, then calls
    /// `completion`. A controller that already presents logs UIKit's warning and presents nothing.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (with everything it presented in turn); called on
    /// the presented controller, it asks its presenter to dismiss it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    // MARK: Showing

    /// Shows `vc` in the primary context: pushes it when this controller is (or is in) a navigation
    /// controller, else lets the split view controller it is in show it, else presents it modally from
    /// this controller.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else if let split = splitViewController {
            split.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` in the secondary (detail) context: the split view controller this controller is in
    /// shows it (replacing its secondary when expanded, pushing it when collapsed). Without a split
    /// view controller this is `show(_:sender:)`, as on an iPhone.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }

    /// Folds `secondaryViewController` into this controller while `splitViewController`, a classic
    /// split view with this controller as its primary, collapses (when its delegate did not). Nothing
    /// by default; a navigation controller pushes it.
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}

    /// The secondary to give back when `splitViewController`, a classic split view with this
    /// controller as its primary, expands (when its delegate gave none). Nil by default; a navigation
    /// controller pops and returns what collapsing pushed (its top controller).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    // MARK: Containment

    /// The container this controller is a child of.
    open var parent: UIViewController? { storedParent }

    /// The child view controllers, in the order added.
    open var children: [UIViewController] { storedChildren }

    /// Adds a child controller (calling its `willMove(toParent:)`); add its view to yours, then call its
    /// `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else {
            TesseraLog.error("UIKit", "\(type(of: self)).addChild(self): a view controller cannot be its own child")
            return
        }
        if childController.storedParent === self { return }
        childController.removeFromParentIfNeeded()
        childController.movingToParent = true
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
    }

    /// Removes the controller from its parent, calling its `didMove(toParent: nil)`; call
    /// `willMove(toParent: nil)` and remove its view first.
    open func removeFromParent() {
        guard let parent = storedParent else { return }
        movingFromParent = true
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
        movingFromParent = false
    }

    /// Called before the controller is added to or removed from (nil) a container.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil { movingFromParent = true }
    }

    /// Called after the controller was added to or removed from (nil) a container.
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { movingToParent = false }
    }

    private func removeFromParentIfNeeded() {
        guard storedParent != nil else { return }
        willMove(toParent: nil)
        removeFromParent()
    }

    // MARK: Responder chain

    /// The next responder: the root view's superview (the window for a window's root view controller),
    /// else the parent controller.
    open override var next: UIResponder? { storedView?.superview ?? storedParent }

    override var firstResponderScope: UIWindow? { storedView?.window }

    // MARK: Focus (see Focus/)

    /// The environments searched first when focus is placed in the controller: its view.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { storedView.map { [$0] } ?? [] }
    /// The root view's superview, else the parent controller.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { next as? any UIFocusEnvironment }
    /// The controller's view.
    open var focusItemContainer: (any UIFocusItemContainer)? { storedView }
    /// Asks for focus to be placed in the controller at the next frame.
    open func setNeedsFocusUpdate() { UIFocusSystem.focusSystem(for: self)?.requestFocusUpdate(to: self) }
    /// Performs a focus update asked for, now.
    open func updateFocusIfNeeded() { UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded() }
    /// Whether focus may move as `context` says (true).
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Focus moved in or out of the controller's views.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// The focus group the controller's views form (nil: none of its own).
    open var focusGroupIdentifier: String? {
        get { FocusStorage.of(self)?.groupIdentifier }
        set { FocusStorage.make(for: self).groupIdentifier = newValue }
    }
    /// Whether focus goes back to the item it left when the controller reappears (true).
    open var restoresFocusAfterTransition = true
}

extension UIViewController {
    /// Where a view controller is in appearing and disappearing.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }
}
