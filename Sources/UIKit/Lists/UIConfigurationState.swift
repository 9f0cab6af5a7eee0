/// The state a view is in, handed to a configuration's `updated(for:)` so it can return the look for
/// that state (a selected cell's background, a highlighted cell's text colour).
///
/// UIKit's two states are `UIViewConfigurationState` and `UICellConfigurationState`; your own can
/// conform too.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// Makes a state for a trait collection, with every flag off.
    init(traitCollection: UITraitCollection)
    /// The traits of the view whose state this is (light or dark, size classes, content size).
    var traitCollection: UITraitCollection { get set }
    /// A custom state value your app stores under its own key (nil when unset).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
