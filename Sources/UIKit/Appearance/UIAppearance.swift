/// A class whose instances take appearance values from proxies: every view class.
///
/// Where Tessera differs: the proxies are pure Swift values of type `UIAppearanceProxy<Self>` rather
/// than instances of `Self`, since Swift has no message forwarding. Property syntax and the axis setters
/// are written exactly as on iOS (`UISwitch.appearance().onTintColor = .red`).
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

extension UIView: UIAppearance {}

extension UIAppearance where Self: UIView {
    /// The proxy for every instance of this class (and its subclasses).
    public static func appearance() -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(selector: AppearanceSelector(viewClass: Self.self, containers: [], traits: nil))
    }

    /// The proxy for instances inside instances of the given containers, innermost first. The containers
    /// need not be direct parents; view controllers count when their view is an ancestor.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(selector: AppearanceSelector(viewClass: Self.self, containers: containerTypes, traits: nil))
    }

    /// The proxy for instances whose trait collection contains every trait specified in `trait`.
    public static func appearance(for trait: UITraitCollection) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(selector: AppearanceSelector(viewClass: Self.self, containers: [], traits: trait))
    }

    /// The proxy for instances with the given traits inside instances of the given containers.
    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(selector: AppearanceSelector(viewClass: Self.self, containers: containerTypes, traits: trait))
    }
}
