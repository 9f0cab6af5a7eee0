/// Why the engine refused a request. The engine is unchanged after any of these.
public enum LayoutEngineError: Error, Equatable, Sendable {
    /// A required constraint conflicts with required constraints already in the engine, which `conflicting`
    /// lists (the rejected constraint is not among them).
    case unsatisfiable(conflicting: [ConstraintHandle])
    /// The handle names no constraint in this engine.
    case unknownConstraint
    /// The variable is already an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// Priorities are 1...1000 (1000 is required); edit variables must be below 1000.
    case invalidPriority(Float)
    /// A coefficient or constant is NaN or infinite.
    case nonFiniteValue
}
