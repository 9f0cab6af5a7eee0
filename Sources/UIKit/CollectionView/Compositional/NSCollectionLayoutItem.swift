import CoreGraphics

/// The smallest piece of a compositional layout: one cell's size, its content insets, the space around
/// it and the supplementary views (badges) attached to it. Groups are items too, so they nest.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, in terms of its group (fractions of the group's width or height).
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary items attached to the item and placed with their anchors.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// Insets of the item's content (its cell's frame) within the room the item takes. Insets along an
    /// estimated dimension are ignored, as on iOS, since the cell sizes itself there.
    open var contentInsets: NSDirectionalEdgeInsets = .zero {
        didSet {
            let i = contentInsets
            if BadValue.problem(i.top, i.leading, i.bottom, i.trailing) != nil {
                BadValue.report("UIKit", api: "NSCollectionLayoutItem.contentInsets",
                                "\(BadValue.text(i.top, i.leading, i.bottom, i.trailing)) ignored")
                contentInsets = oldValue
            }
        }
    }

    /// Space around the item, outside its frame, that the group makes room for.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// Creates an item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Creates an item of `layoutSize` with supplementary items attached.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        storedSupplementaryItems = supplementaryItems
    }
}
