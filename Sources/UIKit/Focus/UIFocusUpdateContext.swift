import Foundation

/// What a focus update does: the item focused before, the one focused next and the direction.
@MainActor
open class UIFocusUpdateContext: NSObject {
    private weak var previous: AnyObject?
    private weak var next: AnyObject?
    /// The item focused before the update (nil: none, or it is gone).
    open var previouslyFocusedItem: (any UIFocusItem)? { previous as? any UIFocusItem }
    /// The item focused after the update (nil: focus leaves the window).
    open var nextFocusedItem: (any UIFocusItem)? { next as? any UIFocusItem }
    /// The view focused before, when the item is a view.
    open var previouslyFocusedView: UIView? { previous as? UIView }
    /// The view focused next, when the item is a view.
    open var nextFocusedView: UIView? { next as? UIView }
    /// The direction of the move (empty when the app asked for the update).
    public let focusHeading: UIFocusHeading

    /// A context for a move from `previous` to `next`. A Tessera addition: iOS makes contexts itself.
    package init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        self.previous = previous
        self.next = next
        self.focusHeading = heading
        super.init()
    }
}
