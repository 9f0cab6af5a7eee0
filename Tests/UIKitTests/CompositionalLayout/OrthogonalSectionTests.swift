import Testing
@testable import UIKit

/// Orthogonal sections: a sideways drag on the row scrolls only the row (its cells live in the row's
/// scroll view), resting where the behaviour says; an up-and-down drag scrolls the collection view.
@MainActor @Suite struct OrthogonalSectionTests {
    func carouselLayout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            guard index == 0 else { return rowsSection() }
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(120)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            return section
        })
    }

    func drag(_ window: UIWindow, from a: CGPoint, to b: CGPoint, steps: Int = 8) {
        var t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: a, timestamp: t))
        for i in 1...steps {
            t += 0.016
            let f = CGFloat(i) / CGFloat(steps)
            window.send(TouchInput(phase: .move, location: CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), timestamp: t))
        }
        window.send(TouchInput(phase: .up, location: b, timestamp: t + 0.001))
        for _ in 0..<180 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
    }

    @Test func theRowsCellsLiveInItsScrollViewAtTheLayoutsPlaces() {
        let layout = carouselLayout(.groupPaging)
        let keptSource = CompositionalSource([6, 20])
        let (window, view) = compositionalView(layout, keptSource)
        defer { withExtendedLifetime(keptSource) {} }
        defer { window.isHidden = true }
        // Groups 80% of the 260-point room: 208 wide, 10 apart from the 20-point inset.
        #expect(contentFrame(view, IndexPath(item: 0, section: 0)) == rect(20, 0, 208, 120))
        #expect(contentFrame(view, IndexPath(item: 1, section: 0)) == rect(238, 0, 208, 120))
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) == nil, "off to the right")
        let scroller = view.cellForItem(at: IndexPath(item: 0, section: 0))?.superview?.superview as? UIScrollView
        #expect(scroller != nil && scroller !== view)
        #expect(scroller?.frame == rect(0, 0, 300, 120))
        #expect(scroller?.contentSize == CGSize(width: 20 + 6 * 208 + 5 * 10 + 20, height: 120))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === view)
    }

    @Test func aSidewaysDragScrollsOnlyTheRowAndPagesOneGroup() {
        let layout = carouselLayout(.groupPaging)
        let keptSource = CompositionalSource([6, 20])
        let (window, view) = compositionalView(layout, keptSource)
        defer { withExtendedLifetime(keptSource) {} }
        defer { window.isHidden = true }
        let below = contentFrame(view, IndexPath(item: 0, section: 1))
        drag(window, from: CGPoint(x: 250, y: 60), to: CGPoint(x: 90, y: 60))
        #expect(view.contentOffset == .zero, "the collection view did not move")
        #expect(contentFrame(view, IndexPath(item: 0, section: 1)) == below)
        // One group further: group 1's leading edge at the 20-point inset.
        #expect(layout.orthogonalOffsets[0] == 218)
        #expect(contentFrame(view, IndexPath(item: 1, section: 0)) == rect(20, 0, 208, 120))
        #expect(contentFrame(view, IndexPath(item: 2, section: 0)) == rect(238, 0, 208, 120))
        #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 60)) == IndexPath(item: 1, section: 0))

        drag(window, from: CGPoint(x: 250, y: 60), to: CGPoint(x: 90, y: 60))
        #expect(layout.orthogonalOffsets[0] == 436)
        drag(window, from: CGPoint(x: 90, y: 60), to: CGPoint(x: 250, y: 60))
        #expect(layout.orthogonalOffsets[0] == 218, "back one group")
    }

    @Test func centredPagingCentresTheGroupAndContinuousGlides() {
        let centred = carouselLayout(.groupPagingCentered)
        let keptSource1 = CompositionalSource([6, 20])
        let (w1, v1) = compositionalView(centred, keptSource1)
        defer { withExtendedLifetime(keptSource1) {} }
        defer { w1.isHidden = true }
        drag(w1, from: CGPoint(x: 250, y: 60), to: CGPoint(x: 90, y: 60))
        // Group 1 spans 238…446: centred in 300 points at 342 − 150 = 192.
        #expect(centred.orthogonalOffsets[0] == 192)
        #expect(v1.contentOffset == .zero)

        let continuous = carouselLayout(.continuous)
        let keptSource2 = CompositionalSource([6, 20])
        let (w2, _) = compositionalView(continuous, keptSource2)
        defer { withExtendedLifetime(keptSource2) {} }
        defer { w2.isHidden = true }
        drag(w2, from: CGPoint(x: 250, y: 60), to: CGPoint(x: 90, y: 60))
        let rest = continuous.orthogonalOffsets[0] ?? 0
        #expect(rest > 150 && ![0, 218, 436].contains(rest), "glides on past the finger, not to a group")
    }

    @Test func scrollingPropertiesSetTheRowsDecelerationAndBounce() {
        let paging = carouselLayout(.groupPaging)
        let keptSource1 = CompositionalSource([6, 2])
        let (w1, _) = compositionalView(paging, keptSource1)
        defer { w1.isHidden = true }
        #expect(paging.orthogonalScrollers[0]?.decelerationRate == .fast, "paging rows stop quickly")
        #expect(paging.orthogonalScrollers[0]?.bounces == true)

        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.orthogonalScrollingProperties.bounce = .never
            section.orthogonalScrollingProperties.decelerationRate = .fast
            return section
        })
        let keptSource2 = CompositionalSource([2])
        let (w2, _) = compositionalView(layout, keptSource2)
        defer { w2.isHidden = true }
        #expect(layout.orthogonalScrollers[0]?.bounces == false)
        #expect(layout.orthogonalScrollers[0]?.decelerationRate == .fast)
        #expect(layout.orthogonalScrollers[0]?.alwaysBounceHorizontal == false)
        withExtendedLifetime((keptSource1, keptSource2)) {}
    }

    @Test func anUpAndDownDragOnTheRowScrollsTheCollectionView() {
        let layout = carouselLayout(.groupPaging)
        let keptSource = CompositionalSource([6, 40])
        let (window, view) = compositionalView(layout, keptSource)
        defer { withExtendedLifetime(keptSource) {} }
        defer { window.isHidden = true }
        drag(window, from: CGPoint(x: 150, y: 110), to: CGPoint(x: 150, y: 20), steps: 10)
        #expect(view.contentOffset.y > 60)
        #expect(layout.orthogonalOffsets[0] == 0)
    }

    @Test func aTapOnARowCellSelectsIt() {
        final class Delegate: UICollectionViewDelegate {
            var selected: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let layout = carouselLayout(.groupPaging)
        let keptSource = CompositionalSource([6, 20])
        let (window, view) = compositionalView(layout, keptSource)
        defer { withExtendedLifetime(keptSource) {} }
        defer { window.isHidden = true }
        let delegate = Delegate()
        view.delegate = delegate
        drag(window, from: CGPoint(x: 250, y: 60), to: CGPoint(x: 90, y: 60))
        let t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: CGPoint(x: 100, y: 60), timestamp: t))
        window.send(TouchInput(phase: .up, location: CGPoint(x: 100, y: 60), timestamp: t + 0.05))
        UIApplication.shared.advanceFrame(by: 0.3)
        #expect(delegate.selected == [IndexPath(item: 1, section: 0)])
    }
}
