/// Dismissing the keyboard by dragging a scroll view (`keyboardDismissMode`).
///
/// `.onDrag` (and `.onDragWithAccessory`) resign the first responder when a drag begins. `.interactive`
/// (and `.interactiveWithAccessory`) let the finger push the keyboard down once it reaches the
/// keyboard's top edge; letting go while moving down (or with the keyboard more than half way down)
/// dismisses it, otherwise it slides back up.
///
/// Where Tessera differs: the `…WithAccessory` variants behave as their plain ones; iOS 16 keeps an
/// accessory view that another responder still shows on screen, and Tessera's keyboard always leaves
/// with its responder.
extension UIScrollView {
    /// Follows a drag of the scroll view's pan for interactive keyboard dismissal.
    func trackKeyboardDismissal(_ pan: UIPanGestureRecognizer) {
        guard keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory, let window else { return }
        let keyboard = SoftwareKeyboard.shared
        switch pan.state {
        case .began, .changed:
            keyboard.followFinger(atScreenY: pan.location(in: window).y + window.frame.minY)
        case .ended:
            keyboard.releaseFinger(velocityY: pan.velocity(in: window).y, cancelled: false)
        case .cancelled, .failed:
            keyboard.releaseFinger(velocityY: 0, cancelled: true)
        default:
            break
        }
    }

    /// Whether a drag beginning dismisses the keyboard at once.
    var dismissesKeyboardOnDragBegin: Bool {
        keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory
    }
}
