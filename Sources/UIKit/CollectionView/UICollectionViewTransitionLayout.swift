import Foundation

/// A layout between two others, for an interactive change of layout
/// (`UICollectionView.startInteractiveTransition(to:completion:)`): every element sits at its place in
/// `currentLayout` moved `transitionProgress` of the way to its place in `nextLayout` (size, alpha and
/// transform too). Drive `transitionProgress` from a gesture, then finish or cancel the transition.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    open private(set) var currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    open private(set) var nextLayout: UICollectionViewLayout
    /// How far the transition has gone, from 0 (`currentLayout`) to 1 (`nextLayout`); setting it
    /// invalidates the layout. Values outside 0…1 overshoot.
    open var transitionProgress: CGFloat = 0 {
        didSet {
            guard transitionProgress.isFinite else {
                TesseraLog.error("UIKit", "UICollectionViewTransitionLayout.transitionProgress: \(transitionProgress) is NaN or infinite; 0 is used")
                transitionProgress = 0
                return
            }
            if transitionProgress != oldValue { invalidateLayout() }
        }
    }
    private var animatedValues: [String: CGFloat] = [:]

    /// A transition from `currentLayout` to `nextLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    /// Creates a transition layout from an archive; Tessera has no nibs, so it goes between two flow
    /// layouts.
    public required init?(coder: NSCoder) {
        currentLayout = UICollectionViewFlowLayout()
        nextLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Records a value of your own that follows the transition (for your attributes subclasses).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }

    /// A value recorded with `updateValue(_:forAnimatedKey:)` (0 when none was).
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.storedCollectionView = collectionView
            layout.invalidateLayout()
            layout.prepareIfNeeded()
        }
    }

    open override var collectionViewContentSize: CGSize {
        let a = currentLayout.collectionViewContentSize, b = nextLayout.collectionViewContentSize
        return CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
    }

    private func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * transitionProgress }

    /// The attributes `transitionProgress` of the way from `from` to `to`.
    private func mixed(_ from: UICollectionViewLayoutAttributes?, _ to: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let base = to ?? from else { return nil }
        let result = base.copied()
        let start = from ?? {
            let faded = base.copied()
            faded.alpha = 0
            return faded
        }()
        let end = to ?? {
            let faded = base.copied()
            faded.alpha = 0
            return faded
        }()
        result.center = CGPoint(x: mix(start.center.x, end.center.x), y: mix(start.center.y, end.center.y))
        result.size = CGSize(width: mix(start.size.width, end.size.width), height: mix(start.size.height, end.size.height))
        result.alpha = mix(start.alpha, end.alpha)
        if start.transform3D != end.transform3D {
            let a = start.transform, b = end.transform
            result.transform = CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                                 tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))
        }
        result.zIndex = transitionProgress < 0.5 ? start.zIndex : end.zIndex
        return result
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // Every element either layout shows anywhere near: an element moving into the rect starts outside it.
        var keys: [ElementKey: Bool] = [:]
        let wide = rect.insetBy(dx: -rect.width, dy: -rect.height)
        for attributes in (currentLayout.layoutAttributesForElements(in: wide) ?? []) + (nextLayout.layoutAttributesForElements(in: wide) ?? []) {
            keys[attributes.elementKey] = true
        }
        return keys.keys.compactMap { key -> UICollectionViewLayoutAttributes? in
            let result: UICollectionViewLayoutAttributes? = switch key.category {
            case .cell: mixed(currentLayout.layoutAttributesForItem(at: key.indexPath), nextLayout.layoutAttributesForItem(at: key.indexPath))
            case .supplementaryView: mixed(currentLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath),
                                           nextLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath))
            case .decorationView: mixed(currentLayout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath),
                                        nextLayout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath))
            }
            guard let result, result.frame.overlaps(rect) else { return nil }
            return result
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        mixed(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        mixed(currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
              nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        mixed(currentLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath),
              nextLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath))
    }
}
