import LayoutEngine
import Testing

/// Removing a constraint gives back the solution the engine had before adding it.
@Suite struct RemovalTests {
    static func stack(_ engine: LayoutEngine, count: Int) throws -> [LayoutVariable] {
        var tops: [LayoutVariable] = [], heights: [LayoutVariable] = []
        for i in 0..<count {
            let top = engine.makeVariable(), height = engine.makeVariable()
            try engine.addConstraint(i == 0 ? top - 8 : top - (tops[i - 1] + heights[i - 1] + 8), .equal)
            try engine.addConstraint(height - 20, .greaterThanOrEqual)
            try engine.addConstraint(height - 44, .equal, priority: 250)
            tops.append(top)
            heights.append(height)
        }
        return tops + heights
    }

    @Test(arguments: [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual], [Float(1000), 750, 500])
    func removalRestores(_ relation: LayoutRelation, _ priority: Float) throws {
        let engine = LayoutEngine()
        let variables = try Self.stack(engine, count: 10)
        let before = variables.map(engine.value(of:))
        let bound: Double = relation == .greaterThanOrEqual ? 600 : 400
        let handle = try engine.addConstraint(variables[9] - bound, relation, priority: priority)
        #expect(variables.map(engine.value(of:)) != before)
        try engine.removeConstraint(handle)
        #expect(variables.map(engine.value(of:)) == before)
        #expect(!engine.hasConstraint(handle))
        #expect(throws: LayoutEngineError.unknownConstraint) { try engine.removeConstraint(handle) }
    }

    /// Many views held by one container width, so its columns are long lists with position indexes.
    static func row(_ engine: LayoutEngine, count: Int, removing removed: Set<Int>)
        throws -> (LayoutVariable, [LayoutVariable], [ConstraintHandle]) {
        let width = engine.makeVariable()
        try engine.addEditVariable(width, priority: 999)
        try engine.suggestValue(375, for: width)
        var variables: [LayoutVariable] = [], handles: [ConstraintHandle] = []
        for i in 0..<count {
            let left = engine.makeVariable(), right = engine.makeVariable()
            try engine.addConstraint(left - Double(i), .equal)
            if !removed.contains(i) {
                handles.append(try engine.addConstraint(right - width + 10, .lessThanOrEqual))
            }
            try engine.addConstraint(right - left - 500, .equal, priority: 500 + Float(i % 7))
            variables += [left, right]
        }
        return (width, variables, handles)
    }

    @Test func removalsFromLongColumnsMatchAFreshSolve() throws {
        let count = 60
        let engine = LayoutEngine()
        let (width, variables, handles) = try Self.row(engine, count: count, removing: [])
        let removed = Set(stride(from: 1, to: count, by: 3))
        for i in removed.sorted() { try engine.removeConstraint(handles[i]) }
        try engine.suggestValue(300, for: width)
        let fresh = LayoutEngine()
        let (freshWidth, freshVariables, _) = try Self.row(fresh, count: count, removing: removed)
        try fresh.suggestValue(300, for: freshWidth)
        for (mine, theirs) in zip(variables, freshVariables) {
            #expect(abs(engine.value(of: mine) - fresh.value(of: theirs)) < 1e-9, "\(mine)")
        }
    }

    @Test func removingTheAnchorOfAChainFreesIt() throws {
        let engine = LayoutEngine()
        let a = engine.makeVariable(), b = engine.makeVariable()
        let anchor = try engine.addConstraint(a - 10, .equal)
        try engine.addConstraint(b - a - 5, .equal)
        try engine.addConstraint(a - 3, .equal, priority: 250)
        #expect(engine.value(of: b) == 15)
        try engine.removeConstraint(anchor)
        #expect(engine.value(of: a) == 3)
        #expect(engine.value(of: b) == 8)
        try engine.addConstraint(a - 10, .equal)
        #expect(engine.value(of: b) == 15)
    }
}
