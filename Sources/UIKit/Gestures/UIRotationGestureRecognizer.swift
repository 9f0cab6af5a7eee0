/// A continuous recognizer for two fingers turning: it begins once the line between them has turned
/// 5 degrees, reports `rotation` (radians since the start, clockwise positive in UIKit's y-down
/// coordinates) and `velocity` (radians per second), and ends when fewer than two fingers remain. It
/// also takes transform events sent through `UIWindow.send(_: TransformInput)`.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation since the gesture began, in radians. Setting it (commonly to 0 after applying
    /// it) moves the reference.
    open var rotation: CGFloat {
        get { currentRotation }
        set {
            guard newValue.isFinite else {
                TesseraLog.error("UIKit", "UIRotationGestureRecognizer.rotation = \(newValue): not a finite angle; ignored")
                return
            }
            offset += newValue - currentRotation
            currentRotation = newValue
        }
    }
    /// How fast the rotation changes, in radians per second.
    open private(set) var velocity: CGFloat = 0

    static let hysteresis: CGFloat = .pi / 36

    private var startAngle: CGFloat?
    /// The turn accumulated before the current pair of fingers (and by setting `rotation`).
    private var offset: CGFloat = 0
    private var currentRotation: CGFloat = 0
    private var lastSample: (time: TimeInterval, rotation: CGFloat)?

    open override func shouldReceive(_ event: UIEvent) -> Bool { event.type == .touches || event.type == .transform }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        rebase(event.timestamp, touches: activeTouches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = startAngle, let geometry = TwoFingerGeometry(activeTouches) else { return }
        let turned = angleDelta(from: start, to: geometry.angle)
        if state == .possible && abs(turned) < Self.hysteresis { return }
        update(to: offset + turned, at: event.timestamp)
        state = state == .possible ? .began : .changed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = activeTouches.filter { !touches.contains($0) }
        if remaining.count < 2 {
            switch state {
            case .began, .changed: state = .ended
            case .possible where remaining.isEmpty: state = .failed
            default: startAngle = nil
            }
        } else {
            rebase(event.timestamp, touches: remaining)
        }
    }

    private func rebase(_ time: TimeInterval, touches: [UITouch]) {
        guard let geometry = TwoFingerGeometry(touches) else { return }
        startAngle = geometry.angle
        offset = currentRotation
        if lastSample == nil { lastSample = (time, currentRotation) }
    }

    private func update(to newRotation: CGFloat, at time: TimeInterval) {
        if let last = lastSample, time > last.time { velocity = (newRotation - last.rotation) / CGFloat(time - last.time) }
        lastSample = (time, newRotation)
        currentRotation = newRotation
    }

    /// Takes one transform step: `rotation` adds to the rotation.
    override func takeTransform(scale: CGFloat, rotation delta: CGFloat, phase: TransformInput.Phase, timestamp: TimeInterval) {
        switch phase {
        case .began:
            guard state == .possible else { return }
            lastSample = (timestamp, 0)
            update(to: delta, at: timestamp)
            state = .began
        case .changed:
            guard state == .began || state == .changed else { return }
            update(to: currentRotation + delta, at: timestamp)
            state = .changed
        case .ended, .cancelled:
            endTransform(cancelled: phase == .cancelled)
        }
    }

    open override func reset() {
        super.reset()
        startAngle = nil
        offset = 0
        currentRotation = 0
        velocity = 0
        lastSample = nil
    }
}
