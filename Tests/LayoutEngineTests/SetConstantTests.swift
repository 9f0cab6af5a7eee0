import LayoutEngine
import Testing

/// `setConstant` gives the solution a fresh engine finds with the new constant.
@Suite struct SetConstantTests {
    /// Spacing between two views under a container, with the constraint under test first.
    static func build(_ engine: LayoutEngine, _ relation: LayoutRelation, _ priority: Float, _ constant: Double)
        throws -> (ConstraintHandle, [LayoutVariable]) {
        let a = engine.makeVariable(), b = engine.makeVariable(), width = engine.makeVariable()
        let handle = try engine.addConstraint(b - a - constant, relation, priority: priority)
        try engine.addConstraint(a - 10, .equal)
        try engine.addConstraint(b - 40, .equal, priority: 500)
        try engine.addConstraint(width - b - 20, .equal)
        return (handle, [a, b, width])
    }

    @Test(arguments: [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual], [Float(1000), 750, 250])
    func matchesAFreshSolve(_ relation: LayoutRelation, _ priority: Float) throws {
        let engine = LayoutEngine()
        let (handle, variables) = try Self.build(engine, relation, priority, 8)
        for constant in [8.0, 50, 0, -5, 100, 30] {
            try engine.setConstant(-constant, for: handle)
            let fresh = LayoutEngine()
            let (_, freshVariables) = try Self.build(fresh, relation, priority, constant)
            #expect(variables.map(engine.value(of:)) == freshVariables.map(fresh.value(of:)), "constant \(constant)")
        }
    }

    @Test func conflictingRequiredConstantIsRefusedAndKept() throws {
        let engine = LayoutEngine()
        let a = engine.makeVariable(), b = engine.makeVariable()
        try engine.addConstraint(a - 0, .equal)
        try engine.addConstraint(b - 100, .lessThanOrEqual)
        let gap = try engine.addConstraint(b - a - 20, .equal)
        #expect(throws: LayoutEngineError.self) { try engine.setConstant(-200, for: gap) }
        #expect(engine.value(of: b) == 20)
        try engine.setConstant(-60, for: gap)
        #expect(engine.value(of: b) == 60)
        #expect(engine.hasConstraint(gap))
    }
}
