import Foundation

extension FileManager {
    /// Whether a directory (not a file) is at `path`: how the X11 setup looks for the folders libX11 and
    /// IBus keep (`~/.compose-cache`, `ibus/bus`).
    func directoryExists(atPath path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
