/// An event: the touches of one moment, a motion or a press.
@MainActor
open class UIEvent {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// A finer kind of event.
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
    }

    /// The kind of event.
    open internal(set) var type: EventType
    /// The finer kind.
    open internal(set) var subtype: EventSubtype = .none
    /// When the event happened, in seconds.
    open internal(set) var timestamp: TimeInterval
    /// Every touch of the event.
    open internal(set) var allTouches: Set<UITouch>?

    init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch>?) {
        self.type = type
        self.timestamp = timestamp
        self.allTouches = touches
    }

    /// The touches whose hit-test view is `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches.map { $0.filter { $0.view === view } }
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches.map { $0.filter { $0.window === window } }
    }
}
