/// The Dynamic Type text size trait (`UITraitCollection.preferredContentSizeCategory`).
public struct UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTrait {
    /// Unspecified.
    public static let defaultValue: UIContentSizeCategory = .unspecified
    /// The trait's identifier, as UIKit names it.
    public static let identifier = "UITraitPreferredContentSizeCategory"
    /// The trait's name.
    public static let name = "PreferredContentSizeCategory"
    /// Whether the trait changes how dynamic colours resolve.
    public static let affectsColorAppearance = false
    static var storageKey: WritableKeyPath<TraitStorage, UIContentSizeCategory> { \.preferredContentSizeCategory }
}
