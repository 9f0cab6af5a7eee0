/// The height's size class trait (`UITraitCollection.verticalSizeClass`).
public struct UITraitVerticalSizeClass: UITraitDefinition, SystemTrait {
    /// Unspecified.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    /// The trait's identifier, as UIKit names it.
    public static let identifier = "UITraitVerticalSizeClass"
    /// The trait's name.
    public static let name = "VerticalSizeClass"
    /// Whether the trait changes how dynamic colours resolve.
    public static let affectsColorAppearance = false
    static var storageKey: WritableKeyPath<TraitStorage, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}
