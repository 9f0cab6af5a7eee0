/// Follows a scroll view's offset without being its delegate (the delegate is the app's): the hook
/// through which the navigation controller's bars follow their content scroll view, declared here so
/// the scroll view does not know the controllers above it.
@MainActor
protocol ScrollViewOffsetObserving: AnyObject {
    /// The scroll view's content offset changed.
    func scrollViewOffsetDidChange(_ scrollView: UIScrollView)
}
