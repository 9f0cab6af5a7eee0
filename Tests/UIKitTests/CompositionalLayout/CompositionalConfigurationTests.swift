import Testing
@testable import UIKit

/// The layout's configuration (scroll direction, global headers and footers) and orthogonal rows'
/// handlers and reloads.
@MainActor @Suite struct CompositionalConfigurationTests {
    @Test func horizontalLayoutsStackSectionsSideways() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 10
        // Measured from the edges, not the safe area (the window's screen has a 47-point top inset).
        configuration.contentInsetsReference = .none
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let source = CompositionalSource([6, 4])
        let (window, view) = compositionalView(layout, source)
        defer { window.isHidden = true }
        // Columns of four 150-point items; section 0 takes two columns, section 1 one.
        #expect(contentFrame(view, IndexPath(item: 5, section: 0)) == rect(100, 150, 100, 150))
        #expect(contentFrame(view, IndexPath(item: 0, section: 1)) == rect(210, 0, 100, 150))
        #expect(view.contentSize == CGSize(width: 310, height: 600))

        // From the safe area (the default), the items start below its top inset.
        configuration.contentInsetsReference = .automatic
        layout.configuration = configuration
        UIApplication.shared.advanceFrame(by: 0)
        let top = view.safeAreaInsets.top
        #expect(top > 0)
        #expect(contentFrame(view, IndexPath(item: 0, section: 0))?.minY == top)
    }

    @Test func layoutHeadersAndFootersFrameTheWholeContent() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(50)), elementKind: "top", alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "bottom", alignment: .bottom)
        configuration.boundarySupplementaryItems = [header, footer]
        let layout = UICollectionViewCompositionalLayout(section: rowsSection(), configuration: configuration)
        let source = CompositionalSource([2, 2])
        let (window, view) = compositionalView(layout, source, kinds: ["top", "bottom"])
        defer { window.isHidden = true }
        #expect(view.supplementaryView(forElementKind: "top", at: IndexPath(index: 0))?.frame == rect(0, 0, 300, 50))
        #expect(contentFrame(view, IndexPath(item: 0, section: 0)) == rect(0, 50, 300, 44))
        #expect(view.supplementaryView(forElementKind: "bottom", at: IndexPath(index: 0))?.frame == rect(0, 226, 300, 20))
        #expect(view.contentSize.height == 246)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "top", at: IndexPath(index: 0))?.frame == rect(0, 0, 300, 50))
    }

    @Test func anOrthogonalRowsHandlerSeesItsOwnOffsetAndScalesItsCards() {
        var offsets: [CGPoint] = []
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            guard index == 0 else { return rowsSection() }
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(200), .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.visibleItemsInvalidationHandler = { items, offset, env in
                offsets.append(offset)
                #expect(env.container.contentSize.width == 300)
                // The card nearest the middle is full size; the others shrink.
                let middle = offset.x + env.container.contentSize.width / 2
                for item in items where item.representedElementCategory == .cell {
                    let distance = abs(item.frame.midX + offset.x - middle)
                    let scale = max(0.8, 1 - distance / 1000)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
            return section
        })
        let source = CompositionalSource([5, 10])
        let (window, view) = compositionalView(layout, source)
        defer { window.isHidden = true }
        #expect(offsets.last == .zero)
        let scroller = view.cellForItem(at: IndexPath(item: 0, section: 0))?.superview?.superview as? UIScrollView
        scroller?.contentOffset = CGPoint(x: 150, y: 0)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(offsets.last == CGPoint(x: 150, y: 0))
        #expect(view.contentOffset == .zero)
        // Card 1 spans 200…400, on screen 50…250: centred on 150, the middle. Card 0 is 200 away.
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.transform.a == 1)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.transform.a == 0.8)
    }

    @Test func aRowThatLosesItemsComesBackWithinItsContent() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(200), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let layout = UICollectionViewCompositionalLayout(section: section)
        let source = CompositionalSource([8])
        let (window, view) = compositionalView(layout, source)
        defer { window.isHidden = true }
        layout.orthogonalScrollers[0]?.contentOffset = CGPoint(x: 1000, y: 0)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(layout.orthogonalOffsets[0] == 1000)
        source.counts = [2]
        view.reloadData()
        UIApplication.shared.advanceFrame(by: 0)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(layout.orthogonalOffsets[0] == 100, "two cards: 400 wide in 300")
        #expect(contentFrame(view, IndexPath(item: 1, section: 0)) == rect(100, 0, 200, 100))
    }
}
