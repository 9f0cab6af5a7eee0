import LayoutEngine
import Testing

/// Priorities: stronger constraints win, required ones always hold, inequalities bound without pulling.
@Suite struct PriorityTests {
    @Test func strongBeatsWeak() throws {
        let engine = LayoutEngine()
        let x = engine.makeVariable()
        try engine.addConstraint(x - 10, .equal, priority: 250)
        try engine.addConstraint(x - 20, .equal, priority: 750)
        #expect(engine.value(of: x) == 20)
    }

    @Test func orderOfAdditionDoesNotMatter() throws {
        let engine = LayoutEngine()
        let x = engine.makeVariable()
        try engine.addConstraint(x - 20, .equal, priority: 750)
        try engine.addConstraint(x - 10, .equal, priority: 250)
        #expect(engine.value(of: x) == 20)
    }

    @Test func requiredInequalityBoundsAPreference() throws {
        let engine = LayoutEngine()
        let width = engine.makeVariable()
        try engine.addConstraint(width - 100, .lessThanOrEqual)
        try engine.addConstraint(width - 150, .equal, priority: 750)
        #expect(engine.value(of: width) == 100)
        let height = engine.makeVariable()
        try engine.addConstraint(height - 20, .greaterThanOrEqual)
        try engine.addConstraint(height - 44, .equal, priority: 250)
        #expect(engine.value(of: height) == 44)
    }

    @Test func manyWeakOnesDoNotOutweighAStrongOne() throws {
        let engine = LayoutEngine()
        let x = engine.makeVariable()
        for _ in 0..<20 { try engine.addConstraint(x - 0, .equal, priority: 250) }
        try engine.addConstraint(x - 50, .equal, priority: 750)
        #expect(engine.value(of: x) == 50)
    }

    @Test func compressionRespectsMinimums() throws {
        let engine = LayoutEngine()
        let a = engine.makeVariable(), b = engine.makeVariable()
        try engine.addConstraint(a - 30, .greaterThanOrEqual)
        try engine.addConstraint(a - 100, .equal, priority: 250)
        try engine.addConstraint(b - 100, .equal, priority: 500)
        try engine.addConstraint(a + b - 150, .equal)
        // The weaker preference gives way first, down to its minimum.
        #expect(engine.value(of: a) == 50)
        #expect(engine.value(of: b) == 100)
    }
}
