/// One finger on the screen, from touching down to lifting or cancelling.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// What kind of touch it is.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    /// The touch's current phase.
    public internal(set) var phase: Phase
    /// When the touch last changed, in seconds.
    public internal(set) var timestamp: TimeInterval
    /// How many taps in quick succession this touch is part of.
    public internal(set) var tapCount: Int
    /// The view the touch began in (the hit-test view).
    public internal(set) var view: UIView?
    /// The window the touch belongs to.
    public internal(set) weak var window: UIWindow?
    /// The kind of touch: `.direct` for a finger, `.indirectPointer` for a mouse or trackpad button
    /// (from `TouchInput.touchType`).
    public internal(set) var type: TouchType = .direct
    /// The gesture recognizers receiving the touch (nil when none).
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }
    /// The touch's radius, in points.
    public let majorRadius: CGFloat = 20
    /// The tolerance of `majorRadius`.
    public let majorRadiusTolerance: CGFloat = 5
    /// The force of the touch (1 is an average touch).
    public let force: CGFloat = 1
    /// The largest force possible.
    public let maximumPossibleForce: CGFloat = 1

    /// The touch's position in its window's coordinates.
    package internal(set) var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// Identifies the finger across a sequence.
    let identifier: Int

    /// The recognizers the touch is delivered to, fixed when it begins.
    var recognizers: [UIGestureRecognizer] = []
    /// Phases held back from the view while a recognizer delays touchesBegan (nil when not held).
    var heldPhases: [Phase]?
    /// Whether the touch's end is held back from the view while a recognizer delays touchesEnded.
    var endHeld = false
    /// Whether the view saw the touch begin.
    var deliveredToView = false
    /// Whether the view saw the touch end or be cancelled.
    var finishedForView = false
    /// Whether a recognizer took the touch away from the view (the view got touchesCancelled).
    var cancelledForView = false

    init(identifier: Int, phase: Phase, location: CGPoint, timestamp: TimeInterval, tapCount: Int, window: UIWindow?) {
        self.identifier = identifier
        self.phase = phase
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
    }

    /// Creates a touch in no window, at the origin, in the began phase, as `UITouch()` does on iOS (tests
    /// make such touches to call `touchesBegan(_:with:)` and the other handlers themselves).
    public override convenience init() {
        self.init(identifier: 0, phase: .began, location: .zero, timestamp: 0, tapCount: 0, window: nil)
    }

    /// The touch's position in `view`'s coordinates (window coordinates when nil).
    public func location(in view: UIView?) -> CGPoint {
        convertFromWindow(locationInWindow, to: view)
    }

    /// The touch's previous position in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousLocationInWindow, to: view)
    }

    /// The precise position (the same as `location(in:)` for direct touches).
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        guard let window else { return point }
        return view.convert(point, from: window)
    }

}
