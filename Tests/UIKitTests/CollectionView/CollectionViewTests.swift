import Testing
@testable import UIKit

/// UICollectionView: tiling only what shows, reuse while scrolling, registrations, custom layouts
/// (attributes applied, zIndex, decoration views), self-sizing, queries, prefetching, scrolling to items.
@MainActor @Suite struct CollectionViewTests {
    @Test func scrollingTenThousandItemsReusesAScreenfulOfCells() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        CountingCell.made = 0
        CountingCell.reused = 0
        let (window, cv, source) = collectionScene([10_000], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        // Rows of 3 every 110 points: 5 rows show at the top.
        #expect(cv.visibleCells.count == 15)
        #expect(source.cellRequests == 15)
        #expect(close(cv.contentSize.height, 3334 * 110 - 10))
        var y: CGFloat = 0
        var most = 0
        while y < cv.contentSize.height - 480 - 97 {
            y += 97
            cv.contentOffset = CGPoint(x: 0, y: y)
            cv.layoutIfNeeded()
            most = max(most, cv.visibleCells.count)
            let rows = Set(cv.indexPathsForVisibleItems.map { $0.item / 3 })
            let expected = Set(Int((y / 110).rounded(.down))...Int(((y + 480) / 110).rounded(.up) - 1)).filter { CGFloat($0) * 110 + 100 > y }
            #expect(rows == expected, "offset \(y)")
        }
        #expect(most <= 18)
        #expect(CountingCell.made <= 21, "made \(CountingCell.made)")
        #expect(CountingCell.reused > 9900, "every item but the first screenful came from a reused cell")
        #expect(cv.subviews.filter { $0 is UICollectionViewCell }.count == cv.visibleCells.count, "recycled cells leave the view")
        // Each showing cell shows its item.
        for cell in cv.visibleCells {
            #expect((cell as? CountingCell)?.item == cv.indexPath(for: cell))
        }
    }

    @Test func queriesAnswerForShowingItems() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (window, cv, source) = collectionScene([30], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        #expect(cv.numberOfSections == 1 && cv.numberOfItems(inSection: 0) == 30)
        #expect(cv.numberOfItems(inSection: 4) == 0, "a missing section is reported and answered 0")
        #expect(cv.indexPathForItem(at: CGPoint(x: 150, y: 120)) == IndexPath(item: 4, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil, "spacing between items")
        let cell = cv.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(cell?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(cell?.tag == 4)
        #expect(cv.cellForItem(at: IndexPath(item: 29, section: 0)) == nil, "not on screen")
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 99, section: 0)) == nil)
    }

    @Test func scrollToItemPositionsIt() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (window, cv, source) = collectionScene([300], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        cv.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == 1100)
        cv.scrollToItem(at: IndexPath(item: 60, section: 0), at: .centeredVertically, animated: false)
        #expect(cv.contentOffset.y == 2010, "item 60's middle (2250) at the middle of 480 points")
        cv.scrollToItem(at: IndexPath(item: 90, section: 0), at: .bottom, animated: false)
        #expect(cv.contentOffset.y == 2920, "item 90's bottom (3400) at the bottom")
        cv.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        #expect(cv.contentOffset.y == 0, "the nearest edge")
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    }

    @Test func registrationsConfigureCellsAndSupplementaryViews() {
        final class Source: UICollectionViewDataSource {
            let registration = UICollectionView.CellRegistration<CountingCell, String> { cell, indexPath, item in
                cell.accessibilityLabel = item
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
                view.tag = 100 + indexPath.section
            }
            let items = ["a", "b", "c"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: items[indexPath.item])
            }
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let (window, cv, source) = collectionScene([0], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let custom = Source()
        cv.dataSource = custom
        defer { withExtendedLifetime(custom) {} }
        cv.layoutIfNeeded()
        #expect(cv.visibleCells.compactMap(\.accessibilityLabel) == ["a", "b", "c"])
        #expect(cv.visibleCells.allSatisfy { $0 is CountingCell && $0.frame.size == CGSize(width: 50, height: 50) })
        #expect(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map(\.tag) == [100])
    }

    /// A layout of its own: items on a diagonal, every third hidden, odd ones faded and rotated, a
    /// decoration view behind each item, zIndex rising with the item.
    final class DiagonalLayout: UICollectionViewLayout {
        var prepared = 0
        var count = 0
        override func prepare() {
            prepared += 1
            count = collectionView?.numberOfItems(inSection: 0) ?? 0
        }
        override var collectionViewContentSize: CGSize { CGSize(width: 320, height: CGFloat(count) * 60 + 40) }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: CGFloat(indexPath.item) * 20, y: CGFloat(indexPath.item) * 60, width: 100, height: 100)
            attributes.zIndex = indexPath.item
            attributes.isHidden = indexPath.item % 3 == 2
            if indexPath.item % 2 == 1 {
                attributes.alpha = 0.5
                attributes.transform = CGAffineTransform(rotationAngle: .pi / 4)
            }
            return attributes
        }
        override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
            attributes.frame = (layoutAttributesForItem(at: indexPath)?.frame ?? .zero).insetBy(dx: -4, dy: -4)
            attributes.zIndex = -1
            return attributes
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<count).flatMap { item -> [UICollectionViewLayoutAttributes] in
                let path = IndexPath(item: item, section: 0)
                return [layoutAttributesForItem(at: path)!, layoutAttributesForDecorationView(ofKind: "shadow", at: path)!]
            }.filter { $0.frame.intersects(rect) }
        }
    }

    final class ShadowView: UICollectionReusableView {
        static var made = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            ShadowView.made += 1
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test func aCustomLayoutDrivesTheViews() {
        let layout = DiagonalLayout()
        layout.register(ShadowView.self, forDecorationViewOfKind: "shadow")
        ShadowView.made = 0
        let (window, cv, source) = collectionScene([20], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        #expect(layout.collectionView === cv)
        // Items 0…7 reach into 480 points; 2 and 5 are hidden.
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [0, 1, 3, 4, 6, 7])
        let one = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(one.alpha == 0.5)
        #expect(one.center == CGPoint(x: 70, y: 110))
        #expect(one.bounds.size == CGSize(width: 100, height: 100))
        #expect(close(one.transform.b, sin(.pi / 4)))
        #expect(one.layer.zPosition == 1)
        let four = cv.cellForItem(at: IndexPath(item: 4, section: 0))!
        #expect(four.frame == CGRect(x: 80, y: 240, width: 100, height: 100) && four.alpha == 1 && four.transform == .identity)
        let shadows = cv.subviews.compactMap { $0 as? ShadowView }
        #expect(shadows.count == 9, "decoration views show even for hidden items' places; item 8's reaches up to 476")
        #expect(ShadowView.made == 9)
        #expect(shadows.allSatisfy { $0.layer.zPosition == -1 })
        // Scrolling reuses decoration views too.
        cv.contentOffset = CGPoint(x: 0, y: 600)
        cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.first?.item == 9)
        #expect(ShadowView.made <= 11)
        #expect(layout.prepared == 1, "scrolling does not invalidate the layout")
    }

    /// A cell whose content asks for a height that depends on its item.
    final class TallCell: UICollectionViewCell {
        var wanted: CGFloat = 40
        override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                              verticalFittingPriority: UILayoutPriority) -> CGSize {
            CGSize(width: 300, height: wanted)
        }
    }

    @Test func cellsSizeThemselvesWithAnEstimatedItemSize() {
        final class Source: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tall", for: indexPath) as! TallCell
                cell.wanted = CGFloat(40 + (indexPath.item % 4) * 10)
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 100)
        let (window, cv, source) = collectionScene([0], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        cv.register(TallCell.self, forCellWithReuseIdentifier: "tall")
        let custom = Source()
        cv.dataSource = custom
        defer { withExtendedLifetime(custom) {} }
        cv.layoutIfNeeded()
        // Heights 40, 50, 60, 70, … with 10 between lines: lines at 0, 50, 110, 180.
        // One item per line: centred across the 320 points (as iOS centres a line's lone item).
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 0, width: 300, height: 40))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 50, width: 300, height: 50))
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 10, y: 180, width: 300, height: 70))
        let shown = cv.indexPathsForVisibleItems.map(\.item)
        #expect(shown.count >= 8, "more fit once the estimates shrink")
        for item in shown {
            #expect(cv.cellForItem(at: IndexPath(item: item, section: 0))?.frame.height == CGFloat(40 + (item % 4) * 10))
        }
        // Items not yet shown keep their estimate.
        #expect(itemFrame(cv, 50)?.height == 100)
        // A new width measures the showing cells again (here, still 300 wide: centred in 400).
        cv.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 50, y: 50, width: 300, height: 50))
    }

    @Test func selfSizingMovesTheSectionsBelow() {
        final class Source: UICollectionViewDataSource {
            var extra = 0
            func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 3 + extra : 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tall", for: indexPath) as! TallCell
                let item = indexPath.section == 0 ? indexPath.item - extra : indexPath.item
                cell.wanted = CGFloat(40 + max(0, item) * 10)
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 100)
        let (window, cv, source) = collectionScene([0], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        cv.register(TallCell.self, forCellWithReuseIdentifier: "tall")
        let custom = Source()
        cv.dataSource = custom
        defer { withExtendedLifetime(custom) {} }
        cv.layoutIfNeeded()
        // Each section: 40 + 50 + 60 + 2 × 10 = 170 points once sized.
        #expect(itemFrame(cv, 0, 1)?.minY == 170)
        #expect(itemFrame(cv, 2, 1)?.minY == 280)
        #expect(itemFrame(cv, 0, 2)?.minY == 340)
        #expect(cv.contentSize.height == 510)

        // An update keeps the sizes of the cells that stay, at their new places.
        let last = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
        cv.performBatchUpdates {
            custom.extra = 1
            cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        settleCollection(0.5)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) === last)
        #expect(last.frame.height == 60, "its own size, not the estimate")
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 40)
        #expect(itemFrame(cv, 0, 1)?.minY == 220, "the new item (40) and its spacing (10) push section 1 down from 170")
    }

    /// A cell sized by Auto Layout: a label pinned 8 points inside its content view.
    final class LabelCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                contentView.widthAnchor.constraint(equalToConstant: 300),
            ])
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test func autoLayoutCellsAndListConfigurationsSizeThemselves() {
        final class Source: UICollectionViewDataSource {
            let texts = ["One line", "Two\nlines", "Three\nlines\nhere"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                if indexPath.item < 3 {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath) as! LabelCell
                    cell.label.text = texts[indexPath.item]
                    return cell
                }
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = texts[indexPath.item - 3]
                cell.contentConfiguration = content
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 10)
        let (window, cv, source) = collectionScene([0], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        cv.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "list")
        let custom = Source()
        cv.dataSource = custom
        defer { withExtendedLifetime(custom) {} }
        cv.layoutIfNeeded()
        let heights = (0..<6).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.height ?? -1 }
        let widths = (0..<6).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.width ?? -1 }
        #expect(widths[0...2].allSatisfy { $0 == 300 }, "the content view's width constraint")
        #expect(widths[3...5].allSatisfy { $0 > 20 && $0 < 300 }, "list content hugs its text: \(widths)")
        #expect(heights[0] > 16 && heights[1] > heights[0] && heights[2] > heights[1], "\(heights)")
        #expect(heights[3] >= 44 && heights[4] > heights[3] && heights[5] > heights[4], "\(heights)")
    }

    @Test func prefetchingAsksAheadAndCancels() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        let (window, cv, source) = collectionScene([100], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        cv.prefetchDataSource = source
        cv.contentOffset = CGPoint(x: 0, y: 10)
        cv.layoutIfNeeded()
        // The screen below the visible rect (items 5…8) is prefetched.
        #expect(source.prefetched.map(\.item).sorted() == [5, 6, 7, 8])
        cv.contentOffset = CGPoint(x: 0, y: 2000)
        cv.layoutIfNeeded()
        #expect(Set(source.cancelled.map(\.item)).isSuperset(of: [7, 8]))
        cv.isPrefetchingEnabled = false
        let count = source.prefetched.count
        cv.contentOffset = CGPoint(x: 0, y: 3000)
        cv.layoutIfNeeded()
        #expect(source.prefetched.count == count)
    }

    @Test func theLayoutSnapsAFling() {
        final class SnappingLayout: UICollectionViewFlowLayout {
            var asked: CGPoint?
            override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
                asked = velocity
                return CGPoint(x: 0, y: (proposedContentOffset.y / 110).rounded() * 110)
            }
        }
        let layout = SnappingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (window, cv, source) = collectionScene([300], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        var t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: CGPoint(x: 150, y: 400), timestamp: t))
        for i in 1...8 {
            t += 0.01
            window.send(TouchInput(phase: .move, location: CGPoint(x: 150, y: 400 - CGFloat(i) * 25), timestamp: t))
        }
        window.send(TouchInput(phase: .up, location: CGPoint(x: 150, y: 200), timestamp: t + 0.001))
        #expect((layout.asked?.y ?? 0) > 0, "velocity in points per millisecond, positive down the content")
        settleCollection(5)
        #expect(cv.contentOffset.y > 200)
        #expect(cv.contentOffset.y.truncatingRemainder(dividingBy: 110) == 0, "\(cv.contentOffset.y)")
    }

    @Test func nothingOutlivesTheCollectionView() {
        weak var weakView: UICollectionView?
        weak var weakLayout: UICollectionViewLayout?
        weak var weakCell: UICollectionViewCell?
        weak var weakSource: GridSource?
        do {
            let (window, cv, source) = collectionScene([50])
            cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
            source.sections[0].remove(at: 0)
            cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
            settleCollection(0.5)
            weakView = cv
            weakLayout = cv.collectionViewLayout
            weakCell = cv.visibleCells.first
            weakSource = source
            cv.removeFromSuperview()
            window.isHidden = true
        }
        #expect(weakView == nil && weakLayout == nil && weakCell == nil && weakSource == nil)
    }

    @Test func badInputIsReportedNotFatal() {
        let (window, cv, source) = collectionScene([3])
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        cv.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: false)
        cv.selectItem(at: IndexPath(item: 0, section: 5), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == nil)
        _ = cv.dequeueReusableCell(withReuseIdentifier: "never registered", for: IndexPath(item: 0, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
    }
}
