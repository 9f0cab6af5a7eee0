import TesseraSupport
import CSDL2
import Foundation

/// The launch benchmark's probe, a Tessera addition: with `TESSERA_FIRST_FRAME_REPORT=1` in the
/// environment, an app prints `first-frame` on standard output as soon as its first frame has reached the
/// X server (uploaded, then a round trip to the server), waits for standard input to close (so the bench
/// can read its memory while it is alive) and exits. Any app linking the SDL backend can be timed so,
/// the catalog included, without code of its own.
@MainActor
enum FirstFrameReport {
    /// Whether the environment asks for the report (read once).
    private static let isRequested = ProcessEnvironment.value("TESSERA_FIRST_FRAME_REPORT") == "1"

    /// Called after each frame is shown: on the first that uploaded pixels, reports and ends the app.
    static func frameShown(by screenWindow: SDLScreenWindow) {
        guard isRequested, screenWindow.lastUploadedPixels > 0 else { return }
        if let display = tessera_sdl_x11_display(screenWindow.window) { XSync(display, 0) }
        let line = Array("first-frame\n".utf8)
        _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        var buffer = [UInt8](repeating: 0, count: 256)
        while buffer.withUnsafeMutableBytes({ read(0, $0.baseAddress, $0.count) }) > 0 {}
        exit(0)
    }
}
