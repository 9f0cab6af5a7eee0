/// The layout direction trait (`UITraitCollection.layoutDirection`).
public struct UITraitLayoutDirection: UITraitDefinition, SystemTrait {
    /// Unspecified.
    public static let defaultValue: UITraitEnvironmentLayoutDirection = .unspecified
    /// The trait's identifier, as UIKit names it.
    public static let identifier = "UITraitLayoutDirection"
    /// The trait's name.
    public static let name = "LayoutDirection"
    /// Whether the trait changes how dynamic colours resolve.
    public static let affectsColorAppearance = false
    static var storageKey: WritableKeyPath<TraitStorage, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}
