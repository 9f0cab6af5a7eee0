import CoreGraphics

/// A decoration view of a section: the section's background, behind its items, inset by its own
/// `contentInsets`. The layout's `register(_:forDecorationViewOfKind:)` names the view class.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The decoration view's kind.
    public let elementKind: String
    /// The z-index of its view. A background's 0 stays behind the section's items: Tessera gives the
    /// view a z-index of −1 while it is 0, where iOS orders backgrounds first among equal z-indexes.
    open var zIndex: Int = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                      heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background for the whole section (its items and content insets).
    public class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    /// The z-index its view gets.
    var effectiveZIndex: Int { zIndex == 0 ? -1 : zIndex }
}
