/// Stepping by touch, with autorepeat driven by the frame clock: the first repeat comes 0.5 s after the
/// finger went down, the next four every 0.2 s, then every 0.1 s, and every 0.05 s after 20 repeats.
extension UIStepper {
    /// The wait before the first repeat.
    static let firstRepeatDelay: TimeInterval = 0.5

    /// The wait after `count` repeats: iOS's steps come faster the longer the finger stays.
    static func repeatInterval(after count: Int) -> TimeInterval {
        count < 5 ? 0.2 : (count < 20 ? 0.1 : 0.05)
    }

    /// Whether a step up (+1) or down (-1) can change the value.
    func canStep(_ direction: Int) -> Bool {
        wraps || (direction > 0 ? value < maximumValue : value > minimumValue)
    }

    /// The value one step up or down: it stops at a limit, and wraps to the other limit from there.
    func steppedValue(_ direction: Int) -> Double {
        let next = value + Double(direction) * stepValue
        if next > maximumValue { return wraps && value >= maximumValue ? minimumValue : maximumValue }
        if next < minimumValue { return wraps && value <= minimumValue ? maximumValue : minimumValue }
        return next
    }

    /// The direction of the half under a point: -1 for the left (decrement), +1 for the right.
    func direction(at point: CGPoint) -> Int { point.x < bounds.midX ? -1 : 1 }

    func beginStepperTracking(_ touch: UITouch) -> Bool {
        let direction = direction(at: touch.location(in: self))
        guard canStep(direction) else { return false }
        pressedDirection = direction
        valueAtTouchDown = value
        needsFirstStep = true
        setNeedsDisplay()
        return true
    }

    /// The first step of a touch, and the start of autorepeat.
    func stepForNewTouch() {
        guard needsFirstStep, let direction = pressedDirection else { return }
        needsFirstStep = false
        step(direction)
        if autorepeat {
            repeatCount = 0
            nextRepeatTime = CACurrentMediaTime() + Self.firstRepeatDelay
            UIApplication.shared.addFrameObserver(for: self) { [weak self] now in self?.autorepeatFrame(at: now) }
        }
    }

    func continueStepperTracking() -> Bool {
        setNeedsDisplay()   // the pressed half shows highlighted only while the finger is inside
        return true
    }

    func finishStepperTracking() {
        UIApplication.shared.removeFrameObserver(for: self)
        pressedDirection = nil
        needsFirstStep = false
        if !isContinuous && value != valueAtTouchDown { sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    /// Steps as a tap on a half would (for assistive technologies).
    func stepAsUser(_ direction: Int) {
        guard isEnabled else { return }
        let before = value
        value = steppedValue(direction)
        if value != before { sendActions(for: .valueChanged) }
    }

    /// One step, announced at once when continuous.
    private func step(_ direction: Int) {
        let next = steppedValue(direction)
        guard next != value else { return }
        value = next
        if isContinuous { sendActions(for: .valueChanged) }
    }

    /// Takes the repeats due by `now`; none while the finger is outside or the limit is reached.
    private func autorepeatFrame(at now: CFTimeInterval) {
        guard let direction = pressedDirection else { return UIApplication.shared.removeFrameObserver(for: self) }
        while now >= nextRepeatTime {
            guard isTouchInside, canStep(direction) else {
                nextRepeatTime = now + Self.repeatInterval(after: repeatCount)
                return
            }
            step(direction)
            repeatCount += 1
            nextRepeatTime += Self.repeatInterval(after: repeatCount)
        }
        setNeedsDisplay()
    }
}
