/// The state of a table or collection view cell for its configurations: a view's state (traits,
/// selected, highlighted, focused, disabled) plus the cell's own (editing, expanded, swiped, reordering,
/// drag and drop).
///
/// A cell makes one from its current state in `configurationState` and hands it to its content and
/// background configurations' `updated(for:)` and to `configurationUpdateHandler`.
public struct UICellConfigurationState: Hashable {
    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (a finger is down on it).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the cell's list is in editing mode.
    public var isEditing = false
    /// Whether the cell is expanded (an outline item showing its children).
    public var isExpanded = false
    /// Whether the cell is swiped open, showing its swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered by the user.
    public var isReordering = false
    /// Where the cell is in a drag.
    public var cellDragState: UICellConfigurationDragState = .none
    /// Where the cell is in a drop.
    public var cellDropState: UICellConfigurationDropState = .none

    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Makes a state for a trait collection, with every flag off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// A custom state value stored under an app's key (nil when unset).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    /// The view part of this state (traits, selected, highlighted, focused, disabled, custom states).
    var viewState: UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isDisabled = isDisabled
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isFocused = isFocused
        state.customStates = customStates
        return state
    }
}

extension UICellConfigurationState: UIConfigurationState {}
