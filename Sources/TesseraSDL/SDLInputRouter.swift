import CSDL2
import UIKit

/// Turns SDL's events into UIKit input, through the same doors tests use (`UIWindow.send(_:)`), and
/// into the app's life cycle (focus, minimising, closing, resizing).
///
/// - Mouse buttons are touches: pressing, dragging and releasing one are a touch's began, moved and
///   ended phases, delivered to the topmost visible window under the pointer, which keeps the touch until
///   it lifts (SDL captures the mouse meanwhile). The primary button is a finger (`.direct`) on phone
///   and pad screens, as the app was written for touch, and an `.indirectPointer` touch with
///   `UIEvent.buttonMask` `.primary` on a desktop screen; the secondary button is always an
///   `.indirectPointer` touch with `.secondary`, as iPadOS reports a right click. Losing focus cancels
///   touches in progress.
/// - A touchscreen's fingers are fingers (`.direct` touches, several at once), so two-finger gestures
///   work on touch hardware. SDL's mouse events made from touches, and touches made from the mouse, are
///   turned off, so nothing arrives twice.
/// - Moving with no button down is hovering (`HoverInput`); leaving the window ends it.
/// - Keys are `KeyInput` steps to the key window (SDL's scancodes are USB HID usages, so they are
///   `UIKeyboardHIDUsage` as they are); the text they type arrives separately, from SDL's text input
///   (keyboard layouts, dead keys and input methods), as `TextInput`. SDL's text input is on only while
///   a `UIKeyInput` responder is first, with the input method's window placed at its caret. On X11 with
///   no input-method server, dead keys and compose sequences go through `X11ComposeFilter`.
/// - The wheel scrolls (`ScrollInput`, 40 points per notch, from SDL's precise deltas so smooth
///   trackpads scroll smoothly); with Control held it pinches (`TransformInput`, 10 % per notch), the
///   desktop's convention, ending after 0.15 s without a notch.
@MainActor
final class SDLInputRouter {
    private unowned let screenWindow: SDLScreenWindow
    private unowned let loop: MainRunLoop
    /// The window each pressed button's touch belongs to, by finger (0: primary, 1: secondary).
    private var touchWindows: [Int: PressedButton] = [:]
    /// The window the pointer hovers over.
    private weak var hoverWindow: UIWindow?
    /// A wheel pinch in progress: its window and the timer that ends it.
    private weak var pinchWindow: UIWindow?
    private var pinchLocation = CGPoint.zero
    private var pinchEnd: Timer?
    /// Composes dead keys and compose sequences when SDL opened no X input method (nil otherwise).
    private let composeFilter: X11ComposeFilter?

    /// Points the content moves per wheel notch.
    static let pointsPerNotch: CGFloat = 40
    /// Scale per wheel notch while Control is held.
    static let scalePerNotch: CGFloat = 1.1

    init(screenWindow: SDLScreenWindow, loop: MainRunLoop) {
        self.screenWindow = screenWindow
        self.loop = loop
        composeFilter = SDLVideo.composesKeys ? X11ComposeFilter() : nil
    }

    /// Reads and handles every queued event.
    func pumpEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { handle(event) }
    }

    /// Handles one event.
    func handle(_ event: SDL_Event) {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            loop.terminateApp()
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            handleButton(event.button)
        case SDL_MOUSEMOTION:
            handleMotion(event.motion)
        case SDL_MOUSEWHEEL:
            handleWheel(event.wheel)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            handleFinger(event.tfinger)
        case SDL_CLIPBOARDUPDATE:
            Self.clipboardChanged()
        case SDL_KEYDOWN, SDL_KEYUP:
            handleKey(event.key)
        case SDL_SYSWMEVENT:
            if let composed = composeFilter?.handle(event) {
                UIApplication.shared.keyWindow?.send(TextInput.commit(composed))
            }
        case SDL_TEXTINPUT:
            // The text of a key that is part of a compose sequence is not typed.
            if composeFilter?.dropsText == true { break }
            let text = withUnsafeBytes(of: event.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            UIApplication.shared.keyWindow?.send(TextInput.commit(text))
        case SDL_TEXTEDITING:
            let text = withUnsafeBytes(of: event.edit.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            compose(text, start: Int(event.edit.start), length: Int(event.edit.length))
        case SDL_TEXTEDITING_EXT:
            // Compositions longer than 32 bytes (SDL_HINT_IME_SUPPORT_EXTENDED_TEXT): the text is SDL's to free.
            let text = event.editExt.text.map { String(cString: $0) } ?? ""
            SDL_free(event.editExt.text)
            compose(text, start: Int(event.editExt.start), length: Int(event.editExt.length))
        default:
            break
        }
    }

    // MARK: Window

    private func handleWindowEvent(_ event: SDL_WindowEvent) {
        guard event.windowID == screenWindow.windowID else { return }
        switch SDL_WindowEventID(rawValue: UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            screenWindow.windowDidResize()
            loop.invalidateDisplay()
        case SDL_WINDOWEVENT_EXPOSED:
            loop.invalidateDisplay()
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            UIApplication.shared.becomeActive()
        case SDL_WINDOWEVENT_LEAVE:
            endHover()
        case SDL_WINDOWEVENT_FOCUS_LOST:
            composeFilter?.reset()
            cancelTouches()
            UIApplication.shared.keyWindow?.cancelPresses()
            UIApplication.shared.resignActive()
        case SDL_WINDOWEVENT_MINIMIZED:
            cancelTouches()
            UIApplication.shared.enterBackground()
        case SDL_WINDOWEVENT_RESTORED:
            if UIApplication.shared.applicationState == .background { UIApplication.shared.becomeActive() }
            loop.invalidateDisplay()
        case SDL_WINDOWEVENT_CLOSE:
            loop.terminateApp()
        default:
            break
        }
    }

    // MARK: Mouse

    /// The topmost visible window of the screen under `point` that takes touches.
    private func window(at point: CGPoint) -> UIWindow? {
        UIApplication.shared.windows.reversed().first { window in
            window.screen === screenWindow.screen && window.isUserInteractionEnabled && window.frame.contains(point)
        }
    }

    /// The finger, touch type and button mask of a mouse button (nil for buttons that are not touches).
    private func touchKind(of button: UInt8) -> (finger: Int, type: UITouch.TouchType, mask: UIEvent.ButtonMask)? {
        switch Int32(button) {
        case SDL_BUTTON_LEFT:
            return screenWindow.screen.profile.idiom == .mac ? (0, .indirectPointer, .primary) : (0, .direct, [])
        case SDL_BUTTON_RIGHT:
            return (1, .indirectPointer, .secondary)
        default:
            return nil
        }
    }

    private func handleButton(_ event: SDL_MouseButtonEvent) {
        // `which` is SDL_TOUCH_MOUSEID for mouse events SDL made from touches (its hint is off; ignored anyway).
        guard event.windowID == screenWindow.windowID, event.which != UInt32.max,
              let kind = touchKind(of: event.button) else { return }
        let point = screenWindow.point(x: event.x, y: event.y)
        let now = CACurrentMediaTime()
        if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
            cancelTouch(finger: kind.finger)
            endHover()
            guard let window = window(at: point) else { return }
            touchWindows[kind.finger] = PressedButton(window: window, type: kind.type, mask: kind.mask)
            FrameTrace.input("down", point)
            window.send(TouchInput(finger: kind.finger, phase: .down, location: windowPoint(point, in: window), timestamp: now,
                                   touchType: kind.type, buttonMask: kind.mask))
        } else if let window = touchWindows.removeValue(forKey: kind.finger)?.window, window.activeTouches[kind.finger] != nil {
            FrameTrace.input("up", point)
            window.send(TouchInput(finger: kind.finger, phase: .up, location: windowPoint(point, in: window), timestamp: now,
                                   touchType: kind.type, buttonMask: kind.mask))
        }
    }

    private func handleMotion(_ event: SDL_MouseMotionEvent) {
        guard event.windowID == screenWindow.windowID, event.which != UInt32.max else { return }
        let point = screenWindow.point(x: event.x, y: event.y)
        let now = CACurrentMediaTime()
        if touchWindows.isEmpty {
            hover(at: point, timestamp: now)
            return
        }
        for (finger, pressed) in touchWindows.sorted(by: { $0.key < $1.key }) {
            guard let window = pressed.window, window.activeTouches[finger] != nil else { continue }
            window.send(TouchInput(finger: finger, phase: .move, location: windowPoint(point, in: window), timestamp: now,
                                   touchType: pressed.type, buttonMask: pressed.mask))
        }
    }

    /// Cancels the touches of pressed buttons (focus lost, window minimised).
    private func cancelTouches() {
        for finger in Array(touchWindows.keys) { cancelTouch(finger: finger) }
    }

    private func cancelTouch(finger: Int) {
        guard let pressed = touchWindows.removeValue(forKey: finger), let window = pressed.window,
              let touch = window.activeTouches[finger] else { return }
        window.send(TouchInput(finger: finger, phase: .cancel, location: touch.locationInWindow, timestamp: CACurrentMediaTime(),
                               touchType: pressed.type, buttonMask: pressed.mask))
    }

    // MARK: Touchscreen

    /// Touch fingers, by SDL's finger id: the touch's finger number and its window.
    private var fingers: [SDL_FingerID: (finger: Int, window: WeakWindowBox)] = [:]

    private func handleFinger(_ event: SDL_TouchFingerEvent) {
        guard event.windowID == 0 || event.windowID == screenWindow.windowID else { return }
        let size = screenWindow.screen.bounds.size
        let point = CGPoint(x: CGFloat(event.x) * size.width, y: CGFloat(event.y) * size.height)
        let now = CACurrentMediaTime()
        if event.type == SDL_FINGERDOWN.rawValue {
            guard let window = window(at: point) else { return }
            // Fingers count from 2: 0 and 1 are the mouse buttons'.
            let used = Set(fingers.values.map(\.finger))
            let finger = (2...).first { !used.contains($0) }!
            fingers[event.fingerId] = (finger, WeakWindowBox(window: window))
            window.send(TouchInput(finger: finger, phase: .down, location: windowPoint(point, in: window), timestamp: now))
            return
        }
        guard let (finger, box) = fingers[event.fingerId], let window = box.window else { return }
        let phase: TouchInput.Phase = event.type == SDL_FINGERUP.rawValue ? .up : .move
        if phase == .up { fingers[event.fingerId] = nil }
        window.send(TouchInput(finger: finger, phase: phase, location: windowPoint(point, in: window), timestamp: now))
    }

    // MARK: Keyboard

    private func handleKey(_ event: SDL_KeyboardEvent) {
        guard event.windowID == screenWindow.windowID, let window = UIApplication.shared.keyWindow else { return }
        let keyCode = UIKeyboardHIDUsage(rawValue: Int(event.keysym.scancode.rawValue)) ?? .keyboardErrorUndefined
        let modifiers = Self.modifierFlags(UInt32(event.keysym.mod), keyCode: keyCode)
        // The key's character in the current layout, without modifiers (SDL's keycode for printable keys).
        var plain = ""
        if event.keysym.sym > 0, event.keysym.sym < 0x4000_0000, let scalar = Unicode.Scalar(UInt32(event.keysym.sym)),
           scalar.properties.generalCategory != .control {
            plain = String(Character(scalar))
        }
        let shifted = modifiers.contains(.shift) != modifiers.contains(.alphaShift)
        let characters = shifted ? plain.uppercased() : plain
        window.send(KeyInput(phase: event.type == SDL_KEYDOWN.rawValue ? .down : .up, keyCode: keyCode, modifierFlags: modifiers,
                             characters: characters, charactersIgnoringModifiers: plain.isEmpty ? nil : plain,
                             isRepeat: event.repeat != 0, typesText: false, timestamp: CACurrentMediaTime()))
    }

    /// UIKit's modifier flags for SDL's.
    static func modifierFlags(_ mod: UInt32, keyCode: UIKeyboardHIDUsage) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { flags.insert(.shift) }
        if mod & UInt32(KMOD_CTRL.rawValue) != 0 { flags.insert(.control) }
        if mod & UInt32(KMOD_ALT.rawValue) != 0 { flags.insert(.alternate) }
        if mod & UInt32(KMOD_GUI.rawValue) != 0 { flags.insert(.command) }
        if mod & UInt32(KMOD_CAPS.rawValue) != 0 { flags.insert(.alphaShift) }
        if (UIKeyboardHIDUsage.keypadNumLock.rawValue...UIKeyboardHIDUsage.keypadPeriod.rawValue).contains(keyCode.rawValue)
            || keyCode == .keypadEqualSign { flags.insert(.numericPad) }
        return flags
    }

    private func compose(_ text: String, start: Int, length: Int) {
        // SDL counts the cursor in characters; UIKit's ranges are UTF-16.
        UIApplication.shared.keyWindow?.send(TextInput.composition(text, cursor: start, length: length))
    }

    /// Turns SDL's text input on while a text responder is first, with the input method at its caret.
    static func followTextResponder(_ responder: UIResponder?, caret: CGRect?, in screenWindow: SDLScreenWindow) {
        guard responder != nil else {
            if SDL_IsTextInputActive() == SDL_TRUE { SDL_StopTextInput() }
            return
        }
        if let caret, let window = UIApplication.shared.keyWindow {
            let r = TextInputRouting.inputMethodRect(caret: caret, in: window, unitsPerPoint: screenWindow.unitsPerPoint)
            var rect = SDL_Rect(x: Int32(r.minX), y: Int32(r.minY), w: Int32(r.width), h: Int32(r.height))
            SDL_SetTextInputRect(&rect)
        }
        if SDL_IsTextInputActive() != SDL_TRUE { SDL_StartTextInput() }
    }

    /// The desktop clipboard changed: the general pasteboard takes its text.
    static func clipboardChanged() {
        var text: String?
        if SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() {
            text = String(cString: raw)
            SDL_free(raw)
        }
        UIPasteboard.general.desktopClipboardChanged(text: text)
    }

    // MARK: Hover

    private func hover(at point: CGPoint, timestamp: CFTimeInterval) {
        let window = window(at: point)
        if let previous = hoverWindow, previous !== window { previous.send(HoverInput.exited(timestamp: timestamp)) }
        hoverWindow = window
        window?.send(HoverInput(location: windowPoint(point, in: window!), timestamp: timestamp))
    }

    private func endHover() {
        hoverWindow?.send(HoverInput.exited(timestamp: CACurrentMediaTime()))
        hoverWindow = nil
    }

    // MARK: Wheel

    private func handleWheel(_ event: SDL_MouseWheelEvent) {
        guard event.windowID == screenWindow.windowID, event.which != UInt32.max else { return }
        var x = CGFloat(event.preciseX), y = CGFloat(event.preciseY)
        if event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue {
            x = -x
            y = -y
        }
        let point = screenWindow.point(x: event.mouseX, y: event.mouseY)
        guard let window = window(at: point) else { return }
        let now = CACurrentMediaTime()
        let location = windowPoint(point, in: window)
        if SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0 {
            pinch(by: pow(Self.scalePerNotch, y), at: location, in: window, timestamp: now)
            return
        }
        // SDL's x grows to the right and y away from the user; content follows the fingers: a notch away
        // from the user (up) moves the content down, as a trackpad's two fingers moving down do.
        window.send(ScrollInput(location: location, delta: CGPoint(x: -x * Self.pointsPerNotch, y: y * Self.pointsPerNotch),
                                phase: .wheel, timestamp: now))
    }

    /// One notch of a Control-wheel pinch: begins one when none runs, and ends it after a quiet 0.15 s.
    private func pinch(by scale: CGFloat, at location: CGPoint, in window: UIWindow, timestamp: CFTimeInterval) {
        if pinchWindow !== window {
            endPinch()
            pinchWindow = window
            window.send(TransformInput(location: location, scale: 1, rotation: 0, phase: .began, timestamp: timestamp))
        }
        pinchLocation = location
        window.send(TransformInput(location: location, scale: scale, rotation: 0, phase: .changed, timestamp: timestamp))
        pinchEnd?.invalidate()
        pinchEnd = Timer.scheduledTimer(withTimeInterval: 0.15, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.endPinch() }
        }
    }

    private func endPinch() {
        pinchEnd?.invalidate()
        pinchEnd = nil
        guard let window = pinchWindow else { return }
        pinchWindow = nil
        window.send(TransformInput(location: pinchLocation, scale: 1, rotation: 0, phase: .ended, timestamp: CACurrentMediaTime()))
    }

    private func windowPoint(_ point: CGPoint, in window: UIWindow) -> CGPoint {
        CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
    }
}

/// A mouse button held down: the window its touch goes to (not kept alive), and the touch's kind.
private struct PressedButton {
    weak var window: UIWindow?
    let type: UITouch.TouchType
    let mask: UIEvent.ButtonMask
}

/// A window a touchscreen finger belongs to, without keeping it alive.
private struct WeakWindowBox {
    weak var window: UIWindow?
}
