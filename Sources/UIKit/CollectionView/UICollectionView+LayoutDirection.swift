import Foundation

/// Right-to-left: a layout that `flipsHorizontallyInOppositeLayoutDirection` (the flow layout does)
/// is mirrored across the content's width when the collection view's direction is the opposite of
/// the layout's `developmentLayoutDirection`. The layout keeps working in its own direction; the
/// collection view mirrors the rects it asks about and the attributes it gets back.
extension UICollectionView {
    /// Whether the layout is shown mirrored.
    var mirrorsLayout: Bool {
        let layout = storedLayout
        return layout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// The width the mirror spans: the content's, or the visible width when the content is narrower.
    private var mirrorWidth: CGFloat {
        max(storedLayout.collectionViewContentSize.width, bounds.width - adjustedContentInset.left - adjustedContentInset.right)
    }

    /// A rect in the collection view's coordinates as the layout sees it (and back).
    func layoutRect(_ rect: CGRect) -> CGRect {
        guard mirrorsLayout else { return rect }
        return CGRect(x: mirrorWidth - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A point in the collection view's coordinates as the layout sees it (and back).
    func layoutPoint(_ point: CGPoint) -> CGPoint {
        guard mirrorsLayout else { return point }
        return CGPoint(x: mirrorWidth - point.x, y: point.y)
    }

    /// The layout's attributes as shown: mirrored copies when the layout is mirrored.
    func shown(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let attributes, mirrorsLayout else { return attributes }
        let copy = attributes.copied()
        copy.center.x = mirrorWidth - attributes.center.x
        return copy
    }

    /// The layout's elements in `rect` (collection view coordinates), as shown.
    func shownElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let elements = storedLayout.layoutAttributesForElements(in: layoutRect(rect)) ?? []
        guard mirrorsLayout else { return elements }
        return elements.compactMap { shown($0) }
    }
}
