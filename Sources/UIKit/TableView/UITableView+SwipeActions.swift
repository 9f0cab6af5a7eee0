/// One action revealed by swiping a row: what the button shows and what it does. The table builds
/// these from the delegate's `UISwipeActionsConfiguration`s (or its default Delete action).
struct TableSwipeAction {
    var title: String?
    var image: UIImage?
    var backgroundColor: UIColor
    var isDestructive: Bool
    /// Runs the action; it calls the completion with whether it was performed.
    var perform: @MainActor (@escaping @MainActor (Bool) -> Void) -> Void
}

/// A row swiped open: its actions, how far it is open, and the buttons behind it.
@MainActor
final class TableSwipe {
    var indexPath: IndexPath
    weak var cell: UITableViewCell?
    let leading: Bool
    let actions: [TableSwipeAction]
    let performsFirstActionWithFullSwipe: Bool
    let container = UIView()
    var buttons: [TableSwipeActionButton] = []
    /// How far the cell is moved (positive: to the right, leading actions).
    var offset: CGFloat = 0
    var dragStart: CGFloat = 0
    /// The content offset when the row opened (scrolling the table closes it).
    var scrollOffset: CGFloat = 0
    var performing = false

    init(indexPath: IndexPath, cell: UITableViewCell, leading: Bool, actions: [TableSwipeAction], fullSwipe: Bool) {
        self.indexPath = indexPath
        self.cell = cell
        self.leading = leading
        self.actions = actions
        self.performsFirstActionWithFullSwipe = fullSwipe
        container.clipsToBounds = true
        for (index, action) in actions.enumerated() {
            let button = TableSwipeActionButton(action: action, index: index)
            buttons.append(button)
            container.addSubview(button)
        }
    }

    /// How wide the open buttons are together.
    var openWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }
}

/// A swipe action's button: its colour, with its title (and image) in white.
@MainActor
final class TableSwipeActionButton: UIControl {
    let action: TableSwipeAction
    let index: Int
    let label = UILabel()
    let imageView = UIImageView()

    init(action: TableSwipeAction, index: Int) {
        self.action = action
        self.index = index
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        label.text = action.title
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
        if let image = action.image {
            imageView.image = image
            imageView.tintColor = .white
            addSubview(imageView)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The button's width when open: its title plus 15 points each side, at least 74 (iOS 17).
    var naturalWidth: CGFloat {
        let titleWidth = label.sizeThatFits(CGSize(width: 400, height: 100)).width
        let imageWidth = action.image?.size.width ?? 0
        return max(74, max(titleWidth, imageWidth) + 30).rounded(.up)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let labelSize = label.sizeThatFits(CGSize(width: 400, height: 100))
        let imageSize = action.image?.size ?? .zero
        let gap: CGFloat = imageSize.height > 0 && labelSize.height > 0 && action.title != nil ? 4 : 0
        let total = imageSize.height + gap + (action.title == nil ? 0 : labelSize.height)
        var y = ((bounds.height - total) / 2).rounded()
        // The content stays by the cell's edge while the button widens.
        let contentWidth = max(labelSize.width, imageSize.width)
        let centerX = bounds.width - naturalWidth / 2
        let x = min(max(0, centerX - contentWidth / 2), max(0, bounds.width - contentWidth))
        if imageSize.height > 0 {
            imageView.frame = CGRect(x: x + (contentWidth - imageSize.width) / 2, y: y, width: imageSize.width, height: imageSize.height)
            y += imageSize.height + gap
        }
        label.frame = CGRect(x: x + (contentWidth - labelSize.width) / 2, y: y, width: labelSize.width, height: labelSize.height)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        var view = superview
        while let current = view, !(current is UITableView) { view = current.superview }
        (view as? UITableView)?.performSwipeAction(index)
    }
}

/// Swipe actions: dragging a row sideways reveals its actions; a full swipe performs the first; a tap
/// on an action runs it; a tap elsewhere or a scroll closes them.
extension UITableView {
    func installSwipeRecognizer() {
        swipePan.addTarget(self, action: UITableView.handleSwipePan)
        addGestureRecognizer(swipePan)
    }

    /// The swipe pan begins for a mostly horizontal drag on a row that has actions that way.
    func swipeShouldBegin() -> Bool {
        let t = swipePan.translation(in: self)
        guard abs(t.x) > abs(t.y), reorder == nil else { return false }
        let start = CGPoint(x: swipePan.location(in: self).x - t.x, y: swipePan.location(in: self).y - t.y)
        if let swipe, indexPathForRow(at: start) == swipe.indexPath { return true }
        guard let indexPath = indexPathForRow(at: start), visibleCellMap[indexPath] != nil else { return false }
        if editingFlag && !allowsSwipeWhileEditing { return false }
        return !swipeActions(for: indexPath, leading: t.x > 0).actions.isEmpty
    }

    /// Whether rows can be swiped while the table edits (no: the editing controls take their place).
    var allowsSwipeWhileEditing: Bool { false }

    /// The actions for swiping the row from the leading or trailing edge: the delegate's, or Delete
    /// when the data source commits deletions and the row's editing style is `.delete`.
    func swipeActions(for indexPath: IndexPath, leading: Bool) -> (actions: [TableSwipeAction], fullSwipe: Bool) {
        if let configured = configuredSwipeActions(for: indexPath, leading: leading) { return configured }
        guard !leading, canEdit(indexPath) else { return ([], false) }
        let style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        guard style == .delete, dataSourceCommitsEdits() else { return ([], false) }
        return ([defaultDeleteAction(for: indexPath)], true)
    }

    /// The Delete action UIKit offers when the data source commits deletions.
    func defaultDeleteAction(for indexPath: IndexPath) -> TableSwipeAction {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return TableSwipeAction(title: title, image: nil, backgroundColor: .systemRed, isDestructive: true) { [weak self] done in
            guard let self, let swipe = self.swipe else { return done(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: swipe.indexPath)
            done(true)
        }
    }

    func handleSwipePan(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: self)
        switch pan.state {
        case .began:
            let location = pan.location(in: self)
            let start = CGPoint(x: location.x - t.x, y: location.y - t.y)
            if let swipe, indexPathForRow(at: start) == swipe.indexPath {
                swipe.dragStart = swipe.offset
                return
            }
            cancelSwipe(animated: true)
            guard let indexPath = indexPathForRow(at: start) else { return }
            openSwipe(at: indexPath, leading: t.x > 0)
            swipe?.dragStart = 0
        case .changed:
            guard let swipe, !swipe.performing else { return }
            var offset = swipe.dragStart + t.x
            offset = swipe.leading ? max(0, offset) : min(0, offset)
            let open = swipe.openWidth
            let width = bounds.width
            if abs(offset) > open && !swipe.performsFirstActionWithFullSwipe {
                // Past the buttons without a full swipe: resistance.
                let excess = abs(offset) - open
                offset = (open + excess * 0.3) * (offset < 0 ? -1 : 1)
            }
            offset = max(-width, min(width, offset))
            swipe.offset = offset
            layoutSwipe()
        case .ended, .cancelled, .failed:
            guard let swipe, !swipe.performing else { return }
            let v = pan.state == .ended ? pan.velocity(in: self).x : 0
            let distance = abs(swipe.offset)
            if swipe.performsFirstActionWithFullSwipe, distance > bounds.width * 0.6 {
                performSwipeAction(0, full: true)
            } else if distance > swipe.openWidth / 2 || (swipe.leading ? v > 300 : v < -300) && distance > 10 {
                animateSwipe(to: swipe.leading ? swipe.openWidth : -swipe.openWidth)
            } else {
                cancelSwipe(animated: true)
            }
        default:
            break
        }
    }

    /// Opens swipe actions for the row: tells the delegate and puts the buttons behind the cell.
    func openSwipe(at indexPath: IndexPath, leading: Bool) {
        guard let cell = visibleCellMap[indexPath] else { return }
        let (actions, fullSwipe) = swipeActions(for: indexPath, leading: leading)
        guard !actions.isEmpty else { return }
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        let swipe = TableSwipe(indexPath: indexPath, cell: cell, leading: leading, actions: actions, fullSwipe: fullSwipe)
        swipe.scrollOffset = bounds.minY
        cell.addSubview(swipe.container)
        self.swipe = swipe
        cell.showingDeleteConfirmation = true
        cell.willTransition(to: editingFlag ? [.showingEditControl, .showingDeleteConfirmation] : .showingDeleteConfirmation)
        layoutSwipe()
    }

    /// Shows the delete button of a row whose minus was tapped while editing.
    func revealDeleteConfirmation(at indexPath: IndexPath) {
        guard swipe?.indexPath != indexPath else {
            cancelSwipe(animated: true)
            return
        }
        cancelSwipe(animated: false)
        guard let cell = visibleCellMap[indexPath] else { return }
        var actions = swipeActions(for: indexPath, leading: false).actions
        if actions.isEmpty { actions = [defaultDeleteAction(for: indexPath)] }
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        let swipe = TableSwipe(indexPath: indexPath, cell: cell, leading: false, actions: actions, fullSwipe: false)
        swipe.scrollOffset = bounds.minY
        cell.addSubview(swipe.container)
        self.swipe = swipe
        cell.showingDeleteConfirmation = true
        layoutSwipe()
        animateSwipe(to: -swipe.openWidth)
    }

    func animateSwipe(to offset: CGFloat, completion: (() -> Void)? = nil) {
        guard let swipe else { return }
        UIView.animate(withDuration: 0.3, animations: {
            swipe.offset = offset
            self.layoutSwipe()
        }, completion: { _ in completion?() })
    }

    /// Places the swiped cell and its buttons; closes the actions when the table scrolled.
    func layoutSwipe() {
        guard let swipe else { return }
        guard let cell = swipe.cell, visibleCellMap[swipe.indexPath] === cell else {
            cancelSwipe(animated: false)
            return
        }
        if abs(bounds.minY - swipe.scrollOffset) > 0.5, swipePan.state != .changed, !swipe.performing {
            cancelSwipe(animated: true)
            return
        }
        // The cell stays in its row; its content slides by the offset (its bounds' origin moves the
        // other way), clipped to the cell, and the buttons fill the space it uncovers.
        let row = rowFrame(model.rowSpan(swipe.indexPath))
        cell.swipeOffset = swipe.offset
        if cell.frame != row { cell.frame = row }
        cell.bounds.origin.x = -swipe.offset
        cell.clipsToBounds = true
        let revealed = abs(swipe.offset)
        swipe.container.frame = swipe.leading
            ? CGRect(x: -revealed, y: 0, width: revealed, height: row.height)
            : CGRect(x: row.width, y: 0, width: revealed, height: row.height)
        let open = max(1, swipe.openWidth)
        let full = swipe.performsFirstActionWithFullSwipe && revealed > open && swipe.buttons.count > 0
        // The first action sits by the row's edge; each button's share of the revealed width follows
        // its natural width, and past the buttons the first one takes the extra.
        var x: CGFloat = 0
        for (index, button) in swipe.buttons.enumerated() {
            var width = button.naturalWidth * min(1, revealed / open)
            if full && index == 0 { width += revealed - open }
            let originX = swipe.leading ? x : revealed - x - width
            button.frame = CGRect(x: originX, y: 0, width: width, height: row.height)
            x += width
        }
    }

    /// Runs the action at `index`; the row closes when it reports back.
    func performSwipeAction(_ index: Int, full: Bool = false) {
        guard let swipe, index >= 0, index < swipe.actions.count else { return }
        swipe.performing = true
        let action = swipe.actions[index]
        let run = { [weak self] in
            action.perform { [weak self] performed in
                guard let self, self.swipe === swipe else { return }
                swipe.performing = false
                self.cancelSwipe(animated: true)
                _ = performed
            }
        }
        if full {
            animateSwipe(to: swipe.leading ? bounds.width : -bounds.width) { run() }
        } else {
            run()
        }
    }

    /// Closes the open swipe actions.
    func cancelSwipe(animated: Bool) {
        guard let swipe else { return }
        self.swipe = nil
        let finish = { [weak self] in
            swipe.container.removeFromSuperview()
            guard let self else { return }
            var path: IndexPath?
            if let cell = swipe.cell {
                cell.swipeOffset = 0
                cell.showingDeleteConfirmation = false
                cell.didTransition(to: self.editingFlag ? .showingEditControl : [])
                path = self.indexPath(for: cell)
                cell.bounds.origin.x = 0
                if let path {
                    cell.frame = self.rowFrame(self.model.rowSpan(path))
                    cell.clipsToBounds = self.style == .insetGrouped
                }
                cell.setNeedsUpdateConfiguration()
            }
            self.tableDelegate?.tableView(self, didEndEditingRowAt: path)
        }
        guard animated, let cell = swipe.cell, let path = indexPath(for: cell) else {
            finish()
            return
        }
        let row = rowFrame(model.rowSpan(path))
        UIView.animate(withDuration: 0.3, animations: {
            cell.bounds.origin.x = 0
            swipe.container.frame = swipe.leading ? CGRect(x: 0, y: 0, width: 0, height: row.height)
                                                  : CGRect(x: row.width, y: 0, width: 0, height: row.height)
            for button in swipe.buttons { button.frame = CGRect(x: 0, y: 0, width: 0, height: row.height) }
        }, completion: { _ in finish() })
    }

    /// The actions from the delegate's swipe configuration for that edge (nil when it gives none).
    func configuredSwipeActions(for indexPath: IndexPath, leading: Bool) -> (actions: [TableSwipeAction], fullSwipe: Bool)? {
        guard let tableDelegate else { return nil }
        let configuration = leading
            ? tableDelegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : tableDelegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration else { return nil }
        let actions = configuration.actions.map { action in
            TableSwipeAction(title: action.title, image: action.image, backgroundColor: action.backgroundColor ?? .systemGray,
                             isDestructive: action.style == .destructive) { [weak self] done in
                guard let self, let cell = self.swipe?.cell else { return done(false) }
                action.handler(action, cell, { performed in done(performed) })
            }
        }
        return (actions, configuration.performsFirstActionWithFullSwipe)
    }
}
