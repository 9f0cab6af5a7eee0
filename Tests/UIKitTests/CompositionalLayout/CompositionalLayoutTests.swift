import Testing
@testable import UIKit

/// UICollectionViewCompositionalLayout in a collection view: sections stacked, cells where the solver
/// says, self-sizing, pinned headers, backgrounds, visible-items handlers, and work that follows the
/// visible rect.
@MainActor @Suite struct CompositionalLayoutTests {
    @Test func sectionsStackWithSpacingAndCellsShowWhereTheLayoutSays() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, env in
            #expect(env.container.contentSize == CGSize(width: 300, height: 600))
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            return rowsSection()
        }, configuration: configuration)
        let source = CompositionalSource([5, 50])
        let (window, view) = compositionalView(layout, source)
        defer { window.isHidden = true }
        #expect(view.contentSize == CGSize(width: 300, height: 200 + 20 + 50 * 44))
        #expect(contentFrame(view, IndexPath(item: 4, section: 0)) == rect(100, 100, 100, 100))
        #expect(contentFrame(view, IndexPath(item: 0, section: 1)) == rect(0, 220, 300, 44))
        // Rows 0…8 of section 1 reach 600 (220 + 9 × 44 = 616): only those have cells.
        #expect(view.indexPathsForVisibleItems.filter { $0.section == 1 }.count == 9)
        #expect(source.cellsMade == 5 + 9)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 49, section: 1))?.frame == rect(0, 220 + 49 * 44, 300, 44))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 50, section: 1)) == nil)
    }

    @Test func estimatedRowsAreCorrectedBySelfSizingCells() {
        let layout = UICollectionViewCompositionalLayout(section: rowsSection(.estimated(44)))
        let source = CompositionalSource([20])
        source.heights = [IndexPath(item: 1, section: 0): 80, IndexPath(item: 2, section: 0): 30]
        let (window, view) = compositionalView(layout, source)
        defer { window.isHidden = true }
        #expect(contentFrame(view, IndexPath(item: 1, section: 0)) == rect(0, 44, 300, 80))
        #expect(contentFrame(view, IndexPath(item: 2, section: 0)) == rect(0, 124, 300, 30))
        #expect(contentFrame(view, IndexPath(item: 3, section: 0)) == rect(0, 154, 300, 44))
        #expect(view.contentSize.height == 902, "20 × 44 + 36 − 14")
    }

    @Test func pinnedHeadersStayAtTheTopWhileTheirSectionShows() {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let section = rowsSection()
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        })
        let source = CompositionalSource([20, 20])
        let (window, view) = compositionalView(layout, source, kinds: [UICollectionView.elementKindSectionHeader])
        defer { window.isHidden = true }
        let kind = UICollectionView.elementKindSectionHeader
        let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 0, section: 1)
        #expect(view.supplementaryView(forElementKind: kind, at: first)?.frame == rect(0, 0, 300, 30))
        // Section 0 is 30 + 880 = 910 tall; at 500 its header sits at the top of the view.
        view.contentOffset = CGPoint(x: 0, y: 500)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(view.supplementaryView(forElementKind: kind, at: first)?.frame == rect(0, 500, 300, 30))
        #expect(view.supplementaryView(forElementKind: kind, at: first)!.layer.zPosition > 0, "above the rows")
        // At 900 the next header pushes it up: it ends where its section ends.
        view.contentOffset = CGPoint(x: 0, y: 900)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(view.supplementaryView(forElementKind: kind, at: first)?.frame == rect(0, 880, 300, 30))
        #expect(view.supplementaryView(forElementKind: kind, at: second)?.frame == rect(0, 910, 300, 30))
    }

    @Test func backgroundDecorationsShowBehindTheSection() {
        final class Background: UICollectionReusableView {}
        let section = rowsSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.decorationItems = [.background(elementKind: "background")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(Background.self, forDecorationViewOfKind: "background")
        let keptSource = CompositionalSource([3])
        let (window, view) = compositionalView(layout, keptSource)
        defer { withExtendedLifetime(keptSource) {} }
        defer { window.isHidden = true }
        let backgrounds = view.subviews.filter { $0 is Background }
        #expect(backgrounds.count == 1)
        #expect(backgrounds.first?.frame == rect(0, 0, 300, 152))
        #expect((backgrounds.first?.layer.zPosition ?? 0) < (view.cellForItem(at: IndexPath(item: 0, section: 0))?.layer.zPosition ?? 0))
    }

    @Test func visibleItemsHandlersSeeTheVisibleItemsAndMayChangeThem() {
        var seen: [[IndexPath]] = []
        var offsets: [CGPoint] = []
        let section = rowsSection()
        section.visibleItemsInvalidationHandler = { items, offset, env in
            seen.append(items.map(\.indexPath))
            offsets.append(offset)
            for item in items where item.indexPath.item == 0 { item.alpha = 0.5 }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let keptSource = CompositionalSource([30])
        let (window, view) = compositionalView(layout, keptSource)
        defer { withExtendedLifetime(keptSource) {} }
        defer { window.isHidden = true }
        #expect(seen.last?.count == 14, "rows 0…13 reach the 600-point bottom")
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 0.5)
        view.contentOffset = CGPoint(x: 0, y: 100)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(offsets.last == CGPoint(x: 0, y: 100))
    }

    @Test func theWorkForARectFollowsWhatIsVisibleNotTheItemCount() {
        func work(_ count: Int) -> (attributes: Int, cells: Int) {
            let layout = UICollectionViewCompositionalLayout(section: rowsSection())
            let source = CompositionalSource([count])
            let (window, view) = compositionalView(layout, source)
            defer { window.isHidden = true }
            layout.attributesMade = 0
            view.contentOffset = CGPoint(x: 0, y: 44 * 50)
            UIApplication.shared.advanceFrame(by: 0)
            return (layout.attributesMade, source.cellsMade)
        }
        let small = work(100), huge = work(200_000)
        #expect(small.attributes == huge.attributes)
        #expect(huge.attributes <= 2 * 15, "a screenful of rows per query")
        #expect(small.cells == huge.cells)
    }

    @Test func badSectionsAreReportedNotFatal() {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in index == 1 ? nil : rowsSection() })
        let keptSource = CompositionalSource([2, 3, 2])
        let (window, view) = compositionalView(layout, keptSource)
        defer { withExtendedLifetime(keptSource) {} }
        defer { window.isHidden = true }
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
                                                   IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2)])
        #expect(layout.layoutAttributesForElements(in: .infinite)?.isEmpty == true, "an infinite rect is refused")
    }
}

/// Measured sizes last only as long as the width and the data they were measured for.
@MainActor @Suite struct CompositionalSelfSizingTests {
    @Test func aNewWidthOrAReloadMeasuresTheCellsAgain() {
        let layout = UICollectionViewCompositionalLayout(section: rowsSection(.estimated(44)))
        let source = CompositionalSource([5])
        source.heights = [IndexPath(item: 0, section: 0): 80]
        let (window, view) = compositionalView(layout, source)
        defer { window.isHidden = true }
        #expect(contentFrame(view, IndexPath(item: 1, section: 0))?.minY == 80)
        // The cell showing would now ask for 60 (its text wraps differently, say).
        (view.cellForItem(at: IndexPath(item: 0, section: 0)) as? SizedCell)?.height = 60
        view.frame.size.width = 250
        UIApplication.shared.advanceFrame(by: 0)
        #expect(contentFrame(view, IndexPath(item: 1, section: 0)) == rect(0, 60, 250, 44))
        source.heights = [:]
        view.reloadData()
        UIApplication.shared.advanceFrame(by: 0)
        (view.cellForItem(at: IndexPath(item: 0, section: 0)) as? SizedCell)?.height = nil
        view.reloadData()
        UIApplication.shared.advanceFrame(by: 0)
        #expect(contentFrame(view, IndexPath(item: 1, section: 0))?.minY == 44)
    }
}
