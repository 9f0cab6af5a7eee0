import LayoutEngine
import Testing

/// Unsatisfiable required constraints are refused with the constraints they conflict with, and the
/// engine is left exactly as it was.
@Suite struct ConflictTests {
    @Test func conflictNamesTheCulprits() throws {
        let engine = LayoutEngine()
        let a = engine.makeVariable(), b = engine.makeVariable(), c = engine.makeVariable()
        let ab = try engine.addConstraint(b - a - 10, .equal)
        let bc = try engine.addConstraint(c - b - 10, .equal)
        try engine.addConstraint(a - 0, .greaterThanOrEqual)
        let unrelated = engine.makeVariable()
        try engine.addConstraint(unrelated - 5, .equal)
        #expect(throws: LayoutEngineError.unsatisfiable(conflicting: [ab, bc])) {
            try engine.addConstraint(c - a - 5, .equal)
        }
    }

    @Test func engineUnchangedAfterConflict() throws {
        let engine = LayoutEngine()
        let width = engine.makeVariable()
        try engine.addEditVariable(width, priority: 999)
        try engine.suggestValue(320, for: width)
        var variables = [width]
        for i in 0..<20 {
            let left = engine.makeVariable(), w = engine.makeVariable()
            try engine.addConstraint(left - Double(i), .equal)
            try engine.addConstraint(w - 10, .greaterThanOrEqual)
            try engine.addConstraint(left + w - width, .lessThanOrEqual)
            try engine.addConstraint(w - 100, .equal, priority: 500)
            variables += [left, w]
        }
        let before = variables.map(engine.value(of:))
        let count = engine.constraintCount
        #expect(throws: LayoutEngineError.self) { try engine.addConstraint(variables[2] - 5, .lessThanOrEqual) }
        #expect(throws: LayoutEngineError.self) { try engine.addConstraint(variables[1] - 2, .equal) }
        #expect(variables.map(engine.value(of:)) == before)
        #expect(engine.constraintCount == count)
        // And it keeps working: an edit after the refusals re-solves as before.
        try engine.suggestValue(100, for: width)
        #expect(engine.value(of: variables[2]) == 100)
        try engine.suggestValue(320, for: width)
        #expect(variables.map(engine.value(of:)) == before)
    }

    @Test func badInputIsRefused() throws {
        let engine = LayoutEngine()
        let x = engine.makeVariable()
        #expect(throws: LayoutEngineError.nonFiniteValue) { try engine.addConstraint(x - .infinity, .equal) }
        #expect(throws: LayoutEngineError.invalidPriority(0)) { try engine.addConstraint(x - 1, .equal, priority: 0) }
        #expect(throws: LayoutEngineError.unknownConstraint) { try engine.setConstant(1, for: try engine.addConstraint(x - 1, .equal).removed(from: engine)) }
    }
}

extension ConstraintHandle {
    /// The handle after removing its constraint.
    func removed(from engine: LayoutEngine) throws -> ConstraintHandle {
        try engine.removeConstraint(self)
        return self
    }
}
