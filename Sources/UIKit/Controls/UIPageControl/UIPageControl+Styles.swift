extension UIPageControl {
    /// Whether the indicators sit on a translucent capsule.
    public enum BackgroundStyle: Int, CaseIterable, Sendable {
        /// The capsule shows while the user interacts with the control.
        case automatic = 0
        /// The capsule always shows.
        case prominent = 1
        /// No capsule, and only taps (no scrubbing).
        case minimal = 2
    }

    /// How the user is interacting with the control.
    public enum InteractionState: Int, Sendable {
        /// Not at all.
        case none = 0
        /// A tap, moving one page.
        case discrete = 1
        /// A scrub along the indicators.
        case continuous = 2
    }
}
