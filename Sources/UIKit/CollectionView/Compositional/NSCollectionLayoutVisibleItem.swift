import CoreGraphics
import Foundation
import QuartzCore

/// An item a section shows, as its `visibleItemsInvalidationHandler` sees it: the handler may change
/// its appearance (alpha, transform, z-index, centre) for this layout pass, as a carousel scales the
/// cards near the middle.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The element's opacity.
    var alpha: CGFloat { get set }
    /// The element's z-index.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The element's centre, in the collection view's content coordinates.
    var center: CGPoint { get set }
    /// The element's affine transform.
    var transform: CGAffineTransform { get set }
    /// The element's 3D transform.
    var transform3D: CATransform3D { get set }
    /// A name for debugging.
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's frame, in the collection view's content coordinates.
    var frame: CGRect { get }
    /// The element's bounds.
    var bounds: CGRect { get }
    /// Whether the element is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration element; nil for cells.
    var representedElementKind: String? { get }
}
