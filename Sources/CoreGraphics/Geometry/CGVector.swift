/// A two-dimensional vector, as in Apple's CoreGraphics (Foundation on Linux lacks it).
public struct CGVector: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The vector whose components are both zero.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// Creates a vector with zero components.
    public init() { self.init(dx: 0, dy: 0) }

    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from integer components.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// Creates a vector from double components.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    public var description: String { "(\(dx), \(dy))" }
}
