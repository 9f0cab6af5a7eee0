/// Edges of a rectangle: top, left, bottom, right.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a set of edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none = UIRectEdge([])
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
