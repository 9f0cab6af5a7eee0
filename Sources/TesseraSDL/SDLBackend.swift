import CSDL2
import UIKit

/// The SDL2 platform backend: a desktop window showing the main screen (`SDLScreenWindow`), its input
/// (`SDLInputRouter`), the desktop clipboard, and a thread that wakes the main run loop when the X server
/// has input (`DisplayConnectionWatcher`).
///
/// It registers itself with `PlatformBackendRegistry` as the program starts
/// (`SDLBackend+Registration.swift`), so an app that links this module (the `UIKit` product includes it)
/// opens a window from `UIApplicationMain` without importing it.
@preconcurrency @MainActor
package final class SDLBackend: PlatformBackend {
    /// The desktop window.
    package let screenWindow: SDLScreenWindow
    package let framePeriod: CFTimeInterval
    private let input: SDLInputRouter
    /// Nil when the display server is not X11 (the loop then reads input every 10 ms).
    private let watcher: DisplayConnectionWatcher?

    /// Starts SDL's video and opens a window showing `screen`, titled `title`, whose events `loop`
    /// handles (closing ends the app, exposing repaints); nil when no display can be opened.
    package init?(screen: UIScreen, title: String, loop: MainRunLoop) {
        guard SDLVideo.start(appName: title), let window = SDLScreenWindow(screen: screen, title: title) else { return nil }
        screenWindow = window
        input = SDLInputRouter(screenWindow: window, loop: loop)
        framePeriod = SDLVideo.framePeriod(of: window.window)
        watcher = DisplayConnectionWatcher(fd: tessera_sdl_x11_fd(window.window))
        // The general pasteboard starts with the desktop clipboard's text.
        SDLInputRouter.clipboardChanged()
    }

    package var screen: UIScreen { screenWindow.screen }

    package var wakesRunLoopOnInput: Bool { watcher != nil }

    package func pumpEvents() {
        input.pumpEvents()
        watcher?.didPump()
    }

    package func present(_ windows: [CompositedWindow], everything: Bool) {
        screenWindow.present(windows, everything: everything)
        FirstFrameReport.frameShown(by: screenWindow)
    }

    package var lastUploadedPixels: Int { screenWindow.lastUploadedPixels }

    package var drawablePixels: Int { screenWindow.drawablePixels }

    package func setTitle(_ title: String) { screenWindow.setTitle(title) }

    package func followTextResponder(_ responder: UIResponder?, caret: CGRect?) {
        SDLInputRouter.followTextResponder(responder, caret: caret, in: screenWindow)
    }

    /// Text only: SDL2 has no image clipboard.
    package var clipboardWriter: (@Sendable (String?) -> Void)? {
        { text in SDL_SetClipboardText(text ?? "") }
    }

    package func close() {
        watcher?.stop()
        screenWindow.close()
        SDLVideo.stop()
    }
}
