import Foundation
import Testing

/// Memory that must not grow with use, measured by the MemoryCycles executable in a process of its
/// own (malloc's counters are process-wide, so beside other suites they would count their allocations).
@Suite(.enabled(if: MemoryCyclesProcess.executable != nil,
                "the MemoryCycles executable is not built beside the tests: run `swift build --build-tests`"))
struct MemoryCycleTests {
    @Test func showingAndDestroyingScreensDoesNotGrowMemory() throws {
        let run = try MemoryCyclesProcess.run(["--cycles", "200", "--views", "100"])
        let first = try #require(run.fields["first"].flatMap(Int.init), "\(run.output)")
        let last = try #require(run.fields["last"].flatMap(Int.init), "\(run.output)")
        // Within 1 % of the memory in use after the first cycle, or 1 MiB, whichever is larger.
        #expect(last - first <= max(first / 100, 1 << 20), "\(run.output)")
        #expect(run.fields["result"] == "pass" && run.status == 0, "\(run.output)")
        #expect(run.fields["cycles"] == "200" && run.fields["views"] == "100")
    }

    @Test func theCheckCatchesALeak() throws {
        // The same measurement with every screen kept alive must fail: the bound is not too loose to see a leak.
        let run = try MemoryCyclesProcess.run(["--cycles", "50", "--views", "100", "--leak-screens"])
        let growth = try #require(run.fields["growth"].flatMap(Int.init), "\(run.output)")
        #expect(growth > 1 << 20, "\(run.output)")
        #expect(run.fields["result"] == "fail" && run.status == 1, "\(run.output)")
    }

    @Test func switchingThemesDoesNotGrowMemory() throws {
        let run = try MemoryCyclesProcess.run(["--theme-switches", "1000"])
        let growth = try #require(run.fields["growth"].flatMap(Int.init), "\(run.output)")
        #expect(growth <= 64 * 1024, "grew \(growth) bytes over 1,000 switches: \(run.output)")
        #expect(run.status == 0, "\(run.output)")
    }
}
