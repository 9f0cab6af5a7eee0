/// A horizontal and vertical offset, as used for shadows and title positions.
public struct UIOffset: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Horizontal offset.
    public var horizontal: CGFloat
    /// Vertical offset.
    public var vertical: CGFloat

    /// No offset.
    public static let zero = UIOffset()

    /// Creates a zero offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public var description: String { "{\(horizontal), \(vertical)}" }
}

/// Creates an offset (the C-style spelling).
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}
