import LayoutEngine

/// A constraint as the fuzzer knows it: terms over variable indices, relation, priorities.
struct ConstraintSpec {
    var terms: [(index: Int, coefficient: Double)]
    var constant: Double
    var relation: LayoutRelation
    var priority: Float
    /// For the two-priority form (`equalWithPriorityAbove:below:`): the weight below zero.
    var below: Float?

    var isRequired: Bool { priority >= 1000 && below == nil }

    func expression(_ variables: [LayoutVariable]) -> LinearExpression {
        LinearExpression(terms: terms.map { (variables[$0.index], $0.coefficient) }, constant: constant)
    }

    func add(to engine: LayoutEngine, _ variables: [LayoutVariable]) throws -> ConstraintHandle {
        if let below { return try engine.addConstraint(expression(variables), equalWithPriorityAbove: priority, below: below) }
        return try engine.addConstraint(expression(variables), relation, priority: priority)
    }

    /// The expression's value for given variable values.
    func error(_ values: [Double]) -> Double { terms.reduce(constant) { $0 + $1.coefficient * values[$1.index] } }

    /// The weighted error the engine minimises for this constraint (0 for required ones).
    func penalty(_ values: [Double]) -> Double {
        let e = error(values)
        if let below { return e > 0 ? LayoutEngine.weight(for: priority) * e : LayoutEngine.weight(for: below) * -e }
        guard !isRequired else { return 0 }
        switch relation {
        case .equal: return LayoutEngine.weight(for: priority) * abs(e)
        case .lessThanOrEqual: return LayoutEngine.weight(for: priority) * max(0, e)
        case .greaterThanOrEqual: return LayoutEngine.weight(for: priority) * max(0, -e)
        }
    }

    /// Whether a required constraint holds within `tolerance`.
    func holds(_ values: [Double], tolerance: Double) -> Bool {
        let e = error(values)
        switch relation {
        case .equal: return abs(e) <= tolerance
        case .lessThanOrEqual: return e <= tolerance
        case .greaterThanOrEqual: return e >= -tolerance
        }
    }

    /// The size of the numbers the expression adds up, for tolerances.
    func magnitude(_ values: [Double]) -> Double { terms.reduce(abs(constant)) { $0 + abs($1.coefficient * values[$1.index]) } }
}

extension ConstraintSpec: CustomStringConvertible {
    var description: String {
        let sum = terms.map { "\($0.coefficient)·x\($0.index)" }.joined(separator: " + ")
        let relation = switch relation { case .equal: "==" case .lessThanOrEqual: "<=" case .greaterThanOrEqual: ">=" }
        return "\(sum) + \(constant) \(relation) 0 @\(priority)" + (below.map { "/\($0)" } ?? "")
    }
}
