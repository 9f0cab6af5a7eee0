import BenchmarkSupport
import Foundation
import TesseraATSPI
import UIKit

/// The accessibility figures: what the AT-SPI2 bridge costs a scrolling table when a screen reader
/// listens, how fast it answers `GetChildren` on a huge table's list, and what it does while the app is
/// idle. The bridge runs for real on a private message bus (a `dbus-daemon` started for the figures,
/// with no AT-SPI2 registry: the listeners a screen reader would register are added by hand); without
/// `dbus-daemon` the figures are skipped (and say so).
@MainActor
enum AccessibilityBenchmarks {
    /// Every accessibility figure, or none when no private bus can be started.
    static func run() -> [Figure] {
        guard let bus = PrivateBus() else {
            print("Accessibility figures skipped: no dbus-daemon to run the bridge on")
            return []
        }
        defer { bus.stop() }
        let bridge: ATSPIBridge
        do {
            bridge = try ATSPIBridge.join(bus.address, embedding: false)
        } catch {
            print("Accessibility figures skipped: \(error)")
            return []
        }
        defer { bridge.stop() }
        listenAsOrca(bridge)
        var figures = [scrollStep(bridge)]
        let (huge, children) = getChildren(bridge)
        figures.append(children)
        figures.append(contentsOf: idle(bridge))
        huge.window.isHidden = true
        return figures
    }

    /// Figure 1: six 10-point scroll steps of a full-screen table with the bridge's work of each frame
    /// (`frameDidEnd`) and the one report its throttle lets through in them (at 60 frames a second and
    /// ten reports a second, one report every six frames: the walk, the comparison and the events it
    /// sends), against the same six steps with accessibility off.
    static func scrollStep(_ bridge: ATSPIBridge) -> Figure {
        let scene = TableBenchmarks.makeTable(rows: 1_000)
        defer { scene.window.isHidden = true }
        TableBenchmarks.reloadAndShow(scene.window, scene.table)
        bridge.registry.isStale = true
        bridge.reporter.takeBaseline(bridge.registry)
        let framesPerReport = Int((ATSPIBridge.reportInterval * 60).rounded())
        var down = true
        let walks = bridge.registry.walks, read = AccessibilityTree.nodesRead
        // Counted as they run: a noisy comparison runs its rounds again.
        var reports = 0
        let comparison = Comparison.run("scroll with accessibility", rounds: 31, ours: {
            stepsAndReport(bridge, scene.window, scene.table, steps: framesPerReport, down: &down)
            reports += 1
        }, baseline: {
            for _ in 0..<framesPerReport { TableBenchmarks.scrollStep(scene.window, scene.table, down: &down) }
        })
        let perReport = Double(bridge.registry.walks - walks) / Double(max(1, reports))
        let readPerReport = Double(AccessibilityTree.nodesRead - read) / Double(max(1, reports))
        print("A 10-point scroll step of a full-screen table, a listener attached: \(framesPerReport) steps and one report \(comparison.ours.milliseconds) against \(comparison.baseline.milliseconds) with accessibility off (\(String(format: "%.1f", perReport)) walks a report, \(String(format: "%.1f", readPerReport)) objects read a report)")
        return Figure(label: "accessibility: scroll step, a listener ÷ accessibility off", value: comparison.ratio,
                      target: "≤ 1.2", met: comparison.ratio <= 1.2)
    }

    /// Registers what Orca listens to (object events: children, states, names, text; windows; focus), as
    /// a screen reader would through the registry this private bus lacks.
    static func listenAsOrca(_ bridge: ATSPIBridge) {
        for event in ["object:", "window:", "focus:"] { bridge.listeners.add(bus: ":1.0", event: event) }
    }

    /// `steps` 10-point scroll steps, each with the bridge's work at the end of a frame, then the one
    /// report the throttle lets through after them.
    static func stepsAndReport(_ bridge: ATSPIBridge, _ window: UIWindow, _ table: UITableView, steps: Int, down: inout Bool) {
        for _ in 0..<steps {
            TableBenchmarks.scrollStep(window, table, down: &down)
            bridge.frameDidEnd()
        }
        bridge.reporter.report(bridge)
    }

    /// One side of figure 1 repeated for callgrind (which cannot start the private bus: valgrind refuses
    /// the way Foundation spawns a process), on the session bus of `dbus-run-session`: 360 steps with
    /// the bridge's work of each frame and a report every six, or the same steps with accessibility off.
    /// False when the side is unknown or the bridge cannot join.
    static func profile(_ side: String) -> Bool {
        let scene = TableBenchmarks.makeTable(rows: 1_000)
        defer { scene.window.isHidden = true }
        TableBenchmarks.reloadAndShow(scene.window, scene.table)
        var down = true
        let framesPerReport = Int((ATSPIBridge.reportInterval * 60).rounded())
        switch side {
        case "off":
            for _ in 0..<(60 * framesPerReport) { TableBenchmarks.scrollStep(scene.window, scene.table, down: &down) }
            return true
        case "listening":
            guard let address = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"],
                  let bridge = try? ATSPIBridge.join(address, embedding: false) else {
                print("No session bus to join: run under dbus-run-session")
                return false
            }
            defer { bridge.stop() }
            listenAsOrca(bridge)
            bridge.registry.isStale = true
            bridge.reporter.takeBaseline(bridge.registry)
            for _ in 0..<60 { stepsAndReport(bridge, scene.window, scene.table, steps: framesPerReport, down: &down) }
            return true
        default:
            print("Unknown side \(side): listening or off")
            return false
        }
    }

    /// Figure 2: the reply to `GetChildren` on a 1,000,000-row table's list (its visible rows), built as a
    /// call from the bus is answered, with the walk a frame makes necessary, without the D-Bus send.
    static func getChildren(_ bridge: ATSPIBridge) -> (scene: (window: UIWindow, table: UITableView, rows: TableBenchmarks.Rows), figure: Figure) {
        let scene = TableBenchmarks.makeTable(rows: 1_000_000)
        TableBenchmarks.reloadAndShow(scene.window, scene.table)
        let clock = ContinuousClock()
        var times: [Duration] = []
        var count = 0
        for round in 0..<33 {
            bridge.registry.isStale = true
            let time = clock.measure { count = bridge.answerWithoutSending("GetChildren", on: scene.table) ?? -1 }
            if round >= 3 { times.append(time) }
        }
        let median = Comparison.median(times)
        print("GetChildren on a 1,000,000-row table's list (\(count) visible rows), walk included: \(median.milliseconds)")
        let milliseconds = median.seconds * 1000
        return (scene, Figure(label: "accessibility: GetChildren, 1,000,000-row list (ms)", value: milliseconds,
                              target: "≤ 5 ms", met: count > 0 && milliseconds <= 5))
    }

    /// Figure 3: two seconds of an idle main run loop with the bridge's pump attached and a listener
    /// registered, after everything pending has run: the walks it makes (none: nothing changed) and the
    /// process's CPU time (the bridge's D-Bus thread included) as a share of one core.
    static func idle(_ bridge: ATSPIBridge) -> [Figure] {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.3))
        let walks = bridge.registry.walks
        let cpu = processCPUSeconds(), start = ProcessInfo.processInfo.systemUptime
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 2))
        let wall = ProcessInfo.processInfo.systemUptime - start
        let share = (processCPUSeconds() - cpu) / wall
        let walksPerSecond = Double(bridge.registry.walks - walks) / wall
        print("Idle run loop with the bridge on, \(String(format: "%.1f", wall)) s: \(bridge.registry.walks - walks) walks, \(String(format: "%.2f", share * 100)) % of a core")
        return [Figure(label: "accessibility: idle, walks a second", value: walksPerSecond, target: "= 0", met: walksPerSecond == 0),
                Figure(label: "accessibility: idle 2 s, CPU ÷ one core", value: share, target: "≤ 0.01", met: share <= 0.01)]
    }

    /// The CPU time this process has used, every thread included.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A private `dbus-daemon` for the figures, ended when they are done.
    final class PrivateBus {
        let process = Process()
        let address: String

        init?() {
            guard let daemon = ["/usr/bin/dbus-daemon", "/bin/dbus-daemon"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
                return nil
            }
            process.executableURL = URL(fileURLWithPath: daemon)
            process.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
            var output = Data()
            while !output.contains(UInt8(ascii: "\n")) {
                let chunk = pipe.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                output.append(chunk)
            }
            let line = String(decoding: output, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            guard !line.isEmpty else {
                process.terminate()
                return nil
            }
            address = line
        }

        func stop() {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
