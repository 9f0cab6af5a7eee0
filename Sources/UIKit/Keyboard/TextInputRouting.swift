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
        guard window.isKeyWindow else { return }
        keyWindowChanged()
    }

    /// The key window changed: tells the observer what now takes text, if that changed.
    static func keyWindowChanged() {
        guard let observer else { return }
        let responder = textResponder
        let caret = responder.flatMap { r in UIApplication.shared.keyWindow.flatMap { caretRect(of: r, in: $0) } }
        let now = (responder.map(ObjectIdentifier.init), caret)
        guard now.0 != reported.responder || now.1 != reported.caret else { return }
        reported = now
        observer(responder, caret)
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
