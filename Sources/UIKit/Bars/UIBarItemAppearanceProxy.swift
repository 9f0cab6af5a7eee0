/// Records appearance values for bar items: `UIBarButtonItem.appearance().tintColor = .red`, or
/// `UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).setTitleTextAttributes(…)`.
///
/// Where Tessera differs: as for views, the proxy is a value of this type, not an instance of the item
/// class, and getters return what the proxy recorded (nil when nothing). Only the properties UIKit marks
/// `UI_APPEARANCE_SELECTOR` are offered, so setting another one is a compile-time error. An item's
/// containers are the bar that shows it and that bar's containers (superviews and view controllers).
@MainActor
public struct UIBarItemAppearanceProxy<Item: UIBarItem> {
    let selector: BarItemAppearanceRegistry.Selector

    func record(_ value: Any?, _ key: BarItemAppearanceKey) {
        BarItemAppearanceRegistry.shared.record(value, for: key, selector: selector)
    }

    func recorded<Value>(_ key: BarItemAppearanceKey) -> Value? {
        BarItemAppearanceRegistry.shared.value(for: key, selector: selector) as? Value
    }

    /// Sets the title text attributes of the items for a state.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        record(attributes, .titleTextAttributes(state))
    }

    /// The title text attributes this proxy recorded for a state.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        recorded(.titleTextAttributes(state))
    }

    /// Removes every value this proxy recorded (a Tessera addition).
    public func removeAllAppearanceValues() {
        BarItemAppearanceRegistry.shared.removeRule(selector)
    }
}

extension UIBarItemAppearanceProxy where Item: UIBarButtonItem {
    /// The items' tint colour (an appearance property of bar button items in UIKit's headers too); the
    /// items read it back from `tintColor` once a bar showing them has applied the rules.
    public var tintColor: UIColor? {
        get { recorded(.tintColor) }
        nonmutating set { record(newValue, .tintColor) }
    }

    /// Sets the background image for a state and bar metrics, for items of any style.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        record(image, .backgroundImage(state, -1, barMetrics))
    }

    /// Sets the background image for a state, an item style and bar metrics.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics) {
        record(image, .backgroundImage(state, style.rawValue, barMetrics))
    }

    /// The background image recorded for a state and bar metrics (any style).
    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        recorded(.backgroundImage(state, -1, barMetrics))
    }

    /// The background image recorded for a state, style and bar metrics.
    public func backgroundImage(for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics) -> UIImage? {
        recorded(.backgroundImage(state, style.rawValue, barMetrics))
    }

    /// Sets how far the background moves up or down, for bar metrics.
    public func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        record(adjustment, .backgroundVerticalPositionAdjustment(barMetrics))
    }

    /// Sets how far the title moves, for bar metrics.
    public func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        record(adjustment, .titlePositionAdjustment(barMetrics))
    }

    /// Sets the back button's background image for a state and bar metrics.
    public func setBackButtonBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        record(image, .backButtonBackgroundImage(state, barMetrics))
    }

    /// Sets how far the back button's title moves, for bar metrics.
    public func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        record(adjustment, .backButtonTitlePositionAdjustment(barMetrics))
    }

    /// Sets how far the back button's background moves up or down, for bar metrics.
    public func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        record(adjustment, .backButtonBackgroundVerticalPositionAdjustment(barMetrics))
    }
}

extension UIBarItem: UIAppearance {}

extension UIAppearance where Self: UIBarItem {
    /// The proxy for every item of this class (and its subclasses).
    public static func appearance() -> UIBarItemAppearanceProxy<Self> {
        UIBarItemAppearanceProxy(selector: .init(itemClass: Self.self, containers: [], traits: nil))
    }

    /// The proxy for items shown inside instances of the given containers, innermost first: the bar
    /// showing the item, the bar's superviews and view controllers.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIBarItemAppearanceProxy<Self> {
        UIBarItemAppearanceProxy(selector: .init(itemClass: Self.self, containers: containerTypes, traits: nil))
    }

    /// The proxy for items in bars whose trait collection contains every trait in `trait`.
    public static func appearance(for trait: UITraitCollection) -> UIBarItemAppearanceProxy<Self> {
        UIBarItemAppearanceProxy(selector: .init(itemClass: Self.self, containers: [], traits: trait))
    }

    /// The proxy for items with the given traits inside instances of the given containers.
    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIBarItemAppearanceProxy<Self> {
        UIBarItemAppearanceProxy(selector: .init(itemClass: Self.self, containers: containerTypes, traits: trait))
    }
}
