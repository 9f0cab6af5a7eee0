/// A generator of feedback for collisions: an object snapping into place or hitting an edge. Plays
/// nothing on Linux (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects.
    public enum FeedbackStyle: Int, Sendable {
        /// Small, light objects.
        case light = 0
        /// Moderately sized objects.
        case medium = 1
        /// Large, heavy objects.
        case heavy = 2
        /// Soft, flexible objects.
        case soft = 3
        /// Hard, inflexible objects.
        case rigid = 4
    }

    /// The style the generator plays.
    package let style: FeedbackStyle

    /// Creates a generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of impacts of `style` in `view` (iOS 17.5).
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// Creates a generator of medium impacts, as iOS's `init()` does.
    public convenience override init() { self.init(style: .medium) }

    /// Creates a generator of medium impacts in `view` (iOS 17.5).
    public convenience override init(view: UIView) { self.init(style: .medium, view: view) }

    /// Tells the generator an impact occurred, at full intensity.
    open func impactOccurred() {
        occurred(.impact(style: style, intensity: 1, location: nil))
    }

    /// Tells the generator an impact occurred with `intensity` from 0 to 1 (iOS 13); values outside are
    /// clamped, as iOS does.
    open func impactOccurred(intensity: CGFloat) {
        occurred(.impact(style: style, intensity: Self.clamped(intensity), location: nil))
    }

    /// Tells the generator an impact occurred at `location`, a point in its view (iOS 17.5).
    open func impactOccurred(at location: CGPoint) {
        occurred(.impact(style: style, intensity: 1, location: location))
    }

    /// Tells the generator an impact of `intensity` occurred at `location` (iOS 17.5).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        occurred(.impact(style: style, intensity: Self.clamped(intensity), location: location))
    }

    private static func clamped(_ intensity: CGFloat) -> CGFloat {
        intensity.isNaN ? 0 : min(max(intensity, 0), 1)
    }
}
