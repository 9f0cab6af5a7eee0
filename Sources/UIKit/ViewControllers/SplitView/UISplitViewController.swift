/// A container that shows a hierarchy side by side: a primary column (a sidebar) beside or over a
/// secondary (detail) column, with a supplementary column between them in the triple-column style.
/// In a horizontally compact environment (an iPhone, a narrow window) it collapses into one
/// navigation stack, and expands again when the width becomes regular.
///
/// Column styles (`init(style:)` with `.doubleColumn` or `.tripleColumn`) take their children with
/// `setViewController(_:for:)`, which wraps a controller that is not a navigation controller in one
/// (all columns but `.compact`). The classic style (`init()`, `.unspecified`) takes `viewControllers`
/// (primary, then secondary) as they are, and collapses through the delegate's
/// `collapseSecondary(_:onto:)` and the primary's `collapseSecondaryViewController(_:for:)`.
///
/// Column styles put the `displayModeButtonItem` in the navigation bar of the leading shown column
/// while the primary is hidden (see `displayModeButtonVisibility`); the classic style leaves it to
/// the app, as UIKit does.
///
/// Where Tessera differs: `showsSecondaryOnlyButton` is kept for source compatibility (no second
/// button is shown). Collapsing a classic split view whose secondary is a navigation controller
/// moves that controller's stack onto the primary navigation controller (UIKit nests the navigation
/// controller itself), and separating moves it back. The inspector column (iOS 26) is not offered.
/// The widths, behaviors and modes iOS picks by itself are measured estimates (see
/// UISplitViewController+Layout.swift).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The style the controller was made with.
    public let style: Style

    /// Hears about display-mode changes, collapsing and expanding, and may shape them.
    open weak var delegate: UISplitViewControllerDelegate?

    /// What the app set for each column (column styles), before wrapping.
    var assigned: [Column: UIViewController] = [:]
    /// The child that fills each column: the assigned controller, or the navigation controller made
    /// for it (the classic style's primary and secondary too).
    var columnChildren: [Column: UIViewController] = [:]
    /// The navigation controllers the split view made to wrap a column's controller.
    var madeWrappers: [ObjectIdentifier: Column] = [:]
    /// Whether the split view is collapsed now.
    var collapsed = false
    /// What collapsing moved onto the primary navigation stack, per column (column styles).
    var collapseRecord: SplitCollapseRecord?
    /// The classic secondary the delegate discarded while collapsing, shown again when expanding if
    /// nothing is separated.
    var discardedSecondary: UIViewController?
    /// The display mode now (nil until the split view first lays out or is asked).
    var currentDisplayMode: DisplayMode?
    /// The size the display mode was last resolved for: a new size resolves it again.
    var resolvedSize: CGSize = .zero
    /// The columns whose views are in the split view now (including those sliding out).
    var columnsOnScreen: Set<Column> = []
    /// Bumped by every change of the shown columns, so a finished animation knows it is stale.
    var visibilityGeneration = 0
    /// The container views of the columns, the collapsed child's container, the dimming view and the
    /// separators between tiled columns.
    let primaryContainer = SplitColumnView(column: .primary)
    let supplementaryContainer = SplitColumnView(column: .supplementary)
    let secondaryContainer = SplitColumnView(column: .secondary)
    let collapsedContainer = SplitColumnView(column: .compact)
    let dimmingView = PresentationDimmingView(frame: .zero)
    let edgePan = UIScreenEdgePanGestureRecognizer()
    private var storedDisplayModeButtonItem: UIBarButtonItem?

    /// Creates a split view controller of `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller (`.unspecified` style).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a split view controller from an archive (a storyboard's `<splitViewController>`, whose
    /// `style` it takes; its columns come from the storyboard's relationships).
    public required init?(coder: NSCoder) {
        style = Self.interfaceBuilderStyle(coder) ?? .unspecified
        super.init(coder: coder)
    }

    // MARK: Preferences

    /// The arrangement the app would like (`.automatic`: the split view's choice for its size). A mode
    /// the split behavior does not allow becomes its equivalent (`.oneOverSecondary` under `.tile` is
    /// `.oneBesideSecondary`, say); the two-sidebar modes are one-sidebar modes in the double-column and
    /// classic styles.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { if preferredDisplayMode != oldValue { preferencesChanged() } }
    }

    /// The arrangement now (never `.automatic`).
    open var displayMode: DisplayMode {
        if let currentDisplayMode { return currentDisplayMode }
        return targetDisplayMode(for: layoutSize)
    }

    /// The split behavior the app would like (`.automatic`: the split view's choice for its size).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { if preferredSplitBehavior != oldValue { preferencesChanged() } }
    }

    /// The split behavior now (never `.automatic`).
    open var splitBehavior: SplitBehavior { resolvedSplitBehavior(for: layoutSize) }

    /// The side the primary column is on (`.leading`).
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { if primaryEdge != oldValue { viewIfLoaded?.setNeedsLayout(); updateEdgePan() } }
    }

    /// Whether a swipe in from the primary's edge shows a hidden primary (true).
    open var presentsWithGesture = true {
        didSet { updateEdgePan() }
    }

    /// Whether the secondary-only button shows in a triple-column split view (false; kept, see the
    /// class note).
    open var showsSecondaryOnlyButton = false

    /// When the split view puts its display-mode button in a column's navigation bar (column styles):
    /// `.automatic` while a sidebar is hidden (in the leading shown column), `.always`, or `.never`.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic {
        didSet { placeDisplayModeButton() }
    }

    /// The primary column's background style (`.none`; kept for source compatibility).
    open var primaryBackgroundStyle: BackgroundStyle = .none

    // MARK: Column widths (UISplitViewController+Layout.swift computes them)

    /// The primary column's width as a fraction of the split view's (`automaticDimension`), bounded by
    /// the minimum and maximum widths.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's width in points (`automaticDimension`); it wins over the fraction.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The least width of the primary column (`automaticDimension`: 0).
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The greatest width of the primary column (`automaticDimension`: the standard width, so a
    /// fraction or width above it needs a larger maximum, as in UIKit).
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The supplementary column's width as a fraction of the split view's (`automaticDimension`).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The supplementary column's width in points (`automaticDimension`); it wins over the fraction.
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The least width of the supplementary column (`automaticDimension`: 0).
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The greatest width of the supplementary column (`automaticDimension`: the standard width).
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's width now, in points.
    open var primaryColumnWidth: CGFloat { primaryWidth(in: layoutSize.width) }

    /// The supplementary column's width now, in points (0 outside the triple-column style).
    open var supplementaryColumnWidth: CGFloat { supplementaryWidth(in: layoutSize.width) }

    // MARK: Children

    /// The children: expanded, the primary, supplementary (triple column) and secondary controllers
    /// (for column styles, the navigation controllers that wrap them); collapsed, only the one shown
    /// (the `.compact` column's controller when set, else the primary).
    open var viewControllers: [UIViewController] {
        get {
            if collapsed {
                if let compact = columnChildren[.compact] { return [compact] }
                return columnChildren[.primary].map { [$0] } ?? []
            }
            return [Column.primary, .supplementary, .secondary].compactMap { columnChildren[$0] }
        }
        set { setViewControllersInOrder(newValue) }
    }

    /// Whether the split view is collapsed into one stack (a horizontally compact environment).
    open var isCollapsed: Bool { collapsed }

    /// Puts `vc` in `column` (column styles only; the classic style reports it and uses
    /// `viewControllers`). A controller that is not a navigation controller is wrapped in one, except
    /// in the `.compact` column. Setting a controller that is not a navigation controller for the
    /// secondary column while its made navigation controller holds controllers pushes it there (as
    /// UIKit does; set nil first to replace the column instead). Nil empties the column.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            BadValue.report("UIKit", api: "UISplitViewController.setViewController(_:for:)", "a classic (.unspecified style) split view controller takes viewControllers; the call is ignored")
            return
        }
        guard column != .supplementary || style == .tripleColumn else {
            BadValue.report("UIKit", api: "UISplitViewController.setViewController(_:for:)", "a double-column split view controller has no supplementary column; the call is ignored")
            return
        }
        if let vc, vc === assigned[column] { return }
        if let vc, column == .secondary, !(vc is UINavigationController), pushOntoSecondary(vc) {
            assigned[.secondary] = vc
            return
        }
        assigned[column] = vc
        replaceChild(in: column, with: vc.map { wrapped($0, for: column) })
    }

    /// The controller the app set for `column` (not the navigation controller made to wrap it); nil in
    /// the classic style.
    open func viewController(for column: Column) -> UIViewController? {
        guard style != .unspecified else { return nil }
        return assigned[column]
    }

    /// A controller in a navigation controller when it goes in a column that wraps.
    private func wrapped(_ vc: UIViewController, for column: Column) -> UIViewController {
        guard column != .compact, !(vc is UINavigationController) else { return vc }
        let navigation = UINavigationController(rootViewController: vc)
        madeWrappers[ObjectIdentifier(navigation)] = column
        return navigation
    }

    /// The made secondary navigation controller takes `vc` on top, if it holds controllers.
    private func pushOntoSecondary(_ vc: UIViewController) -> Bool {
        guard let wrapper = columnChildren[.secondary] as? UINavigationController,
              madeWrappers[ObjectIdentifier(wrapper)] == .secondary else { return false }
        if collapsed, columnChildren[.compact] == nil, var record = collapseRecord,
           let stack = columnChildren[.primary] as? UINavigationController, !record.secondary.isEmpty {
            record.secondary.append(vc)
            collapseRecord = record
            stack.pushViewController(vc, animated: isOnScreen)
            return true
        }
        guard !wrapper.viewControllers.isEmpty else { return false }
        wrapper.pushViewController(vc, animated: isOnScreen)
        return true
    }

    /// The classic (and `viewControllers` setter's) way in: the controllers in column order.
    private func setViewControllersInOrder(_ controllers: [UIViewController]) {
        if style == .unspecified {
            if controllers.count > 2 {
                BadValue.report("UIKit", api: "UISplitViewController.viewControllers", "a classic split view controller shows two view controllers; the others are left out")
            }
            replaceChild(in: .primary, with: controllers.first)
            replaceChild(in: .secondary, with: controllers.count > 1 ? controllers[1] : nil)
            return
        }
        let columns: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        for (index, column) in columns.enumerated() {
            setViewController(index < controllers.count ? controllers[index] : nil, for: column)
        }
    }

    /// Makes `child` the controller of `column`: the old one leaves (its view, then containment), the
    /// new one joins; the columns are shown again.
    func replaceChild(in column: Column, with child: UIViewController?) {
        let old = columnChildren[column]
        guard old !== child else { return }
        if let old {
            (old as? UINavigationController)?.navigationBar.splitViewLeadingItem = nil
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
            madeWrappers[ObjectIdentifier(old)] = nil
        }
        columnChildren[column] = child
        if let child {
            addChild(child)
            child.didMove(toParent: self)
        }
        guard isViewLoaded else { return }
        updateShownColumns(animated: false)
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: The view

    open override func loadView() {
        let root = SplitViewControllerView(frame: UIScreen.main.bounds)
        root.controller = self
        root.backgroundColor = .systemBackground
        primaryContainer.backgroundColor = .systemGroupedBackground
        supplementaryContainer.backgroundColor = .systemBackground
        secondaryContainer.backgroundColor = .systemBackground
        dimmingView.backgroundColor = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 0.4) : UIColor(white: 0, alpha: 0.2) })
        dimmingView.onTap = { [weak self] in self?.dimmingTapped() }
        for view in [secondaryContainer, dimmingView, supplementaryContainer, primaryContainer, collapsedContainer] as [UIView] {
            view.isHidden = true
            root.addSubview(view)
        }
        edgePan.addTarget(self, action: UISplitViewController.handleEdgePan)
        root.addGestureRecognizer(edgePan)
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        updateEdgePan()
        updateShownColumns(animated: false)
    }

    /// False: the split view sends its shown columns' appearance callbacks itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        super.beginAppearanceTransition(isAppearing, animated: animated)
        for child in shownChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    open override func endAppearanceTransition() {
        super.endAppearanceTransition()
        for child in shownChildren where child.appearanceIsManual { child.endAppearanceTransition() }
    }

    /// The children whose views are in the split view now.
    var shownChildren: [UIViewController] {
        columnChildren.values.filter { $0.viewIfLoaded?.superview is SplitColumnView && $0.viewIfLoaded?.superview?.superview === viewIfLoaded }
    }

    /// Whether the split view is in a visible window (changes then animate and call back).
    var isOnScreen: Bool {
        guard let window = viewIfLoaded?.window else { return false }
        return !window.isHidden && appearance != .disappeared
    }

    /// The size the columns are laid out in: the view's, else the main screen's.
    var layoutSize: CGSize {
        if let view = viewIfLoaded, view.bounds.width > 0 { return view.bounds.size }
        return UIScreen.main.bounds.size
    }

    /// The size a child gets when the split view becomes `parentSize`: its column's size in the
    /// display mode that size gets (collapsed: all of it), so a column's controller hears
    /// `viewWillTransition(to:with:)` with its own width.
    open override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard !collapsed, let column = [Column.primary, .supplementary, .secondary].first(where: { columnChildren[$0] === container }) else {
            return parentSize
        }
        let frames = columnFrames(for: targetDisplayMode(for: parentSize), in: CGRect(origin: .zero, size: parentSize))
        return frames[column]?.size ?? parentSize
    }

    // MARK: Showing

    /// Shows `vc` in the primary context: the delegate first (classic style), then pushed on the
    /// primary navigation controller (collapsed: the shown one), else presented.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if style == .unspecified, delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        let target = collapsed ? (columnChildren[.compact] ?? columnChildren[.primary]) : columnChildren[.primary]
        if let navigation = target as? UINavigationController {
            navigation.pushViewController(vc, animated: isOnScreen)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail: the delegate first (classic style); expanded, it replaces the
    /// secondary column's content (and hides sidebars laid over it); collapsed, it is pushed on the
    /// shown navigation stack (the one `sender` is in, when it is a controller in a navigation
    /// controller inside the split view, such as a tab of the compact column).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if style == .unspecified, delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapsed {
            let shown = columnChildren[.compact] ?? columnChildren[.primary]
            let caller = (sender as? UIViewController).flatMap { $0 as? UINavigationController ?? $0.navigationController }
            let callerNavigation = caller.flatMap { $0 === self || $0.splitViewController === self ? $0 : nil }
            let target = callerNavigation ?? shown
            if let navigation = target as? UINavigationController {
                navigation.fold(vc, animated: isOnScreen)
            } else {
                present(vc, animated: true)
            }
            return
        }
        if style == .unspecified || vc is UINavigationController {
            if style == .unspecified { replaceChild(in: .secondary, with: vc) } else { assigned[.secondary] = vc; replaceChild(in: .secondary, with: vc) }
        } else if let wrapper = columnChildren[.secondary] as? UINavigationController, madeWrappers[ObjectIdentifier(wrapper)] == .secondary {
            assigned[.secondary] = vc
            wrapper.setViewControllers([vc], animated: false)
        } else {
            setViewController(vc, for: .secondary)
        }
        show(.secondary)
    }

    // MARK: Columns (UISplitViewController+Columns.swift)

    /// Shows `column`: expanded, the display mode changes to one that shows it (the secondary: sidebars
    /// laid over it or pushing it aside go), sliding it in when on screen; collapsed, the navigation
    /// stack goes back to (or takes) the column's controllers.
    open func show(_ column: Column) { showColumn(column) }

    /// Hides `column`: the primary (leaving the supplementary in a triple-column split view), or the
    /// supplementary (and the primary with it), sliding it out when on screen. The secondary cannot be
    /// hidden (reported); nothing changes while collapsed.
    open func hide(_ column: Column) { hideColumn(column) }

    // MARK: The display-mode button

    /// A bar button item that shows or hides the primary column (the sidebar glyph); the same item each
    /// time it is read. Its target mode is the delegate's `targetDisplayModeForAction(in:)` when that
    /// is not `.automatic`.
    open var displayModeButtonItem: UIBarButtonItem {
        if let storedDisplayModeButtonItem { return storedDisplayModeButtonItem }
        let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), primaryAction: UIAction { [weak self] _ in
            self?.displayModeButtonTapped()
        })
        storedDisplayModeButtonItem = item
        return item
    }

    open override var description: String {
        mainActorDescription(of: self) { "<UISplitViewController: style \(style), \(collapsed ? "collapsed" : "display mode \(displayMode)")>" }
    }
}

/// The split view controller's root view: lays out the columns, and collapses or expands the split
/// view when its horizontal size class changes.
final class SplitViewControllerView: UIView {
    weak var controller: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumns()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        controller?.updateCollapsedState()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        controller?.updateCollapsedState()
    }
}

/// The view a column's controller shows in. The sidebars' columns give their content a compact
/// horizontal size class, as UIKit does, so lists and bars inside lay out for a narrow width.
final class SplitColumnView: UIView {
    let column: UISplitViewController.Column
    /// The hairline at the column's edge towards the secondary, shown while the column is tiled.
    let separator = UIView()
    /// The controller whose view the column shows (its view may still be sliding out when nil).
    weak var child: UIViewController?

    init(column: UISplitViewController.Column) {
        self.column = column
        super.init(frame: .zero)
        clipsToBounds = column != .compact
        if column == .primary || column == .supplementary {
            traitOverrides.horizontalSizeClass = .compact
        }
        separator.backgroundColor = .separator
        separator.isHidden = true
        addSubview(separator)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        bringSubviewToFront(separator)
        for subview in subviews where subview !== separator { subview.frame = bounds }
    }
}

/// What collapsing a column-style split view moved onto the primary navigation stack.
struct SplitCollapseRecord {
    /// The primary's own stack before collapsing.
    var primary: [UIViewController]
    /// The supplementary column's stack moved onto it (empty when it stayed).
    var supplementary: [UIViewController]
    /// The secondary column's stack moved onto it (empty when it stayed).
    var secondary: [UIViewController]
    /// The column on top of the collapsed stack.
    var top: UISplitViewController.Column
}
