import CoreGraphics

/// Orthogonal sections: each gets a scroll view over its row that holds the row's cells; scrolling
/// it shifts the row's attributes without laying anything out again.
extension UICollectionViewCompositionalLayout {
    /// Cells and badges of orthogonal sections live in their section's scroll view. (The collection
    /// view asks as it places each view, so list cells get their list's look here too.)
    func orthogonalHost(for attributes: UICollectionViewLayoutAttributes) -> UIView? {
        let path = attributes.indexPath
        dressListCell(for: attributes)
        guard path.count >= 2, let scroller = orthogonalScrollers[path.section] else { return nil }
        switch attributes.representedElementCategory {
        case .cell: return scroller.container
        case .supplementaryView:
            let section = solved[path.section]
            let kind = attributes.representedElementKind
            let isBoundary = section.boundarySupplementaries.contains { $0.kind == kind && $0.indexPath == path }
            return isBoundary ? nil : scroller.container
        case .decorationView: return nil
        }
    }

    /// Makes, moves and drops the scroll views of the orthogonal sections.
    func updateOrthogonalScrollers(in collectionView: UICollectionView) {
        let axis = axis
        var wanted = Set<Int>()
        for (s, section) in solved.enumerated() where section.orthogonalBehavior != .none {
            wanted.insert(s)
            let scroller: OrthogonalSectionScrollView
            if let existing = orthogonalScrollers[s] {
                scroller = existing
            } else {
                scroller = OrthogonalSectionScrollView(section: s)
                scroller.layout = self
                orthogonalScrollers[s] = scroller
                collectionView.insertSubview(scroller, at: collectionView.backgroundView == nil ? 0 : 1)
            }
            scroller.rowAxis = axis.other
            scroller.behavior = section.orthogonalBehavior
            scroller.isPagingEnabled = section.orthogonalBehavior == .paging
            let properties = section.description?.orthogonalScrollingProperties
            let bounce = properties?.bounce ?? .automatic
            scroller.bounces = bounce != .never
            scroller.alwaysBounceHorizontal = axis == .vertical && bounce == .always
            scroller.alwaysBounceVertical = axis == .horizontal && bounce == .always
            let rate = properties?.decelerationRate ?? .automatic
            let paging = section.orthogonalBehavior == .groupPaging || section.orthogonalBehavior == .groupPagingCentered
                || section.orthogonalBehavior == .paging
            scroller.decelerationRate = rate == .automatic
                ? (paging ? .fast : .normal) : UIScrollView.DecelerationRate(rawValue: rate.rawValue)
            let ins = section.description?.contentInsets ?? .zero
            scroller.leadingInset = axis == .vertical ? ins.leading : ins.top
            scroller.groupSpans = section.groupFrames.map { (axis.other.minMain($0), axis.other.maxMain($0)) }
            let strip = section.contentFrame.offsetBy(dx: section.frame.minX, dy: section.frame.minY)
            scroller.strip = strip
            if scroller.frame != strip { scroller.frame = strip }
            if scroller.contentSize != section.orthogonalContentSize { scroller.contentSize = section.orthogonalContentSize }
            // Fewer items than before: the row comes back within its content.
            let limit = max(0, axis.other.main(section.orthogonalContentSize) - axis.other.main(strip.size))
            if scroller.rowOffset > limit, !scroller.isDragging, !scroller.isDecelerating {
                scroller.contentOffset = axis == .vertical ? CGPoint(x: limit, y: 0) : CGPoint(x: 0, y: limit)
            }
            scroller.container.bounds.size = collectionView.contentSize == .zero ? contentSize : collectionView.contentSize
            scroller.placeContainer()
            orthogonalOffsets[s] = scroller.rowOffset
        }
        for (s, scroller) in orthogonalScrollers where !wanted.contains(s) {
            // Views still showing go back to the collection view before the scroll view leaves.
            for view in scroller.container.subviews { collectionView.addSubview(view) }
            scroller.removeFromSuperview()
            orthogonalScrollers[s] = nil
            orthogonalOffsets[s] = nil
        }
    }

    /// A row scrolled: its items move with it at the next layout pass, nothing is laid out again.
    func orthogonalScrollerDidScroll(_ scroller: OrthogonalSectionScrollView) {
        guard orthogonalScrollers[scroller.section] === scroller else { return }
        orthogonalOffsets[scroller.section] = scroller.rowOffset
        invalidateLayout(with: makeInvalidationContext())
    }
}
