import CSDL2

/// Turns SDL's events into UIKit input, through the same doors tests use (`UIWindow.send(_:)`), and
/// into the app's life cycle (focus, minimising, closing, resizing).
///
/// The primary mouse button is a finger: pressing, dragging and releasing it are a touch's began, moved
/// and ended phases, delivered to the topmost visible window under the pointer, which keeps the touch
/// until it lifts (SDL captures the mouse meanwhile). Losing focus cancels a touch in progress.
@MainActor
final class SDLInputRouter {
    private unowned let screenWindow: SDLScreenWindow
    private unowned let loop: MainRunLoop
    /// The window a pressed button's touch belongs to.
    private weak var touchWindow: UIWindow?

    init(screenWindow: SDLScreenWindow, loop: MainRunLoop) {
        self.screenWindow = screenWindow
        self.loop = loop
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
            loop.invalidateWindow()
        case SDL_WINDOWEVENT_EXPOSED:
            loop.invalidateWindow()
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            UIApplication.shared.becomeActive()
        case SDL_WINDOWEVENT_FOCUS_LOST:
            cancelTouch()
            UIApplication.shared.resignActive()
        case SDL_WINDOWEVENT_MINIMIZED:
            cancelTouch()
            UIApplication.shared.enterBackground()
        case SDL_WINDOWEVENT_RESTORED:
            if UIApplication.shared.applicationState == .background { UIApplication.shared.becomeActive() }
            loop.invalidateWindow()
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

    private func handleButton(_ event: SDL_MouseButtonEvent) {
        guard event.windowID == screenWindow.windowID, event.which != UInt32.max /* SDL_TOUCH_MOUSEID: a mouse event SDL made from a touch */,
              event.button == UInt8(SDL_BUTTON_LEFT) else { return }
        let point = screenWindow.point(x: event.x, y: event.y)
        let now = CACurrentMediaTime()
        if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
            cancelTouch()
            guard let window = window(at: point) else { return }
            touchWindow = window
            FrameTrace.input("down", point)
            window.send(TouchInput(phase: .down, location: windowPoint(point, in: window), timestamp: now))
        } else if let window = touchWindow {
            touchWindow = nil
            FrameTrace.input("up", point)
            window.send(TouchInput(phase: .up, location: windowPoint(point, in: window), timestamp: now))
        }
    }

    private func handleMotion(_ event: SDL_MouseMotionEvent) {
        guard event.windowID == screenWindow.windowID, event.which != UInt32.max /* SDL_TOUCH_MOUSEID: a mouse event SDL made from a touch */,
              let window = touchWindow else { return }
        let point = screenWindow.point(x: event.x, y: event.y)
        window.send(TouchInput(phase: .move, location: windowPoint(point, in: window), timestamp: CACurrentMediaTime()))
    }

    /// Cancels the touch of a pressed button (focus lost, window hidden, a second press).
    private func cancelTouch() {
        guard let window = touchWindow else { return }
        touchWindow = nil
        let location = window.activeTouches[0]?.locationInWindow ?? .zero
        window.send(TouchInput(phase: .cancel, location: location, timestamp: CACurrentMediaTime()))
    }

    private func windowPoint(_ point: CGPoint, in window: UIWindow) -> CGPoint {
        CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
    }
}
