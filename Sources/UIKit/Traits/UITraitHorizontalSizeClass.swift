/// The width's size class trait (`UITraitCollection.horizontalSizeClass`).
public struct UITraitHorizontalSizeClass: UITraitDefinition, SystemTrait {
    /// Unspecified.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    /// The trait's identifier, as UIKit names it.
    public static let identifier = "UITraitHorizontalSizeClass"
    /// The trait's name.
    public static let name = "HorizontalSizeClass"
    /// Whether the trait changes how dynamic colours resolve.
    public static let affectsColorAppearance = false
    static var storageKey: WritableKeyPath<TraitStorage, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}
