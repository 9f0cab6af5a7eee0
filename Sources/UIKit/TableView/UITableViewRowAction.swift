import Foundation

/// An action shown when the user swipes a table row from its trailing edge, given by the delegate's
/// `tableView(_:editActionsForRowAt:)`: a title on a coloured button and a handler called with the action
/// and the row's index path.
///
/// Deprecated since iOS 13 in favour of `UIContextualAction` and `UISwipeActionsConfiguration`, and
/// still shipped, so code written for earlier iOS compiles and swipes as it did. Where Tessera differs:
/// neither this class nor `tableView(_:editActionsForRowAt:)` is marked deprecated, because the table
/// itself calls the delegate method and the build stays free of warnings. As on iOS, a delegate's
/// `trailingSwipeActionsConfigurationForRowAt` wins when it gives a configuration; the row stays open
/// after the handler runs (the handler closes it, usually with `setEditing(false, animated:)`).
/// Where Tessera differs: the class does not adopt `NSCopying` (its `copy(with:)` would be called off the
/// main actor, where an action's state may not be read).
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// How the action's button looks.
    public enum Style: Int, Sendable {
        /// Red, as a destructive action (the same as `destructive`).
        case `default` = 0
        /// A gray button.
        case normal = 1
        /// Red: the action removes something.
        public static let destructive = Style.default
    }

    /// The button's style, fixed when the action is made.
    open private(set) var style: Style = .default
    /// The button's title.
    open var title: String?
    /// The button's colour (nil: red for `default`, gray for `normal`).
    open var backgroundColor: UIColor?
    /// The effect behind the button (kept; Tessera draws the background colour).
    open var backgroundEffect: UIVisualEffect?
    /// What the action does: called with the action and the swiped row's index path.
    let handler: @MainActor (UITableViewRowAction, IndexPath) -> Void

    /// Creates an action with a style, a title and a handler.
    public init(style: Style, title: String?, handler: @escaping @MainActor (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// The colour the button is drawn in.
    var shownBackgroundColor: UIColor {
        backgroundColor ?? (style == .normal ? .systemGray : .systemRed)
    }
}
