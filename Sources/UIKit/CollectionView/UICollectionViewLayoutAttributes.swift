import Foundation
import QuartzCore

/// Where a layout puts one element of a collection view (a cell, a supplementary view or a decoration
/// view): its frame, transform, alpha, z-index and whether it is hidden.
///
/// Layouts make these (through their `layoutAttributesClass`, so a subclass with extra properties works
/// as on iOS: override `copy(with:)` and `isEqual(_:)`), and the collection view applies them to views
/// with `UICollectionReusableView.apply(_:)`.
///
/// Where Tessera differs: the class is not main-actor isolated (NSCopying's `copy(with:)` is not),
/// which changes nothing for layouts, which create and read it on the main thread.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in the collection view's content (the centre and size without the transform).
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            let rect = newValue.standardized
            guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
                TesseraLog.error("UIKit", "UICollectionViewLayoutAttributes: frame \(newValue) has a NaN or infinite value; ignored")
                return
            }
            size = rect.size
            center = CGPoint(x: rect.midX, y: rect.midY)
        }
    }

    /// The element's centre in the collection view's content.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's bounds: its size at origin zero.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's 3D transform (identity by default).
    open var transform3D: CATransform3D = .identity
    /// The element's affine transform: the affine part of `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The element's opacity (1 by default).
    open var alpha: CGFloat = 1
    /// Which elements draw above which: higher values on top (0 by default; its layer's zPosition).
    open var zIndex: Int = 0
    /// Whether the element is hidden (false by default: a hidden element has no view).
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view (nil for a cell).
    open internal(set) var representedElementKind: String?

    /// Which axes a self-sizing layout lets the view size itself on (Tessera's record of what iOS keeps
    /// privately: the flow layout's estimated sizes, the compositional layout's estimated dimensions).
    var selfSizingAxes: SelfSizingAxes = []

    struct SelfSizingAxes: OptionSet, Hashable {
        let rawValue: Int
        static let horizontal = SelfSizingAxes(rawValue: 1)
        static let vertical = SelfSizingAxes(rawValue: 2)
    }

    /// Creates attributes for a cell at index path 0-0.
    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .cell
    }

    /// Attributes for a supplementary view (a header, a footer, a badge) of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view (the layout's own ornament) of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same values (subclasses copy their own properties too).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.selfSizingAxes = selfSizingAxes
        return copy
    }

    /// Whether `object` is attributes of the same element with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        if other === self { return true }
        return other.center == center && other.size == size && other.transform3D == transform3D && other.alpha == alpha
            && other.zIndex == zIndex && other.isHidden == isHidden && other.indexPath == indexPath
            && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        let kind = representedElementKind.map { " kind: \($0);" } ?? ""
        return "<\(type(of: self)) index path: (\(indexPath.section)-\(indexPath.item));\(kind) frame = \(frame); zIndex = \(zIndex)\(alpha != 1 ? "; alpha = \(alpha)" : "")\(isHidden ? "; hidden = YES" : "")>"
    }

    /// The key that names this element in a collection view.
    var elementKey: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind ?? "", indexPath: indexPath)
    }

    /// A copy typed as attributes.
    func copied() -> UICollectionViewLayoutAttributes {
        copy() as? UICollectionViewLayoutAttributes ?? self
    }
}

/// One element of a collection view: its category, kind and index path.
struct ElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String
    var indexPath: IndexPath

    static func cell(_ indexPath: IndexPath) -> ElementKey { ElementKey(category: .cell, kind: "", indexPath: indexPath) }
}
