import LayoutEngine
import Testing

/// Variables keep the names they are made with, and constraints are described with them.
@Suite struct VariableNameTests {
    @Test func variableKeepsItsName() {
        let engine = LayoutEngine()
        let left = engine.makeVariable(named: "left")
        let unnamed = engine.makeVariable()
        #expect(engine.name(of: left) == "left")
        #expect(engine.name(of: unnamed) == unnamed.description)
    }

    @Test func conflictReportReadsWithNames() throws {
        let engine = LayoutEngine()
        let left = engine.makeVariable(named: "left"), right = engine.makeVariable(named: "right")
        let gap = try engine.addConstraint(right - left - 8, .equal)
        let wish = try engine.addConstraint(right - 100, .lessThanOrEqual, priority: 750)
        #expect(engine.description(of: gap) == "1.0·right + -1.0·left + -8.0 = 0")
        #expect(engine.description(of: wish) == "1.0·right + -100.0 ≤ 0 @750.0")
        do {
            try engine.addConstraint(left - right, .equal)
            Issue.record("the conflicting constraint was accepted")
        } catch LayoutEngineError.unsatisfiable(let conflicting) {
            #expect(conflicting.compactMap(engine.description(of:)) == ["1.0·right + -1.0·left + -8.0 = 0"])
        }
    }
}
