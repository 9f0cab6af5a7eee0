import LayoutEngine
import Testing

/// A required equality whose constant changes gets a dummy marker: later changes shift through its column
/// instead of re-solving its connected part, with the same results and the same conflict reports.
@Suite struct DummyMarkerTests {
    /// A stack of `count` rows of height 44 under a container whose width and top are required equalities.
    static func stack(_ engine: LayoutEngine, count: Int) throws -> (width: ConstraintHandle, top: ConstraintHandle, rights: [LayoutVariable], tops: [LayoutVariable]) {
        let container = engine.makeVariable()
        let width = try engine.addConstraint(container - 375, .equal)
        var tops: [LayoutVariable] = [], rights: [LayoutVariable] = []
        var top: ConstraintHandle?
        for i in 0..<count {
            let t = engine.makeVariable(), h = engine.makeVariable(), r = engine.makeVariable()
            if i == 0 { top = try engine.addConstraint(t - 20, .equal) } else { try engine.addConstraint(t - tops[i - 1] - 52, .equal) }
            try engine.addConstraint(h - 44, .equal)
            try engine.addConstraint(r - container + 16, .equal)
            tops.append(t); rights.append(r)
        }
        return (width, top!, rights, tops)
    }

    @Test func repeatedChangesMatchAFreshSolve() throws {
        let engine = LayoutEngine()
        let (width, top, rights, tops) = try Self.stack(engine, count: 50)
        for (w, t) in [(320.0, 0.0), (500, 88), (375, 20), (10, -4)] {
            try engine.setConstant(-w, for: width)
            try engine.setConstant(-t, for: top)
            #expect(engine.value(of: rights[49]) == w - 16)
            #expect(engine.value(of: tops[49]) == t + 49 * 52)
            #expect(!engine.isAmbiguous(tops[10]))
        }
    }

    @Test func aChangeThatBreaksRequiredConstraintsIsRefused() throws {
        let engine = LayoutEngine()
        let x = engine.makeVariable(), y = engine.makeVariable()
        let pin = try engine.addConstraint(x - 10, .equal)
        try engine.addConstraint(y - x - 5, .equal)
        try engine.addConstraint(y - 100, .lessThanOrEqual)
        try engine.setConstant(-20, for: pin)          // now with a dummy marker
        #expect(engine.value(of: y) == 25)
        do {
            try engine.setConstant(-200, for: pin)
            Issue.record("expected a conflict")
        } catch LayoutEngineError.unsatisfiable(let conflicting) {
            #expect(conflicting.count == 2)
        }
        #expect(engine.value(of: x) == 20)
        #expect(engine.value(of: y) == 25)
        try engine.setConstant(-30, for: pin)
        #expect(engine.value(of: y) == 35)
    }

    @Test func removingAConstraintWithADummyRestoresTheRest() throws {
        let engine = LayoutEngine()
        let x = engine.makeVariable(), y = engine.makeVariable()
        let pin = try engine.addConstraint(x - 10, .equal)
        try engine.addConstraint(x - 3, .equal, priority: 500)
        try engine.addConstraint(y - x - 5, .equal)
        try engine.setConstant(-12, for: pin)
        #expect(engine.value(of: y) == 17)
        try engine.removeConstraint(pin)
        #expect(engine.value(of: x) == 3)
        #expect(engine.value(of: y) == 8)
    }

    @Test func redundantEqualitiesStayConsistent() throws {
        let engine = LayoutEngine()
        let x = engine.makeVariable(), y = engine.makeVariable()
        let a = try engine.addConstraint(x - 10, .equal)
        try engine.addConstraint(y - x, .equal)
        try engine.addConstraint(y - 10, .equal)           // redundant
        try engine.setConstant(-10, for: a)                  // unchanged: nothing happens
        #expect(throws: LayoutEngineError.self) { try engine.setConstant(-20, for: a) }
        #expect(engine.value(of: x) == 10)
    }
}
