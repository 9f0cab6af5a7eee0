import LayoutEngine
import Testing

/// Edit variables: suggestions re-solve to the same solution a fresh engine finds.
@Suite struct EditTests {
    /// A row of `count` views sharing a container width, with a minimum width each.
    static func row(_ engine: LayoutEngine, count: Int, width: LayoutVariable) throws -> [LayoutVariable] {
        var lefts: [LayoutVariable] = [], widths: [LayoutVariable] = []
        for i in 0..<count {
            let left = engine.makeVariable(), w = engine.makeVariable()
            try engine.addConstraint(i == 0 ? LinearExpression(left) : left - (lefts[i - 1] + widths[i - 1] + 8), .equal)
            try engine.addConstraint(w - 40, .greaterThanOrEqual)
            if i > 0 { try engine.addConstraint(w - widths[0], .equal, priority: 750) }
            lefts.append(left)
            widths.append(w)
        }
        try engine.addConstraint(lefts[count - 1] + widths[count - 1] - width, .equal)
        return widths
    }

    @Test func suggestionsMatchFreshSolves() throws {
        let engine = LayoutEngine()
        let width = engine.makeVariable()
        try engine.addEditVariable(width, priority: 999)
        let widths = try Self.row(engine, count: 5, width: width)
        for value in [400.0, 250, 600, 232, 100, 400] {
            try engine.suggestValue(value, for: width)
            let fresh = LayoutEngine()
            let freshWidth = fresh.makeVariable()
            try fresh.addEditVariable(freshWidth, priority: 999)
            try fresh.suggestValue(value, for: freshWidth)
            let freshWidths = try Self.row(fresh, count: 5, width: freshWidth)
            for (a, b) in zip(widths, freshWidths) {
                #expect(abs(engine.value(of: a) - fresh.value(of: b)) < 1e-9, "width \(value)")
            }
        }
    }

    @Test func suggestionBelowMinimumIsRefusedByTheRequiredConstraints() throws {
        let engine = LayoutEngine()
        let width = engine.makeVariable()
        try engine.addEditVariable(width, priority: 999)
        let widths = try Self.row(engine, count: 3, width: width)
        try engine.suggestValue(50, for: width)
        #expect(engine.value(of: width) == 3 * 40 + 2 * 8)
        #expect(widths.allSatisfy { engine.value(of: $0) == 40 })
    }

    @Test func editVariableErrors() throws {
        let engine = LayoutEngine()
        let x = engine.makeVariable()
        #expect(throws: LayoutEngineError.unknownEditVariable) { try engine.suggestValue(1, for: x) }
        #expect(throws: LayoutEngineError.invalidPriority(1000)) { try engine.addEditVariable(x, priority: 1000) }
        try engine.addEditVariable(x, priority: 500)
        #expect(throws: LayoutEngineError.duplicateEditVariable) { try engine.addEditVariable(x, priority: 500) }
        #expect(throws: LayoutEngineError.nonFiniteValue) { try engine.suggestValue(.nan, for: x) }
        try engine.suggestValue(7, for: x)
        #expect(engine.value(of: x) == 7)
        try engine.removeEditVariable(x)
        #expect(!engine.hasEditVariable(x))
        #expect(engine.value(of: x) == 0)
    }
}
