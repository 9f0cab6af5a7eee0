/// The actions a row shows when swiped from one edge: leading (swiped right in left-to-right layouts) or
/// trailing. The first action is nearest the edge and, with `performsFirstActionWithFullSwipe`, runs
/// when the row is swiped all the way across.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, nearest the edge first.
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way across runs the first action (true by default).
    open var performsFirstActionWithFullSwipe = true

    /// Makes a configuration from actions, nearest the edge first (an empty list shows no actions).
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
