/// The light or dark appearance trait (`UITraitCollection.userInterfaceStyle`).
public struct UITraitUserInterfaceStyle: UITraitDefinition, SystemTrait {
    /// Unspecified.
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    /// The trait's identifier, as UIKit names it.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// The trait's name.
    public static let name = "UserInterfaceStyle"
    /// Whether the trait changes how dynamic colours resolve.
    public static let affectsColorAppearance = true
    static var storageKey: WritableKeyPath<TraitStorage, UIUserInterfaceStyle> { \.userInterfaceStyle }
}
