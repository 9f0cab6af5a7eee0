/// A window system the app shows its main screen in and takes its input from: what the main run loop
/// (`MainRunLoop`) needs from a platform. A Tessera addition: UIKit on iOS has its one platform built in.
///
/// UIKit does not know which window system it runs on. The app's executable links one backend (the
/// `TesseraSDL` module: SDL2 on X11 or Wayland, part of the `UIKit` product), which registers itself with
/// `PlatformBackendRegistry` as the program starts, so `UIApplicationMain` in an app that imports only
/// UIKit still opens a window. With no backend linked, or when it cannot open a display, the app runs
/// headless.
///
/// The loop calls these members; everything flowing the other way goes through UIKit's own doors, the
/// ones tests use too: input is `UIWindow.send(_:)` (touches, hover, scrolls, pinches, keys, text); focus,
/// minimising and closing are the application's life cycle (`becomeActive()`, `resignActive()`,
/// `enterBackground()`, `MainRunLoop.terminateApp()`); a resized desktop window sets the screen's
/// `profile`, and an exposed one asks `MainRunLoop.invalidateDisplay()` for a full repaint; the desktop
/// clipboard reaches the general pasteboard through `UIPasteboard.desktopClipboardChanged(text:)`.
@preconcurrency @MainActor
package protocol PlatformBackend: AnyObject {
    /// The screen the backend's desktop window shows.
    var screen: UIScreen { get }

    /// The refresh period of the display the window is on, in seconds: how often frames are shown.
    var framePeriod: CFTimeInterval { get }

    /// Whether the backend wakes the sleeping main run loop itself when input arrives (by scheduling
    /// work on the main queue). When it does not, the loop wakes every 10 ms to read input.
    var wakesRunLoopOnInput: Bool { get }

    /// Reads every queued input and window event and hands each to UIKit.
    func pumpEvents()

    /// Shows a frame: `windows` lists the screen's visible windows back to front with what each
    /// repainted since the last frame shown (in screen points); `everything` asks for the whole
    /// window to be shown again (it was exposed or resized, or a window hid).
    func present(_ windows: [CompositedWindow], everything: Bool)

    /// Pixels the last `present` uploaded (0 when it had nothing to show).
    var lastUploadedPixels: Int { get }

    /// Pixels of the whole drawable, for the damage figures beside `lastUploadedPixels`.
    var drawablePixels: Int { get }

    /// Retitles the desktop window (the scene's title changed).
    func setTitle(_ title: String)

    /// The key window's first responder that takes text changed (nil: none does) or its caret moved
    /// (`caret`, in its window's coordinates): the desktop's text input and input method follow it.
    func followTextResponder(_ responder: UIResponder?, caret: CGRect?)

    /// Writes the general pasteboard's text to the desktop clipboard (from any thread); nil when the
    /// platform has no clipboard.
    var clipboardWriter: (@Sendable (String?) -> Void)? { get }

    /// Closes the desktop window and stops the window system.
    func close()
}
