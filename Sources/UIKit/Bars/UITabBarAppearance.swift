/// How a tab bar looks: its background (`UIBarAppearance`) and its items in the stacked (portrait
/// phone), inline (regular width) and compact inline (landscape phone) layouts.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look with the icon above the title.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The items' look with the icon beside the title, in a regular-width bar.
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The items' look with the icon beside the title, in a compact-height bar.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The tint of the selection indicator image.
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage?
    /// How stacked items are placed across the bar.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The width of stacked items when centred (0: the system's).
    open var stackedItemWidth: CGFloat = 0
    /// The spacing of stacked items when centred (0: the system's).
    open var stackedItemSpacing: CGFloat = 0

    /// An appearance for an idiom, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// A copy of another appearance; a tab bar appearance is copied whole.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = other.stackedLayoutAppearance
            inlineLayoutAppearance = other.inlineLayoutAppearance
            compactInlineLayoutAppearance = other.compactInlineLayoutAppearance
            selectionIndicatorTintColor = other.selectionIndicatorTintColor
            selectionIndicatorImage = other.selectionIndicatorImage
            stackedItemPositioning = other.stackedItemPositioning
            stackedItemWidth = other.stackedItemWidth
            stackedItemSpacing = other.stackedItemSpacing
        }
    }

    /// Creates an appearance from an archive; Tessera has no archives, so this gives the default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// How tab bar items look in one layout, per state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    /// The layout an item appearance is for.
    public enum Style: Int, Sendable {
        case stacked = 0, inline, compactInline
    }

    /// Unselected items.
    open var normal = UITabBarItemStateAppearance()
    /// The selected item.
    open var selected = UITabBarItemStateAppearance()
    /// Disabled items.
    open var disabled = UITabBarItemStateAppearance()
    /// A focused item (stored: a focused item keeps its normal look under the focus halo).
    open var focused = UITabBarItemStateAppearance()

    /// An appearance for a layout.
    public init(style: Style) {
        super.init()
    }

    /// An appearance for the stacked layout.
    public override convenience init() {
        self.init(style: .stacked)
    }

    /// Restores the system's look for a layout.
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }
}

/// How tab bar items look in one state: icon colour, title attributes and offset, and the badge.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes, merged under the system's (10 pt medium).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The colour of template icons (nil: the tint when selected, gray otherwise).
    open var iconColor: UIColor?
    /// How far the badge moves.
    open var badgePositionAdjustment: UIOffset = .zero
    /// The badge's fill (nil: system red).
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge's text moves inside it.
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    /// A state appearance with nothing customised.
    public override init() {
        super.init()
    }
}
