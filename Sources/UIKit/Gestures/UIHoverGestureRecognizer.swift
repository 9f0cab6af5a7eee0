/// A continuous recognizer for a pointer over its view with no button down: it begins when the
/// pointer enters the view, changes as it moves inside, and ends when it leaves (or leaves the window).
/// It takes hover events from `UIWindow.send(_: HoverInput)`, never touches.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    override var takesTouches: Bool { false }

    open override func shouldReceive(_ event: UIEvent) -> Bool { event.type == .hover }

    /// Takes one pointer position: inside the view or not.
    func takeHover(inside: Bool, location: CGPoint) {
        if inside { lastLocationInWindow = location }
        switch (state, inside) {
        case (.possible, true): state = .began
        case (.began, true), (.changed, true): state = .changed
        case (.began, false), (.changed, false):
            inputSession = nil
            state = .ended
        case (.possible, false):
            inputSession = nil
            state = .failed
        default: break
        }
    }
}
