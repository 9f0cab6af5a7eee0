import Testing
import Foundation
import UIKit

/// The notes app in Tests/NotesTemplateApp, written as Xcode's template writes an app (an `@main` app
/// delegate returning "Default Configuration", a scene delegate making the window), launched in a process
/// of its own with `TESSERA_EXIT_AFTER` and `TESSERA_SCREENSHOT`: headless, and in a desktop window.
@Suite(.enabled(if: AppProcess.executable("NotesTemplateApp") != nil,
                "the NotesTemplateApp executable is not built beside the tests: run `swift build --build-tests`"))
struct TemplateAppTests {
    @Test func theTemplatesSceneDelegateShowsTheNotesListWithItsEditButton() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-template-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screenshot = folder.appendingPathComponent("notes.png")
        let run = try AppProcess.run(AppProcess.executable("NotesTemplateApp")!, [], display: nil,
                                     environment: ["TESSERA_EXIT_AFTER": "1", "TESSERA_SCREENSHOT": screenshot.path])
        #expect(run.status == 0)
        #expect(!run.timedOut, "TESSERA_EXIT_AFTER did not end the app")
        let data = try Data(contentsOf: screenshot)
        let image = try #require(UIImage(data: data))
        writeDebugImage(image, named: "template-notes")
        // The screen is the default iPhone (390 points wide) at its scale; the PNG holds its pixels.
        let scale = CGFloat(image.cgImage!.width) / 390
        func pixel(_ x: CGFloat, _ y: CGFloat) -> [Int] { rgba(image, Int(x * scale), Int(y * scale)) }
        // The inset grouped list's background (systemGroupedBackground, 242 242 247) around white rows:
        // the scene delegate's window, not an empty screen.
        #expect(close(pixel(8, 400), [242, 242, 247, 255], 3))
        #expect(close(pixel(300, 190), [255, 255, 255, 255], 3))
        // Tinted ink (systemBlue) in the navigation bar's trailing corner: the Edit button.
        let trailing = (330...385).flatMap { x in (55...85).map { y in pixel(CGFloat(x), CGFloat(y)) } }
        #expect(trailing.contains { $0[2] > 200 && $0[0] < 60 && $0[1] > 90 && $0[1] < 150 })
    }

    /// `TESSERA_EXIT_AFTER` ends the app that many seconds after its run loop starts, not at once.
    @Test func exitAfterWaitsItsSecondsBeforeEndingTheApp() throws {
        let started = Date()
        let run = try AppProcess.run(AppProcess.executable("NotesTemplateApp")!, [], display: nil,
                                     environment: ["TESSERA_EXIT_AFTER": "2"])
        let elapsed = Date().timeIntervalSince(started)
        #expect(run.status == 0)
        #expect(!run.timedOut, "TESSERA_EXIT_AFTER did not end the app")
        #expect(elapsed >= 2, "the app ended after \(elapsed) s")
    }

    /// The app imports only UIKit and never names the window backend: the SDL2 backend it links registers
    /// itself as the program starts, so `UIApplicationMain` opens a desktop window the size of the
    /// default iPhone screen, titled with the app's name, and the app ends through its life cycle.
    @Test(.enabled(if: AppProcess.display != nil && AppProcess.tool("xdotool") != nil,
                   "needs an X display and xdotool (make test provides them)"))
    func anAppImportingOnlyUIKitOpensItsDesktopWindow() throws {
        let process = Process()
        process.executableURL = AppProcess.executable("NotesTemplateApp")!
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = nil
        environment["TESSERA_SCALE"] = "1"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        var name = "", size: (width: Int, height: Int)?
        // A busy machine shows the window late: look for it for at most about 15 s.
        for _ in 0..<30 where size == nil {
            usleep(500_000)
            let ids = AppProcess.output(of: "xdotool", ["search", "--onlyvisible", "--pid", "\(process.processIdentifier)"])
            guard let id = ids.split(separator: "\n").first.map(String.init) else { continue }
            var geometry: [String: Int] = [:]
            for line in AppProcess.output(of: "xdotool", ["getwindowgeometry", "--shell", id]).split(separator: "\n") {
                let parts = line.split(separator: "=")
                if parts.count == 2 { geometry[String(parts[0])] = Int(parts[1]) }
            }
            guard let width = geometry["WIDTH"], let height = geometry["HEIGHT"], width > 0, height > 0 else { continue }
            name = AppProcess.output(of: "xdotool", ["getwindowname", id]).trimmingCharacters(in: .whitespacesAndNewlines)
            size = (width, height)
        }
        let window = try #require(size, "NotesTemplateApp opened no desktop window")
        #expect(window.width == 390 && window.height == 844)
        #expect(name == "NotesTemplateApp")
        // SIGTERM ends the app through its life cycle, with status 0.
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
