import CSDL2
import TextEngine
import UIKit

/// SDL's video subsystem: started once, with the hints that make SDL's input behave like a UIKit
/// device's, and stopped when the app ends.
@preconcurrency @MainActor
package enum SDLVideo {
    private static var started = false

    /// Whether a display can be reached at all (an X or Wayland display is named in the environment).
    package static var displayIsNamed: Bool {
        let environment = ProcessEnvironment.variables
        return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// Whether Tessera composes dead keys and compose sequences itself (`X11ComposeFilter`): SDL's video
    /// runs on X11 and was started without an X input method.
    package private(set) static var composesKeys = false

    /// Starts SDL's video and events; false (with SDL's reason logged) when no display can be opened.
    package static func start(appName: String) -> Bool {
        if started { return true }
        guard displayIsNamed else { return false }
        // Touch and mouse events would each be reported twice (once as the other) unless these are off.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        // Long input-method commits and compositions arrive whole instead of in 32-byte pieces.
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        SDL_SetHint(SDL_HINT_IME_SHOW_UI, "1")
        // A click that focuses the window is also delivered, as a tap on a phone is.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // The app handles SIGINT and SIGTERM itself (they end it through the life cycle).
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        SDL_SetHint(SDL_HINT_APP_NAME, appName)
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // On X11, SDL's start opens the X input method, and libX11's local one parses the locale's
        // Compose table as it opens. When no input-method server is named (and SDL will not use IBus),
        // SDL starts with a name no server has, so it opens none, and Tessera composes
        // (X11ComposeFilter), reading the table at the first key press. Otherwise the input method opens
        // as before (libX11's local one beside IBus or Fcitx, from Tessera's cache folder where libX11
        // keeps one).
        let environment = ProcessEnvironment.variables
        let modifiers = environment["XMODIFIERS"]
        let replacesInputMethod = X11ComposeFilter.replacesInputMethod(environment: environment,
                                                                       directoryExists: FileManager.default.directoryExists(atPath:))
        if replacesInputMethod {
            // Replaced, then put back to what it was (empty when it was unset, which libX11 and the
            // programs the app starts read as unset): SDL reads the variable only while it starts.
            // Invariant: setting a variable that is not there grows the environment's array, which a
            // thread reading the environment must not see, so this happens before the font thread
            // starts (the run loop's signal thread only waits in epoll). Putting it back replaces the
            // string of a variable that is there: one pointer store, and glibc never frees the old
            // string, so the font thread may read the environment meanwhile.
            setenv("XMODIFIERS", X11ComposeFilter.absentInputMethod, 1)
        } else {
            X11ComposeCache.prepare()
        }
        // The font system starts on a thread while SDL connects to the display (after the environment
        // is set: that thread reads it).
        FontSystemLoading.begin()
        let initialized = SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0
        if replacesInputMethod { setenv("XMODIFIERS", modifiers ?? "", 1) }
        guard initialized else {
            TesseraLog.error("UIKit", "no window: SDL could not open the display (\(String(cString: SDL_GetError())))")
            return false
        }
        // On X11 the window's pixels go to the X server directly (through shared memory where it can).
        // Left to itself, SDL backs the surface with an OpenGL texture wherever Mesa is installed, and
        // to do that replaces the app's X window with a new one on the first frame: the window would
        // appear twice, and a tool holding its id would lose it. Wayland has no such path, so the
        // choice is SDL's there. An `SDL_FRAMEBUFFER_ACCELERATION` in the environment still wins.
        if let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" {
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            if replacesInputMethod {
                // The X events, so key presses reach the compose filter before SDL turns them into text.
                SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
                composesKeys = true
            }
        }
        // SDL starts with text input on; it stays off until a text responder becomes first responder.
        SDL_StopTextInput()
        started = true
        return true
    }

    /// Stops SDL (windows must be closed first).
    package static func stop() {
        guard started else { return }
        SDL_Quit()
        started = false
        composesKeys = false
    }

    /// The refresh period of the display a window is on (1/60 s when the display does not say).
    static func framePeriod(of window: OpaquePointer) -> CFTimeInterval {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        if display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 {
            return 1 / CFTimeInterval(mode.refresh_rate)
        }
        return 1.0 / 60
    }
}
