/// A quantity the engine solves for (a view's left edge, its width, ...), made by `LayoutEngine.makeVariable`.
/// Only meaningful with the engine that made it.
public struct LayoutVariable: Hashable, Sendable, CustomStringConvertible {
    /// The engine's symbol for the variable.
    @usableFromInline let symbol: Int

    init(symbol: Int) { self.symbol = symbol }

    /// `v` and the engine's internal number, e.g. `v12`.
    public var description: String { "v\(symbol)" }
}
