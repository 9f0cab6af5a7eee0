import BenchmarkSupport
import CSDL2
import TesseraSDL
import UIKit

/// The window figures, on a real desktop window (`make bench` provides an Xvfb display): an open app's
/// CPU use while idle, what a button's highlight uploads against a full frame, and how many frames a
/// press takes to reach the screen. Without a display they are skipped (and say so).
@MainActor
enum WindowBenchmarks {
    /// Every window figure, or none (with a note) when no display can be opened.
    static func run() -> [Figure] {
        guard SDLVideo.displayIsNamed else {
            print("Window figures skipped: no display (make bench runs them on Xvfb)")
            return []
        }
        var figures: [Figure] = []
        if let idle = idleShare() {
            figures.append(Figure(label: "open window, idle 10 s: CPU ÷ one core", value: idle, target: "≤ 0.01", met: idle <= 0.01))
        }
        figures.append(contentsOf: pressFigures())
        return figures
    }

    /// RuntimeProbe (built beside this benchmark) idles 10 s in a window and reports its CPU time ÷ wall time.
    static func idleShare() -> Double? {
        let probe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("RuntimeProbe")
        guard FileManager.default.isExecutableFile(atPath: probe.path) else {
            print("Idle figure skipped: build RuntimeProbe first (swift build -c release --product RuntimeProbe)")
            return nil
        }
        let process = Process()
        process.executableURL = probe
        process.arguments = ["--idle", "10"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("idle ") }),
              let share = line.split(separator: " ").first(where: { $0.hasPrefix("share=") }).flatMap({ Double($0.dropFirst(6)) }) else { return nil }
        print("Idle window: \(line)")
        return share
    }

    /// A screen of 200 controls in a real window: a press on one button, sent as an SDL mouse event,
    /// is shown by the next frame, which uploads only the button's area.
    static func pressFigures() -> [Figure] {
        let loop = MainRunLoop.shared
        guard loop.attachDisplay(title: "Tessera window benchmark"), let screenWindow = (loop.backend as? SDLBackend)?.screenWindow else {
            print("Press figures skipped: no window could be opened")
            return []
        }
        defer { loop.detachDisplay() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .systemBackground
        let screen = ControlsBenchmarks.makeScreen()
        window.addSubview(screen)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        // Let the window appear (its expose events repaint it whole) before measuring.
        for _ in 0..<20 { loop.turn(maxWait: 0.02) }
        guard let button = screen.subviews.compactMap({ $0 as? UIButton }).first(where: { window.bounds.contains($0.frame) }) else { return [] }
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        let full = screenWindow.drawablePixels
        let framesBefore = loop.framesShown
        var event = SDL_Event()
        event.button.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.windowID = screenWindow.windowID
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(SDL_PRESSED)
        event.button.clicks = 1
        event.button.x = Int32(center.x * screenWindow.unitsPerPoint)
        event.button.y = Int32(center.y * screenWindow.unitsPerPoint)
        SDL_PushEvent(&event)
        while loop.framesShown == framesBefore { loop.turn(maxWait: 0.05) }
        let uploaded = screenWindow.lastUploadedPixels
        let framesToScreen = Double(loop.framesShown - framesBefore)
        let shown = button.isHighlighted && uploaded > 0
        print("Press: \(uploaded) of \(full) pixels uploaded by the first frame after it; button highlighted: \(button.isHighlighted)")
        event.button.type = SDL_MOUSEBUTTONUP.rawValue
        event.button.state = UInt8(SDL_RELEASED)
        SDL_PushEvent(&event)
        loop.turn(maxWait: 0.05)
        return [Figure(label: "button press: pixels uploaded ÷ full frame", value: Double(uploaded) / Double(full), target: "≤ 0.10",
                       met: uploaded > 0 && Double(uploaded) <= 0.10 * Double(full)),
                Figure(label: "button press: frames until it is on screen", value: shown ? framesToScreen : .infinity, target: "= 1",
                       met: shown && framesToScreen == 1)]
    }
}
