import Foundation

extension MainRunLoop {
    /// Ends a running app on its own when the environment asks, for smoke tests of whole apps (a CI job
    /// that launches the app headless and checks it got as far as its first screens):
    /// `TESSERA_EXIT_AFTER=SECONDS` terminates the app through its life cycle that long after the run
    /// loop starts, and `TESSERA_SCREENSHOT=PATH` first writes the main screen as it shows then to a PNG.
    /// Either value being wrong is reported and ignored. A Tessera addition.
    func scheduleExitIfAsked() {
        let environment = ProcessEnvironment.variables
        guard let text = environment["TESSERA_EXIT_AFTER"] else { return }
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
            TesseraLog.error("UIKit", "TESSERA_EXIT_AFTER=\(text) is not a number of seconds; the app runs until it is ended")
            return
        }
        let screenshot = environment["TESSERA_SCREENSHOT"]
        // Timer(fire:) with the date itself: swift-corelibs-foundation's `Timer(timeInterval:repeats:block:)`
        // fires at once instead of after the interval, as Apple's does.
        let timer = Timer(fire: Date(timeIntervalSinceNow: seconds), interval: 0, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                if let screenshot { Self.writeScreenshot(to: screenshot) }
                self?.terminateApp()
            }
        }
        RunLoop.main.add(timer, forMode: .default)
    }

    /// Writes what the main screen shows now (after a frame) as a PNG.
    private static func writeScreenshot(to path: String) {
        UIApplication.shared.advanceFrame(by: 0)
        guard let data = UIScreen.main.snapshotImage().pngData() else { return }
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            TesseraLog.error("UIKit", "TESSERA_SCREENSHOT: could not write \(path): \(error)")
        }
    }
}
