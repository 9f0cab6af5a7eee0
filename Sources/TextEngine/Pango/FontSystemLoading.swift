/// Starts the font system early, so that its start overlaps other launch work.
///
/// The first text measured makes the process's Pango font map, and Pango then starts fontconfig on a
/// thread of its own: fontconfig reads its configuration files and font cache (about 45 million
/// instructions) while the text waits for it. An app's window system starts just as long (connecting to
/// the display, its extensions and atoms), so the backend calls `begin()` before it starts, and the font
/// map is made on a thread meanwhile; the first text measured takes it (waiting under its lock if it is
/// not finished). Without a call the font system starts at the first text, as before.
package enum FontSystemLoading {
    /// Starts making the font map on a thread of its own; does nothing once it exists or is being made.
    package static func begin() {
        PangoRuntime.startLoading()
    }
}
