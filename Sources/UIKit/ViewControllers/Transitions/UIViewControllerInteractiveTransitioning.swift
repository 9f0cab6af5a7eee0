/// An object that drives a transition from user input (a finger on the screen edge, a sheet dragged
/// down), by updating the context's `updateInteractiveTransition(_:)` and ending with
/// `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition; the object keeps `transitionContext` to drive it.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// The speed of the animation that finishes or cancels the transition after the interaction (1).
    var completionSpeed: CGFloat { get }
    /// The curve of the animation that finishes or cancels the transition (ease-in-out).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (true) or starts animating and may be interrupted.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1.
    public var completionSpeed: CGFloat { 1 }
    /// Ease-in-out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}
