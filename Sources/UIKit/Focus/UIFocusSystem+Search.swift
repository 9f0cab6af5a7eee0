import Foundation

/// A focus group: named by a `focusGroupIdentifier`, formed by a table or collection view, or a lone item.
enum FocusGroupKey: Hashable {
    /// Environments that share a `focusGroupIdentifier`.
    case named(String)
    /// A table or collection view and the items inside it.
    case container(ObjectIdentifier)
    /// An item in no group is a group of its own.
    case item(ObjectIdentifier)
}

/// A weak reference to a focus item.
struct WeakFocusItem {
    weak var object: AnyObject?
    var item: (any UIFocusItem)? { object as? any UIFocusItem }
}

/// The focusable items of a window, in groups, and the searches over them: what Tab, the arrows and a
/// focus request find.
extension UIFocusSystem {
    /// A group's items, in reading order (top to bottom, then leading to trailing).
    struct Group {
        let key: FocusGroupKey
        var items: [UIView]
        /// The union of the items' frames in the window.
        var frame: CGRect
    }

    /// Whether `item` can take focus now: it says it can, and a view is in this window, visible and
    /// open to interaction all the way up, and not behind a modal presentation.
    func isFocusable(_ item: any UIFocusItem) -> Bool { isFocusable(item, modal: modalRoot()) }

    /// `isFocusable(_:)` with the window's modal view already found (one walk serves many items).
    func isFocusable(_ item: any UIFocusItem, modal: UIView?) -> Bool {
        guard item.canBecomeFocused else { return false }
        guard let view = item as? UIView else { return true }
        guard let window, view.window === window else { return false }
        var current: UIView? = view
        while let v = current {
            if v.isHidden || v.alpha < 0.01 || !v.isUserInteractionEnabled { return false }
            current = v.superview
        }
        if let modal, !view.isDescendant(of: modal) { return false }
        return true
    }

    /// The last visible modal view of the window (an alert, a presentation), whose items alone can be
    /// focused; nil when none.
    func modalRoot() -> UIView? {
        guard let window else { return nil }
        var modal: UIView?
        var stack: [UIView] = window.subviews.reversed()
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            if view.accessibilityViewIsModal { modal = view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return modal
    }

    /// The focusable views under `root`, depth first; hidden and non-interactive branches are skipped.
    func focusableViews(under root: UIView) -> [UIView] {
        var found: [UIView] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { continue }
            if view.canBecomeFocused { found.append(view) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return found
    }

    /// The window's groups, in reading order of their frames.
    func groups() -> [Group] {
        guard let window else { return [] }
        let modal = modalRoot()
        let root = modal ?? window
        var groups: [Group] = []
        // Each group's items' frames, measured once for the sorts below.
        var itemFrames: [[CGRect]] = []
        var index: [FocusGroupKey: Int] = [:]
        for view in focusableViews(under: root) where isFocusable(view, modal: modal) {
            let key = groupKey(of: view)
            let frame = windowFrame(of: view)
            if let i = index[key] {
                groups[i].items.append(view)
                groups[i].frame = groups[i].frame.union(frame)
                itemFrames[i].append(frame)
            } else {
                index[key] = groups.count
                groups.append(Group(key: key, items: [view], frame: frame))
                itemFrames.append([frame])
            }
        }
        let rightToLeft = Self.readsRightToLeft
        for i in groups.indices where groups[i].items.count > 1 {
            let items = groups[i].items
            groups[i].items = ReadingOrder.order(of: itemFrames[i], rightToLeft: rightToLeft).map { items[$0] }
        }
        var groupFrames: [CGRect] = []
        groupFrames.reserveCapacity(groups.count)
        for group in groups { groupFrames.append(group.frame) }
        return ReadingOrder.order(of: groupFrames, rightToLeft: rightToLeft).map { groups[$0] }
    }

    /// The group `view` belongs to: the nearest environment up its parents with a group identifier or
    /// that forms a group of its own (tables and collection views), else the view alone.
    func groupKey(of view: UIView) -> FocusGroupKey {
        var current: (any UIFocusEnvironment)? = view
        var steps = 0
        while let env = current, steps < 10_000 {
            if let identifier = env.focusGroupIdentifier { return .named(identifier) }
            if env !== view, let container = env as? UIView, type(of: container).formsFocusGroup { return .container(ObjectIdentifier(env)) }
            current = env.parentFocusEnvironment
            steps += 1
        }
        return .item(ObjectIdentifier(view))
    }

    /// `view`'s frame in its window's coordinates.
    func windowFrame(of view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    /// Whether items read right to left (`ReadingOrder`): when the app's layout direction does.
    static var readsRightToLeft: Bool { UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft }

    /// The item focus takes when it enters `group`: the highest `focusGroupPriority` (the item focused
    /// there last counts as `previouslyFocused`), else the first in reading order.
    func entryItem(of group: Group) -> UIView? {
        let last = lastFocusedInGroup[group.key]?.object
        var best: (view: UIView, priority: UIFocusGroupPriority)?
        for view in group.items {
            var priority = view.focusGroupPriority
            if view === last { priority = max(priority, .previouslyFocused) }
            if priority > .ignored, priority > (best?.priority ?? .ignored) { best = (view, priority) }
        }
        return best?.view ?? group.items.first
    }

    /// The first focusable item found from `environment`: itself, its preferred environments in order
    /// (searched the same way), then the items inside it in reading order.
    func preferredItem(in environment: any UIFocusEnvironment, depth: Int = 0) -> (any UIFocusItem)? {
        guard depth < 64 else { return nil }
        if let item = environment as? any UIFocusItem, isFocusable(item) { return item }
        for preferred in environment.preferredFocusEnvironments where preferred !== environment {
            if let item = preferredItem(in: preferred, depth: depth + 1) { return item }
        }
        guard let view = (environment as? UIView) ?? (environment.focusItemContainer as? UIView) else { return nil }
        let modal = modalRoot()
        // The first in reading order (of equals, the first found), each frame measured once.
        let rightToLeft = Self.readsRightToLeft
        var first: (view: UIView, frame: CGRect)?
        for candidate in focusableViews(under: view) where isFocusable(candidate, modal: modal) {
            let frame = windowFrame(of: candidate)
            if let best = first, !ReadingOrder.precedes(frame, best.frame, rightToLeft: rightToLeft) { continue }
            first = (candidate, frame)
        }
        return first?.view
    }

    /// The item an arrow key moves to from `view` inside `group`: the nearest beyond it in `heading`,
    /// where a sideways offset counts twice as much as the distance ahead.
    func neighbour(of view: UIView, heading: UIFocusHeading, in group: Group) -> UIView? {
        let from = windowFrame(of: view)
        var best: (view: UIView, score: CGFloat)?
        for candidate in group.items where candidate !== view {
            let to = windowFrame(of: candidate)
            let ahead: CGFloat, aside: CGFloat
            switch heading {
            case .down: ahead = to.minY - from.maxY; aside = Self.gap(from.minX...from.maxX, to.minX...to.maxX)
                guard to.midY > from.midY, to.minY >= from.midY else { continue }
            case .up: ahead = from.minY - to.maxY; aside = Self.gap(from.minX...from.maxX, to.minX...to.maxX)
                guard to.midY < from.midY, to.maxY <= from.midY else { continue }
            case .right: ahead = to.minX - from.maxX; aside = Self.gap(from.minY...from.maxY, to.minY...to.maxY)
                guard to.midX > from.midX, to.minX >= from.midX else { continue }
            case .left: ahead = from.minX - to.maxX; aside = Self.gap(from.minY...from.maxY, to.minY...to.maxY)
                guard to.midX < from.midX, to.maxX <= from.midX else { continue }
            default: return nil
            }
            let score = max(ahead, 0) + 2 * aside
            if score < (best?.score ?? .infinity) { best = (candidate, score) }
        }
        return best?.view
    }

    /// The distance between two intervals (0 when they overlap).
    private static func gap(_ a: ClosedRange<CGFloat>, _ b: ClosedRange<CGFloat>) -> CGFloat {
        if a.overlaps(b) { return 0 }
        return a.upperBound < b.lowerBound ? b.lowerBound - a.upperBound : a.lowerBound - b.upperBound
    }
}
