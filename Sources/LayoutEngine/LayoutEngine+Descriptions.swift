/// Variables and constraints described with the names given to `makeVariable(named:)`, for diagnostics such
/// as conflict reports.
extension LayoutEngine {
    /// The name the variable was made with, or its description (e.g. `v12`) when it was made without one.
    public func name(of variable: LayoutVariable) -> String {
        variableNames[variable.symbol] ?? variable.description
    }

    /// The constraint as the engine holds it, with variables by name and the priority when not required,
    /// e.g. `1.0·right + -1.0·left + -8.0 ≥ 0 @750.0`; nil when the handle names no constraint.
    public func description(of handle: ConstraintHandle) -> String? {
        guard let record = record(handle.id) else { return nil }
        let terms = record.terms.map { "\($0.coefficient)·\(name(of: $0.variable))" } + ["\(record.constant)"]
        let relation = switch record.relation {
        case .lessThanOrEqual: "≤"
        case .equal: "="
        case .greaterThanOrEqual: "≥"
        }
        let priority = record.isRequired ? "" : " @\(record.priority)"
        return terms.joined(separator: " + ") + " \(relation) 0" + priority
    }
}
