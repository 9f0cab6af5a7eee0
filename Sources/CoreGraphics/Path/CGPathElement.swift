/// One element of a path, as handed to `CGPath.applyWithBlock(_:)`.
public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// The element's points: 1 for move and line, 2 for quadratic, 3 for cubic, none for close.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
