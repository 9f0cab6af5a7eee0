extension UITableView {
    /// How a table looks: rows edge to edge with floating headers (`plain`), sections set apart on a grey
    /// background (`grouped`), or sections as rounded cards inset from the edges (`insetGrouped`).
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers float at the top while their section scrolls under them.
        case plain
        /// Sections separated by space on the grouped background; headers scroll with the content.
        case grouped
        /// Grouped sections drawn as cards with rounded corners, inset from the table's edges.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` leave a row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row (none if it is already fully visible).
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// How inserted, deleted and reloaded rows and sections come and go.
    public enum RowAnimation: Int, Sendable {
        /// Fades in or out.
        case fade
        /// Slides in from the right, or out to the right.
        case right
        /// Slides in from the left, or out to the left.
        case left
        /// Slides in from above, or out upwards behind the row above.
        case top
        /// Slides in from below, or out downwards.
        case bottom
        /// No animation: the change shows at once (the other rows still move into place).
        case none
        /// Grows from, or shrinks to, its middle.
        case middle
        /// The table chooses (a fade, as iOS does for most updates).
        case automatic = 100
    }

    /// What a cell's `separatorInset` is measured from.
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges.
        case fromCellEdges
        /// From the table's automatic insets: a zero inset means the default one.
        case fromAutomaticInsets
    }

    /// A height or estimate that asks the table to work it out (self-sizing rows and headers). A
    /// negative sentinel, as in UIKit.
    public static let automaticDimension: CGFloat = -1

    /// A section index title that shows the search magnifier (`UITableView.indexSearch`).
    public static let indexSearch: String = "{search}"
}
