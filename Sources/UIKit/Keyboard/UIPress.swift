/// A press of a physical button or key, from going down to coming up.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// Which remote or game-controller button was pressed (keyboard keys report them for arrows,
    /// Return and Escape as tvOS does; other keys have `key` only).
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31
    }

    /// The press's phase.
    public internal(set) var phase: Phase
    /// When the press last changed, in seconds.
    public internal(set) var timestamp: TimeInterval
    /// The button, for arrows, Return (select) and Escape (menu); `.select` otherwise.
    public let type: PressType
    /// The keyboard key pressed.
    public let key: UIKey?
    /// The window the press went to.
    public internal(set) weak var window: UIWindow?
    /// The responder the press went to first.
    public internal(set) weak var responder: UIResponder?
    /// The force of the press (1 for keys, which have no pressure).
    public let force: CGFloat = 1
    /// The gesture recognizers receiving the press (none: recognizers take touches here).
    public var gestureRecognizers: [UIGestureRecognizer]? { nil }

    init(phase: Phase, timestamp: TimeInterval, key: UIKey, window: UIWindow?, responder: UIResponder?) {
        self.phase = phase
        self.timestamp = timestamp
        self.key = key
        self.window = window
        self.responder = responder
        switch key.keyCode {
        case .keyboardUpArrow: type = .upArrow
        case .keyboardDownArrow: type = .downArrow
        case .keyboardLeftArrow: type = .leftArrow
        case .keyboardRightArrow: type = .rightArrow
        case .keyboardEscape: type = .menu
        case .keyboardPageUp: type = .pageUp
        case .keyboardPageDown: type = .pageDown
        default: type = .select
        }
    }
}
