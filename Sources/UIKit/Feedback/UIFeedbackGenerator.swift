/// The base of the haptic feedback generators (selection, impact, notification): `prepare()` readies
/// the engine, and each subclass has the calls that play its feedback.
///
/// Where Tessera differs: Linux desktops have no haptic engine, so nothing is played, which is what iOS
/// does on hardware without one (an iPad, the simulator); the calls are accepted and answer as there.
/// Tessera keeps the last feedback asked for (`lastFeedback`, package-visible) so its tests can see that a
/// control asked for one.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// The view the feedback belongs to (iOS 17.5), where one was given; held weakly.
    package private(set) weak var view: UIView?

    /// Creates a generator not tied to a view.
    public override init() { super.init() }

    /// Creates a generator for feedback in `view` (iOS 17.5).
    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// Readies the haptic engine for feedback soon, to cut the latency of the next one. Nothing to ready
    /// without an engine.
    open func prepare() {}

    /// Records feedback asked for (what a haptic engine would play).
    func occurred(_ feedback: Feedback) {
        Self.lastFeedback = feedback
    }

    /// The last feedback any generator was asked for (nil before the first). Tessera's, for tests.
    package static var lastFeedback: Feedback?

    /// Feedback a generator was asked for.
    package enum Feedback: Equatable, Sendable {
        /// `UISelectionFeedbackGenerator.selectionChanged()`, at a point in the generator's view or not.
        case selection(location: CGPoint?)
        /// `UIImpactFeedbackGenerator.impactOccurred…`: the style, the intensity (0…1) and the point.
        case impact(style: UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat, location: CGPoint?)
        /// `UINotificationFeedbackGenerator.notificationOccurred…`.
        case notification(type: UINotificationFeedbackGenerator.FeedbackType, location: CGPoint?)
    }
}
