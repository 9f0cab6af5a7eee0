/// Tells the window backend when the key window's first responder starts or stops taking text, so the
/// desktop's text input (and its input method) is on exactly while a `UIKeyInput` responder is first,
/// and where the caret is, for the input method's window.
@preconcurrency @MainActor
package enum TextInputRouting {
    /// Called with the responder taking text (nil: none) and its caret rectangle in its window's
    /// coordinates (the responder view's bounds when it reports no caret).
    package static var observer: ((UIResponder?, CGRect?) -> Void)?

    /// The key window's first responder when it takes text.
    package static var textResponder: UIResponder? {
        guard let window = UIApplication.shared.keyWindow, let responder = window.currentFirstResponder,
              responder is UIKeyInput else { return nil }
        return responder
    }

    /// What the observer was last told, so it hears only changes.
    private static var reported: (responder: ObjectIdentifier?, caret: CGRect?) = (nil, nil)

    /// A window's first responder changed (or its caret moved): tells the observer about the key window.
    static func firstResponderChanged(in window: UIWindow) {
        guard window.isKeyWindow, !SoftwareKeyboard.shared.isChangingResponder else { return }
        keyWindowChanged()
    }

    /// The key window changed: the software keyboard follows, and the observer hears what now takes
    /// text, if that changed.
    static func keyWindowChanged() {
        SoftwareKeyboard.shared.update()
        guard let observer else { return }
        let responder = textResponder
        let caret = responder.flatMap { r in UIApplication.shared.keyWindow.flatMap { caretRect(of: r, in: $0) } }
        let now = (responder.map(ObjectIdentifier.init), caret)
        guard now.0 != reported.responder || now.1 != reported.caret else { return }
        reported = now
        observer(responder, caret)
    }

    /// Where the input method's candidate window goes (`SDL_SetTextInputRect`): the caret (in its
    /// window's coordinates) on the screen, in the backend's units, whole and at least one unit in size.
    package static func inputMethodRect(caret: CGRect, in window: UIWindow, unitsPerPoint units: CGFloat) -> CGRect {
        CGRect(x: ((caret.minX + window.frame.minX) * units).rounded(.towardZero), y: ((caret.minY + window.frame.minY) * units).rounded(.towardZero),
               width: max(1, (caret.width * units).rounded(.towardZero)), height: max(1, (caret.height * units).rounded(.towardZero)))
    }

    private static func caretRect(of responder: UIResponder, in window: UIWindow) -> CGRect? {
        guard let view = responder as? UIView else { return nil }
        if let input = responder as? UITextInput {
            let position = input.selectedTextRange?.end ?? input.endOfDocument
            return view.convert(input.caretRect(for: position), to: window)
        }
        return view.convert(view.bounds, to: window)
    }
}
