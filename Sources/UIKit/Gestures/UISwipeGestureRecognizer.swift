/// A discrete recognizer for a quick stroke in one of `direction`'s directions with
/// `numberOfTouchesRequired` fingers: it recognizes once the fingers have travelled 50 points that way
/// within 0.5 s, staying within 50% off the axis; otherwise it fails.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions a swipe may go.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count (right by default).
    open var direction: Direction = .right
    /// How many fingers swipe (1 by default).
    open var numberOfTouchesRequired = 1

    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5
    static let maximumSlope: CGFloat = 0.5

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    override var isContinuous: Bool { false }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.count > numberOfTouchesRequired { state = .failed; return }
        if activeTouches.count == numberOfTouchesRequired {
            start = centroidInWindow
            startTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, activeTouches.count == numberOfTouchesRequired else { return }
        if event.timestamp - startTime > Self.maximumDuration { state = .failed; return }
        let point = centroidInWindow
        let dx = point.x - start.x, dy = point.y - start.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        for (way, along, across) in candidates where direction.contains(way) {
            if along >= Self.minimumDistance && abs(across) <= along * Self.maximumSlope {
                state = .ended
                return
            }
        }
        // Too far off every allowed direction: it is not this swipe.
        let travelled = hypot(dx, dy)
        if travelled >= Self.minimumDistance { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
        startTime = 0
    }
}
