import LayoutEngine
import Testing

/// A leaning variable (a size, in UIKit) defined by an inequality takes the value nearest 0 that the
/// constraints allow (UIKit's engine gives an ambiguous `width <= 23` view a width of 0), without trading
/// against any priority; other variables sit at their bound, as in plain Cassowary.
@Suite struct LeaningTowardsZeroTests {
    @Test func upperBoundAloneGivesZero() throws {
        let engine = LayoutEngine()
        let width = engine.makeVariable(leansTowardsZero: true)
        try engine.addConstraint(width - 23, .lessThanOrEqual)
        #expect(engine.value(of: width) == 0)
        #expect(engine.isAmbiguous(width))
        #expect(engine.constraintCount == 1)
    }

    @Test func boundRelativeToAnotherVariableGivesZero() throws {
        let engine = LayoutEngine()
        let superWidth = engine.makeVariable(), width = engine.makeVariable(leansTowardsZero: true)
        try engine.addConstraint(superWidth - 390, .equal)
        try engine.addConstraint(width - superWidth + 52, .lessThanOrEqual)
        #expect(engine.value(of: width) == 0)
        #expect(engine.value(of: superWidth) == 390)
    }

    @Test func lowerBoundsAndNegativeBoundsGiveTheNearestValue() throws {
        let engine = LayoutEngine()
        let x = engine.makeVariable(leansTowardsZero: true), y = engine.makeVariable(leansTowardsZero: true)
        try engine.addConstraint(x - 8, .greaterThanOrEqual)
        try engine.addConstraint(y + 10, .lessThanOrEqual)
        #expect(engine.value(of: x) == 8)
        #expect(engine.value(of: y) == -10)
    }

    @Test func theWeakestPriorityStillWins() throws {
        let engine = LayoutEngine()
        let width = engine.makeVariable(leansTowardsZero: true)
        try engine.addConstraint(width - 23, .lessThanOrEqual)
        let wish = try engine.addConstraint(width - 15, .equal, priority: 1)
        #expect(abs(engine.value(of: width) - 15) < 1e-9)
        #expect(!engine.isAmbiguous(width))
        try engine.removeConstraint(wish)
        #expect(engine.value(of: width) == 0)
    }

    @Test func removingTheBoundRemovesItsPull() throws {
        let engine = LayoutEngine()
        let width = engine.makeVariable(leansTowardsZero: true), other = engine.makeVariable()
        let bound = try engine.addConstraint(width - 23, .lessThanOrEqual)
        try engine.addConstraint(other - width - 5, .equal)
        #expect(engine.value(of: other) == 5)
        try engine.removeConstraint(bound)
        #expect(engine.constraintCount == 1)
        try engine.addConstraint(width - 30, .greaterThanOrEqual)
        #expect(engine.value(of: width) == 30)
        #expect(engine.value(of: other) == 35)
    }

    @Test func changingTheBoundKeepsZero() throws {
        let engine = LayoutEngine()
        let width = engine.makeVariable(leansTowardsZero: true)
        let bound = try engine.addConstraint(width - 23, .lessThanOrEqual)
        try engine.setConstant(-40, for: bound)
        #expect(engine.value(of: width) == 0)
        try engine.setConstant(5, for: bound)   // width ≤ -5
        #expect(engine.value(of: width) == -5)
    }

    @Test func aVariableThatDoesNotLeanSitsAtItsBound() throws {
        let engine = LayoutEngine()
        let top = engine.makeVariable(), left = engine.makeVariable()
        try engine.addConstraint(top - 23, .lessThanOrEqual)
        try engine.addConstraint(left - 8, .greaterThanOrEqual)
        #expect(engine.value(of: top) == 23)
        #expect(engine.value(of: left) == 8)
    }
}
