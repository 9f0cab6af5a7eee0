/// An object that animates one view controller transition: a push or pop, a presentation or a
/// dismissal, a tab switch. The container calls `transitionDuration(using:)`, then
/// `animateTransition(using:)` with the views already in place (the "from" view in the container, the
/// "to" view for the animator to add), and the animator calls `completeTransition(_:)` on the context
/// when its animations end.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition lasts, in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the transition's animations in `transitionContext.containerView`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// An interruptible animator for the transition (the same one for the whole transition), or nil
    /// when the transition uses `animateTransition(using:)` only.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    /// Called after the transition completed or was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Tessera's default: an animator that has no animations, finished at once. UIKit asks for it only
    /// when the object implements it; containers here call it only through `interruptibleAnimatorIfAny`.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        UIViewPropertyAnimator(duration: 0, curve: .linear, animations: nil)
    }
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
