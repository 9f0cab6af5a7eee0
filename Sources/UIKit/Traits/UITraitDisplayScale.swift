/// The points-to-pixels scale trait (`UITraitCollection.displayScale`).
public struct UITraitDisplayScale: UITraitDefinition, SystemTrait {
    /// Zero: unspecified.
    public static let defaultValue: CGFloat = 0
    /// The trait's identifier, as UIKit names it.
    public static let identifier = "UITraitDisplayScale"
    /// The trait's name.
    public static let name = "DisplayScale"
    /// Whether the trait changes how dynamic colours resolve.
    public static let affectsColorAppearance = false
    static var storageKey: WritableKeyPath<TraitStorage, CGFloat> { \.displayScale }
}
