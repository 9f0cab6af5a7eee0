import CSDL2
import UIKit

/// The desktop window that shows a screen: its size is the screen's, and the screen's visible
/// `UIWindow`s are drawn into it back to front, as they stack on a device's display.
///
/// Each frame, only the damaged rectangles of each `UIWindow`'s bitmap are copied into the window's
/// surface and uploaded (`SDL_UpdateWindowSurfaceRects`). Resizing the desktop window resizes the
/// screen, and with it the windows that fill it, their traits and layout.
///
/// Scale: where SDL reports a drawable larger than the window (Wayland, HiDPI), that ratio is the
/// screen's scale; on X11, which reports none, it comes from `TESSERA_SCALE` or the X resource
/// `Xft.dpi` (dpi / 96), and the window is made that many pixels per point.
@preconcurrency @MainActor
package final class SDLScreenWindow {
    /// The SDL window.
    package let window: OpaquePointer
    /// The screen shown.
    package let screen: UIScreen
    /// Pixels per point of the drawable.
    package private(set) var pixelsPerPoint: CGFloat = 1
    /// SDL window coordinates per point (mouse positions are in these).
    package private(set) var unitsPerPoint: CGFloat = 1
    /// Pixels uploaded by the last frame, and the drawable's pixel count, for the damage figures.
    package internal(set) var lastUploadedPixels = 0
    package var drawablePixels: Int { Int(surfaceSize.width * surfaceSize.height) }
    private var surfaceSize = CGSize.zero

    /// Opens a window showing `screen` at its current size in points, titled `title`; nil when SDL
    /// cannot make one (logged).
    package init?(screen: UIScreen, title: String) {
        let size = screen.bounds.size
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        let undefined = Int32(bitPattern: 0x1FFF_0000)
        guard let made = SDL_CreateWindow(title, undefined, undefined, Int32(size.width), Int32(size.height), flags) else {
            TesseraLog.error("UIKit", "SDL could not create a window: \(String(cString: SDL_GetError()))")
            return nil
        }
        window = made
        self.screen = screen
        SDL_SetWindowMinimumSize(window, 160, 160)
        measureScale()
        if unitsPerPoint != 1 {
            SDL_SetWindowSize(window, Int32((size.width * unitsPerPoint).rounded()), Int32((size.height * unitsPerPoint).rounded()))
            let centered = Int32(bitPattern: 0x2FFF_0000)
            SDL_SetWindowPosition(window, centered, centered)
        }
        var profile = screen.profile
        profile.scale = pixelsPerPoint
        screen.profile = profile
        SDL_ShowWindow(window)
        updateSurfaceSize()
    }

    /// Closes the window.
    package func close() {
        SDL_DestroyWindow(window)
    }

    /// The SDL window's identifier, which its events carry.
    package var windowID: UInt32 { SDL_GetWindowID(window) }

    /// Retitles the window.
    package func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    // MARK: Scale and size

    private func measureScale() {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetWindowSizeInPixels(window, &pw, &ph)
        let drawableRatio = w > 0 ? CGFloat(pw) / CGFloat(w) : 1
        if drawableRatio > 1.01 {
            pixelsPerPoint = drawableRatio
            unitsPerPoint = 1
            return
        }
        let chosen = Self.configuredScale(display: tessera_sdl_x11_display(window))
        pixelsPerPoint = chosen
        unitsPerPoint = chosen
    }

    /// The scale a setting or the X server asks for: `TESSERA_SCALE`, else `Xft.dpi` / 96 in quarter
    /// steps, else 1.
    static func configuredScale(display: OpaquePointer?) -> CGFloat {
        if let scale = UIScreen.DeviceProfile.configuredScale(environment: ProcessEnvironment.variables) { return scale }
        if let display, let raw = XGetDefault(display, "Xft", "dpi"), let dpi = Double(String(cString: raw)), dpi >= 48, dpi <= 480 {
            return CGFloat((dpi / 96 * 4).rounded() / 4)
        }
        return 1
    }

    /// The window was resized on the desktop: the screen takes the new size in points (swapping its
    /// safe-area insets when it turns between portrait and landscape) and its windows follow.
    package func windowDidResize() {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let size = CGSize(width: (CGFloat(w) / unitsPerPoint).rounded(), height: (CGFloat(h) / unitsPerPoint).rounded())
        updateSurfaceSize()
        guard size.width > 0, size.height > 0, size != screen.profile.size else { return }
        var profile = screen.profile
        if profile.isLandscape != (size.width > size.height) { profile = profile.rotated }
        profile.size = size
        screen.profile = profile
    }

    private func updateSurfaceSize() {
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &pw, &ph)
        surfaceSize = CGSize(width: Int(pw), height: Int(ph))
    }

    /// Converts a position in SDL window coordinates to screen points.
    package func point(x: Int32, y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / unitsPerPoint, y: CGFloat(y) / unitsPerPoint)
    }
}
