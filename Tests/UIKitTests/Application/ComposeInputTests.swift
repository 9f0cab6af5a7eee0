import CoreGraphics
import Foundation
import Testing

/// Dead keys and compose sequences typed on the desktop's keyboard reach a text responder composed, as
/// libX11's local input method composes them: a dead accent and a letter arrive as one "é", Multi_key
/// sequences as their character, a key that ends no sequence is dropped with the sequence, and a dead
/// key then space gives the accent's spacing character. With no input-method server named, Tessera
/// composes these itself from the locale's Compose table (read at the first key press, not as the app
/// starts). Runs RuntimeProbe on an X server of its own with a layout that has dead keys (US
/// international) and a compose key (right Alt), so the shared test display keeps its layout.
@Suite(.enabled(if: AppProcess.executable("RuntimeProbe") != nil && AppProcess.tool("Xvfb") != nil
                    && AppProcess.tool("xdotool") != nil && AppProcess.tool("setxkbmap") != nil,
                "needs RuntimeProbe built beside the tests, Xvfb, xdotool and setxkbmap (make test installs them)"))
struct ComposeInputTests {
    /// Waits up to `seconds` for `condition`, checking every 50 ms.
    private static func wait(_ seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            usleep(50_000)
        }
        return true
    }

    @Test func deadKeysAndComposeSequencesArriveComposed() throws {
        var number = 150
        while FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") { number += 1 }
        let display = ":\(number)"
        let server = Process()
        server.executableURL = AppProcess.tool("Xvfb")
        // -noreset: an X server resets when its last client leaves, and setxkbmap is a client, so without
        // it the layout set below could be gone again before the probe connects.
        server.arguments = [display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        // Processes started from the test runner's threads inherit SIGTERM blocked: end the server and
        // the probe with SIGKILL, and remove the files the server would have removed.
        defer {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
            try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
            try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        }
        // The server answers once setxkbmap can set its layout. Compose sits on the right Alt key, as a
        // user who types compose sequences sets it: xdotool types a keysym the layout lacks by binding it
        // to a spare key and unbinding it straight after, and an app that reads the key press after the
        // unbinding (a sanitizer build does) sees no keysym there, with libX11's input method as with ours.
        let layoutSet = Self.wait(10) {
            let process = Process()
            process.executableURL = AppProcess.tool("setxkbmap")
            process.arguments = ["-display", display, "-layout", "us", "-variant", "intl", "-option", "compose:ralt"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
        try #require(layoutSet, "the private X server did not start")

        let probe = Process()
        probe.executableURL = AppProcess.executable("RuntimeProbe")
        probe.arguments = ["--text-sink"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["WAYLAND_DISPLAY"] = nil
        environment["TESSERA_SCALE"] = "1"
        probe.environment = environment
        let output = Pipe()
        probe.standardOutput = output
        probe.standardError = FileHandle.nullDevice
        try probe.run()
        defer {
            if probe.isRunning { kill(probe.processIdentifier, SIGKILL) }
            probe.waitUntilExit()
        }
        let lines = LockedValue<[String]>([])
        let reader = output.fileHandleForReading
        Thread.detachNewThread {
            var pending = Data()
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { return }
                pending.append(chunk)
                while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[pending.startIndex..<end], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...end)
                    lines.withLock { $0.append(line) }
                }
            }
        }
        // A busy machine shows the window late (under a sanitizer, seconds late).
        try #require(Self.wait(90) { lines.withLock { $0.contains("text-sink-ready") } }, "the probe made no text responder first")
        // The window sits at the screen's top left, under the pointer, so it has the keyboard (no window
        // manager runs). A dead acute accent then "e"; Multi_key, "o", "c"; a dead acute accent then "q",
        // which ends no sequence; a dead acute accent then space; then "x".
        let keys = ["dead_acute", "e", "Multi_key", "o", "c", "dead_acute", "q", "dead_acute", "space", "x"]
        _ = AppProcess.output(of: "xdotool", ["key", "--delay", "50"] + keys, environment: ["DISPLAY": display])
        // "x" comes after the composed character, so once it has arrived everything has.
        _ = Self.wait(30) { lines.withLock { $0.contains("text=x") } }
        let texts = lines.withLock { $0.filter { $0.hasPrefix("text=") } }
        #expect(texts == ["text=é", "text=©", "text='", "text=x"])
    }
}
