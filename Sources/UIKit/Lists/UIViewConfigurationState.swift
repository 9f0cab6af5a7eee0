/// The state of a view for its configurations: traits plus selected, highlighted, focused and disabled,
/// and any custom states the app adds.
public struct UIViewConfigurationState: Hashable {
    /// The view's traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled (drawn dimmed, not interactive).
    public var isDisabled = false
    /// Whether the view is highlighted (a finger is down on it).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the keyboard or remote focus.
    public var isFocused = false

    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Makes a state for a trait collection, with every flag off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// A custom state value stored under an app's key (nil when unset).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

extension UIViewConfigurationState: UIConfigurationState {}
