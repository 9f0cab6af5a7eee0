import CatalogPages
import Testing
import TesseraTesting
@testable import UIKit

/// The Photo Grid page works as a live page: a tap selects a photo (its badge shows), a drag scrolls
/// the grid under its pinned day header, and a long press then drag reorders photos.
@MainActor @Suite struct PhotoGridPageTests {
    private func grid(in root: UIView) -> UICollectionView {
        root.subviews.compactMap { $0 as? UICollectionView }.first!
    }

    @Test func tapsSelectDragsScrollAndLongPressesReorder() {
        let page = PhotoGridPage.make()
        let window = page.makeWindow(scale: 1)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame(by: 0)
        let cv = grid(in: page.root)
        #expect(cv.indexPathsForSelectedItems?.count == 2)
        #expect(cv.numberOfSections == 5)

        // Tap the first photo (grid starts at y = 72, under a 44-point header).
        var t = CACurrentMediaTime() + 0.01
        let first = CGPoint(x: 60, y: 72 + 44 + 60)
        window.send(TouchInput(phase: .down, location: first, timestamp: t))
        UIApplication.shared.advanceFrame(by: 0.2)
        window.send(TouchInput(phase: .up, location: first, timestamp: CACurrentMediaTime() + 0.01))
        #expect(cv.indexPathsForSelectedItems?.contains(IndexPath(item: 0, section: 0)) == true)

        // Drag up 300 points: the grid scrolls; the "Today" header stays pinned at the top.
        t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: CGPoint(x: 200, y: 600), timestamp: t))
        for i in 1...10 {
            t += 0.05
            window.send(TouchInput(phase: .move, location: CGPoint(x: 200, y: 600 - CGFloat(i) * 30), timestamp: t))
        }
        t += 0.2
        window.send(TouchInput(phase: .move, location: CGPoint(x: 200, y: 300), timestamp: t))
        window.send(TouchInput(phase: .up, location: CGPoint(x: 200, y: 300), timestamp: t + 0.01))
        for _ in 0..<120 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        #expect(cv.contentOffset.y > 200)
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header == nil || header!.frame.minY >= cv.contentOffset.y - 0.5)

        // Scroll back, long-press the second photo and drag it onto the third's place.
        cv.contentOffset = .zero
        UIApplication.shared.advanceFrame(by: 0)
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        let from = cv.convert(second.center, to: window)
        let to = cv.convert(cv.cellForItem(at: IndexPath(item: 2, section: 0))!.center, to: window)
        t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: from, timestamp: t))
        UIApplication.shared.advanceFrame(by: 0.6)
        t = CACurrentMediaTime()
        for i in 1...10 {
            t += 0.03
            let p = CGPoint(x: from.x + (to.x - from.x) * CGFloat(i) / 10, y: from.y + (to.y - from.y) * CGFloat(i) / 10)
            window.send(TouchInput(phase: .move, location: p, timestamp: t))
        }
        window.send(TouchInput(phase: .up, location: to, timestamp: t + 0.01))
        for _ in 0..<60 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === second, "the photo moved to the third place")
    }
}
