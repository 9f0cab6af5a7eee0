/// An event carrying presses of keys or buttons.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// Every press of the event.
    open internal(set) var allPresses: Set<UIPress>

    init(timestamp: TimeInterval, presses: Set<UIPress>) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp, touches: nil)
    }

    /// The presses going to a gesture recognizer (none: recognizers take touches here).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
