// Core Graphics' comparison functions as Swift imports them on Apple's systems (`CGPointEqualToPoint` as
// `CGPoint.equalTo(_:)`, and so on). Foundation on Linux declares the structs and `==` but not these; each
// answers what `==` answers, which is what the C functions compute (rectangles are standardized first,
// and any two null rectangles are equal).

extension CGPoint {
    /// Whether the two points are the same (`CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same (`CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles cover the same area (`CGRectEqualToRect`): they are compared
    /// standardized, so a rectangle with negative sizes equals the one it spans, and any two null
    /// rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
