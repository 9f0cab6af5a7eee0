import CSDL2
import UIKit

/// The SDL2 pitfalls on Linux, checked from inside a running app (`RuntimeProbe --sdl-checks`): events
/// are pushed into SDL's queue as the desktop would send them, and what reached UIKit is reported.
/// - Text input is off at start-up and on only while a text responder is first.
/// - A composition longer than 32 bytes arrives whole (SDL_TEXTEDITING_EXT).
/// - A touchscreen tap is one touch, not also a mouse click.
@MainActor
enum SDLChecks {
    /// A text responder that records what it is given.
    final class Sink: UIView, UITextInput {
        var marked = ""
        var inserted = ""
        /// Called with each piece of text inserted.
        var onInsert: ((String) -> Void)?
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !inserted.isEmpty }
        func insertText(_ text: String) {
            inserted += text
            onInsert?(text)
        }
        func deleteBackward() {}
        var markedTextRange: UITextRange? { marked.isEmpty ? nil : UITextRange() }
        var selectedTextRange: UITextRange?
        func setMarkedText(_ markedText: String?, selectedRange: NSRange) { marked = markedText ?? "" }
        func unmarkText() { marked = "" }
        var beginningOfDocument: UITextPosition { UITextPosition() }
        var endOfDocument: UITextPosition { UITextPosition() }
        func text(in range: UITextRange) -> String? { inserted }
        func replace(_ range: UITextRange, withText text: String) {}
        func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: 0, y: 0, width: 2, height: 20) }
    }

    /// A view counting the touches that reach it.
    final class TouchCounter: UIView {
        var began = 0, ended = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
    }

    /// Makes a text responder covering `window` first responder and reports `text-sink-ready`, then
    /// `text=…` for each piece of text the desktop's keyboard gives it (through SDL and the X input
    /// method, dead keys and compose sequences included), until the app is ended.
    static func sinkText(in window: UIWindow, report: @escaping @Sendable (String) -> Void) {
        let sink = Sink(frame: window.bounds)
        sink.onInsert = { report("text=\($0)") }
        window.addSubview(sink)
        _ = sink.becomeFirstResponder()
        report("text-sink-ready")
    }

    static func run(in window: UIWindow, report: @escaping @Sendable (String) -> Void) {
        guard let sdlWindow = SDL_GetKeyboardFocus() ?? SDL_GetMouseFocus() ?? firstWindow() else {
            report("sdl-checks no-window")
            raise(SIGTERM)
            return
        }
        let windowID = SDL_GetWindowID(sdlWindow)
        report("text-input-at-launch=\(SDL_IsTextInputActive() == SDL_TRUE)")
        let counter = TouchCounter(frame: window.bounds)
        window.addSubview(counter)
        let sink = Sink(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(sink)
        _ = sink.becomeFirstResponder()
        report("text-input-with-responder=\(SDL_IsTextInputActive() == SDL_TRUE)")

        let long = String(repeating: "かな", count: 12)          // 72 bytes of UTF-8
        var edit = SDL_Event()
        edit.editExt.type = SDL_TEXTEDITING_EXT.rawValue
        edit.editExt.windowID = windowID
        edit.editExt.text = SDL_strdup(long)
        edit.editExt.start = 0
        edit.editExt.length = 0
        SDL_PushEvent(&edit)

        var finger = SDL_Event()
        finger.tfinger.type = SDL_FINGERDOWN.rawValue
        finger.tfinger.windowID = windowID
        finger.tfinger.touchId = 1
        finger.tfinger.fingerId = 7
        finger.tfinger.x = 0.5
        finger.tfinger.y = 0.5
        finger.tfinger.pressure = 1
        SDL_PushEvent(&finger)
        finger.tfinger.type = SDL_FINGERUP.rawValue
        SDL_PushEvent(&finger)

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            MainActor.assumeIsolated {
                report("marked-length=\(sink.marked.utf8.count) whole=\(sink.marked == long)")
                report("touches began=\(counter.began) ended=\(counter.ended)")
                _ = sink.resignFirstResponder()
                report("text-input-after-resign=\(SDL_IsTextInputActive() == SDL_TRUE)")
                raise(SIGTERM)
            }
        }
    }

    private static func firstWindow() -> OpaquePointer? {
        (1...8).lazy.compactMap { SDL_GetWindowFromID(UInt32($0)) }.first
    }
}
