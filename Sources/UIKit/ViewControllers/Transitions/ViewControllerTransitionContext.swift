/// The context and coordinator of one view controller transition, shared by every container
/// (navigation, tab bar, presentation).
///
/// Event order, which containers rely on:
/// 1. The container creates the context with both controllers, their views and frames, and puts the
///    "from" view in `containerView`. From then until completion the context is both controllers'
///    `transitionCoordinator` (and a container's, through `coordinates(_:)`).
/// 2. The container asks the animator for its duration (`transitionDuration`), calls
///    `animateTransition(using:)` (or the interactor's `startInteractiveTransition(_:)`), then
///    `startAlongsideAnimations()`: animations queued through `animate(alongsideTransition:completion:)`
///    before that run now, in one property animator with the transition's duration; later ones join it.
/// 3. An interactive transition scrubs the alongside animations with `updateInteractiveTransition(_:)`;
///    `finish…`/`cancel…` let them run to the end or back, and tell `notifyWhenInteractionChanges`
///    handlers.
/// 4. The animator calls `completeTransition(_:)` once: the controllers stop reporting the coordinator,
///    then the container's `onComplete` runs (it puts
///    the views and controllers in their final state), then the alongside completions, then the
///    animator's `animationEnded(_:)`. Later calls are ignored (and logged).
@preconcurrency @MainActor
final class ViewControllerTransitionContext: NSObject, UIViewControllerContextTransitioning,
                                             UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let initiallyInteractive: Bool
    /// Set by the container from the animator before the transition starts.
    var transitionDuration: TimeInterval = 0
    var completionVelocity: CGFloat = 1
    var completionCurve: UIView.AnimationCurve = .easeInOut
    var targetTransform: CGAffineTransform = .identity
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    /// Whether `completeTransition(_:)` was called.
    private(set) var isComplete = false
    /// The animator's interruptible animator, when it gave one.
    var interruptibleAnimator: UIViewImplicitlyAnimating?
    /// The object that animates the transition; told `animationEnded(_:)` at the end.
    var animationController: UIViewControllerAnimatedTransitioning?

    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private var initialFrames: [ObjectIdentifier: CGRect]
    private var finalFrames: [ObjectIdentifier: CGRect]
    private let onComplete: (Bool) -> Void
    private var pendingAlongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var alongsideAnimator: UIViewPropertyAnimator?
    /// Containers (besides the two controllers) whose `transitionCoordinator` is this context while it
    /// runs; held weakly, as the container holds the context.
    private var coordinatedContainers: [WeakContainer] = []

    private struct WeakContainer {
        weak var controller: UIViewController?
    }

    /// Creates a context. `frames` gives each controller's view frame before and after (`.zero`: off
    /// screen); `onComplete` puts the container in its final state when the animator completes.
    init(container: UIView, from: UIViewController?, to: UIViewController?,
         fromView: UIView?, toView: UIView?,
         initialFrames: [(UIViewController, CGRect)], finalFrames: [(UIViewController, CGRect)],
         animated: Bool, interactive: Bool, presentationStyle: UIModalPresentationStyle = .custom,
         onComplete: @escaping (Bool) -> Void) {
        containerView = container
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        self.controllers = controllers
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
        self.initialFrames = Dictionary(initialFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        self.finalFrames = Dictionary(finalFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        isAnimated = animated
        isInteractive = interactive
        initiallyInteractive = interactive
        self.presentationStyle = presentationStyle
        self.onComplete = onComplete
        super.init()
        from?.activeTransitionCoordinator = self
        to?.activeTransitionCoordinator = self
    }

    /// Makes this context `container`'s transition coordinator too, until the transition completes
    /// (both controllers' it is from the start).
    func coordinates(_ container: UIViewController) {
        container.activeTransitionCoordinator = self
        coordinatedContainers.append(WeakContainer(controller: container))
    }

    // MARK: UIViewControllerContextTransitioning

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }
    var isCancelled: Bool { transitionWasCancelled }
    var isInterruptible: Bool { interruptibleAnimator != nil }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else {
            TesseraLog.error("UIKit", "updateInteractiveTransition(\(percentComplete)) ignored: not a number")
            return
        }
        self.percentComplete = min(max(percentComplete, 0), 1)
        if isInteractive, let animator = alongsideAnimator { animator.fractionComplete = self.percentComplete }
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }
    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    func pauseInteractiveTransition() {
        guard !isComplete, !isInteractive else { return }
        isInteractive = true
        alongsideAnimator?.pauseAnimation()
        for handler in interactionHandlers { handler(self) }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else {
            TesseraLog.error("UIKit", "completeTransition(\(didComplete)) called twice; the second call is ignored")
            return
        }
        isComplete = true
        transitionWasCancelled = !didComplete
        // Alongside animations queued but not started (the animator completed at once, before the
        // container started them) still take effect: they apply without animation.
        if !pendingAlongside.isEmpty {
            let queued = pendingAlongside
            pendingAlongside.removeAll()
            if didComplete { UIView.performWithoutAnimation { for animation in queued { animation(self) } } }
        }
        if let animator = alongsideAnimator, animator.state == .active {
            animator.stopAnimation(false)
            animator.finishAnimation(at: didComplete ? .end : .start)
        }
        alongsideAnimator = nil
        for controller in controllers.values { controller.activeTransitionCoordinator = nil }
        for container in coordinatedContainers { container.controller?.activeTransitionCoordinator = nil }
        coordinatedContainers.removeAll()
        onComplete(didComplete)
        let completions = self.completions
        self.completions.removeAll()
        for completion in completions { completion(self) }
        animationController?.animationEnded(didComplete)
        animationController = nil
        interruptibleAnimator = nil
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isComplete else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if let animator = alongsideAnimator {
            animator.addAnimations { [unowned self] in animation(self) }
        } else {
            pendingAlongside.append(animation)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Driving (for containers)

    /// Starts the transition (step 2 above): asks `animator` for the duration (zero when the transition
    /// does not animate), runs `willBegin` (the container's last preparations, such as a presentation
    /// controller's `presentationTransitionWillBegin()`), hands the context to `interactor` when there is
    /// one, else to the animator, and starts the alongside animations.
    func start(animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?,
               willBegin: () -> Void = {}) {
        animationController = animator
        transitionDuration = isAnimated ? animator.transitionDuration(using: self) : 0
        willBegin()
        if let interactor {
            interactor.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        startAlongsideAnimations()
    }

    /// Runs the alongside animations queued so far (step 2 above). Not animated: they run at once.
    func startAlongsideAnimations() {
        let queued = pendingAlongside
        pendingAlongside.removeAll()
        guard !isComplete else { return }
        guard isAnimated, transitionDuration > 0 else {
            for animation in queued { animation(self) }
            return
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration, curve: completionCurve)
        for animation in queued { animator.addAnimations { [unowned self] in animation(self) } }
        alongsideAnimator = animator
        if isInteractive {
            animator.pauseAnimation()
            animator.fractionComplete = percentComplete
        } else {
            animator.startAnimation()
        }
    }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive, !isComplete else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        if let animator = alongsideAnimator {
            animator.isReversed = cancelled
            let remaining = cancelled ? percentComplete : 1 - percentComplete
            animator.continueAnimation(withTimingParameters: nil, durationFactor: max(remaining, 0.01))
        }
        for handler in interactionHandlers { handler(self) }
    }
}
