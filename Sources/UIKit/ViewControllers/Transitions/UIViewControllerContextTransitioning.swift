/// What a transition's animator works with: the container view the transition happens in, the two
/// view controllers and their views, their frames before and after, and the calls that report
/// progress and completion.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition's views animate in.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (the interaction ended without finishing).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal (`.custom` otherwise, as on iOS).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports an interactive transition's progress, 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended: the transition will finish.
    func finishInteractiveTransition()
    /// The interaction ended: the transition will go back.
    func cancelInteractiveTransition()
    /// The interaction paused an animating transition (iOS 10).
    func pauseInteractiveTransition()
    /// The animator's animations ended; `didComplete` false for a cancelled transition.
    func completeTransition(_ didComplete: Bool)
    /// The view controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving (nil when the container keeps it, as for a sheet's presenter).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// A rotation's transform (identity for other transitions).
    var targetTransform: CGAffineTransform { get }
    /// A controller's view frame when the transition starts (`.zero` when it is not on screen then).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// A controller's view frame when the transition ends (`.zero` when it leaves the screen).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// The keys for the view controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view controller visible when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller visible when the transition ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys for the views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
