/// Animations in progress, and stopping them (iOS 17.4).
extension UIScrollView {
    /// Whether the content offset is animating: `setContentOffset(_:animated: true)`,
    /// `scrollRectToVisible(_:animated: true)` or a scroll to the top. A glide after a drag is
    /// `isDecelerating` instead.
    public var isScrollAnimating: Bool {
        if case .animating = motion { return true }
        return false
    }

    /// Whether an animated zoom (`setZoomScale(_:animated: true)`, `zoom(to:animated: true)`) is running.
    public var isZoomAnimating: Bool { zoomAnimationRunning }

    /// Stops the content where it is: an offset animation (no `scrollViewDidEndScrollingAnimation`
    /// follows), a glide (`scrollViewDidEndDecelerating` follows) or a spring back, and a drag in
    /// progress (the pan is cancelled). An offset left past an edge is brought back inside.
    ///
    /// Where Tessera differs: an animated zoom already running finishes.
    public func stopScrollingAndZooming() {
        if scrollPan.state == .began || scrollPan.state == .changed {
            scrollPan.isEnabled = false
            scrollPan.isEnabled = true
        }
        let wasMoving = motion != nil
        stopMotion()
        let clamped = clampedOffset(contentOffset)
        if clamped != contentOffset { bounds.origin = clamped }
        if wasMoving { indicators.hideSoon() }
    }
}
