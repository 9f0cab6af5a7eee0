import ArgumentParser
import BenchmarkSupport
import CMalloc
import Foundation
import LayoutEngine
import LayoutWorkloads

/// `LayoutBenchmarks`: LayoutEngine against kiwisolver on the workloads of `LayoutWorkloads`, in one run: our
/// timings (median of several rounds, workloads interleaved), then kiwi's from scripts/kiwi_bench.py, then the
/// figures. Exits 1 when a figure misses its target.
@main
struct LayoutBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "LayoutBenchmarks",
        abstract: "Time LayoutEngine against kiwisolver (scripts/kiwi_bench.py) on the same workloads.",
        discussion: "Prints both engines' timings at N = 100, 1,000 and 10,000, then the figures; exits 1 when one misses its target.")

    @Option(help: ArgumentHelp("Build one workload at N = 1,000 twenty times and exit, for callgrind or perf: "
                               + Workload.allCases.map(\.rawValue).joined(separator: ", ") + ".",
                               valueName: "workload"))
    var profile: String?

    func validate() throws {
        if let profile, Workload(rawValue: profile) == nil {
            throw ValidationError("Unknown workload '\(profile)'; one of: \(Workload.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
    }

    func run() throws {
        if let profile, let workload = Workload(rawValue: profile) {
            var total = 0.0
            for _ in 0..<20 { total += try Layout(workload, n: 1000).values.reduce(0, +) }
            print("profiled \(workload.rawValue): \(total)")
            return
        }
        let ours = try Self.measureOurs()
        print("Running scripts/kiwi_bench.py --json ...")
        let kiwi = Kiwi.run()
        if let version = kiwi?.kiwisolver { print("kiwisolver \(version)") }
        Self.printTable(ours: ours.seconds, kiwi: kiwi)
        let figures = Self.figures(ours: ours, kiwi: kiwi)
        if kiwi == nil { print("\nkiwisolver missing (scripts/install-bench-deps.sh installs it): only our own figures.") }
        print("")
        for figure in figures { print(figure.line) }
        if !figures.allSatisfy(\.met) { throw ExitCode(1) }
    }

    static let sizes = [100, 1000, 10_000]
    /// The workload names of the tables and figures: the workloads, then "edits" (per width change).
    static let names = Workload.allCases.map(\.rawValue) + ["edits"]

    /// Our timings and values.
    struct Measurements {
        /// Median seconds per workload name and size.
        var seconds: [String: [Int: Double]] = [:]
        /// The solved values per workload name and size.
        var values: [String: [Int: [Double]]] = [:]
    }

    /// Times every workload at every size, and the stack's width changes.
    static func measureOurs() throws -> Measurements {
        let clock = ContinuousClock()
        func rounds(_ n: Int) -> Int { n <= 100 ? 15 : 9 }
        var measurements = Measurements()
        var sink = 0.0
        // Sizes are interleaved round by round, so a slow phase of a busy machine hits every size alike (the
        // scaling figures compare sizes).
        var samplesBySize: [Int: [String: [Double]]] = [:]
        for round in 0..<sizes.map(rounds).max()! {
            for n in sizes where round < rounds(n) {
                var samples = samplesBySize[n, default: [:]]
                defer { samplesBySize[n] = samples }
                for workload in Workload.allCases {
                    var layout: Layout?
                    // Each build starts from a tidy heap: the previous engine's freed memory is given back here,
                    // not consolidated by the allocator inside the next timed build.
                    malloc_trim(0)
                    let time = try clock.measure {
                        let built = try Layout(workload, n: n)
                        sink += built.values.reduce(0, +)
                        layout = built
                    }
                    samples[workload.rawValue, default: []].append(seconds(time))
                    if let layout { measurements.values[workload.rawValue, default: [:]][n] = layout.values }
                }
                let stack = try Layout(.stack, n: n)
                let time = try clock.measure { sink += try stack.runEdits() }
                samples["edits", default: []].append(seconds(time) / Double(Workload.editCount))
                measurements.values["edits", default: [:]][n] = stack.values
            }
        }
        for (n, samples) in samplesBySize {
            for (name, values) in samples { measurements.seconds[name, default: [:]][n] = values.sorted()[values.count / 2] }
        }
        if sink.isNaN { print(sink) }
        return measurements
    }

    /// Both engines' timings side by side.
    static func printTable(ours: [String: [Int: Double]], kiwi: Kiwi?) {
        func format(_ s: Double?) -> String {
            guard let s else { return "—".padding(toLength: 11, withPad: " ", startingAt: 0) }
            return s < 1e-3 ? String(format: "%8.2f µs", s * 1e6) : String(format: "%8.2f ms", s * 1e3)
        }
        print("\nworkload       N      Tessera         kiwi   kiwi ÷ Tessera")
        for name in names {
            for n in sizes {
                let mine = ours[name]?[n]
                let theirs = kiwi?.result(name, n)?.seconds
                let ratio = mine.flatMap { m in theirs.map { String(format: "%10.1f×", $0 / m) } } ?? "          —"
                let label = "(\(letter(name))) \(name)".padding(toLength: 12, withPad: " ", startingAt: 0)
                print("\(label) \(String(n).leftPadded(6))  \(format(mine))  \(format(theirs))  \(ratio)")
            }
        }
    }

    /// Speed against kiwi at N = 1,000, scaling from 1,000 to 10,000 views, and agreement with kiwi's values.
    static func figures(ours: Measurements, kiwi: Kiwi?) -> [Figure] {
        var figures: [Figure] = []
        for name in ["stack", "grid", "priority", "pinned"] {
            if let mine = ours.seconds[name]?[1000], let theirs = kiwi?.result(name, 1000)?.seconds {
                let ratio = theirs / mine
                figures.append(Figure(label: "(\(letter(name))) \(name) from scratch, N = 1,000: kiwi ÷ Tessera", value: ratio,
                                      target: "≥ 20", met: ratio >= 20))
            }
        }
        if let mine = ours.seconds["edits"]?[1000], let theirs = kiwi?.result("edits", 1000)?.seconds {
            let ratio = theirs / mine
            figures.append(Figure(label: "(b) width change and solve, N = 1,000: kiwi ÷ Tessera", value: ratio,
                                  target: "≥ 3", met: ratio >= 3))
        }
        for name in names {
            guard let big = ours.seconds[name]?[10_000], let small = ours.seconds[name]?[1000] else { continue }
            // Per view, times ten: the grid's sizes are 1,024 and 10,000 cells.
            let views = { (n: Int) in Double(Workload(rawValue: name)?.viewCount(n) ?? n) }
            let ratio = big / views(10_000) / (small / views(1000)) * 10
            figures.append(Figure(label: "(\(letter(name))) \(name): N = 10,000 ÷ N = 1,000 (per view × 10)", value: ratio,
                                  target: "≤ 12", met: ratio <= 12))
        }
        for name in names {
            let workload = Workload(rawValue: name) ?? .stack
            let compared = sizes.compactMap { n -> Double? in
                guard let theirs = kiwi?.result(name, n)?.values, let mine = ours.values[name]?[n] else { return nil }
                guard theirs.count == mine.count else { return .infinity }
                return zip(mine, theirs).enumerated().filter { workload.isUnique($0.offset) }
                    .map { abs($0.element.0 - $0.element.1) }.max() ?? 0
            }
            guard let worst = compared.max() else { continue }
            figures.append(Figure(label: "(\(letter(name))) \(name): largest difference from kiwi's values", value: worst,
                                  target: "≤ 1e-6", met: worst <= 1e-6))
        }
        return figures
    }

    /// The letter of a workload name in the tables ("edits" is (b)).
    static func letter(_ name: String) -> String { Workload(rawValue: name)?.letter ?? "b" }

    static func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
}

extension String {
    /// The string right-aligned in `width` characters.
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
