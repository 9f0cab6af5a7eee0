import CoreGraphics

/// A supplementary view (a badge, a label) attached to an item or a group: `containerAnchor` places it
/// on the item's frame, `itemAnchor` (when given) says which point of the supplementary view goes there.
/// It reaches the collection view as a supplementary element of `elementKind` with the item's index path.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The supplementary view's kind, which its registration and the data source use.
    public let elementKind: String
    /// Where it sits on the item it is attached to.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary view sits on `containerAnchor` (nil: the same edges).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The z-index of its view: 1 by default, in front of the item, as on iOS.
    open var zIndex: Int = 1

    /// A supplementary item of `layoutSize` (fractions of the item it is attached to) placed by
    /// `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item whose `itemAnchor` point sits on the item's `containerAnchor` point.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Its frame for an element of `size` attached to `container`.
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        guard let itemAnchor else { return containerAnchor.frame(of: size, in: container) }
        func point(_ edges: NSDirectionalRectEdge, _ r: CGRect) -> CGPoint {
            var p = CGPoint(x: r.midX, y: r.midY)
            if edges.contains(.leading) && !edges.contains(.trailing) { p.x = r.minX }
            if edges.contains(.trailing) && !edges.contains(.leading) { p.x = r.maxX }
            if edges.contains(.top) && !edges.contains(.bottom) { p.y = r.minY }
            if edges.contains(.bottom) && !edges.contains(.top) { p.y = r.maxY }
            return p
        }
        func shift(_ a: NSCollectionLayoutAnchor) -> CGPoint {
            a.isAbsoluteOffset ? a.offset : CGPoint(x: a.offset.x * size.width, y: a.offset.y * size.height)
        }
        let on = point(containerAnchor.edges, container)
        let own = point(itemAnchor.edges, CGRect(origin: .zero, size: size))
        let a = shift(containerAnchor), b = shift(itemAnchor)
        return CGRect(x: on.x - own.x + a.x - b.x, y: on.y - own.y + a.y - b.y, width: size.width, height: size.height)
    }
}
