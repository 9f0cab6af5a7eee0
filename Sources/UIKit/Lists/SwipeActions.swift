/// One action revealed by swiping a row: what the button shows and what it does. Tables build these
/// from their delegate's `UISwipeActionsConfiguration`s (or the default Delete action), list
/// collection views from their layout's swipe actions providers.
struct SwipeAction {
    var title: String?
    var image: UIImage?
    var backgroundColor: UIColor
    var isDestructive: Bool
    /// Whether the row closes once the action has run (false for iOS 8's row actions, whose handler
    /// closes it by ending editing).
    var closesRow = true
    /// Runs the action; it calls the completion with whether it was performed.
    var perform: @MainActor (@escaping @MainActor (Bool) -> Void) -> Void

    /// The actions of a configuration; `source` is the view the handlers receive (the swiped cell).
    @MainActor
    static func actions(of configuration: UISwipeActionsConfiguration, source: @escaping @MainActor () -> UIView?) -> [SwipeAction] {
        configuration.actions.map { action in
            SwipeAction(title: action.title, image: action.image, backgroundColor: action.backgroundColor ?? .systemGray,
                        isDestructive: action.style == .destructive) { done in
                guard let view = source() else { return done(false) }
                action.handler(action, view, { performed in done(performed) })
            }
        }
    }
}

/// A row swiped open: its actions, how far it is open, the buttons behind it, and the geometry every
/// swiping view shares (how a drag moves the row, where a release leaves it, where the buttons go).
/// The view that owns it (a table or a list collection view) finds the cell and its row frame.
@MainActor
final class SwipeActions {
    var indexPath: IndexPath
    weak var cell: UIView?
    /// Whether these are the leading actions (revealed by dragging towards the trailing edge).
    let leading: Bool
    /// Whether the buttons are at the cell's left (leading actions left to right, trailing actions
    /// right to left); the content then moves right.
    let revealsOnLeft: Bool
    let actions: [SwipeAction]
    let performsFirstActionWithFullSwipe: Bool
    let container = UIView()
    var buttons: [SwipeActionButton] = []
    /// How far the cell is moved (positive: to the right, the buttons at the left).
    var offset: CGFloat = 0
    var dragStart: CGFloat = 0
    /// The content offset when the row opened (scrolling the owner closes it).
    var scrollOffset: CGFloat = 0
    var performing = false

    init(indexPath: IndexPath, cell: UIView, leading: Bool, rightToLeft: Bool = false, actions: [SwipeAction], fullSwipe: Bool,
         onTap: @escaping @MainActor (Int) -> Void) {
        self.indexPath = indexPath
        self.cell = cell
        self.leading = leading
        self.revealsOnLeft = leading != rightToLeft
        self.actions = actions
        self.performsFirstActionWithFullSwipe = fullSwipe
        container.clipsToBounds = true
        for (index, action) in actions.enumerated() {
            let button = SwipeActionButton(action: action, index: index)
            button.onTap = onTap
            buttons.append(button)
            container.addSubview(button)
        }
    }

    /// How wide the open buttons are together.
    var openWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }

    /// Follows a drag that has moved `translation` points sideways in a row `width` wide: the row
    /// only moves towards its actions' side, and past the buttons it resists (unless a full swipe
    /// can perform the first action).
    func drag(by translation: CGFloat, width: CGFloat) {
        var offset = dragStart + translation
        offset = revealsOnLeft ? max(0, offset) : min(0, offset)
        let open = openWidth
        if abs(offset) > open && !performsFirstActionWithFullSwipe {
            let excess = abs(offset) - open
            offset = (open + excess * 0.3) * (offset < 0 ? -1 : 1)
        }
        self.offset = max(-width, min(width, offset))
    }

    /// What a lifted finger does with the row.
    enum Release: Equatable {
        /// Perform the first action (the row slides all the way across first).
        case performFirstAction
        /// Rest open, showing the buttons, at this offset.
        case open(CGFloat)
        /// Close.
        case close
    }

    /// Where the row goes when the drag ends with sideways `velocity` in a row `width` wide: past 60 %
    /// of the width a full swipe performs the first action; past half the buttons (or flicked
    /// towards them) it rests open; otherwise it closes.
    func release(velocity: CGFloat, width: CGFloat) -> Release {
        let distance = abs(offset)
        if performsFirstActionWithFullSwipe, distance > width * 0.6 { return .performFirstAction }
        if distance > openWidth / 2 || (revealsOnLeft ? velocity > 300 : velocity < -300) && distance > 10 {
            return .open(revealsOnLeft ? openWidth : -openWidth)
        }
        return .close
    }

    /// Places the cell's content and the buttons for the current offset, in a row of `size`: the
    /// cell stays in its row, its bounds' origin moves against the offset so its content slides
    /// (clipped to the cell), and the buttons fill the space it uncovers. Each button's share of the
    /// revealed width follows its natural width; past the buttons the first one takes the extra.
    func place(cell: UIView, rowSize size: CGSize) {
        if cell.bounds.origin.x != -offset { cell.bounds.origin.x = -offset }
        cell.clipsToBounds = true
        let revealed = abs(offset)
        container.frame = revealsOnLeft
            ? CGRect(x: -revealed, y: 0, width: revealed, height: size.height)
            : CGRect(x: size.width, y: 0, width: revealed, height: size.height)
        let open = max(1, openWidth)
        let full = performsFirstActionWithFullSwipe && revealed > open && !buttons.isEmpty
        var x: CGFloat = 0
        for (index, button) in buttons.enumerated() {
            var width = button.naturalWidth * min(1, revealed / open)
            if full && index == 0 { width += revealed - open }
            let originX = revealsOnLeft ? x : revealed - x - width
            button.frame = CGRect(x: originX, y: 0, width: width, height: size.height)
            x += width
        }
    }

    /// The closed geometry, set inside the closing animation: content back in place, no buttons.
    func placeClosed(cell: UIView, rowSize size: CGSize) {
        cell.bounds.origin.x = 0
        container.frame = revealsOnLeft ? CGRect(x: 0, y: 0, width: 0, height: size.height)
                                  : CGRect(x: size.width, y: 0, width: 0, height: size.height)
        for button in buttons { button.frame = CGRect(x: 0, y: 0, width: 0, height: size.height) }
    }
}
