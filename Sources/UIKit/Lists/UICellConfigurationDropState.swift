/// Where a cell is in a drop: not a target, a target that something would drop into, or not a target
/// while a drop goes elsewhere.
public enum UICellConfigurationDropState: Int, Hashable, Sendable {
    /// No drop is in progress over the cell.
    case none
    /// The cell is not the target of a drop in progress.
    case notTargeted
    /// The cell is the target: the dragged items would drop into it.
    case targeted
}
