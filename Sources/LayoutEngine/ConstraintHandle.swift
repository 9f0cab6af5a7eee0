/// Identifies a constraint added to a `LayoutEngine`, for removing it and in conflict reports.
public struct ConstraintHandle: Hashable, Sendable, CustomStringConvertible {
    let id: Int

    /// `c` and the constraint's number, e.g. `c3`.
    public var description: String { "c\(id)" }
}
