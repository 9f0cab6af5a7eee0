/// What a transition tells the code around it while it runs: the controllers and views, whether it
/// animates or is interactive, and when it was cancelled.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The presentation style of a presentation or dismissal (`.custom` otherwise).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    /// Whether the transition is interruptible (it has an interruptible animator).
    var isInterruptible: Bool { get }
    /// Whether the transition is interactive now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration, in seconds.
    var transitionDuration: TimeInterval { get }
    /// The fraction complete when the interaction ended.
    var percentComplete: CGFloat { get }
    /// The speed of the animation after the interaction.
    var completionVelocity: CGFloat { get }
    /// The curve of the animation after the interaction.
    var completionCurve: UIView.AnimationCurve { get }
    /// The view controller leaving or arriving.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// A rotation's transform (identity for other transitions).
    var targetTransform: CGAffineTransform { get }
}

/// The coordinator a view controller's `transitionCoordinator` returns while a transition runs: other
/// code animates alongside it and hears when it ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the transition's animation (with its duration and curve) and `completion`
    /// after it ends. Returns false when the transition already ended.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Like `animate(alongsideTransition:completion:)`, for animations of views outside the container.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when an interactive transition's interaction ends (finishing or cancelling).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}
