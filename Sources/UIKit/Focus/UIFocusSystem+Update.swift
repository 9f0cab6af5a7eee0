import Foundation

/// The focus update engine: every change of the focused item, whoever asked for it, goes through
/// `move(to:heading:)`.
///
/// Order, as on iOS: each environment containing the item focused before or the item focused next is
/// asked `shouldUpdateFocus(in:)` (one false cancels the move); the item changes; each of those
/// environments hears `didUpdateFocus(in:with:)`, from the items up; `didUpdateNotification` is
/// posted. Then a table or scroll view scrolls to show the item, and the halo moves. A text input that
/// takes focus becomes the first responder (so typing goes to the field focus reached), and one that
/// loses it resigns.
extension UIFocusSystem {
    /// Moves focus to `item` (nil: nowhere); false when it was already there or an environment refused.
    @discardableResult
    func move(to item: (any UIFocusItem)?, heading: UIFocusHeading) -> Bool {
        let previous = focusedItem
        guard (previous as AnyObject?) !== (item as AnyObject?) else { return false }
        let context = UIFocusUpdateContext(previous: previous, next: item, heading: heading)
        let environments = Self.chains(previous, item)
        for environment in environments where !environment.shouldUpdateFocus(in: context) { return false }
        setFocusedItem(item)
        (previous as? UIView)?.focusStateDidChange()
        (item as? UIView)?.focusStateDidChange()
        if let view = item as? UIView { lastFocusedInGroup[groupKey(of: view)] = WeakFocusItem(object: view) }
        followWithFirstResponder(from: previous, to: item)
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        NotificationCenter.default.post(name: Self.didUpdateNotification, object: self, userInfo: [
            Self.focusUpdateContextUserInfoKey: context, Self.animationCoordinatorUserInfoKey: coordinator,
        ])
        if let view = item as? UIView { scrollToShow(view) }
        updateHalo()
        return true
    }

    /// Reports a move the user asked for that found no item.
    func movementFailed(heading: UIFocusHeading) {
        let context = UIFocusUpdateContext(previous: focusedItem, next: nil, heading: heading)
        NotificationCenter.default.post(name: Self.movementDidFailNotification, object: self,
                                        userInfo: [Self.focusUpdateContextUserInfoKey: context])
    }

    /// The frame's focus work, after layout: a pending update is performed, an item that can no longer
    /// be focused (hidden, removed, disabled) loses focus, and the halo follows the item.
    package func frameDidLayout() {
        updateFocusIfNeeded()
        // Nothing focused (the usual case): no walk at all.
        guard let item = focusedItem else { return updateHalo(modal: nil) }
        let modal = modalRoot()
        if !isFocusable(item, modal: modal) { move(to: nil, heading: []) }
        updateHalo(modal: modal)
    }

    /// The environments from `a` and from `b` up to the top, each once: `a`'s first.
    private static func chains(_ a: (any UIFocusItem)?, _ b: (any UIFocusItem)?) -> [any UIFocusEnvironment] {
        var result: [any UIFocusEnvironment] = []
        var seen = Set<ObjectIdentifier>()
        for start in [a as (any UIFocusEnvironment)?, b] {
            var current = start
            var steps = 0
            while let environment = current, steps < 10_000 {
                if seen.insert(ObjectIdentifier(environment)).inserted { result.append(environment) }
                current = environment.parentFocusEnvironment
                steps += 1
            }
        }
        return result
    }

    /// A text input reached by focus starts editing; one that focus leaves stops, unless the next item
    /// edits in its place.
    private func followWithFirstResponder(from previous: (any UIFocusItem)?, to next: (any UIFocusItem)?) {
        if let responder = next as? UIResponder, responder.takesKeyInput, responder.canBecomeFirstResponder {
            _ = responder.becomeFirstResponder()
        } else if let responder = previous as? UIResponder, responder.isFirstResponder {
            _ = responder.resignFirstResponder()
        }
    }

    /// Scrolls the nearest scrolling container of `view` the least that shows it whole.
    private func scrollToShow(_ view: UIView) {
        var ancestor = view.superview
        while let candidate = ancestor, !(candidate is any UIFocusItemScrollableContainer) { ancestor = candidate.superview }
        guard let containerView = ancestor, let container = containerView as? any UIFocusItemScrollableContainer else { return }
        let frame = view.convert(view.bounds, to: containerView)
        let visible = CGRect(origin: container.contentOffset, size: container.visibleSize)
        var offset = container.contentOffset
        if frame.height <= visible.height {
            if frame.minY < visible.minY { offset.y = frame.minY } else if frame.maxY > visible.maxY { offset.y = frame.maxY - visible.height }
        }
        if frame.width <= visible.width {
            if frame.minX < visible.minX { offset.x = frame.minX } else if frame.maxX > visible.maxX { offset.x = frame.maxX - visible.width }
        }
        guard offset != container.contentOffset else { return }
        container.contentOffset = offset
        containerView.layoutIfNeeded()
    }
}
