/// The bar of tabs at the bottom of a tab interface: items share the width, each an icon over a title
/// (beside it in a compact-height bar), the selected one in the tint colour; a tap selects an item and
/// tells the delegate. The row is 49 points tall and the background extends under the home indicator.
/// In a regular-width bar (an iPad, a desktop window) the icon sits beside the title and the items
/// are centred, each as wide as its content, as on iPadOS 17; a title with too little room ends in an
/// ellipsis.
///
/// Where Tessera differs: the More tab and customising the items are the tab bar controller's, which
/// is not built yet; `beginCustomizingItems(_:)` is not offered.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// How stacked items are placed across the bar.
    public enum ItemPositioning: Int, Sendable {
        /// Fill on a phone, centred on a wide bar.
        case automatic = 0
        /// The items share the whole width.
        case fill = 1
        /// The items are centred, `itemSpacing` apart, each `itemWidth` wide or as wide as its content.
        case centered = 2
    }

    static let rowHeight: CGFloat = 49

    let backgroundView = BarBackgroundView()
    private(set) var buttons: [TabBarButtonView] = []
    private var storedItems: [UITabBarItem]?

    /// Hears about selections.
    open weak var delegate: UITabBarDelegate?
    /// The selected item (one of `items`; another item is reported and ignored).
    open var selectedItem: UITabBarItem? {
        didSet {
            if let selectedItem, !(storedItems ?? []).contains(where: { $0 === selectedItem }) {
                TesseraLog.error("UIKit", "UITabBar.selectedItem: \(selectedItem) is not one of the bar's items; the selection is unchanged")
                self.selectedItem = oldValue
                return
            }
            for button in buttons { button.isSelected = button.item === selectedItem }
        }
    }
    /// The colour of unselected items (nil: system gray).
    open var unselectedItemTintColor: UIColor? { didSet { for button in buttons { button.unselectedTint = unselectedItemTintColor } } }
    /// The legacy background colour.
    open var barTintColor: UIColor? { didSet { barAppearanceChanged() } }
    /// The legacy colour scheme.
    open var barStyle: UIBarStyle = .default { didSet { barAppearanceChanged() } }
    /// Whether the legacy background lets content show through.
    open var isTranslucent = true { didSet { barAppearanceChanged() } }
    /// The legacy background image.
    open var backgroundImage: UIImage? { didSet { barAppearanceChanged() } }
    /// The legacy hairline image.
    open var shadowImage: UIImage? { didSet { barAppearanceChanged() } }
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage? { didSet { setNeedsLayout() } }
    /// How the items are placed.
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    /// The items' width when centred (0: each item as wide as its content, at least 76 points).
    open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The spacing when centred (0: 34 points; less when the bar is too narrow for the items).
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The appearance of the bar (setting it replaces the legacy properties).
    open var standardAppearance = UITabBarAppearance() { didSet { usesAppearanceObjects = true; barAppearanceChanged() } }
    /// The appearance while content is scrolled to the bar's edge (nil: the standard one, transparent).
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { usesAppearanceObjects = true; barAppearanceChanged() } }
    /// Whether the bar shows its scroll-edge appearance (a Tessera seam for the controller that owns it).
    public var showsScrollEdgeAppearance = false { didSet { barAppearanceChanged() } }
    private var usesAppearanceObjects = false
    private let selectionView = UIImageView()

    /// Creates a tab bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTabBar()
    }

    /// Creates a tab bar from an archive; Tessera has no archives, so this gives an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTabBar()
    }

    private func setUpTabBar() {
        BarItemAppearanceRegistry.shared.register(self)
        backgroundView.shadowOnTop = true
        addSubview(backgroundView)
        addSubview(selectionView)
        barAppearanceChanged()
    }

    /// The items, leading to trailing.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items; the selection stays if its item stays. Tessera changes the bar at once.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for button in buttons { button.item.removeHost(self); button.removeFromSuperview() }
        storedItems = items
        buttons = (items ?? []).map { item in
            let button = TabBarButtonView(item: item)
            item.addHost(self)
            button.unselectedTint = unselectedItemTintColor
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button else { return }
                self.userSelected(button.item)
            }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        for button in buttons { button.isSelected = button.item === selectedItem; button.isEnabled = button.item.isEnabled }
        refreshItemAppearance()
        barAppearanceChanged()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        refreshItemAppearance()
    }

    /// The item an accessibility element of the bar (an item's button) stands for, for assistive
    /// technologies.
    package func item(ofAccessibilityElement element: UIResponder) -> UITabBarItem? {
        (element as? TabBarButtonView).flatMap { button in buttons.contains { $0 === button } ? button.item : nil }
    }

    /// Selects an item as a tap on its button does: the delegate (a tab bar controller, which asks its
    /// own delegate's `shouldSelect`) is told. Assistive technologies select tabs through it.
    package func userSelected(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    /// The bar's height: 49 points plus the bottom safe area.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.rowHeight + safeAreaInsets.bottom)
    }

    private var isInline: Bool { traitCollection.verticalSizeClass == .compact || traitCollection.horizontalSizeClass == .regular }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        sendSubviewToBack(backgroundView)
        let safe = bounds.inset(by: safeAreaInsets)
        let row = CGRect(x: safe.minX, y: bounds.minY, width: safe.width, height: min(Self.rowHeight, bounds.height))
        let count = CGFloat(buttons.count)
        guard count > 0 else { return }
        let appearance = resolvedAppearance
        let inline = isInline
        for button in buttons {
            button.inline = inline
            button.itemAppearance = traitCollection.verticalSizeClass == .compact ? appearance.compactInlineLayoutAppearance
                : inline ? appearance.inlineLayoutAppearance : appearance.stackedLayoutAppearance
        }
        let centered = itemPositioning == .centered || (itemPositioning == .automatic && traitCollection.horizontalSizeClass == .regular)
        if centered {
            let widths = buttons.map { itemWidth > 0 ? itemWidth : max(TabBarItemLayout.minimumWidth, $0.fittingWidth) }
            let frames = TabBarItemLayout.frames(widths: widths, spacing: itemSpacing > 0 ? itemSpacing : TabBarItemLayout.defaultSpacing, in: row)
            for (button, frame) in zip(buttons, frames) { button.frame = frame }
        } else {
            let width = row.width / count
            for (index, button) in buttons.enumerated() {
                let x0 = (row.minX + CGFloat(index) * width).rounded(), x1 = (row.minX + CGFloat(index + 1) * width).rounded()
                button.frame = CGRect(x: x0, y: row.minY, width: x1 - x0, height: row.height)
            }
        }
        if let indicator = appearance.selectionIndicatorImage ?? selectionIndicatorImage,
           let selected = buttons.first(where: { $0.item === selectedItem }) {
            selectionView.isHidden = false
            selectionView.image = indicator
            selectionView.tintColor = appearance.selectionIndicatorTintColor
            selectionView.frame = selected.frame
            insertSubview(selectionView, aboveSubview: backgroundView)
        } else {
            selectionView.isHidden = true
        }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        barAppearanceChanged()
    }

    /// The appearance in force, with the legacy properties applied while no appearance object is set.
    var resolvedAppearance: UITabBarAppearance {
        var chosen = standardAppearance
        if showsScrollEdgeAppearance {
            chosen = scrollEdgeAppearance ?? { let a = UITabBarAppearance(barAppearance: standardAppearance); a.configureWithTransparentBackground(); return a }()
        }
        guard !usesAppearanceObjects else { return chosen }
        let result = UITabBarAppearance(barAppearance: chosen)
        if barStyle == .black { result.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark) }
        if !isTranslucent { result.backgroundEffect = nil; result.backgroundColor = barStyle == .black ? .black : .systemBackground }
        if let tint = barTintColor {
            result.backgroundEffect = nil
            result.backgroundColor = isTranslucent ? tint.withAlphaComponent(tint.cgColor.alpha * 0.92) : tint.withAlphaComponent(1)
        }
        if let backgroundImage { result.backgroundImage = backgroundImage; result.backgroundEffect = nil }
        if let shadowImage { result.shadowImage = shadowImage }
        return result
    }

    func barAppearanceChanged() {
        backgroundView.barAppearance = resolvedAppearance
        for button in buttons { button.setNeedsDisplay() }
        setNeedsLayout()
    }
}

extension UITabBar: BarItemHost, BarItemAppearanceRefreshing {
    /// Resolves the items' appearance rules (`UITabBarItem.appearance()`) by this bar and its containers.
    func refreshItemAppearance() {
        guard window != nil else { return }
        for button in buttons { button.resolved = BarItemAppearanceRegistry.shared.apply(to: button.item, in: self) }
    }

    func barItemDidChange(_ item: UIBarItem) {
        for button in buttons where button.item === item {
            button.isEnabled = item.isEnabled
            button.setNeedsDisplay()
        }
        setNeedsLayout()
    }
}
