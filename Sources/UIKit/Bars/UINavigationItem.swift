/// What a navigation bar shows for one level of a navigation stack: a title or title view, a prompt,
/// buttons on either side, and how the back button to the previous level looks.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the back button pointing at the previous item shows its title.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's back title or title, shortened to "Back" or the chevron alone when it doesn't fit.
        case `default` = 0
        /// "Back", or the chevron alone when that doesn't fit.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// When the item's title shows large under the bar's row (with `prefersLargeTitles`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item in the stack (large for the root item).
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// In the bar's row (iOS 17), as `.never`.
        case inline = 3
    }

    /// The title shown in the middle of the bar (and by the next item's back button).
    open var title: String? { didSet { changed() } }
    /// A view shown in place of the title.
    open var titleView: UIView? {
        didSet {
            if oldValue !== titleView, let oldValue, oldValue.superview === navigationBar { oldValue.removeFromSuperview() }
            changed()
        }
    }
    /// A line of text above the bar's row (the bar grows by 30 points).
    open var prompt: String? { didSet { changed() } }
    /// The title of the back button shown when this item is under the top item.
    open var backButtonTitle: String? { didSet { changed() } }
    /// The back button shown when this item is under the top item (its title, tint and appearance).
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// How the back button to the previous item shows its title.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false { didSet { changed() } }
    /// Whether the left items show after the back button rather than in its place.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// When the title shows large.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    /// Buttons on the leading side, leading to trailing.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// Buttons on the trailing side, trailing to leading (the first is at the edge).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The bar's appearance while this item is on top, regular height (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The compact-height appearance while this item is on top (nil: the bar's).
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The scroll-edge appearance while this item is on top (nil: the bar's).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The compact scroll-edge appearance while this item is on top (nil: the bar's).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }

    /// The bar whose stack holds the item.
    weak var navigationBar: UINavigationBar?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item without a title.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required init?(coder: NSCoder) {
        super.init()
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderItem(coder) }
    }

    /// The first left button.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right button (at the trailing edge).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left button; Tessera changes the bar at once (no cross-fade).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right button; Tessera changes the bar at once.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left buttons; Tessera changes the bar at once.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right buttons; Tessera changes the bar at once.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Hides or shows the back button; Tessera changes the bar at once.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    private func changed() {
        navigationBar?.navigationItemDidChange(self)
    }

    open override var description: String {
        mainActorDescription(of: self) { "<UINavigationItem title: \(title.map { "\"\($0)\"" } ?? "nil")>" }
    }
}
