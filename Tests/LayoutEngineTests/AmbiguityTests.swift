import LayoutEngine
import Testing

/// `isAmbiguous`: a variable is ambiguous when the constraints leave it room at no cost.
@Suite struct AmbiguityTests {
    @Test func fullyConstrainedIsNotAmbiguous() throws {
        let engine = LayoutEngine()
        let left = engine.makeVariable(), width = engine.makeVariable()
        try engine.addConstraint(left - 8, .equal)
        try engine.addConstraint(width - 100, .equal)
        #expect(!engine.isAmbiguous(left))
        #expect(!engine.isAmbiguous(width))
    }

    @Test func unconstrainedIsAmbiguous() {
        let engine = LayoutEngine()
        #expect(engine.isAmbiguous(engine.makeVariable()))
    }

    @Test func freeSumIsAmbiguous() throws {
        let engine = LayoutEngine()
        let left = engine.makeVariable(), width = engine.makeVariable()
        try engine.addConstraint(left + width - 100, .equal)
        #expect(engine.isAmbiguous(left))
        #expect(engine.isAmbiguous(width))
        try engine.addConstraint(left - 0, .equal)
        #expect(!engine.isAmbiguous(left))
        #expect(!engine.isAmbiguous(width))
    }

    @Test func onlyAnInequalityIsAmbiguous() throws {
        let engine = LayoutEngine()
        let height = engine.makeVariable()
        try engine.addConstraint(height - 20, .greaterThanOrEqual)
        #expect(engine.isAmbiguous(height))
        try engine.addConstraint(height - 44, .equal, priority: 250)
        #expect(!engine.isAmbiguous(height))
    }

    @Test func equalWeakPreferencesAreNotAmbiguousWhenTheyPin() throws {
        let engine = LayoutEngine()
        let a = engine.makeVariable(), b = engine.makeVariable()
        try engine.addConstraint(a + b - 100, .equal)
        try engine.addConstraint(a - 30, .equal, priority: 750)
        #expect(!engine.isAmbiguous(a))
        #expect(!engine.isAmbiguous(b))
    }
}
