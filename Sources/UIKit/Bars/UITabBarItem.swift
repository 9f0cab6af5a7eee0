/// An item of a tab bar: a title and an icon (a different icon when selected), with an optional badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The standard tabs iOS provides, each with its own title and icon.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    /// The icon shown while the item is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// The text of the badge (nil: no badge; an empty string: a small dot).
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's fill (nil: system red).
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// How far the title moves.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { itemDidChange() } }
    /// The tab bar's appearance while this item's tab is shown (a controller reads it; kept for it).
    open var standardAppearance: UITabBarAppearance? { didSet { itemDidChange() } }
    /// The scroll-edge appearance while this item's tab is shown (kept for the controller).
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { itemDidChange() } }
    /// The system item this item was made as, if any.
    public private(set) var systemItem: SystemItem?
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates an empty item.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required override init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderBarItem(coder) }
    }

    /// Creates an item with a title, an icon and a selected icon.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates an item with a title, an icon and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates a system item with a tag.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    /// Sets the badge's text attributes for a state.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
        itemDidChange()
    }

    /// The badge's text attributes for a state.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { badgeAttributes[state.rawValue] }

    /// The title shown: the item's, else its system item's.
    var displayedTitle: String? {
        if let title { return title }
        guard let systemItem else { return nil }
        switch systemItem {
        case .more: return "More"
        case .favorites: return "Favorites"
        case .featured: return "Featured"
        case .topRated: return "Top Rated"
        case .recents: return "Recents"
        case .contacts: return "Contacts"
        case .history: return "History"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .downloads: return "Downloads"
        case .mostRecent: return "Most Recent"
        case .mostViewed: return "Most Viewed"
        }
    }

    /// The icon shown for a selection state.
    func displayedImage(selected: Bool) -> UIImage? {
        if selected, let selectedImage { return selectedImage }
        if let image { return image }
        guard let systemItem else { return nil }
        return BarSystemGlyphs.image(forTab: systemItem)
    }
}
