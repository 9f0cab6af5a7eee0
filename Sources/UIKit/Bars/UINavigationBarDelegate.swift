/// Decides and hears about changes to a navigation bar's stack of items, and tells the bar where it sits.
/// A navigation controller is the delegate of its bar; every method is optional.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether an item may be pushed (true by default).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// An item was pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether the top item may be popped (true by default).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// An item was popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
