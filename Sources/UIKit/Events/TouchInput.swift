/// One step of a finger on the screen, in a window's coordinates: the way touches enter Tessera.
///
/// iOS reads touches from hardware; Tessera's window backends and test suites describe them with these
/// and hand them to `UIWindow.send(_:)`, which turns them into `UITouch`es and `UIEvent`s.
public struct TouchInput: Hashable, Sendable {
    /// What the finger does.
    public enum Phase: Hashable, Sendable {
        /// Touches down.
        case down
        /// Moves while touching.
        case move
        /// Lifts.
        case up
        /// The system takes the touch away (an incoming call, a gesture elsewhere).
        case cancel
    }

    /// Which finger (touches in progress at once need different fingers).
    public var finger: Int
    /// What the finger does.
    public var phase: Phase
    /// Where, in the window's coordinates.
    public var location: CGPoint
    /// When, in seconds on the media clock (`CACurrentMediaTime()`).
    public var timestamp: TimeInterval
    /// The kind of touch: `.direct` for a finger (the default), `.indirectPointer` for a mouse or
    /// trackpad button held down.
    public var touchType: UITouch.TouchType
    /// The pointer buttons held (empty for fingers), reported by `UIEvent.buttonMask`.
    public var buttonMask: UIEvent.ButtonMask

    /// Creates a step.
    public init(finger: Int = 0, phase: Phase, location: CGPoint, timestamp: TimeInterval,
                touchType: UITouch.TouchType = .direct, buttonMask: UIEvent.ButtonMask = []) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.touchType = touchType
        self.buttonMask = buttonMask
    }

    /// A tap: down and up at `location`, 0.05 s apart, starting at `timestamp`.
    public static func tap(at location: CGPoint, timestamp: TimeInterval, finger: Int = 0) -> [TouchInput] {
        [TouchInput(finger: finger, phase: .down, location: location, timestamp: timestamp),
         TouchInput(finger: finger, phase: .up, location: location, timestamp: timestamp + 0.05)]
    }

    /// A drag from `start` to `end` in `steps` even moves over `duration` seconds, then a lift.
    public static func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, timestamp: TimeInterval,
                            duration: TimeInterval = 0.2, finger: Int = 0) -> [TouchInput] {
        let count = max(1, steps)
        var inputs = [TouchInput(finger: finger, phase: .down, location: start, timestamp: timestamp)]
        for step in 1...count {
            let t = CGFloat(step) / CGFloat(count)
            let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            inputs.append(TouchInput(finger: finger, phase: .move, location: point,
                                     timestamp: timestamp + duration * Double(t)))
        }
        inputs.append(TouchInput(finger: finger, phase: .up, location: end, timestamp: timestamp + duration))
        return inputs
    }
}
