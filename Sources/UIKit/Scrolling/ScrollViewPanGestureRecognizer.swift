/// A scroll view's pan: it holds touches back from the content for a moment (`delaysContentTouches`),
/// so a drag can claim them before a button inside sees them, then lets them through, as iOS does.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// How long touches wait before the content sees them (iOS waits about 150 ms).
    static let contentTouchDelay: TimeInterval = 0.15

    /// Whether the scroll view delays content touches.
    var delaysContent = true
    /// Whether the wait for the current touches is over.
    private var waitOver = false

    override var delaysTouchesBegan: Bool {
        get { delaysContent && !waitOver }
        set { delaysContent = newValue }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        // A finger landing on gliding content stops it there, as on iOS; the scroll view tracks it.
        (view as? UIScrollView)?.stopGlide()
        (view as? UIScrollView)?.isTracking = true
        if delaysContent, !waitOver, state == .possible {
            schedule(after: Self.contentTouchDelay) { [weak self] in self?.waitOver = true }
        }
    }

    /// Whether the scroll in progress comes from mouse-wheel ticks (no momentum after them).
    private(set) var wheel = false

    override func takeScroll(delta: CGPoint, phase: ScrollInput.Phase, timestamp: TimeInterval, location: CGPoint) {
        if phase == .wheel { wheel = true } else if phase == .began { wheel = false }
        super.takeScroll(delta: delta, phase: phase, timestamp: timestamp, location: location)
    }

    override func reset() {
        super.reset()
        waitOver = false
        wheel = false
        if let scrollView = view as? UIScrollView, !scrollView.isDragging { scrollView.isTracking = false }
    }
}
