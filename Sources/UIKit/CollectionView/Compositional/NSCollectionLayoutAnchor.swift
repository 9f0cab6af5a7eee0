import CoreGraphics

/// Where a supplementary item sits on the item (or group) it is attached to: the edges it hugs, plus an
/// offset in points or in fractions of the supplementary item's own size.
///
/// With `[.top, .trailing]` and a fractional offset of (0.5, -0.5) a badge's centre sits on the
/// item's top trailing corner.
open class NSCollectionLayoutAnchor: @unchecked Sendable {
    /// The edges the supplementary item is aligned with (none: centred).
    public let edges: NSDirectionalRectEdge
    /// The offset: points, or fractions of the supplementary item's size.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is in fractions of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor on `edges` with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    /// An anchor on `edges` moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    /// An anchor on `edges` moved by `fractionalOffset` times the supplementary item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = BadValue.checkedPoint(offset, "UIKit", api: "NSCollectionLayoutAnchor.offset") ?? .zero
        isAbsoluteOffset = absolute
    }

    /// The frame of an element of `size` anchored in `container` (left-to-right coordinates).
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2
        var y = container.midY - size.height / 2
        if edges.contains(.leading) && !edges.contains(.trailing) { x = container.minX }
        if edges.contains(.trailing) && !edges.contains(.leading) { x = container.maxX - size.width }
        if edges.contains(.top) && !edges.contains(.bottom) { y = container.minY }
        if edges.contains(.bottom) && !edges.contains(.top) { y = container.maxY - size.height }
        let dx = isAbsoluteOffset ? offset.x : offset.x * size.width
        let dy = isAbsoluteOffset ? offset.y : offset.y * size.height
        return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}
