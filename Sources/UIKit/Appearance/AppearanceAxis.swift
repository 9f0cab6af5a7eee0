/// The kind of one argument of an axis setter, with its named values (a Tessera type): control states,
/// bar metrics, segment positions. Style sheets write axis values by these names.
public struct AppearanceAxis: Hashable, Sendable {
    /// The argument's name ("state", "barMetrics").
    public let name: String
    /// Each value's name and raw value; the first is the default when a style sheet omits the axis.
    public let values: [(name: String, rawValue: Int)]

    /// Declares an axis with its named values.
    public init(name: String, values: [(name: String, rawValue: Int)]) {
        self.name = name
        self.values = values
    }

    /// The raw value for a name, if the axis has it.
    public func rawValue(named name: String) -> Int? { values.first { $0.name == name }?.rawValue }

    /// The name of a raw value, for messages (the number itself when unnamed).
    public func name(of rawValue: Int) -> String { values.first { $0.rawValue == rawValue }?.name ?? String(rawValue) }

    public static func == (lhs: AppearanceAxis, rhs: AppearanceAxis) -> Bool {
        lhs.name == rhs.name && lhs.values.map(\.name) == rhs.values.map(\.name) && lhs.values.map(\.rawValue) == rhs.values.map(\.rawValue)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        for value in values { hasher.combine(value.name); hasher.combine(value.rawValue) }
    }
}
