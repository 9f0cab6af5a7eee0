import Testing
@testable import UIKit

/// What the compositor shows: cells at their layout frames, pinned headers above the scrolled items,
/// the background view behind everything, and the same picture after scrolling reuses cells.
@MainActor @Suite struct CollectionViewRenderingTests {
    final class Swatch: UICollectionViewCell {}
    final class Header: UICollectionReusableView {}

    final class Source: UICollectionViewDataSource {
        static let colors: [UIColor] = [.red, .green, .blue, .yellow]
        func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 29 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
            cell.contentView.backgroundColor = Self.colors[indexPath.item % 4]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            header.backgroundColor = .black
            return header
        }
    }

    @Test func cellsAndPinnedHeadersDrawWhereTheLayoutSays() throws {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(Swatch.self, forCellWithReuseIdentifier: "swatch")
        cv.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let background = UIView()
        background.backgroundColor = .magenta
        cv.backgroundView = background
        let source = Source()
        cv.dataSource = source
        defer { withExtendedLifetime(source) {} }
        window.addSubview(cv)
        UIApplication.shared.advanceFrame(by: 0)
        var image = window.screen.snapshotImage()
        #expect(rgba(image, 150, 15) == [0, 0, 0, 255], "the header")
        #expect(rgba(image, 50, 80) == [255, 0, 0, 255], "item 0")
        #expect(rgba(image, 150, 80) == [0, 255, 0, 255], "item 1")
        #expect(rgba(image, 250, 180) == [0, 255, 0, 255], "item 5")
        #expect(rgba(image, 50, 180) == [255, 255, 0, 255], "item 3")

        // Scrolled 235 points: row 2 (items 6…8) at 265 − 235 = 30, under the pinned header at the top.
        cv.contentOffset = CGPoint(x: 0, y: 235)
        UIApplication.shared.advanceFrame(by: 0)
        image = window.screen.snapshotImage()
        #expect(rgba(image, 150, 15) == [0, 0, 0, 255], "the pinned header covers row 1")
        #expect(rgba(image, 50, 45) == [0, 0, 255, 255], "item 6 below it")
        #expect(rgba(image, 150, 45) == [255, 255, 0, 255], "item 7")

        // Past the end of the last section: the background view shows where no cell is.
        cv.contentOffset = CGPoint(x: 0, y: cv.contentSize.height - 400)
        UIApplication.shared.advanceFrame(by: 0)
        image = window.screen.snapshotImage()
        #expect(rgba(image, 250, 350) == [255, 0, 255, 255], "the background view beside the last, short line")
        #expect(rgba(image, 50, 350) == [255, 255, 0, 255], "item 27")
        #expect(rgba(image, 150, 350) == [255, 0, 0, 255], "item 28")
        writeDebugImage(image, named: "collection-rendering")
    }
}
