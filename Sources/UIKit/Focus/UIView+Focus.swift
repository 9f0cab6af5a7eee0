import Foundation

/// Views are focus items and hold focus items; view controllers are focus environments (their
/// members are in the classes' bodies, where subclasses override them).
extension UIView: UIFocusItem, UIFocusItemContainer {
    /// The view's own bounds.
    public var coordinateSpace: any UICoordinateSpace { self }

    /// The focusable views inside the view whose frames meet `rect` (in the view's coordinates).
    public func focusItems(in rect: CGRect) -> [any UIFocusItem] {
        var found: [any UIFocusItem] = []
        var stack: [UIView] = subviews.reversed()
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { continue }
            if view.canBecomeFocused, view.convert(view.bounds, to: self).intersects(rect) { found.append(view) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return found
    }
}
