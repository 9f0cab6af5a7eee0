/// A pan that starts at an edge of the window: it takes only touches that go down within 20 points
/// of one of `edges` and begins when they move away from that edge.
///
/// Where Tessera differs: the edge is the window's (iOS uses the screen's; a Tessera window usually
/// fills its screen).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from (none by default, as on iOS: set at least one).
    open var edges: UIRectEdge = []

    /// How close to an edge the touch must go down.
    static let edgeMargin: CGFloat = 20
    private var startEdge: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible && startEdge.isEmpty {
            guard let touch = touches.first, let window = touch.window else { state = .failed; return }
            let point = touch.locationInWindow
            let bounds = window.bounds
            let margin = Self.edgeMargin
            var near: UIRectEdge = []
            if point.x - bounds.minX <= margin { near.insert(.left) }
            if bounds.maxX - point.x <= margin { near.insert(.right) }
            if point.y - bounds.minY <= margin { near.insert(.top) }
            if bounds.maxY - point.y <= margin { near.insert(.bottom) }
            startEdge = near.intersection(edges)
            if startEdge.isEmpty { state = .failed; return }
        }
        super.touchesBegan(touches, with: event)
    }

    /// The movement must lead away from the edge the touch started at.
    override func movementMayBegin() -> Bool {
        let t = translationInWindow
        if startEdge.contains(.left) && t.x > abs(t.y) { return true }
        if startEdge.contains(.right) && -t.x > abs(t.y) { return true }
        if startEdge.contains(.top) && t.y > abs(t.x) { return true }
        if startEdge.contains(.bottom) && -t.y > abs(t.x) { return true }
        return false
    }

    open override func shouldReceive(_ event: UIEvent) -> Bool { event.type == .touches }

    open override func reset() {
        super.reset()
        startEdge = []
    }
}
