/// An event: the touches of one moment, a motion or a press.
@preconcurrency @MainActor
open class UIEvent: NSObject {
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
    /// The mouse or trackpad buttons held during the event (empty for finger touches).
    open internal(set) var buttonMask: ButtonMask = []

    /// Pointer buttons, as a mask.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (usually left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (usually right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The mask of button number `buttonNumber` (1 is primary, 2 secondary, 3 the middle button…).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            guard (1...30).contains(buttonNumber) else {
                TesseraLog.error("UIKit", "UIEvent.ButtonMask.button(\(buttonNumber)): button numbers run from 1 to 30; returned an empty mask")
                return []
            }
            return ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }

    /// Creates an empty event, as tests and libraries make one to pass to a responder method: a touch
    /// event with no touches (`allTouches` nil), subtype `.none`, timestamp 0 and no buttons held.
    public override convenience init() {
        self.init(type: .touches, timestamp: 0, touches: nil)
    }

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
