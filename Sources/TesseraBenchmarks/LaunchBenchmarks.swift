import BenchmarkSupport
import Foundation
import TesseraSDL
import UIKit

/// The launch figure: exec until the first frame is on screen (presented to the X server) for the
/// smallest Tessera app, `LaunchProbe` (one window, one label), against the same app written with Qt 6
/// Widgets (`scripts/qt-launch-bench`, built by `scripts/build-qt-bench.sh`). Each app prints
/// `first-frame` once its first frame has reached the server (Tessera's through
/// `TESSERA_FIRST_FRAME_REPORT=1`), then waits for its standard input to close; the bench times exec to
/// that line, reads the app's resident memory meanwhile, and lets it go. Runs interleave through
/// `Comparison`. Also reported: the catalog's launch to its first frame, and its resident memory ÷ the
/// minimal app's. Needs a display (`make bench` runs on Xvfb).
@MainActor
enum LaunchBenchmarks {
    /// A launched app that has shown its first frame and waits to be let go.
    final class Launch {
        let process = Process()
        private let input = Pipe()
        private let output = Pipe()

        /// Starts `path` with `arguments` and `environment` added to this process's, and waits for its
        /// `first-frame` line; nil (with the reason printed) when it cannot start or ends without one.
        init?(_ path: String, arguments: [String] = [], environment: [String: String]) {
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch {
                print("Launch figure: \(path) could not start: \(error)")
                return nil
            }
            var received = Data()
            while !received.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty {
                    print("Launch figure: \(path) ended without showing a frame")
                    return nil
                }
                received.append(chunk)
            }
        }

        /// The app's resident memory in bytes (`VmRSS` in /proc/PID/status).
        var residentBytes: Double? {
            guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
                  let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return nil }
            return kilobytes * 1024
        }

        /// Closes the app's standard input, which ends it, and waits for it.
        func finish() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    /// The launch figure, or none (with a note) when there is no display or an app is missing.
    static func run() -> [Figure] {
        guard SDLVideo.displayIsNamed else {
            print("Launch figure skipped: no display (make bench runs it on Xvfb)")
            return []
        }
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let probe = directory.appendingPathComponent("LaunchProbe").path
        guard FileManager.default.isExecutableFile(atPath: probe) else {
            print("Launch figure skipped: build LaunchProbe first (swift build -c release --product LaunchProbe)")
            return []
        }
        // Both apps draw the same pixels: the scale an X server without `Xft.dpi` gives a Tessera app (1),
        // named to both, so neither a `TESSERA_SCALE` in the environment nor the bench's own screen (the
        // iPhone's 3) makes one window larger than the other.
        let scale = "1"
        let report = ["TESSERA_FIRST_FRAME_REPORT": "1", "TESSERA_SCALE": scale]
        var figures: [Figure] = []
        var probeMemory: [Double] = []
        if let qt = qtExecutable() {
            let size = UIScreen.main.bounds.size
            let qtArguments = [String(Int(size.width)), String(Int(size.height))]
            let qtEnvironment = ["QT_QPA_PLATFORM": "xcb", "QT_SCALE_FACTOR": scale]
            var running: Launch?
            var failed = false
            let result = Comparison.run("launch", rounds: 9, warmup: 1, prepare: { _ in
                if let memory = running?.residentBytes, running?.process.executableURL?.path == probe { probeMemory.append(memory) }
                running?.finish()
                running = nil
            }, ours: {
                running = Launch(probe, environment: report)
                failed = failed || running == nil
            }, baseline: {
                running = Launch(qt, arguments: qtArguments, environment: qtEnvironment)
                failed = failed || running == nil
            })
            if let memory = running?.residentBytes, running?.process.executableURL?.path == probe { probeMemory.append(memory) }
            running?.finish()
            if failed {
                print("Launch figure skipped: an app did not show its first frame")
            } else {
                print("Launch to first frame on screen: Tessera \(result.ours.milliseconds), Qt 6 Widgets \(result.baseline.milliseconds)")
                figures.append(Figure(label: "launch to first frame: Tessera ÷ Qt 6 Widgets (one label)", value: result.ratio,
                                      target: "≤ 1.0", met: result.ratio <= 1.0))
            }
        } else {
            print("Qt baseline unavailable: build it with scripts/build-qt-bench.sh (needs qt6-base-dev); the launch figure is skipped")
            for _ in 0..<3 {
                guard let launch = Launch(probe, environment: report) else { break }
                if let memory = launch.residentBytes { probeMemory.append(memory) }
                launch.finish()
            }
        }
        catalogLine(in: directory, environment: report, probeMemory: probeMemory)
        return figures
    }

    /// Prints the catalog's launch to its first frame (median of three) and its resident memory then ÷
    /// the minimal app's.
    static func catalogLine(in directory: URL, environment: [String: String], probeMemory: [Double]) {
        let catalog = directory.appendingPathComponent("UICatalog").path
        guard FileManager.default.isExecutableFile(atPath: catalog) else {
            print("Catalog launch skipped: build UICatalog first (swift build -c release --product UICatalog)")
            return
        }
        let clock = ContinuousClock()
        var times: [Duration] = [], memory: [Double] = []
        for _ in 0..<3 {
            var launch: Launch?
            times.append(clock.measure { launch = Launch(catalog, environment: environment) })
            guard let launch else { return }
            if let bytes = launch.residentBytes { memory.append(bytes) }
            launch.finish()
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        var line = "Catalog: launch to first frame \(Comparison.median(times).milliseconds)"
        if !memory.isEmpty, !probeMemory.isEmpty {
            line += String(format: ", resident memory %.1f MiB ÷ the minimal app's %.1f MiB = %.2f",
                           median(memory) / 1_048_576, median(probeMemory) / 1_048_576, median(memory) / median(probeMemory))
        }
        print(line)
    }

    /// The Qt program's path: `.build/qt-launch-bench` under the current directory or beside this source file.
    static func qtExecutable() -> String? {
        let relative = ".build/qt-launch-bench"
        let beside = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../\(relative)").standardized.path
        return [relative, beside].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
