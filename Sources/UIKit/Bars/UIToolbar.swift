/// A bar of buttons, usually along the bottom of the screen: items laid out from the leading margin
/// (16 points), 8 points apart, with flexible spaces sharing the free width; a 44-point row over the
/// translucent system material, with a hairline on its top edge.
///
/// The row sits inside the bar's safe area, so a toolbar whose frame reaches the bottom of an iPhone
/// screen draws its background under the home indicator and keeps its buttons above it.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning, BarItemHost, BarItemAppearanceRefreshing {
    /// The height of the toolbar's row of buttons.
    static let rowHeight: CGFloat = 44

    let backgroundView = BarBackgroundView()
    let itemViews = BarItemViews()
    var storedBarStyle: UIBarStyle = .default
    var storedBarTintColor: UIColor?
    var storedIsTranslucent = true
    var storedStandardAppearance = UIToolbarAppearance()
    var storedCompactAppearance: UIToolbarAppearance?
    var storedScrollEdgeAppearance: UIToolbarAppearance?
    var storedCompactScrollEdgeAppearance: UIToolbarAppearance?
    /// Whether an appearance object was set (then the legacy properties are not applied).
    var usesAppearanceObjects = false
    var legacyBackgroundImages: [[Int]: UIImage] = [:]
    var legacyShadowImages: [Int: UIImage] = [:]

    /// The items shown, leading to trailing.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UIBarButtonItem]?

    /// Tells the toolbar where it sits.
    open weak var delegate: UIToolbarDelegate? { didSet { setNeedsLayout() } }

    /// Whether the toolbar shows its scroll-edge appearance (a Tessera seam: the controller that owns
    /// the toolbar sets it while its content is scrolled to the bottom edge).
    public var showsScrollEdgeAppearance = false { didSet { barAppearanceChanged() } }

    /// Creates a toolbar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpToolbar()
    }

    /// Creates a toolbar from an archive; Tessera has no archives, so this gives an empty toolbar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpToolbar()
    }

    private func setUpToolbar() {
        BarItemAppearanceRegistry.shared.register(self)
        backgroundView.shadowOnTop = true
        addSubview(backgroundView)
        barAppearanceChanged()
    }

    /// Replaces the items. Tessera shows the new items at once (no cross-fade).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedItems = items
        itemViews.setItems(items ?? [], in: self, container: self)
        updateItemViewStyles()
        setNeedsLayout()
    }

    /// Where the toolbar sits: the delegate's answer, else `.bottom`.
    open var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .bottom : position
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.rowHeight)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.rowHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.shadowOnTop = barPosition != .top && barPosition != .topAttached
        backgroundView.frame = bounds
        sendSubviewToBack(backgroundView)
        itemViews.resolve(in: self)
        let safe = bounds.inset(by: safeAreaInsets)
        let rowHeight = max(0, min(Self.rowHeight, safe.height))
        let row = CGRect(x: safe.minX + BarItemLayout.edgeMargin, y: safe.minY,
                         width: max(0, safe.width - 2 * BarItemLayout.edgeMargin), height: rowHeight)
        BarItemLayout.layoutRow(itemViews.views, in: row)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        itemViews.resolve(in: self, force: true)
        barAppearanceChanged()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        barAppearanceChanged()
    }

    func barItemDidChange(_ item: UIBarItem) {
        itemViews.view(for: item)?.update()
        setNeedsLayout()
    }

    func refreshItemAppearance() {
        itemViews.resolve(in: self, force: true)
        setNeedsLayout()
    }

    // MARK: Appearance

    /// The appearance in force: compact or standard (scroll-edge variants when asked), with the
    /// legacy properties applied when no appearance object was set.
    var resolvedAppearance: UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        let chosen: UIToolbarAppearance
        if showsScrollEdgeAppearance {
            chosen = (compact ? storedCompactScrollEdgeAppearance ?? storedScrollEdgeAppearance : storedScrollEdgeAppearance)
                ?? { let a = storedStandardAppearance.copied(); a.configureWithTransparentBackground(); return a }()
        } else {
            chosen = compact ? storedCompactAppearance ?? storedStandardAppearance : storedStandardAppearance
        }
        guard !usesAppearanceObjects else { return chosen }
        let result = chosen.copied()
        applyLegacy(to: result, metrics: compact ? .compact : .default)
        return result
    }

    private func applyLegacy(to appearance: UIBarAppearance, metrics: UIBarMetrics) {
        if storedBarStyle == .black {
            appearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark)
        }
        if !storedIsTranslucent {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = storedBarStyle == .black ? .black : .systemBackground
        }
        if let tint = storedBarTintColor {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = storedIsTranslucent ? tint.withAlphaComponent(tint.cgColor.alpha * 0.92) : tint.withAlphaComponent(1)
        }
        let position = barPosition
        if let image = legacyBackgroundImages[[position.rawValue, metrics.rawValue]] ?? legacyBackgroundImages[[UIBarPosition.any.rawValue, metrics.rawValue]]
            ?? legacyBackgroundImages[[position.rawValue, 0]] ?? legacyBackgroundImages[[UIBarPosition.any.rawValue, 0]] {
            appearance.backgroundImage = image
            appearance.backgroundEffect = nil
        }
        if let shadow = legacyShadowImages[position.rawValue] ?? legacyShadowImages[UIBarPosition.any.rawValue] {
            appearance.shadowImage = shadow
        }
    }

    func barAppearanceChanged() {
        let appearance = resolvedAppearance
        backgroundView.barAppearance = appearance
        updateItemViewStyles(appearance)
        setNeedsLayout()
    }

    private func updateItemViewStyles(_ appearance: UIToolbarAppearance? = nil) {
        let appearance = appearance ?? resolvedAppearance
        let compact = traitCollection.verticalSizeClass == .compact
        for view in itemViews.views {
            view.barButtonAppearance = view.item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            view.barMetrics = compact ? .compact : .default
        }
    }
}

/// Tells a toolbar where it sits (`position(for:)`).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
