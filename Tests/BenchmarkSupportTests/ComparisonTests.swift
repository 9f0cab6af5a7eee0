@testable import BenchmarkSupport
import Testing

/// How a comparison runs its two variants: what every benchmark figure's number rests on.
@Suite struct ComparisonTests {
    /// Runs a comparison whose variants record their turns; returns them, "o" for ours, "b" for the baseline.
    private func turns(rounds: Int, warmup: Int) -> (turns: [String], comparison: Comparison) {
        var turns: [String] = []
        let comparison = Comparison.run("turns", rounds: rounds, warmup: warmup, ours: { turns.append("o") }, baseline: { turns.append("b") })
        return (turns, comparison)
    }

    @Test func theVariantsRunStrictlyInTurn() {
        // A variant run twice in a row would find caches it warmed itself: each run must follow the other's.
        let (turns, _) = turns(rounds: 9, warmup: 2)
        #expect(turns.first == "o")
        for (previous, next) in zip(turns, turns.dropFirst()) { #expect(previous != next) }
        #expect(turns.filter { $0 == "o" }.count == turns.filter { $0 == "b" }.count)
    }

    @Test func aNoisyComparisonRunsMoreRoundsButAtMostFourTimesAsMany() {
        // Empty variants time nothing but the clock's noise: the rounds swing and are run again.
        let rounds = 7, warmup = 1
        let (turns, comparison) = turns(rounds: rounds, warmup: warmup)
        let timed = turns.count / 2 - warmup
        #expect(timed % rounds == 0, "whole batches of rounds")
        #expect(timed >= rounds && timed <= 4 * rounds)
        // It stops at the first batch after which the rounds are steady, or at four times the rounds.
        // (The final swing says nothing about the first batch: a noisy first batch can be followed
        // by a steady whole.)
        if timed < 4 * rounds { #expect(comparison.swing <= Comparison.noisySwing, "stopped before the limit only once steady") }
    }

    @Test func theSwingIsTheInterquartileRangeOverTheMedian() {
        #expect(Comparison.spread([1, 1, 1, 1]) == 0)
        #expect(abs(Comparison.spread([0.8, 0.9, 1.0, 1.1, 1.2]) - 0.2) < 1e-12)
        #expect(Comparison.spread([1, 2]) == 0, "too few rounds to tell")
    }
}
