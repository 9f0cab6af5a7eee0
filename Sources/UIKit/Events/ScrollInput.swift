/// One step of a trackpad scroll or one mouse-wheel tick over a window: the way scrolling enters
/// Tessera. A Tessera addition (iOS reads these from hardware); window backends and tests hand them to
/// `UIWindow.send(_:)`, which delivers them as `.scroll` events to pan gesture recognizers whose
/// `allowedScrollTypesMask` takes them.
public struct ScrollInput: Hashable, Sendable {
    /// Where the scroll is in its life.
    public enum Phase: Hashable, Sendable {
        /// Trackpad fingers began scrolling.
        case began
        /// Trackpad fingers moved.
        case changed
        /// Trackpad fingers lifted.
        case ended
        /// The system took the scroll away.
        case cancelled
        /// One mouse-wheel tick (a scroll of ticks ends after a short quiet period).
        case wheel
    }

    /// Where the pointer is, in the window's coordinates.
    public var location: CGPoint
    /// How far the content should move, in points (positive x right, positive y down: the direction
    /// the fingers move on the pad, as a pan's translation).
    public var delta: CGPoint
    /// The step's phase.
    public var phase: Phase
    /// When, in seconds on the media clock.
    public var timestamp: TimeInterval

    /// Creates a step.
    public init(location: CGPoint, delta: CGPoint, phase: Phase, timestamp: TimeInterval) {
        self.location = location
        self.delta = delta
        self.phase = phase
        self.timestamp = timestamp
    }
}
