import Foundation

/// An object that can hold keyboard focus: a view (or a custom item) that says whether it can be focused
/// now and where it is.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can be focused now (a view must also be visible, enabled for interaction and in a
    /// window).
    var canBecomeFocused: Bool { get }
    /// The item's frame in its focus container's coordinate space.
    var frame: CGRect { get }
    /// Whether the item is focused.
    var isFocused: Bool { get }
    /// How the focused item is drawn (nil: the system's halo).
    var focusEffect: UIFocusEffect? { get }
    /// How strongly the item asks to be focused when its group is entered.
    var focusGroupPriority: UIFocusGroupPriority { get }
}

/// A space holding focus items: the focus system asks it which items lie in a rectangle.
@preconcurrency @MainActor
public protocol UIFocusItemContainer: AnyObject {
    /// The coordinate space of the items' frames.
    var coordinateSpace: any UICoordinateSpace { get }
    /// The items whose frames meet `rect` (in `coordinateSpace`).
    func focusItems(in rect: CGRect) -> [any UIFocusItem]
}

/// A focus item container that scrolls (a scroll view): the focus system scrolls it to show the item
/// it focuses.
@preconcurrency @MainActor
public protocol UIFocusItemScrollableContainer: UIFocusItemContainer {
    /// The scroll position.
    var contentOffset: CGPoint { get set }
    /// The size of the content.
    var contentSize: CGSize { get }
    /// The size of the visible part.
    var visibleSize: CGSize { get }
}
