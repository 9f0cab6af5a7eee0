/// A continuous recognizer for a press held still: it begins once `numberOfTouchesRequired` fingers
/// have been down `minimumPressDuration` seconds without straying `allowableMovement` points, changes as
/// they move, and ends when they lift.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be down, in seconds (0.5 by default).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture begins, in points (10 by default).
    open var allowableMovement: CGFloat = 10
    /// How many taps come before the press (0 by default).
    open var numberOfTapsRequired = 0
    /// How many fingers press (1 by default).
    open var numberOfTouchesRequired = 1

    private var tapsDone = 0
    private var startPoints: [ObjectIdentifier: CGPoint] = [:]
    private var pressing = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        cancelTimers()
        if activeTouches.count > numberOfTouchesRequired { state = .failed; return }
        for touch in touches { startPoints[ObjectIdentifier(touch)] = touch.locationInWindow }
        guard activeTouches.count == numberOfTouchesRequired else { return }
        if tapsDone < numberOfTapsRequired { return }
        pressing = true
        let duration = max(0, minimumPressDuration)
        schedule(after: duration) { [weak self] in
            guard let self, self.pressing, self.state == .possible else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            state = .changed
            return
        }
        for touch in touches {
            guard let start = startPoints[ObjectIdentifier(touch)] else { continue }
            let point = touch.locationInWindow
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            if activeTouches.count <= touches.count || activeTouches.count - touches.count < numberOfTouchesRequired { state = .ended }
            return
        }
        cancelTimers()
        pressing = false
        if activeTouches.count == touches.count, tapsDone < numberOfTapsRequired {
            tapsDone += 1
            startPoints = [:]
            // The next tap (or the press) must come soon.
            schedule(after: UITapGestureRecognizer.maximumTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
            return
        }
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsDone = 0
        startPoints = [:]
        pressing = false
    }
}
