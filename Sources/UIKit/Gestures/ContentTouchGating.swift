/// A view that decides whether a touch in its content may begin: the gesture arena asks the nearest one
/// around a touch's view, and a touch it refuses never reaches that view. `UIScrollView` adopts it with
/// its `touchesShouldBegin(_:with:in:)`; the hook is declared here so that gestures do not know scroll
/// views.
@MainActor
protocol ContentTouchGating: UIView {
    /// Whether `touches`, beginning in `view` (a view inside this one), reach it.
    func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool
}
