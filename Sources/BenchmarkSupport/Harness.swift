import Foundation
import TesseraSupport

/// Times two variants of the same work, interleaved so that machine noise hits both alike, and reports
/// the median of the per-round ratios.
///
/// Every figure measured through it gets the same defences against a noisy machine: warm-up rounds
/// (at least one), the variants strictly alternating (each run follows one of the other), the median of
/// per-round ratios, and, while the rounds swing more than `noisySwing`, as many rounds again, up to
/// four times the rounds asked for (the figure is then the median of all of them). A figure whose value
/// is a comparison's ratio (or its inverse) prints that comparison's swing when it stays above
/// `noisySwing`, so a reader knows the number is shaky.
package struct Comparison {
    package let name: String
    package let ours: Duration
    package let baseline: Duration
    /// The median of the per-round ratios ours ÷ baseline: each round's two runs are adjacent in time, so
    /// slow phases of a noisy machine cancel out.
    package let ratio: Double
    /// How much the per-round ratios swing: their interquartile range ÷ their median (0.1: the middle half
    /// of the rounds lies within a 10 % band).
    package let swing: Double

    /// Above this swing a comparison runs its rounds again, and its figure says it was noisy.
    package static let noisySwing = 0.10

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
        for _ in 0..<max(1, warmup) { _ = timedOurs(); _ = timedBaseline() }
        var a: [Duration] = [], b: [Duration] = []
        func measure(_ count: Int) {
            for _ in 0..<count {
                // Strictly alternating, so that every run follows a run of the other variant. (Swapping
                // which goes first in every other round makes each variant run twice in a row at the
                // swaps, the second time on caches it warmed itself: the ratios then split in two
                // groups, 0.9 and 1.3 for the frame scene, and their median lands anywhere between.)
                a.append(timedOurs())
                b.append(timedBaseline())
            }
        }
        measure(rounds)
        var ratios = zip(a, b).map { $0.seconds / $1.seconds }.sorted()
        while spread(ratios) > noisySwing && a.count < 4 * rounds {
            measure(rounds)
            ratios = zip(a, b).map { $0.seconds / $1.seconds }.sorted()
        }
        let comparison = Comparison(name: name, ours: median(a), baseline: median(b), ratio: ratios[ratios.count / 2],
                                    swing: spread(ratios))
        recordSwing(of: comparison)
        return comparison
    }

    package static func median(_ values: [Duration]) -> Duration {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    /// The interquartile range of sorted values ÷ their median.
    package static func spread(_ sorted: [Double]) -> Double {
        guard sorted.count >= 3 else { return 0 }
        let median = sorted[sorted.count / 2]
        guard median > 0 else { return 0 }
        return (sorted[sorted.count * 3 / 4] - sorted[sorted.count / 4]) / median
    }

    /// The swings of the comparisons run so far, by their ratio's bits (and the inverse ratio's), for
    /// `Figure` to find.
    private static let swings = LockedValue<[UInt64: Double]>([:])

    private static func recordSwing(of comparison: Comparison) {
        swings.withLock {
            $0[comparison.ratio.bitPattern] = comparison.swing
            $0[(1 / comparison.ratio).bitPattern] = comparison.swing
        }
    }

    /// The swing of the comparison whose ratio (or inverse) is `value`, if one was run.
    package static func swing(ofRatio value: Double) -> Double? {
        swings.withLock { $0[value.bitPattern] }
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
    /// The swing of the comparison that measured the value, if one did (`Comparison.swing`).
    package let swing: Double?

    /// A figure: its label, value, target (as text) and whether the value meets it. When the value is a
    /// ratio measured by `Comparison` (or its inverse), the figure carries that comparison's swing.
    package init(label: String, value: Double, target: String, met: Bool) {
        self.label = label
        self.value = value
        self.target = target
        self.met = met
        swing = Comparison.swing(ofRatio: value)
    }

    /// `PASS  label  value  target …`, then `(noisy: runs swing N %)` when the comparison behind the value
    /// swung more than `Comparison.noisySwing`.
    package var line: String {
        var line = "\(met ? "PASS" : "FAIL")  \(label.padding(toLength: 64, withPad: " ", startingAt: 0)) \(String(format: "%9.4g", value))   target \(target)"
        if let swing, swing > Comparison.noisySwing { line += String(format: "   (noisy: runs swing %.0f %%)", swing * 100) }
        return line
    }
}
