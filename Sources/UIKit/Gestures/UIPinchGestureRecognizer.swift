/// A continuous recognizer for two fingers pinching: it begins once their distance has changed by
/// 8 points, reports `scale` (their distance over the starting distance) and `velocity` (scale per
/// second), and ends when fewer than two fingers remain. It also takes transform events (trackpad
/// pinches, ctrl + wheel) sent through `UIWindow.send(_: TransformInput)`.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale since the gesture began, relative to the fingers' starting distance (1 at first).
    /// Setting it (commonly back to 1 after applying it) moves the reference.
    open var scale: CGFloat {
        get { currentScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                TesseraLog.error("UIKit", "UIPinchGestureRecognizer.scale = \(newValue): a scale must be positive and finite; ignored")
                return
            }
            baseScale *= currentScale / newValue
            currentScale = newValue
        }
    }
    /// How fast the scale changes, in scale factor per second.
    open private(set) var velocity: CGFloat = 0

    static let hysteresis: CGFloat = 8

    private var startDistance: CGFloat?
    /// Divides the raw distance ratio, so that setting `scale` rebases it.
    private var baseScale: CGFloat = 1
    private var currentScale: CGFloat = 1
    private var lastSample: (time: TimeInterval, scale: CGFloat)?

    open override func shouldReceive(_ event: UIEvent) -> Bool { event.type == .touches || event.type == .transform }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        rebase(event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = startDistance, start > 0, let geometry = TwoFingerGeometry(activeTouches) else { return }
        if state == .possible && abs(geometry.distance - start) < Self.hysteresis { return }
        update(to: geometry.distance / start / baseScale, at: event.timestamp)
        state = state == .possible ? .began : .changed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = activeTouches.filter { !touches.contains($0) }
        if remaining.count < 2 {
            switch state {
            case .began, .changed: state = .ended
            case .possible where remaining.isEmpty: state = .failed
            default: startDistance = nil
            }
        } else {
            rebase(event.timestamp, touches: remaining)
        }
    }

    /// Starts measuring from the current fingers, keeping the scale reached so far.
    private func rebase(_ time: TimeInterval, touches: [UITouch]? = nil) {
        guard let geometry = TwoFingerGeometry(touches ?? activeTouches), geometry.distance > 0 else { return }
        startDistance = geometry.distance
        baseScale = 1 / currentScale
        if lastSample == nil { lastSample = (time, currentScale) }
    }

    private func update(to newScale: CGFloat, at time: TimeInterval) {
        if let last = lastSample, time > last.time { velocity = (newScale - last.scale) / CGFloat(time - last.time) }
        lastSample = (time, newScale)
        currentScale = newScale
    }

    /// Takes one transform step: `scaleDelta` multiplies the scale.
    override func takeTransform(scale scaleDelta: CGFloat, rotation: CGFloat, phase: TransformInput.Phase, timestamp: TimeInterval) {
        switch phase {
        case .began:
            guard state == .possible else { return }
            lastSample = (timestamp, 1)
            update(to: scaleDelta, at: timestamp)
            state = .began
        case .changed:
            guard state == .began || state == .changed else { return }
            update(to: currentScale * scaleDelta, at: timestamp)
            state = .changed
        case .ended, .cancelled:
            endTransform(cancelled: phase == .cancelled)
        }
    }

    open override func reset() {
        super.reset()
        startDistance = nil
        baseScale = 1
        currentScale = 1
        velocity = 0
        lastSample = nil
    }
}
