/// The bar at the top of a navigation interface: it shows a stack of `UINavigationItem`s, the top one's
/// title (17 pt semibold, centred), its buttons (16 points from the edges, 8 apart) and a back button
/// (chevron and the previous item's title) when an item lies under it. With `prefersLargeTitles` the
/// title shows at 34 pt bold under a 44-point row (96 points in all); a prompt adds 30 points above.
///
/// Where Tessera differs: pushes and pops change the bar at once, without the sliding animation
/// (a navigation controller animates its own transition); the large title does not yet collapse while
/// content scrolls (the controller that owns the bar sets `showsScrollEdgeAppearance`).
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning, BarItemHost, BarItemAppearanceRefreshing {
    static let rowHeight: CGFloat = 44
    static let compactRowHeight: CGFloat = 32
    static let largeTitleHeight: CGFloat = 52
    static let promptHeight: CGFloat = 30

    let backgroundView = BarBackgroundView()
    let leftViews = BarItemViews()
    /// An item a split view controller puts before the top item's left items (its display-mode
    /// button), shown while no back button shows.
    var splitViewLeadingItem: UIBarButtonItem? {
        didSet { if splitViewLeadingItem !== oldValue { itemsChanged() } }
    }
    let rightViews = BarItemViews()
    let backButton = NavigationBackButtonView()
    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    let promptLabel = UILabel()

    var storedBarStyle: UIBarStyle = .default
    var storedBarTintColor: UIColor?
    var storedIsTranslucent = true
    var storedTitleTextAttributes: [NSAttributedString.Key: Any]?
    var storedLargeTitleTextAttributes: [NSAttributedString.Key: Any]?
    var storedBackIndicatorImage: UIImage?
    var storedBackIndicatorTransitionMaskImage: UIImage?
    var storedShadowImage: UIImage?
    var legacyBackgroundImages: [[Int]: UIImage] = [:]
    var titleVerticalAdjustments: [Int: CGFloat] = [:]
    var storedStandardAppearance = UINavigationBarAppearance()
    var storedCompactAppearance: UINavigationBarAppearance?
    var storedScrollEdgeAppearance: UINavigationBarAppearance?
    var storedCompactScrollEdgeAppearance: UINavigationBarAppearance?
    var usesAppearanceObjects = false

    private var storedItems: [UINavigationItem] = []

    /// Decides pushes and pops and tells the bar where it sits.
    open weak var delegate: UINavigationBarDelegate? { didSet { setNeedsLayout() } }

    /// Whether the top item's title shows large (34 pt bold) below the bar's row.
    open var prefersLargeTitles = false { didSet { itemsChanged() } }

    /// Whether the bar shows its scroll-edge appearance (a Tessera seam: the controller that owns the
    /// bar sets it while its content is scrolled to the top).
    public var showsScrollEdgeAppearance = false { didSet { barAppearanceChanged() } }

    /// Creates a navigation bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpNavigationBar()
    }

    /// Creates a bar from an archive; Tessera has no archives, so this gives an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpNavigationBar()
    }

    private func setUpNavigationBar() {
        BarItemAppearanceRegistry.shared.register(self)
        addSubview(backgroundView)
        for label in [titleLabel, largeTitleLabel, promptLabel] {
            label.textAlignment = label === largeTitleLabel ? .natural : .center
            label.lineBreakMode = .byTruncatingTail
            addSubview(label)
        }
        // The titles are headings for VoiceOver, as on iOS.
        titleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleLabel.accessibilityTraits = [.staticText, .header]
        addSubview(backButton)
        backButton.addAction(UIAction { [weak self] _ in
            guard let self, self.storedItems.count > 1 else { return }
            self.popItem(animated: true)
        }, for: .touchUpInside)
        barAppearanceChanged()
    }

    // MARK: The stack

    /// The stack of items, bottom first (the last is shown).
    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown.
    open var topItem: UINavigationItem? { storedItems.last }

    /// The item under the top item (its title is the back button's).
    open var backItem: UINavigationItem? { storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil }

    /// Replaces the stack without asking the delegate. An item already in another bar is reported and left out.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        var accepted: [UINavigationItem] = []
        for item in items ?? [] {
            if let other = item.navigationBar, other !== self {
                TesseraLog.error("UIKit", "UINavigationBar.setItems: \(item) is already in another navigation bar's stack; it is left out")
                continue
            }
            if accepted.contains(where: { $0 === item }) {
                TesseraLog.error("UIKit", "UINavigationBar.setItems: \(item) is listed twice; the second is left out")
                continue
            }
            accepted.append(item)
        }
        for old in storedItems where !accepted.contains(where: { $0 === old }) { old.navigationBar = nil }
        for item in accepted { item.navigationBar = self }
        storedItems = accepted
        itemsChanged()
    }

    /// Pushes an item on top, if the delegate agrees. An item already in a stack is reported and ignored.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard item.navigationBar == nil else {
            TesseraLog.error("UIKit", "UINavigationBar.pushItem: \(item) is already in a navigation bar's stack; the push is ignored")
            return
        }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        item.navigationBar = self
        storedItems.append(item)
        itemsChanged()
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, if the delegate agrees, and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let item = storedItems.last else { return nil }
        guard delegate?.navigationBar(self, shouldPop: item) ?? true else { return nil }
        storedItems.removeLast()
        item.navigationBar = nil
        itemsChanged()
        delegate?.navigationBar(self, didPop: item)
        return item
    }

    /// Where the bar sits: the delegate's answer, else `.top`.
    open var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .top : position
    }

    // MARK: Changes

    func navigationItemDidChange(_ item: UINavigationItem) {
        guard item === topItem || item === backItem else { return }
        itemsChanged()
    }

    func barItemDidChange(_ item: UIBarItem) {
        leftViews.view(for: item)?.update()
        rightViews.view(for: item)?.update()
        if item === backItem?.backBarButtonItem { updateBackButton() }
        setNeedsLayout()
    }

    func refreshItemAppearance() {
        leftViews.resolve(in: self, force: true)
        rightViews.resolve(in: self, force: true)
        updateBackButton()
        setNeedsLayout()
    }

    /// The items before the title: the split view's item (at the root of the stack), then the top
    /// item's left items.
    var leadingItems: [UIBarButtonItem] {
        let split = backItem == nil ? splitViewLeadingItem.map { [$0] } ?? [] : []
        return split + (topItem?.leftBarButtonItems ?? [])
    }

    /// Rebuilds what the bar shows for the top item.
    func itemsChanged() {
        let top = topItem
        leftViews.setItems(leadingItems, in: self, container: self)
        rightViews.setItems(top?.rightBarButtonItems ?? [], in: self, container: self)
        for sub in subviews where sub !== top?.titleView && isTitleView(sub) { sub.removeFromSuperview() }
        if let titleView = top?.titleView, titleView.superview !== self { addSubview(titleView) }
        updateBackButton()
        barAppearanceChanged()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func isTitleView(_ view: UIView) -> Bool {
        !(view === backgroundView || view === backButton || view === titleLabel || view === largeTitleLabel || view === promptLabel
            || view is BarButtonItemView)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        refreshItemAppearance()
        barAppearanceChanged()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        barAppearanceChanged()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: barHeight)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        backButton.setNeedsDisplay()
    }
}
