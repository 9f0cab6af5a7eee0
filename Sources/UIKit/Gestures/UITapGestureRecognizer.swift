/// A discrete recognizer for one or more taps with one or more fingers.
///
/// It recognizes when the fingers have lifted `numberOfTapsRequired` times, each tap with
/// `numberOfTouchesRequired` fingers, the taps at most 0.35 s apart and within 45 points of the first
/// (iOS's numbers, the same as `UITouch.tapCount`). It fails when a finger moves more than 45 points,
/// too many fingers touch, or the next tap comes too late.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (1 by default).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes (1 by default).
    open var numberOfTouchesRequired = 1
    /// The button mask of pointer taps (primary by default).
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    /// Longest pause between taps, and how far the taps and fingers may stray.
    static let maximumTapInterval: TimeInterval = 0.35
    static let allowableMovement: CGFloat = 45

    private var tapsDone = 0
    private var fingersThisTap = 0
    private var startPoints: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?

    override var isContinuous: Bool { false }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimers()
        if event.buttonMask != [] && event.buttonMask.isDisjoint(with: buttonMaskRequired) { state = .failed; return }
        if fingersThisTap == 0 { fingersThisTap = 0 }
        fingersThisTap += touches.count
        if activeTouches.count > numberOfTouchesRequired || fingersThisTap > numberOfTouchesRequired || tapsDone >= numberOfTapsRequired {
            state = .failed
            return
        }
        for touch in touches {
            let point = touch.locationInWindow
            startPoints[ObjectIdentifier(touch)] = point
            if let first = firstTapLocation, hypot(point.x - first.x, point.y - first.y) > Self.allowableMovement {
                state = .failed
                return
            }
        }
        if firstTapLocation == nil { firstTapLocation = touches.first?.locationInWindow }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startPoints[ObjectIdentifier(touch)] else { continue }
            let point = touch.locationInWindow
            if hypot(point.x - start.x, point.y - start.y) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The tap ends when its last finger lifts (the ended touches are still counted as active here).
        guard activeTouches.count == touches.count else { return }
        guard fingersThisTap == numberOfTouchesRequired else { state = .failed; return }
        tapsDone += 1
        fingersThisTap = 0
        startPoints = [:]
        if tapsDone == numberOfTapsRequired {
            state = .ended
        } else {
            schedule(after: Self.maximumTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func reset() {
        super.reset()
        tapsDone = 0
        fingersThisTap = 0
        startPoints = [:]
        firstTapLocation = nil
    }
}
