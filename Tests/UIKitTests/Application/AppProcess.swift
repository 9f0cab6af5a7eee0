import CoreGraphics
import Foundation

/// Runs one of the package's executables (built beside the tests) in a process of its own and
/// collects its standard output.
struct AppProcess {
    /// The executable named `name` beside the test binary, or nil when it has not been built.
    static func executable(_ name: String) -> URL? {
        var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        if let bundle = Bundle.main.executableURL?.deletingLastPathComponent() { directories.append(bundle) }
        // On macOS the test binary sits inside TesseraPackageTests.xctest/Contents/MacOS.
        directories += directories.map { $0.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }
        return directories.map { $0.appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The X display the tests may open windows on (`DISPLAY`), or nil.
    static var display: String? {
        let value = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        return value.isEmpty ? nil : value
    }

    /// Runs `executable` with `arguments`, with `DISPLAY` set to `display` (removed when nil) and the
    /// variables of `environment` added, and waits for it to end (killing it after `timeout` seconds). Returns its output lines, its status and
    /// whether it had to be killed.
    static func run(_ executable: URL, _ arguments: [String], display: String?, timeout: TimeInterval = 60,
                    environment extra: [String: String] = [:]) throws -> (lines: [String], status: Int32, timedOut: Bool) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        environment["DISPLAY"] = display
        environment["WAYLAND_DISPLAY"] = nil
        // Under AddressSanitizer the app runs without leak checking: swift-corelibs-foundation never
        // frees a scheduled one-shot Timer after it fires, and the app ends by exit() with its run
        // loop's objects alive. The library's own leaks are checked in the test process.
        if let options = environment["ASAN_OPTIONS"] { environment["ASAN_OPTIONS"] = options + ":detect_leaks=0" }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let killed = LockedValue(false)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [process] in
            if process.isRunning {
                killed.withLock { $0 = true }
                kill(process.processIdentifier, SIGKILL)
            }
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init), process.terminationStatus, killed.withLock { $0 })
    }

    /// A tool on the PATH, or nil.
    static func tool(_ name: String) -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs a tool from the PATH and returns its standard output ("" when it cannot run); `environment`
    /// adds to or replaces variables of the test's own.
    static func output(of name: String, _ arguments: [String], environment: [String: String] = [:]) -> String {
        guard let url = tool(name) else { return "" }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
