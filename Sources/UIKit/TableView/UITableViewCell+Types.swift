extension UITableViewCell {
    /// The classic layouts of a cell's built-in labels and image.
    public enum CellStyle: Int, Sendable {
        /// An image and one label (`textLabel`); no `detailTextLabel`.
        case `default`
        /// A label on the leading side and a grey detail on the trailing side (Settings' rows).
        case value1
        /// A small tinted label in a fixed column, and the detail beside it (Contacts' detail rows).
        case value2
        /// A label with a smaller detail line under it.
        case subtitle
    }

    /// How a selected or highlighted cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none
        /// The grey selection (iOS 7 and later draw `.blue` grey too).
        case blue
        /// The grey selection.
        case gray
        /// The grey selection (`.systemGray4`, as iOS 13 and later).
        case `default`
    }

    /// The standard accessories on a cell's trailing side.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron: selecting the row shows more.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint colour.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// The control a row shows while the table edits.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A red minus that reveals the delete button.
        case delete
        /// A green plus that commits an insertion.
        case insert
    }

    /// How separators are drawn.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline.
        case singleLine
        /// A hairline (the etched style is gone since iOS 7; drawn as `.singleLine`).
        case singleLineEtched
    }

    /// How a focused cell looks.
    public enum FocusStyle: Int, Sendable {
        /// The system's focus look.
        case `default`
        /// The cell draws its own focus look.
        case custom
    }

    /// Where a cell is in a drag.
    public enum DragState: Int, Sendable {
        /// Not dragged.
        case none
        /// Lifting, at the start of a drag.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// The editing states a cell transitions between (`willTransition(to:)`).
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The cell shows its editing control (the table edits).
        public static let showingEditControl = StateMask(rawValue: 1)
        /// The cell shows its delete confirmation.
        public static let showingDeleteConfirmation = StateMask(rawValue: 2)
    }
}
