import LayoutEngine
import Testing

/// A first pass over the engine: a stack, an edit, a removal, a conflict.
@Suite struct EngineSmokeTests {
    @Test func stackEditRemoveConflict() throws {
        let engine = LayoutEngine()
        let width = engine.makeVariable()
        try engine.addEditVariable(width, priority: 999)
        try engine.suggestValue(375, for: width)
        var tops: [LayoutVariable] = [], heights: [LayoutVariable] = [], rights: [LayoutVariable] = []
        var anchor: ConstraintHandle?
        for i in 0..<100 {
            let top = engine.makeVariable(), height = engine.makeVariable(), left = engine.makeVariable(), w = engine.makeVariable()
            if i == 0 {
                anchor = try engine.addConstraint(LinearExpression(top), .equal)
            } else {
                try engine.addConstraint(top - (tops[i - 1] + heights[i - 1] + 8), .equal)
            }
            try engine.addConstraint(height - 44, .equal)
            try engine.addConstraint(LinearExpression(left), .equal)
            try engine.addConstraint(left + w - width, .equal)
            tops.append(top); heights.append(height); rights.append(w)
        }
        #expect(engine.value(of: tops[99]) == 99 * 52)
        #expect(engine.value(of: rights[50]) == 375)
        try engine.suggestValue(320, for: width)
        #expect(engine.value(of: rights[50]) == 320)
        let shift = try engine.addConstraint(tops[0] - 10, .equal, priority: 500)
        #expect(engine.value(of: tops[0]) == 0)
        try engine.removeConstraint(anchor!)
        #expect(engine.value(of: tops[99]) == 10 + 99 * 52)
        #expect(engine.value(of: rights[50]) == 320)
        #expect(throws: LayoutEngineError.self) { try engine.addConstraint(heights[3] - 50, .equal) }
        #expect(engine.value(of: heights[3]) == 44)
        try engine.removeConstraint(shift)
        try engine.addConstraint(tops[0] - 5, .greaterThanOrEqual)
        #expect(engine.value(of: tops[1]) == 57)
        do {
            try engine.addConstraint(heights[3] - 50, .equal)
        } catch LayoutEngineError.unsatisfiable(let conflicting) {
            #expect(conflicting.count == 1)
        }
    }
}
