import CoreGraphics
import Foundation

/// Answering the collection view: attributes for a rect (binary search over sections and groups), for
/// one element, with pinned headers and orthogonal offsets applied.
extension UICollectionViewCompositionalLayout {
    /// How far orthogonal section `s` is scrolled, as a shift of its items.
    func orthogonalShift(_ s: Int) -> CGPoint {
        guard let offset = orthogonalOffsets[s], offset != 0 else { return .zero }
        return axis == .vertical ? CGPoint(x: -offset, y: 0) : CGPoint(x: 0, y: -offset)
    }

    /// The sections whose frames meet `rect` along the scroll axis.
    func sectionRange(in rect: CGRect) -> Range<Int> {
        let axis = axis
        let low = axis.minMain(rect), high = axis.maxMain(rect)
        var lo = 0, hi = solved.count
        while lo < hi {
            let mid = (lo + hi) / 2
            // A section's item badges may reach outside it; its overhang widens its reach.
            if axis.maxMain(solved[mid].frame) + solved[mid].overhang <= low { lo = mid + 1 } else { hi = mid }
        }
        var a = lo, b = solved.count
        while a < b {
            let mid = (a + b) / 2
            if axis.minMain(solved[mid].frame) - solved[mid].overhang < high { a = mid + 1 } else { b = mid }
        }
        return lo..<max(lo, a)
    }

    func makeItemAttributes(_ s: Int, _ item: Int, section: SolvedSection, shift: CGPoint) -> UICollectionViewLayoutAttributes {
        attributesMade += 1
        let a = makeAttributes()
        a.representedElementCategory = .cell
        a.indexPath = IndexPath(item: item, section: s)
        a.frame = section.itemFrames[item].offsetBy(dx: section.frame.minX + shift.x, dy: section.frame.minY + shift.y)
        a.zIndex = section.itemZIndexes[item]
        a.selfSizingAxes = Self.axes(section.itemSelfSizing[item])
        return a
    }

    func makeSupplementaryAttributes(_ sup: SolvedSupplementary, origin: CGPoint) -> UICollectionViewLayoutAttributes {
        attributesMade += 1
        let a = makeAttributes()
        a.representedElementCategory = .supplementaryView
        a.representedElementKind = sup.kind
        a.indexPath = sup.indexPath
        a.frame = sup.frame.offsetBy(dx: origin.x, dy: origin.y)
        a.zIndex = sup.zIndex
        a.selfSizingAxes = Self.axes(sup.selfSizing)
        return a
    }

    func makeDecorationAttributes(_ d: SolvedDecoration, origin: CGPoint) -> UICollectionViewLayoutAttributes {
        attributesMade += 1
        let a = makeAttributes()
        a.representedElementCategory = .decorationView
        a.representedElementKind = d.kind
        a.indexPath = d.indexPath
        a.frame = d.frame.offsetBy(dx: origin.x, dy: origin.y)
        a.zIndex = d.zIndex
        return a
    }

    static func axes(_ bits: UInt8) -> UICollectionViewLayoutAttributes.SelfSizingAxes {
        var axes: UICollectionViewLayoutAttributes.SelfSizingAxes = []
        if bits & 1 != 0 { axes.insert(.horizontal) }
        if bits & 2 != 0 { axes.insert(.vertical) }
        return axes
    }

    /// A boundary item's frame while `visible` shows: pinned items stay inside the visible bounds while
    /// any of their section (`within`) does.
    func pinned(_ frame: CGRect, _ item: NSCollectionLayoutBoundarySupplementaryItem?, within: CGRect) -> CGRect {
        guard let item, item.pinToVisibleBounds, let collectionView else { return frame }
        let axis = axis
        let inset = collectionView.adjustedContentInset
        let visible = collectionView.bounds.inset(by: UIEdgeInsets(top: axis == .vertical ? inset.top : 0, left: axis == .horizontal ? inset.left : 0,
                                                                   bottom: 0, right: 0))
        var f = frame
        let leading = item.alignment.edges.contains(axis == .vertical ? .top : .leading)
        if axis == .vertical {
            if leading { f.origin.y = min(max(f.minY, visible.minY), within.maxY - f.height) }
            else { f.origin.y = max(min(f.minY, visible.maxY - f.height), within.minY) }
        } else {
            if leading { f.origin.x = min(max(f.minX, visible.minX), within.maxX - f.width) }
            else { f.origin.x = max(min(f.minX, visible.maxX - f.width), within.minX) }
        }
        return f
    }

    func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard let rect = BadValue.checkedRect(rect, "UIKit", api: "UICollectionViewCompositionalLayout.layoutAttributesForElements(in:)") else { return [] }
        var result: [UICollectionViewLayoutAttributes] = []
        for sup in globalSupplementaries {
            let frame = pinned(sup.frame, sup.boundary, within: CGRect(origin: .zero, size: contentSize))
            if frame.intersects(rect) {
                let a = makeSupplementaryAttributes(sup, origin: .zero)
                a.frame = frame
                if sup.boundary?.pinToVisibleBounds == true { a.zIndex = max(a.zIndex, 2) }
                result.append(a)
            }
        }
        for s in sectionRange(in: rect) {
            let section = solved[s]
            let origin = section.frame.origin
            let shift = orthogonalShift(s)
            var sectionAttributes: [UICollectionViewLayoutAttributes] = []
            // Items (and their badges): the groups meeting the rect, found by binary search.
            var local = rect.offsetBy(dx: -origin.x - shift.x, dy: -origin.y - shift.y)
            if section.orthogonalBehavior != .none {
                // The whole row is within reach across the scroll axis: it is one strip.
                local = axis == .vertical ? CGRect(x: local.minX, y: -.greatestFiniteMagnitude / 4, width: local.width, height: .greatestFiniteMagnitude / 2)
                    : CGRect(x: -.greatestFiniteMagnitude / 4, y: local.minY, width: .greatestFiniteMagnitude / 2, height: local.height)
                if !rect.intersects(section.frame) { local = .null }
            }
            if !local.isNull {
                let groups = section.groupRange(in: local)
                if !groups.isEmpty {
                    let items = section.groupItemStart[groups.lowerBound]..<min(section.groupItemStart[groups.upperBound], section.itemFrames.count)
                    for item in items {
                        let frame = section.itemFrames[item].offsetBy(dx: origin.x + shift.x, dy: origin.y + shift.y)
                        if frame.intersects(rect) { sectionAttributes.append(makeItemAttributes(s, item, section: section, shift: shift)) }
                    }
                    if section.description?.listMetrics != nil {
                        sectionAttributes += separatorAttributes(section: s, items: items, shift: shift, rect: rect)
                    }
                    let supStart = section.groupSupplementaryStart[groups.lowerBound], supEnd = section.groupSupplementaryStart[groups.upperBound]
                    for sup in section.itemSupplementaries[supStart..<supEnd] {
                        let o = CGPoint(x: origin.x + shift.x, y: origin.y + shift.y)
                        if sup.frame.offsetBy(dx: o.x, dy: o.y).intersects(rect) { sectionAttributes.append(makeSupplementaryAttributes(sup, origin: o)) }
                    }
                }
            }
            let sectionFrame = section.frame
            for sup in section.boundarySupplementaries {
                let frame = pinned(sup.frame.offsetBy(dx: origin.x, dy: origin.y), sup.boundary, within: sectionFrame)
                if frame.intersects(rect) {
                    let a = makeSupplementaryAttributes(sup, origin: origin)
                    a.frame = frame
                    if sup.boundary?.pinToVisibleBounds == true { a.zIndex = max(a.zIndex, 2) }
                    sectionAttributes.append(a)
                }
            }
            for d in section.decorations where d.frame.offsetBy(dx: origin.x, dy: origin.y).intersects(rect) {
                sectionAttributes.append(makeDecorationAttributes(d, origin: origin))
            }
            if let handler = section.description?.visibleItemsInvalidationHandler, let collectionView {
                callVisibleItemsHandler(handler, section: s, attributes: sectionAttributes, in: collectionView)
            }
            result += sectionAttributes
        }
        return result
    }

    /// Lets a section's handler adjust its visible items (in place).
    func callVisibleItemsHandler(_ handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler, section s: Int,
                                 attributes: [UICollectionViewLayoutAttributes], in collectionView: UICollectionView) {
        let items = attributes.filter { $0.representedElementCategory != .decorationView }.map { LayoutVisibleItem(attributes: $0) }
        let offset: CGPoint
        if solved[s].orthogonalBehavior != .none {
            let o = orthogonalOffsets[s] ?? 0
            offset = axis == .vertical ? CGPoint(x: o, y: 0) : CGPoint(x: 0, y: o)
        } else {
            offset = collectionView.contentOffset
        }
        handler(items, offset, environment(for: collectionView))
    }

    func itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < solved.count else { return nil }
        let section = solved[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemFrames.count else { return nil }
        return makeItemAttributes(indexPath.section, indexPath.item, section: section, shift: orthogonalShift(indexPath.section))
    }

    func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if indexPath.count == 1 {
            guard let sup = globalSupplementaries.first(where: { $0.kind == elementKind && $0.indexPath == indexPath }) else { return nil }
            let a = makeSupplementaryAttributes(sup, origin: .zero)
            a.frame = pinned(sup.frame, sup.boundary, within: CGRect(origin: .zero, size: contentSize))
            return a
        }
        guard indexPath.count >= 2, indexPath.section >= 0, indexPath.section < solved.count else { return nil }
        let section = solved[indexPath.section]
        let origin = section.frame.origin
        if let sup = section.boundarySupplementaries.first(where: { $0.kind == elementKind && $0.indexPath == indexPath }) {
            let a = makeSupplementaryAttributes(sup, origin: origin)
            a.frame = pinned(a.frame, sup.boundary, within: section.frame)
            return a
        }
        // Item badges: the group holding the item, by binary search.
        let item = indexPath[1]
        guard item >= 0, item < section.itemFrames.count else { return nil }
        var lo = 0, hi = section.groupFrames.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if section.groupItemStart[mid + 1] <= item { lo = mid + 1 } else { hi = mid }
        }
        guard lo < section.groupFrames.count else { return nil }
        let shift = orthogonalShift(indexPath.section)
        for sup in section.itemSupplementaries[section.groupSupplementaryStart[lo]..<section.groupSupplementaryStart[lo + 1]]
        where sup.kind == elementKind && sup.indexPath == indexPath {
            return makeSupplementaryAttributes(sup, origin: CGPoint(x: origin.x + shift.x, y: origin.y + shift.y))
        }
        return nil
    }

    func decorationAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < solved.count else { return nil }
        let section = solved[indexPath.section]
        guard let d = section.decorations.first(where: { $0.kind == elementKind && $0.indexPath == indexPath }) else { return nil }
        return makeDecorationAttributes(d, origin: section.frame.origin)
    }
}
