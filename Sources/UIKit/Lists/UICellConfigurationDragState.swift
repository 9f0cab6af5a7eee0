/// Where a cell is in a drag: not dragged, lifting (the finger has just picked it up), or being dragged.
public enum UICellConfigurationDragState: Int, Hashable, Sendable {
    /// The cell is not part of a drag.
    case none
    /// The cell is lifting: the drag has begun and the cell's preview is being made.
    case lifting
    /// The cell is being dragged.
    case dragging
}
