/// The base or elevated level trait (`UITraitCollection.userInterfaceLevel`).
public struct UITraitUserInterfaceLevel: UITraitDefinition, SystemTrait {
    /// Unspecified.
    public static let defaultValue: UIUserInterfaceLevel = .unspecified
    /// The trait's identifier, as UIKit names it.
    public static let identifier = "UITraitUserInterfaceLevel"
    /// The trait's name.
    public static let name = "UserInterfaceLevel"
    /// Whether the trait changes how dynamic colours resolve.
    public static let affectsColorAppearance = true
    static var storageKey: WritableKeyPath<TraitStorage, UIUserInterfaceLevel> { \.userInterfaceLevel }
}
