import CoreGraphics

/// Space around an item, outside its frame, that its group makes room for on each edge (nil: none).
/// Flexible spacing on both sides of an axis centres the item in the room left over.
open class NSCollectionLayoutEdgeSpacing: @unchecked Sendable {
    /// Space before the item's leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the item.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the item's trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the item.
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing; nil leaves an edge without any.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }
}
