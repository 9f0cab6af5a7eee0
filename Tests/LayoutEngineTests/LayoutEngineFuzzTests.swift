import Foundation
import LayoutEngine
import Testing
import TesseraTesting

/// Random constraint systems changed step by step (constraints added and removed, constants and
/// priorities changed, edit variables added, suggested and removed); after every step the engine must
/// agree with a fresh engine given the same constraints from scratch.
///
/// With soft constraints a system's best solution need not be unique (two wishes pulling apart with
/// equal weight, or a variable nothing pins), so raw values can legitimately differ between the two
/// engines. What is unique is checked instead: the required constraints hold in both, the weighted
/// error the engine minimises is the same in both, and every variable the fresh engine reports as not
/// ambiguous has the same value in both.
@Suite struct LayoutEngineFuzzTests {
    @Test func incrementalChangesAgreeWithAFreshSolve() throws {
        let run = FuzzRun("LayoutEngineFuzzTests", defaultCases: 300)
        var steps = 0, refused = 0, compared = 0
        try run.forEachCase { index, random in
            var model = EngineModel(variableCount: 2 + random.below(7))
            for _ in 0..<(8 + random.below(25)) {
                let outcome = try model.step(&random)
                if outcome == .refused { refused += 1 }
                steps += 1
                compared += try model.compareWithFreshSolve(label: run.label(index))
            }
        }
        print("fuzz LayoutEngineFuzzTests: \(steps) steps, \(refused) refused as unsatisfiable, \(compared) unambiguous values compared")
        if run.cases >= 100 && run.onlyCase == nil { #expect(refused > 0 && compared > 0) }
    }
}
