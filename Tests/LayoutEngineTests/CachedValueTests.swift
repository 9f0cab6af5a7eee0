import LayoutEngine
import Testing

/// Values read between changes (so cached) equal a fresh engine's after every kind of change.
@Suite struct CachedValueTests {
    /// A constraint over variable numbers: Σ coefficient·variable + constant <relation> 0.
    struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: LayoutRelation = .equal
        var priority: Float = 1000
    }

    static let viewCount = 8
    /// Variable 0 is the container's width (an edit variable); view i has l, t, w, h at 1 + 4i ...
    static func l(_ i: Int) -> Int { 1 + 4 * i }
    static func t(_ i: Int) -> Int { 2 + 4 * i }
    static func w(_ i: Int) -> Int { 3 + 4 * i }
    static func h(_ i: Int) -> Int { 4 + 4 * i }

    /// A stack whose heights prefer 44 at distinct priorities, so every optimum is unique.
    static func stack() -> [Spec] {
        (0..<viewCount).flatMap { i in
            [i == 0 ? Spec(terms: [(t(0), 1)], constant: -8)
                    : Spec(terms: [(t(i), 1), (t(i - 1), -1), (h(i - 1), -1)], constant: -8),
             Spec(terms: [(h(i), 1)], constant: -20, relation: .greaterThanOrEqual),
             Spec(terms: [(h(i), 1)], constant: -44, priority: 250 + 10 * Float(i)),
             Spec(terms: [(l(i), 1)], constant: 0),
             Spec(terms: [(l(i), 1), (w(i), 1), (0, -1)], constant: 0),
             Spec(terms: [(w(i), 1)], constant: -300, relation: .lessThanOrEqual, priority: 500)]
        }
    }

    /// An engine with `specs` and the width suggested; its variables and handles.
    static func build(_ specs: [Spec], width: Double) throws -> (LayoutEngine, [LayoutVariable], [ConstraintHandle]) {
        let engine = LayoutEngine()
        let variables = (0...4 * viewCount).map { _ in engine.makeVariable() }
        try engine.addEditVariable(variables[0], priority: 999)
        try engine.suggestValue(width, for: variables[0])
        let handles = try specs.map { spec in
            let expression = LinearExpression(terms: spec.terms.map { (variables[$0.0], $0.1) }, constant: spec.constant)
            return try engine.addConstraint(expression, spec.relation, priority: spec.priority)
        }
        return (engine, variables, handles)
    }

    @Test func everyChangeMatchesAFreshSolve() throws {
        var specs = Self.stack()
        var width = 375.0
        let (engine, variables, built) = try Self.build(specs, width: width)
        var handles = built
        func add(_ spec: Spec) throws {
            let expression = LinearExpression(terms: spec.terms.map { (variables[$0.0], $0.1) }, constant: spec.constant)
            handles.append(try engine.addConstraint(expression, spec.relation, priority: spec.priority))
            specs.append(spec)
        }
        func remove(_ index: Int) throws {
            try engine.removeConstraint(handles.remove(at: index))
            specs.remove(at: index)
        }
        func setConstant(_ index: Int, _ constant: Double) throws {
            try engine.setConstant(constant, for: handles[index])
            specs[index].constant = constant
        }
        let steps: [(String, () throws -> Void)] = [
            ("width 320", { width = 320; try engine.suggestValue(width, for: variables[0]) }),
            ("h3 ≥ 50", { try setConstant(6 * 3 + 1, -50) }),
            ("l2 = 10", { try remove(6 * 2 + 3); try add(Spec(terms: [(Self.l(2), 1)], constant: -10)) }),
            ("total height", {
                let last = Self.viewCount - 1
                try add(Spec(terms: [(Self.t(last), 1), (Self.h(last), 1)], constant: 8 - Double(8 + 38 * Self.viewCount)))
            }),
            ("width 250", { width = 250; try engine.suggestValue(width, for: variables[0]) }),
            ("gap 28 above view 4", { try setConstant(6 * 4, -28) }),
            ("no width limit on view 1", { try remove(6 * 1 + 5) }),
            ("width 500", { width = 500; try engine.suggestValue(width, for: variables[0]) }),
            ("first top 0", { try setConstant(0, 0) }),
        ]
        _ = variables.map(engine.value(of:))
        for (name, step) in steps {
            try step()
            let (fresh, freshVariables, _) = try Self.build(specs, width: width)
            for (mine, theirs) in zip(variables, freshVariables) {
                #expect(abs(engine.value(of: mine) - fresh.value(of: theirs)) < 1e-9, "\(name): \(mine)")
            }
        }
    }
}
