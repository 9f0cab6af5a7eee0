/// One step of a trackpad pinch or rotation (or ctrl + wheel zoom) over a window: the way two-finger
/// gestures enter Tessera from a mouse or trackpad. A Tessera addition; window backends and tests hand
/// these to `UIWindow.send(_:)`, which delivers them as `.transform` events to pinch and rotation
/// gesture recognizers. (Two fingers on a touch screen come through `TouchInput` instead.)
public struct TransformInput: Hashable, Sendable {
    /// Where the gesture is in its life.
    public enum Phase: Hashable, Sendable {
        case began, changed, ended, cancelled
    }

    /// Where the pointer is, in the window's coordinates.
    public var location: CGPoint
    /// The scale change since the previous step, as a factor (1 for none).
    public var scale: CGFloat
    /// The rotation since the previous step, in radians (clockwise positive).
    public var rotation: CGFloat
    /// The step's phase.
    public var phase: Phase
    /// When, in seconds on the media clock.
    public var timestamp: TimeInterval

    /// Creates a step.
    public init(location: CGPoint, scale: CGFloat = 1, rotation: CGFloat = 0, phase: Phase, timestamp: TimeInterval) {
        self.location = location
        self.scale = scale
        self.rotation = rotation
        self.phase = phase
        self.timestamp = timestamp
    }
}
