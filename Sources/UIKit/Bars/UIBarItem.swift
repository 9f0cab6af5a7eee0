/// The base of the items bars show (bar button items, tab bar items): a title, images and title text
/// attributes per control state.
///
/// A bar item is not a view: the bar that shows it makes the view that draws it. Appearance rules for
/// items (`UIBarButtonItem.appearance(whenContainedInInstancesOf:)`) are resolved by that bar and the
/// bar's containers (see `UIBarItemAppearanceProxy`). A value set on the item always beats appearance.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Whether the item responds to touches; a disabled item is drawn dimmed.
    open var isEnabled = true { didSet { itemDidChange() } }
    /// The title shown for the item.
    open var title: String? { didSet { itemDidChange() } }
    /// The image shown for the item (a template image takes the bar's tint).
    open var image: UIImage? { didSet { itemDidChange() } }
    /// The image for a phone in landscape (a compact bar); `image` when nil.
    open var landscapeImagePhone: UIImage? { didSet { itemDidChange() } }
    /// The image shown by the large content viewer (accessibility); kept for API parity.
    open var largeContentSizeImage: UIImage?
    /// Insets applied to the image's rectangle.
    open var imageInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    /// Insets applied to the landscape image's rectangle.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    /// An integer the app uses to identify the item.
    open var tag = 0

    /// Values of appearance properties set on this item (they beat appearance rules).
    var explicitValues: [BarItemAppearanceKey: Any] = [:]
    /// The appearance rules' values as last applied by a bar showing the item, which the item's own
    /// properties read back under `explicitValues` (as on iOS, where a proxy sets the item's properties).
    var appliedValues: [BarItemAppearanceKey: Any] = [:]

    /// The bars showing this item, told when it changes (held weakly).
    private var hosts: [WeakBarItemHost] = []

    /// Creates an item.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive; Tessera has no archives, so this gives an empty item.
    public init?(coder: NSCoder) {
        super.init()
    }

    /// Sets the title's text attributes for a state (font, foreground colour, shadow…).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        explicitValues[.titleTextAttributes(state)] = attributes
        itemDidChange()
    }

    /// The title text attributes for a state: those set on the item, else those appearance rules gave
    /// it when a bar showing it applied them (as on iOS).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        propertyValue(.titleTextAttributes(state))
    }

    /// The value of an appearance property for the item: its own, else the bar's resolved rules'.
    func appearanceValue<Value>(_ key: BarItemAppearanceKey, _ resolved: [BarItemAppearanceKey: Any]) -> Value? {
        (explicitValues[key] ?? resolved[key]) as? Value
    }

    /// What the item's property reads: its own value, else the one appearance rules last applied.
    func propertyValue<Value>(_ key: BarItemAppearanceKey) -> Value? {
        (explicitValues[key] ?? appliedValues[key]) as? Value
    }

    /// The title attributes for a state, falling back to the normal state's.
    func effectiveTitleTextAttributes(for state: UIControl.State, _ resolved: [BarItemAppearanceKey: Any]) -> [NSAttributedString.Key: Any] {
        let normal: [NSAttributedString.Key: Any] = appearanceValue(.titleTextAttributes(.normal), resolved) ?? [:]
        guard state != .normal, let specific: [NSAttributedString.Key: Any] = appearanceValue(.titleTextAttributes(state), resolved) else { return normal }
        return normal.merging(specific) { $1 }
    }

    open override var description: String {
        mainActorDescription(of: self) { "<\(type(of: self)) title: \(title.map { "\"\($0)\"" } ?? "nil")>" }
    }

    // MARK: Hosting

    /// Registers a bar that shows the item, so that changes reach it.
    func addHost(_ host: BarItemHost) {
        hosts.removeAll { $0.host == nil || $0.host === host }
        hosts.append(WeakBarItemHost(host: host))
    }

    /// Forgets a bar that no longer shows the item.
    func removeHost(_ host: BarItemHost) {
        hosts.removeAll { $0.host == nil || $0.host === host }
    }

    /// Tells the bars showing the item that it changed.
    func itemDidChange() {
        for entry in hosts { entry.host?.barItemDidChange(self) }
    }
}

/// A bar that shows items and redraws them when they change.
@MainActor
protocol BarItemHost: AnyObject {
    func barItemDidChange(_ item: UIBarItem)
}

@MainActor
struct WeakBarItemHost {
    weak var host: BarItemHost?
}
