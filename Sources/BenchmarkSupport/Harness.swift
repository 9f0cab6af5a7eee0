import Foundation

/// Times two variants of the same work, interleaved so that machine noise hits both alike, and reports
/// the ratio of their medians.
package struct Comparison {
    package let name: String
    package let ours: Duration
    package let baseline: Duration
    /// The median of the per-round ratios ours ÷ baseline: each round's two runs are adjacent in time, so
    /// slow phases of a noisy machine cancel out.
    package let ratio: Double

    /// Runs `ours` and `baseline` alternately `rounds` times after `warmup` rounds each; `prepare` runs,
    /// untimed, before each run of either.
    package static func run(_ name: String, rounds: Int, warmup: Int = 3, prepare: () -> Void = {},
                    ours: () -> Void, baseline: () -> Void) -> Comparison {
        run(name, rounds: rounds, warmup: warmup, prepare: { _ in prepare() }, ours: ours, baseline: baseline)
    }

    /// As above, with `prepare` told which variant (true: ours) runs next.
    package static func run(_ name: String, rounds: Int, warmup: Int = 3, prepare: (Bool) -> Void,
                    ours: () -> Void, baseline: () -> Void) -> Comparison {
        let clock = ContinuousClock()
        func timedOurs() -> Duration { prepare(true); return clock.measure(ours) }
        func timedBaseline() -> Duration { prepare(false); return clock.measure(baseline) }
        for _ in 0..<warmup { _ = timedOurs(); _ = timedBaseline() }
        var a: [Duration] = [], b: [Duration] = []
        for round in 0..<rounds {
            // Alternate which goes first, so neither always runs on a warmer cache.
            if round % 2 == 0 {
                a.append(timedOurs()); b.append(timedBaseline())
            } else {
                b.append(timedBaseline()); a.append(timedOurs())
            }
        }
        let ratios = zip(a, b).map { $0.seconds / $1.seconds }.sorted()
        return Comparison(name: name, ours: median(a), baseline: median(b), ratio: ratios[ratios.count / 2])
    }

    package static func median(_ values: [Duration]) -> Duration {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}

extension Duration {
    /// The duration in seconds.
    package var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
    /// The duration in milliseconds, for reports: `12.34 ms`.
    package var milliseconds: String { String(format: "%.2f ms", seconds * 1000) }
}

/// One line of the report: a figure, its target and whether it is met.
package struct Figure {
    package let label: String
    package let value: Double
    package let target: String
    package let met: Bool

    /// A figure: its label, value, target (as text) and whether the value meets it.
    package init(label: String, value: Double, target: String, met: Bool) {
        self.label = label
        self.value = value
        self.target = target
        self.met = met
    }

    /// `PASS  label  value  target …`.
    package var line: String {
        "\(met ? "PASS" : "FAIL")  \(label.padding(toLength: 64, withPad: " ", startingAt: 0)) \(String(format: "%9.4g", value))   target \(target)"
    }
}
