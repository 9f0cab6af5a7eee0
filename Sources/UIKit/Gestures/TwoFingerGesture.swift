/// The span and angle between the first two touches of a recognizer, the basis of pinch and rotation.
struct TwoFingerGeometry {
    var distance: CGFloat
    var angle: CGFloat

    @MainActor
    init?(_ touches: [UITouch]) {
        guard touches.count >= 2 else { return nil }
        let a = touches[0].locationInWindow, b = touches[1].locationInWindow
        distance = hypot(b.x - a.x, b.y - a.y)
        angle = atan2(b.y - a.y, b.x - a.x)
    }
}

/// The change of an angle from `from` to `to`, wrapped into -π…π.
func angleDelta(from: CGFloat, to: CGFloat) -> CGFloat {
    var delta = to - from
    while delta > .pi { delta -= 2 * .pi }
    while delta < -.pi { delta += 2 * .pi }
    return delta
}

extension UIGestureRecognizer {
    /// A trackpad transform ended or was cancelled: a running gesture ends (or is cancelled), one that
    /// never began fails.
    func endTransform(cancelled: Bool) {
        GestureArena.endSession(inputSession)
        switch state {
        case .began, .changed: state = cancelled ? .cancelled : .ended
        case .possible: state = .failed
        default: break
        }
    }
}
