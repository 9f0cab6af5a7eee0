import Foundation

/// The keys that move and use keyboard focus, as on iPadOS with a hardware keyboard: Tab and Shift-Tab
/// go to the next and previous focus group (wrapping around), the arrow keys to the nearest item in
/// their direction inside the focused item's group (scrolling a table or collection view to reach items
/// beyond its edge), and Space or Return activate the focused item as a tap would.
///
/// A responder that types tabs (a text view, a custom `UIKeyInput`) keeps Tab; a text input that is
/// editing keeps the arrows, Space and Return. Key commands with `wantsPriorityOverSystemBehavior`
/// come first; the others come after focus, as on iOS, where the focus system takes these keys.
extension UIFocusSystem {
    /// Handles `input` going down if it is a focus key and focus can use it; true when it was taken.
    package func handleKeyDown(_ input: KeyInput, firstResponder: UIResponder?) -> Bool {
        let modifiers = input.modifierFlags.subtracting([.numericPad, .alphaShift])
        let editing = firstResponder?.takesKeyInput == true
        switch input.keyCode {
        case .keyboardTab where modifiers.isEmpty || modifiers == .shift:
            if let responder = firstResponder, responder.insertsTabCharacters { return false }
            return moveToGroup(modifiers == .shift ? .previous : .next)
        case .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow:
            guard modifiers.isEmpty, !editing, let view = focusedItem as? UIView else { return false }
            let heading: UIFocusHeading = switch input.keyCode {
            case .keyboardUpArrow: .up
            case .keyboardDownArrow: .down
            case .keyboardLeftArrow: .left
            default: .right
            }
            moveWithinGroup(from: view, heading: heading)
            return true
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar:
            guard modifiers.isEmpty, !editing, !input.isRepeat, let view = focusedItem as? UIView, isFocusable(view) else { return false }
            return AccessibilityTree.activate(view)
        default:
            return false
        }
    }

    /// Tab: the entry item of the next (or previous) group; with nothing focused, the first (or last).
    private func moveToGroup(_ heading: UIFocusHeading) -> Bool {
        let groups = groups()
        guard !groups.isEmpty else { return false }
        let current = (focusedItem as? UIView).flatMap { view in groups.firstIndex { $0.items.contains { $0 === view } } }
        let target: Int
        if let current {
            target = (current + (heading == .next ? 1 : groups.count - 1)) % groups.count
            guard target != current else { movementFailed(heading: heading); return true }
        } else {
            target = heading == .next ? 0 : groups.count - 1
        }
        guard let item = entryItem(of: groups[target]) else { return false }
        move(to: item, heading: heading)
        return true
    }

    /// An arrow: the neighbour in the group; at a scrolling container's edge, the container scrolls a
    /// step and the search runs again.
    private func moveWithinGroup(from view: UIView, heading: UIFocusHeading) {
        guard let group = groups().first(where: { $0.items.contains { $0 === view } }) else { return }
        if let next = neighbour(of: view, heading: heading, in: group) {
            move(to: next, heading: heading)
            return
        }
        if scrollStep(beyond: view, heading: heading),
           let regrouped = groups().first(where: { $0.items.contains { $0 === view } }),
           let next = neighbour(of: view, heading: heading, in: regrouped) {
            move(to: next, heading: heading)
            return
        }
        movementFailed(heading: heading)
    }

    /// Scrolls the group's scrolling container by the item's size in `heading`, within its content;
    /// false when it cannot scroll further.
    private func scrollStep(beyond view: UIView, heading: UIFocusHeading) -> Bool {
        var ancestor = view.superview
        while let candidate = ancestor, !(candidate is any UIFocusItemScrollableContainer) { ancestor = candidate.superview }
        guard let containerView = ancestor, let container = containerView as? any UIFocusItemScrollableContainer else { return false }
        var offset = container.contentOffset
        let maximum = CGPoint(x: max(0, container.contentSize.width - container.visibleSize.width),
                              y: max(0, container.contentSize.height - container.visibleSize.height))
        switch heading {
        case .down: offset.y = min(maximum.y, offset.y + view.bounds.height)
        case .up: offset.y = max(0, offset.y - view.bounds.height)
        case .right: offset.x = min(maximum.x, offset.x + view.bounds.width)
        case .left: offset.x = max(0, offset.x - view.bounds.width)
        default: return false
        }
        guard offset != container.contentOffset else { return false }
        container.contentOffset = offset
        containerView.layoutIfNeeded()
        return true
    }
}
