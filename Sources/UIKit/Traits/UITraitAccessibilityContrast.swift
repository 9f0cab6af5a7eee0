/// The normal or increased contrast trait (`UITraitCollection.accessibilityContrast`).
public struct UITraitAccessibilityContrast: UITraitDefinition, SystemTrait {
    /// Unspecified.
    public static let defaultValue: UIAccessibilityContrast = .unspecified
    /// The trait's identifier, as UIKit names it.
    public static let identifier = "UITraitAccessibilityContrast"
    /// The trait's name.
    public static let name = "AccessibilityContrast"
    /// Whether the trait changes how dynamic colours resolve.
    public static let affectsColorAppearance = true
    static var storageKey: WritableKeyPath<TraitStorage, UIAccessibilityContrast> { \.accessibilityContrast }
}
