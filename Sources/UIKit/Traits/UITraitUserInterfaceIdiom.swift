/// The device family trait (`UITraitCollection.userInterfaceIdiom`).
public struct UITraitUserInterfaceIdiom: UITraitDefinition, SystemTrait {
    /// Unspecified.
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
    /// The trait's identifier, as UIKit names it.
    public static let identifier = "UITraitUserInterfaceIdiom"
    /// The trait's name.
    public static let name = "UserInterfaceIdiom"
    /// Whether the trait changes how dynamic colours resolve.
    public static let affectsColorAppearance = false
    static var storageKey: WritableKeyPath<TraitStorage, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}
