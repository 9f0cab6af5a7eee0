import CoreGraphics
import Foundation
import UIKit

/// The catalog app running in a real window on the tests' X display, driven from outside as a person
/// would drive it: xdotool moves and clicks the pointer (XTest), ImageMagick's `import` reads the
/// window's pixels back from the X server, and the app's frame trace (`TESSERA_TRACE_FRAMES`) says
/// when input arrived and what each frame uploaded.
final class CatalogWindow {
    let process = Process()
    private(set) var windowID = ""
    private let trace: URL
    /// Where the app writes its headless rendering of the screen on SIGUSR1.
    private let snapshotPath: URL

    /// Why the window tests cannot run here, or nil when they can.
    static var unavailableReason: String? {
        if AppLocator.executable("UICatalog") == nil { return "UICatalog is not built beside the tests" }
        if (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty { return "no X display (make test starts Xvfb)" }
        for tool in ["xdotool", "import"] where AppLocator.tool(tool) == nil { return "\(tool) is not installed (make test installs it)" }
        return nil
    }

    /// Starts the catalog on a `device`-sized screen at `scale` in the light style and waits for its
    /// first frame.
    init(device: String = "iphone", scale: Int = 1) throws {
        trace = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-trace-\(UUID().uuidString).log")
        snapshotPath = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-snapshot-\(UUID().uuidString).png")
        _ = FileManager.default.createFile(atPath: trace.path, contents: nil)
        process.executableURL = AppLocator.executable("UICatalog")
        process.arguments = ["--device", device]
        var environment = ProcessInfo.processInfo.environment
        environment["TESSERA_SCALE"] = "\(scale)"
        environment["TESSERA_TRACE_FRAMES"] = "1"
        environment["TESSERA_SNAPSHOT_PATH"] = snapshotPath.path
        environment["TESSERA_INTERFACE_STYLE"] = "light"
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        process.standardError = try FileHandle(forWritingTo: trace)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The window is looked for after the first frame: where SDL backs the window's surface with an
        // OpenGL texture (Mesa installed), it replaces the first X window by a new one on that frame.
        do {
            _ = try waitForTrace { $0.contains { $0.hasPrefix("frame ") } }
        } catch {
            process.terminate()
            throw error
        }
        var found: String?
        // Only the visible window: SDL also makes hidden helper windows (the X clipboard's).
        for _ in 0..<200 where found == nil {
            let ids = try Self.tool("xdotool", ["search", "--onlyvisible", "--pid", "\(process.processIdentifier)", "--name", "UICatalog"])
            found = ids.split(separator: "\n").first.map(String.init)
            if found == nil { usleep(100_000) }
        }
        guard let found else {
            process.terminate()
            throw CatalogWindowError.noWindow
        }
        windowID = found
        // Other tests' windows open centred on the same display: this one moves to the top-left corner,
        // where none of theirs are, so reading the screen there reads this window.
        _ = try? Self.tool("xdotool", ["windowmove", "--sync", found, "0", "0"])
        // Layout may take another frame to settle (a busy machine shows the first one late).
        waitUntilIdle()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// The trace's lines so far.
    var traceLines: [String] {
        (try? String(contentsOf: trace, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }

    /// Waits (up to 20 s) until the trace satisfies `condition`; returns its lines.
    func waitForTrace(_ condition: ([String]) -> Bool) throws -> [String] {
        for _ in 0..<400 {
            let lines = traceLines
            if condition(lines) { return lines }
            usleep(50_000)
        }
        throw CatalogWindowError.timedOut(traceLines.suffix(5).joined(separator: " | "))
    }

    /// Moves the pointer to `point` (window points, which are pixels at scale 1) and sends `actions`
    /// (xdotool words such as "click 1", "mousedown 1").
    func pointer(at point: CGPoint, _ actions: [String]) throws {
        _ = try Self.tool("xdotool", ["mousemove", "--window", windowID, "\(Int(point.x))", "\(Int(point.y))"] + actions)
    }

    /// Resizes the window as a person dragging its corner would (in X pixels) and waits for the frame
    /// that repaints it.
    func resize(width: Int, height: Int) throws {
        let before = traceLines.count
        _ = try Self.tool("xdotool", ["windowsize", windowID, "\(width)", "\(height)"])
        _ = try waitForTrace { lines in
            lines.count > before && lines[before...].contains { $0.contains("uploaded=\(width * height) ") }
        }
        waitUntilIdle()
    }

    /// Presses keys (xdotool names such as "ctrl+d") into the window, after giving it the focus.
    func keys(_ names: [String]) throws {
        _ = try Self.tool("xdotool", ["windowfocus", "--sync", windowID])
        _ = try Self.tool("xdotool", ["key", "--window", windowID] + names)
    }

    /// Runs `input` (which changes what the app shows), waits for the app's next frame, then until it is
    /// idle: on a busy machine the app may take longer than an idle spell to pick the input up.
    func changing(_ input: () throws -> Void) throws {
        let before = traceLines.count
        try input()
        _ = try waitForTrace { $0.count > before }
        waitUntilIdle()
    }

    /// Waits until no frame has been shown for 0.4 s (animations finished).
    func waitUntilIdle() {
        var count = traceLines.count
        repeat {
            usleep(400_000)
            let now = traceLines.count
            if now == count { return }
            count = now
        } while true
    }

    /// The window's pixels as the X server has them.
    func screenshot() throws -> UIImage {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        // `import -window ID` can wait forever on a window without a window manager; the root window
        // cropped to the window's place reads the same pixels.
        _ = try? Self.tool("xdotool", ["windowraise", windowID])
        // A busy X server sometimes answers the geometry query with nothing: ask again, a few times.
        var geometry = ""
        var values: [String: Int] = [:]
        for _ in 0..<20 where values.count < 4 {
            geometry = try Self.tool("xdotool", ["getwindowgeometry", "--shell", windowID])
            for line in geometry.split(separator: "\n") {
                let parts = line.split(separator: "=")
                if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
            }
            if values.count < 4 { usleep(100_000) }
        }
        guard let x = values["X"], let y = values["Y"], let w = values["WIDTH"], let h = values["HEIGHT"] else {
            throw CatalogWindowError.noGeometry("\(geometry) running=\(process.isRunning) window=\(windowID) trace=\(traceLines.suffix(3))")
        }
        _ = try Self.tool("import", ["-window", "root", "-crop", "\(w)x\(h)+\(x)+\(y)", "+repage", "png24:" + file.path])
        guard let image = UIImage(contentsOfFile: file.path) else { throw CatalogWindowError.noScreenshot }
        return image
    }

    /// The app's own headless rendering of its screen now (the compositor's output, before any upload),
    /// written by the app on SIGUSR1.
    func headlessSnapshot() throws -> UIImage {
        try? FileManager.default.removeItem(at: snapshotPath)
        kill(process.processIdentifier, SIGUSR1)
        for _ in 0..<200 {
            if let image = UIImage(contentsOfFile: snapshotPath.path) {
                try? FileManager.default.removeItem(at: snapshotPath)
                return image
            }
            usleep(50_000)
        }
        throw CatalogWindowError.noScreenshot
    }

    /// Ends the app as the desktop would (SIGTERM) and returns its exit status.
    func close() -> Int32 {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: trace)
        return process.terminationStatus
    }

    @discardableResult
    static func tool(_ name: String, _ arguments: [String]) throws -> String {
        let tool = Process()
        tool.executableURL = AppLocator.tool(name)
        tool.arguments = arguments
        let pipe = Pipe()
        tool.standardOutput = pipe
        tool.standardError = FileHandle.nullDevice
        try tool.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        tool.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

enum CatalogWindowError: Error {
    case noWindow, noScreenshot
    case noGeometry(String)
    case timedOut(String)
}

/// Finds the package's executables beside the test binary and tools on the PATH.
enum AppLocator {
    static func executable(_ name: String) -> URL? {
        var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        if let bundle = Bundle.main.executableURL?.deletingLastPathComponent() { directories.append(bundle) }
        directories += directories.map { $0.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }
        return directories.map { $0.appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func tool(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
