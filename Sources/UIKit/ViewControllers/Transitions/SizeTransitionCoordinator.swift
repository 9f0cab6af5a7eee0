/// The coordinator of a window's size change, handed to `viewWillTransition(to:with:)`: the screen turned
/// between portrait and landscape (its profile changed), or the desktop window was resized.
///
/// Event order: the window calls `viewWillTransition(to:with:)` on its root view controller (which passes
/// it to the children it shows) and on each presentation controller up the presentation chain, with the
/// old size still in place; then `perform(_:)` applies the new size and runs the alongside animations,
/// and then the completions, in the order they were queued.
///
/// Where Tessera differs: the change is not animated (`isAnimated` is false, `transitionDuration` 0):
/// the screen's profile changes at once and a desktop resize follows the pointer, so the alongside
/// blocks run, without animation, right after the new size is applied and laid out.
/// `viewController(forKey:)` answers the window's root view controller for both keys, as iOS does for a
/// rotation; `view(forKey:)` answers nil.
@preconcurrency @MainActor
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let targetTransform: CGAffineTransform
    private weak var root: UIViewController?
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Whether the change was applied (later alongside blocks are refused, as after a transition ends).
    private var hasEnded = false
    /// Whether the alongside blocks are running (blocks queued by them run too).
    private var isPerforming = false

    /// A coordinator for `window` going from `oldSize` to `newSize`; a swap of width and height is a
    /// quarter turn (`targetTransform`).
    init(window: UIWindow, from oldSize: CGSize, to newSize: CGSize) {
        containerView = window
        root = window.rootViewController
        let turned = oldSize != newSize && oldSize.width == newSize.height && oldSize.height == newSize.width
        // Portrait to landscape turns the interface a quarter counter-clockwise, and back: the
        // transform UIKit reports for a rotation (identity for a plain resize).
        targetTransform = turned ? CGAffineTransform(rotationAngle: newSize.width > newSize.height ? -.pi / 2 : .pi / 2) : .identity
        super.init()
    }

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { hasEnded ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from || key == .to ? root : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !hasEnded else { return false }
        if let animation {
            if isPerforming { animation(self) } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// The transition is never interactive: the handler is not called.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Applies the change (`change` sets the window's new frame), lays the window out, runs the alongside
    /// blocks without animation, then the completions.
    func perform(_ change: () -> Void) {
        UIView.performWithoutAnimation {
            change()
            containerView.layoutIfNeeded()
            isPerforming = true
            while !alongside.isEmpty { alongside.removeFirst()(self) }
            isPerforming = false
        }
        hasEnded = true
        let finished = completions
        completions = []
        for completion in finished { completion(self) }
    }
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion (the SDK's default argument).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Runs `animation` alongside the transition in `view`, with no completion (the SDK's default argument).
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
