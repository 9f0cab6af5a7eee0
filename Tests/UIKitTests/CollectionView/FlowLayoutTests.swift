import Testing
@testable import UIKit

/// UICollectionViewFlowLayout's numbers: justified lines, the last line, single items, headers and
/// footers, pinning, horizontal scrolling, insets and their reference.
@MainActor @Suite struct FlowLayoutTests {
    private func flow(_ configure: (UICollectionViewFlowLayout) -> Void) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        configure(layout)
        return layout
    }

    @Test func defaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.scrollDirection == .vertical && layout.estimatedItemSize == .zero && layout.sectionInset == .zero)
    }

    @Test func aVerticalGridJustifiesFullLinesAndKeepsTheirColumnsOnTheLast() {
        let layout = flow {
            $0.itemSize = CGSize(width: 90, height: 90)
            $0.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        let (window, cv, source) = collectionScene([7], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        // 300 points of room: 3 items of 90 with 15 between them.
        #expect(itemFrame(cv, 0) == CGRect(x: 10, y: 10, width: 90, height: 90))
        #expect(itemFrame(cv, 1) == CGRect(x: 115, y: 10, width: 90, height: 90))
        #expect(itemFrame(cv, 2) == CGRect(x: 220, y: 10, width: 90, height: 90))
        #expect(itemFrame(cv, 3) == CGRect(x: 10, y: 110, width: 90, height: 90))
        #expect(itemFrame(cv, 6) == CGRect(x: 10, y: 210, width: 90, height: 90))
        #expect(cv.contentSize == CGSize(width: 320, height: 310))
        #expect(cv.visibleCells.count == 7)
    }

    @Test func aSingleShortLinePacksAtTheLeadingEdge() {
        let layout = flow { $0.itemSize = CGSize(width: 90, height: 90) }
        let (window, cv, source) = collectionScene([2], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        #expect(itemFrame(cv, 0)?.minX == 0)
        #expect(itemFrame(cv, 1)?.minX == 100)
    }

    @Test func itemsOfDifferentSizesSpreadAndCentreInTheirLine() {
        let layout = flow { _ in }
        let (window, cv, source) = collectionScene([5], layout: layout, size: CGSize(width: 300, height: 400))
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let sizes = [CGSize(width: 100, height: 40), CGSize(width: 80, height: 60), CGSize(width: 90, height: 40),
                     CGSize(width: 200, height: 30), CGSize(width: 50, height: 50)]
        source.sizes = { sizes[$0.item] }
        layout.invalidateLayout()
        cv.layoutIfNeeded()
        #expect(itemFrame(cv, 0) == CGRect(x: 0, y: 10, width: 100, height: 40))
        #expect(itemFrame(cv, 1) == CGRect(x: 115, y: 0, width: 80, height: 60))
        #expect(itemFrame(cv, 2) == CGRect(x: 210, y: 10, width: 90, height: 40))
        // The last line packs at the leading edge.
        #expect(itemFrame(cv, 3) == CGRect(x: 0, y: 80, width: 200, height: 30))
        #expect(itemFrame(cv, 4) == CGRect(x: 210, y: 70, width: 50, height: 50))
        #expect(cv.contentSize.height == 120)
    }

    @Test func aLoneItemInAFullLineIsCentred() {
        let layout = flow { _ in }
        let (window, cv, source) = collectionScene([3], layout: layout, size: CGSize(width: 300, height: 400))
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        source.sizes = { $0.item < 2 ? CGSize(width: 250, height: 40) : CGSize(width: 30, height: 30) }
        layout.invalidateLayout()
        cv.layoutIfNeeded()
        #expect(itemFrame(cv, 0)?.minX == 25)
        #expect(itemFrame(cv, 1)?.minX == 0, "the last line packs")
        #expect(itemFrame(cv, 2)?.minX == 260)
    }

    @Test func headersAndFootersFrameEachSection() {
        let layout = flow {
            $0.itemSize = CGSize(width: 90, height: 90)
            $0.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.footerReferenceSize = CGSize(width: 0, height: 20)
        }
        let (window, cv, source) = collectionScene([3, 3], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(itemFrame(cv, 0, 0)?.minY == 50)
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 150, width: 320, height: 20))
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 170, width: 320, height: 40))
        #expect(itemFrame(cv, 0, 1)?.minY == 220)
        #expect(cv.contentSize.height == 340)
        #expect(cv.visibleSupplementaryViews(ofKind: header).map(\.tag) == [0, 1])
        #expect(cv.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 320, width: 320, height: 20))
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionPushesThemOff() {
        let layout = flow {
            $0.itemSize = CGSize(width: 90, height: 90)
            $0.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.footerReferenceSize = CGSize(width: 0, height: 20)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        let (window, cv, source) = collectionScene([3, 30], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let header = UICollectionView.elementKindSectionHeader
        func headerFrame(_ section: Int) -> CGRect? { cv.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: section))?.frame }
        cv.contentOffset = CGPoint(x: 0, y: 100)
        cv.layoutIfNeeded()
        #expect(headerFrame(0)?.minY == 100)
        #expect(cv.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.layer.zPosition == 1024)
        cv.contentOffset = CGPoint(x: 0, y: 140)
        cv.layoutIfNeeded()
        #expect(headerFrame(0)?.minY == 110, "pushed up by the end of its section (less its footer)")
        cv.contentOffset = CGPoint(x: 0, y: 500)
        cv.layoutIfNeeded()
        #expect(headerFrame(0) == nil)
        #expect(headerFrame(1)?.minY == 500)
    }

    @Test func aHorizontalGridFlowsDownColumns() {
        let layout = flow {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 50, height: 50)
            $0.headerReferenceSize = CGSize(width: 30, height: 0)
        }
        let (window, cv, source) = collectionScene([7], layout: layout, size: CGSize(width: 300, height: 200))
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 30, height: 200))
        #expect(itemFrame(cv, 0) == CGRect(x: 30, y: 0, width: 50, height: 50))
        #expect(itemFrame(cv, 1) == CGRect(x: 30, y: 75, width: 50, height: 50))
        #expect(itemFrame(cv, 2) == CGRect(x: 30, y: 150, width: 50, height: 50))
        #expect(itemFrame(cv, 3) == CGRect(x: 90, y: 0, width: 50, height: 50))
        #expect(itemFrame(cv, 6) == CGRect(x: 150, y: 0, width: 50, height: 50))
        #expect(cv.contentSize == CGSize(width: 200, height: 200))
    }

    @Test func sectionInsetsCanBeMeasuredFromTheLayoutMargins() {
        let layout = flow {
            $0.itemSize = CGSize(width: 90, height: 90)
            $0.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
            $0.sectionInsetReference = .fromLayoutMargins
        }
        let (window, cv, source) = collectionScene([4], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        cv.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        layout.invalidateLayout()
        cv.layoutIfNeeded()
        // 320 − 2 × 25 = 270 points of room: two items of 90 (three would need 290), spread to the edges.
        #expect(itemFrame(cv, 0)?.minX == 25)
        #expect(itemFrame(cv, 1)?.maxX == 295)
    }

    @Test func theDelegatesInsetsAndSpacingWin() {
        final class Delegate: UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 30 }
        }
        let layout = flow { $0.itemSize = CGSize(width: 300, height: 50) }
        let (window, cv, source) = collectionScene([2], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let delegate = Delegate()
        cv.delegate = delegate
        layout.invalidateLayout()
        cv.layoutIfNeeded()
        #expect(itemFrame(cv, 0)?.minY == 5)
        #expect(itemFrame(cv, 1)?.minY == 85)
    }

    @Test func resizingTheCollectionViewReflowsTheLines() {
        let layout = flow { $0.itemSize = CGSize(width: 90, height: 90) }
        let (window, cv, source) = collectionScene([7], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        #expect(itemFrame(cv, 3)?.origin == CGPoint(x: 0, y: 100), "three per line in 320 points")
        cv.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
        cv.layoutIfNeeded()
        #expect(itemFrame(cv, 3)?.origin == CGPoint(x: 330, y: 0), "four per line in 420 points")
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 330)
        #expect(cv.contentSize == CGSize(width: 420, height: 190))
    }

    @Test func anAnimatedResizeAnimatesTheCellsToTheirNewLines() {
        final class Watching: UICollectionViewFlowLayout {
            var events: [String] = []
            override func prepare(forAnimatedBoundsChange oldBounds: CGRect) { events.append("prepare \(Int(oldBounds.width))") }
            override func finalizeAnimatedBoundsChange() { events.append("finalize") }
        }
        let layout = Watching()
        layout.itemSize = CGSize(width: 90, height: 90)
        let (window, cv, source) = collectionScene([7], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let three = cv.cellForItem(at: IndexPath(item: 3, section: 0))!
        UIView.animate(withDuration: 0.3) { cv.frame = CGRect(x: 0, y: 0, width: 420, height: 480) }
        #expect(layout.events == ["prepare 320", "finalize"])
        #expect(three.frame.origin == CGPoint(x: 330, y: 0), "the model is at the new place at once")
        settleCollection(0.15)
        let midway = three.layer.presentation()?.frame.minX ?? 0
        #expect(midway > 0 && midway < 330, "moving: \(midway)")
        settleCollection(0.4)
        #expect(three.layer.presentation()?.frame.minX ?? 0 == 330)
    }

    @Test func aMillionUniformItemsCostNoPerItemTables() {
        final class Plain: UICollectionViewDataSource {
            var asked = 0
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1_000_000 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                asked += 1
                return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let layout = flow { $0.itemSize = CGSize(width: 100, height: 100) }
        let (window, cv, source) = collectionScene([0], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        cv.delegate = nil
        let plain = Plain()
        cv.dataSource = plain
        defer { withExtendedLifetime(plain) {} }
        cv.layoutIfNeeded()
        #expect(layout.sections.count == 1 && layout.sections[0].uniform != nil && layout.sections[0].frames.isEmpty)
        #expect(plain.asked == 15)
        cv.scrollToItem(at: IndexPath(item: 999_999, section: 0), at: .bottom, animated: false)
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: IndexPath(item: 999_999, section: 0))?.frame == CGRect(x: 0, y: 333_333 * 110, width: 100, height: 100))
        #expect(plain.asked <= 30)
    }

    @Test func rightToLeftMirrorsTheFlow() {
        let layout = flow {
            $0.itemSize = CGSize(width: 90, height: 90)
            $0.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        }
        let (window, cv, source) = collectionScene([5], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        #expect(itemFrame(cv, 0)?.minX == 20)
        cv.semanticContentAttribute = .forceRightToLeft
        cv.layoutIfNeeded()
        // 300 points of room from the right edge: 3 per line, item 0 at the right, the leading inset on the right.
        #expect(itemFrame(cv, 0) == CGRect(x: 210, y: 0, width: 90, height: 90))
        #expect(itemFrame(cv, 2)?.minX == 0)
        #expect(itemFrame(cv, 3)?.maxX == 300, "the last line packs at the leading (right) edge")
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 210)
        #expect(cv.indexPathForItem(at: CGPoint(x: 250, y: 40)) == IndexPath(item: 0, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 40, y: 40)) == IndexPath(item: 2, section: 0))
    }

    /// The common subclass that packs every line at the leading edge by adjusting super's attributes.
    final class LeftAligned: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
            var x = sectionInset.left
            var lineY: CGFloat = -1
            return attributes.map { original in
                let copy = original.copy() as! UICollectionViewLayoutAttributes
                guard copy.representedElementCategory == .cell else { return copy }
                if copy.frame.minY > lineY + 0.5 { x = sectionInset.left }
                lineY = copy.frame.minY
                copy.frame.origin.x = x
                x += copy.frame.width + minimumInteritemSpacing
                return copy
            }
        }
    }

    @Test func aSubclassCanAdjustSupersAttributes() {
        let layout = LeftAligned()
        layout.itemSize = CGSize(width: 90, height: 90)
        let (window, cv, source) = collectionScene([5], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        let frames = cv.indexPathsForVisibleItems.map { cv.cellForItem(at: $0)!.frame.origin }
        #expect(frames == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 100)])
        #expect(itemFrame(cv, 1)?.minX == 115, "layoutAttributesForItem(at:) is super's, as on iOS, unless overridden too")
    }

    @Test func badSizesAreReportedAndReadAsZero() {
        let layout = flow { _ in }
        let (window, cv, source) = collectionScene([2], layout: layout)
        defer { window.isHidden = true; withExtendedLifetime(source) {} }
        source.sizes = { $0.item == 0 ? CGSize(width: CGFloat.nan, height: 10) : CGSize(width: 10, height: 10) }
        layout.invalidateLayout()
        cv.layoutIfNeeded()
        #expect(itemFrame(cv, 0)?.size == .zero)
        #expect(itemFrame(cv, 1)?.size == CGSize(width: 10, height: 10))
        layout.minimumInteritemSpacing = .nan
        layout.minimumLineSpacing = -.infinity
        layout.estimatedItemSize = CGSize(width: CGFloat.infinity, height: 5)
        layout.sectionInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        cv.layoutIfNeeded()
        #expect(cv.contentSize.height.isFinite && cv.contentSize.height >= 0)
    }
}
