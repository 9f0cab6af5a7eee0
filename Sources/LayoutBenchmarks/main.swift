import BenchmarkSupport
import CMalloc
import Foundation
import LayoutEngine

// LayoutEngine against kiwisolver on the workloads of Workloads.swift, in one run: our timings (median of
// several rounds, workloads interleaved), then kiwi's from scripts/kiwi_bench.py, then the figures.

let sizes = [100, 1000, 10_000]
let clock = ContinuousClock()

/// `--profile WORKLOAD` builds that workload at N = 1,000 twenty times and exits (for callgrind or perf).
if let index = CommandLine.arguments.firstIndex(of: "--profile"), index + 1 < CommandLine.arguments.count,
   let workload = Workload(rawValue: CommandLine.arguments[index + 1]) {
    var total = 0.0
    for _ in 0..<20 { total += try Layout(workload, n: 1000).values.reduce(0, +) }
    print("profiled \(workload.rawValue): \(total)")
    exit(0)
}

func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func rounds(_ n: Int) -> Int { n <= 100 ? 15 : 9 }

/// Our median seconds per workload name ("stack", ..., "edits" per width change) and size, and our values.
var ours: [String: [Int: Double]] = [:]
var ourValues: [String: [Int: [Double]]] = [:]
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
            if let layout { ourValues[workload.rawValue, default: [:]][n] = layout.values }
        }
        let stack = try Layout(.stack, n: n)
        let time = try clock.measure { sink += try stack.runEdits() }
        samples["edits", default: []].append(seconds(time) / Double(Workload.editCount))
        ourValues["edits", default: [:]][n] = stack.values
    }
}
for (n, samples) in samplesBySize {
    for (name, values) in samples { ours[name, default: [:]][n] = median(values) }
}

print("Running scripts/kiwi_bench.py --json ...")
let kiwi = Kiwi.run()
if let version = kiwi?.kiwisolver { print("kiwisolver \(version)") }

let names = Workload.allCases.map(\.rawValue) + ["edits"]
func letter(_ name: String) -> String { Workload(rawValue: name)?.letter ?? "b" }
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

var figures: [Figure] = []
for name in ["stack", "grid", "priority", "pinned"] {
    if let mine = ours[name]?[1000], let theirs = kiwi?.result(name, 1000)?.seconds {
        let ratio = theirs / mine
        figures.append(Figure(label: "(\(letter(name))) \(name) from scratch, N = 1,000: kiwi ÷ Tessera", value: ratio,
                              target: "≥ 20", met: ratio >= 20))
    }
}
if let mine = ours["edits"]?[1000], let theirs = kiwi?.result("edits", 1000)?.seconds {
    let ratio = theirs / mine
    figures.append(Figure(label: "(b) width change and solve, N = 1,000: kiwi ÷ Tessera", value: ratio,
                          target: "≥ 3", met: ratio >= 3))
}
for name in names {
    guard let big = ours[name]?[10_000], let small = ours[name]?[1000] else { continue }
    // Per view, times ten: the grid's sizes are 1,024 and 10,000 cells.
    let views = { (n: Int) in Double(Workload(rawValue: name)?.viewCount(n) ?? n) }
    let ratio = big / views(10_000) / (small / views(1000)) * 10
    figures.append(Figure(label: "(\(letter(name))) \(name): N = 10,000 ÷ N = 1,000 (per view × 10)", value: ratio,
                          target: "≤ 12", met: ratio <= 12))
}
for name in names {
    let workload = Workload(rawValue: name) ?? .stack
    let compared = sizes.compactMap { n -> Double? in
        guard let theirs = kiwi?.result(name, n)?.values, let mine = ourValues[name]?[n] else { return nil }
        guard theirs.count == mine.count else { return .infinity }
        return zip(mine, theirs).enumerated().filter { workload.isUnique($0.offset) }
            .map { abs($0.element.0 - $0.element.1) }.max() ?? 0
    }
    guard let worst = compared.max() else { continue }
    figures.append(Figure(label: "(\(letter(name))) \(name): largest difference from kiwi's values", value: worst,
                          target: "≤ 1e-6", met: worst <= 1e-6))
}
if kiwi == nil { print("\nkiwisolver missing (scripts/install-bench-deps.sh installs it): only our own figures.") }
print("")
for figure in figures { print(figure.line) }
if sink.isNaN { print(sink) }
exit(figures.allSatisfy(\.met) ? 0 : 1)

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
