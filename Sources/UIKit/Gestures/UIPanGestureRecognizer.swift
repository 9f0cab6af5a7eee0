/// A continuous recognizer for dragging: it begins once the fingers' centroid has moved 10 points
/// (iOS's hysteresis), changes as they move, and ends when they lift. It also takes scroll events
/// (trackpad scrolls and mouse wheels) allowed by `allowedScrollTypesMask`.
///
/// The translation is measured from where the fingers went down, so at `.began` it already holds the
/// hysteresis movement; adding or lifting a finger does not make it jump.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The kinds of scroll event the recognizer takes.
    public struct ScrollTypeMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Trackpad scrolls, with began, changed and ended phases.
        public static let continuous = ScrollTypeMask(rawValue: 1 << 0)
        /// Mouse wheel ticks.
        public static let discrete = ScrollTypeMask(rawValue: 1 << 1)
        /// Both.
        public static let all: ScrollTypeMask = [.continuous, .discrete]
    }

    /// The fewest fingers that pan (1 by default).
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan (unlimited by default).
    open var maximumNumberOfTouches = Int.max
    /// The scroll events the recognizer takes (none by default, as on iOS).
    open var allowedScrollTypesMask: ScrollTypeMask = []

    /// How far the centroid moves before the pan begins.
    static let hysteresis: CGFloat = 10
    /// How long after the last wheel tick a wheel scroll ends.
    static let wheelQuietPeriod: TimeInterval = 0.15
    /// The span of recent movement the velocity is measured over.
    static let velocityWindow: TimeInterval = 0.1

    /// The translation so far, in window coordinates.
    var translationInWindow = CGPoint.zero
    private var lastCentroid = CGPoint.zero
    private var samples: [(time: TimeInterval, translation: CGPoint)] = []
    private var velocityInWindow = CGPoint.zero
    /// Whether the current gesture comes from a scroll event.
    var scrolling = false

    /// The translation in `view`'s coordinate system (window coordinates when nil).
    open func translation(in view: UIView?) -> CGPoint {
        convertVectorFromWindow(translationInWindow, to: view)
    }

    /// Sets the translation (commonly to zero, after applying it); the velocity is unchanged.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let checked = BadValue.checkedPoint(translation, "UIKit", api: "UIPanGestureRecognizer.setTranslation") else { return }
        let converted = convertVectorToWindow(checked, from: view)
        let shift = CGPoint(x: converted.x - translationInWindow.x, y: converted.y - translationInWindow.y)
        translationInWindow = converted
        samples = samples.map { ($0.time, CGPoint(x: $0.translation.x + shift.x, y: $0.translation.y + shift.y)) }
    }

    /// The velocity in points per second in `view`'s coordinate system, over the last tenth of a second.
    open func velocity(in view: UIView?) -> CGPoint {
        convertVectorFromWindow(velocityInWindow, to: view)
    }

    open override func shouldReceive(_ event: UIEvent) -> Bool {
        event.type == .touches || (event.type == .scroll && !allowedScrollTypesMask.isEmpty)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible && activeTouches.count > maximumNumberOfTouches { state = .failed; return }
        if samples.isEmpty { record(time: event.timestamp) }
        lastCentroid = centroidInWindow
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let centroid = centroidInWindow
        translationInWindow.x += centroid.x - lastCentroid.x
        translationInWindow.y += centroid.y - lastCentroid.y
        lastCentroid = centroid
        record(time: event.timestamp)
        let count = activeTouches.count
        switch state {
        case .possible:
            guard count >= minimumNumberOfTouches, count <= maximumNumberOfTouches,
                  hypot(translationInWindow.x, translationInWindow.y) >= Self.hysteresis else { return }
            state = movementMayBegin() ? .began : .failed
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = activeTouches.filter { !touches.contains($0) }
        record(time: event.timestamp)
        if remaining.count < minimumNumberOfTouches || remaining.isEmpty {
            switch state {
            case .began, .changed: state = .ended
            case .possible: state = .failed
            default: break
            }
            return
        }
        lastCentroid = centroid(of: remaining)
    }

    /// Whether the movement past the hysteresis may begin the pan (subclasses refuse some directions).
    func movementMayBegin() -> Bool { true }

    // MARK: Scrolls

    /// Takes one scroll step: the delta adds to the translation; the phase moves the state.
    func takeScroll(delta: CGPoint, phase: ScrollInput.Phase, timestamp: TimeInterval, location: CGPoint) {
        lastLocationInWindow = location
        switch phase {
        case .began, .wheel:
            if state == .possible && !scrolling {
                scrolling = true
                translationInWindow = .zero
                samples = []
                record(time: timestamp)
            }
            addScroll(delta, timestamp)
            if phase == .wheel { scheduleWheelEnd() }
            if state == .possible { state = .began } else if state == .began || state == .changed { state = .changed }
        case .changed:
            guard scrolling else { return }
            addScroll(delta, timestamp)
            if state == .began || state == .changed { state = .changed }
        case .ended, .cancelled:
            guard scrolling else { return }
            if delta != .zero { addScroll(delta, timestamp) }
            finishScroll(cancelled: phase == .cancelled)
        }
    }

    private func addScroll(_ delta: CGPoint, _ timestamp: TimeInterval) {
        translationInWindow.x += delta.x
        translationInWindow.y += delta.y
        record(time: timestamp)
    }

    private func scheduleWheelEnd() {
        cancelTimers()
        schedule(after: Self.wheelQuietPeriod) { [weak self] in self?.finishScroll(cancelled: false) }
    }

    private func finishScroll(cancelled: Bool) {
        scrolling = false
        GestureArena.endSession(inputSession)
        switch state {
        case .began, .changed: state = cancelled ? .cancelled : .ended
        case .possible: state = .failed
        default: break
        }
    }

    // MARK: Velocity

    private func record(time: TimeInterval) {
        samples.append((time, translationInWindow))
        while samples.count > 2, let first = samples.first, time - first.time > Self.velocityWindow + 1e-9 { samples.removeFirst() }
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return }
        let span = CGFloat(last.time - first.time)
        velocityInWindow = CGPoint(x: (last.translation.x - first.translation.x) / span,
                                   y: (last.translation.y - first.translation.y) / span)
    }

    private func centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return lastCentroid }
        let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    open override func reset() {
        super.reset()
        translationInWindow = .zero
        lastCentroid = .zero
        samples = []
        velocityInWindow = .zero
        scrolling = false
    }
}
