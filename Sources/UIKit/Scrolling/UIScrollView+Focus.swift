import Foundation

/// A scroll view is a scrolling focus container: keyboard focus scrolls it to show the item it moves to.
extension UIScrollView: UIFocusItemScrollableContainer {
    /// The size of the visible part of the content: the bounds' size.
    public var visibleSize: CGSize { bounds.size }
}
