import Testing
@testable import UIKit

/// The solver's estimated sizes, supplementary items, boundary items, backgrounds and orthogonal rows.
@MainActor @Suite struct SolverSupplementaryTests {
    func listSection(estimate: CGFloat = 44) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(estimate)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(estimate)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    @Test func estimatedHeightsUseTheEstimateUntilMeasuredThenTheMeasuredSize() {
        let before = solve(listSection(), items: 3)
        #expect(before.itemFrames.map(\.minY) == [0, 44, 88])
        #expect(before.hasEstimatedSizes)
        let after = solve(listSection(), items: 3, measured: [1: CGSize(width: 300, height: 100)])
        #expect(after.itemFrames == [rect(0, 0, 300, 44), rect(0, 44, 300, 100), rect(0, 144, 300, 44)])
        #expect(after.frame.height == 188)
    }

    @Test func aRowWithAnEstimatedHeightTakesItsTallestItem() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let s = solve(NSCollectionLayoutSection(group: group), items: 4, measured: [1: CGSize(width: 150, height: 80)])
        #expect(s.groupFrames == [rect(0, 0, 300, 80), rect(0, 80, 300, 50)])

        let uniform = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 50)))
        let g2 = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [uniform])
        let t = solve(NSCollectionLayoutSection(group: g2), items: 2, measured: [1: CGSize(width: 150, height: 80)])
        #expect(t.itemFrames == [rect(0, 0, 150, 80), rect(150, 0, 150, 80)], "siblings share the largest height")
    }

    @Test func badgesSitOnTheirItemsCorner() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let s = solve(NSCollectionLayoutSection(group: group), items: 3)
        #expect(s.itemSupplementaries.count == 3, "one badge per item; none for the empty slot")
        #expect(s.itemSupplementaries[0].frame == rect(140, -10, 20, 20))
        #expect(s.itemSupplementaries[1].frame == rect(290, -10, 20, 20))
        #expect(s.itemSupplementaries[2].frame == rect(140, 90, 20, 20))
        #expect(s.itemSupplementaries[2].indexPath == IndexPath(item: 2, section: 0))
        #expect(s.itemSupplementaries[0].zIndex == 1)
        #expect(s.overhang == 10)
        #expect(s.groupSupplementaryStart == [0, 2, 3])

        let anchored = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(10)), elementKind: "pin",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.top]))
        let item2 = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)), supplementaryItems: [anchored])
        let g2 = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(60)), subitems: [item2])
        let t = solve(NSCollectionLayoutSection(group: g2), items: 1)
        #expect(t.itemSupplementaries[0].frame == rect(40, 50, 20, 10), "its top on the item's bottom, centred")
    }

    @Test func headersAndFootersExtendTheSectionAndFollowItsInsets() {
        let section = listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .estimated(20)), elementKind: "footer", alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        let s = solve(section, items: 2, measuredSupplementaries: ["footer": CGSize(width: 268, height: 25)])
        #expect(s.boundarySupplementaries[0].frame == rect(16, 0, 268, 30))
        #expect(s.itemFrames[0] == rect(16, 40, 268, 44))
        #expect(s.boundarySupplementaries[1].frame == rect(16, 30 + 10 + 88 + 10, 268, 25))
        #expect(s.frame.height == 163, "30 + 10 + 88 + 10 + 25")
        #expect(s.contentFrame == rect(0, 30, 300, 108))

        section.supplementariesFollowContentInsets = false
        header.extendsBoundary = false
        let t = solve(section, items: 2)
        #expect(t.boundarySupplementaries[0].frame == rect(0, 0, 300, 30), "over the content, across the whole width")
        #expect(t.itemFrames[0].minY == 10)
    }

    @Test func backgroundsCoverTheContentInsetByTheirInsets() {
        let section = listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let s = solve(section, items: 2)
        #expect(s.decorations.count == 1)
        #expect(s.decorations[0].frame == rect(5, 35, 290, 98))
        #expect(s.decorations[0].zIndex == -1, "behind the items")
        #expect(s.decorations[0].indexPath == IndexPath(item: 0, section: 0))
    }

    @Test func orthogonalSectionsLayTheirGroupsInOneRow() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(120)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let s = solve(section, items: 4)
        // Groups 80% of the 260-point room: 208 wide, 10 apart, starting at the leading inset.
        #expect(s.itemFrames.map(\.minX) == [20, 238, 456, 674])
        #expect(s.itemFrames.allSatisfy { $0.minY == 0 && $0.height == 120 })
        #expect(s.frame.height == 120)
        #expect(s.orthogonalContentSize == CGSize(width: 674 + 208 + 20, height: 120))
        #expect(s.groupRange(in: rect(300, 0, 100, 120)) == 1..<2)
    }

    @Test func horizontalLayoutsStackGroupsSideways() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let s = solve(NSCollectionLayoutSection(group: group), items: 3, height: 200, axis: .horizontal)
        #expect(s.itemFrames == [rect(0, 0, 100, 100), rect(0, 100, 100, 100), rect(100, 0, 100, 100)])
        #expect(s.frame == rect(0, 0, 200, 200))
    }

    @Test func aRectFindsItsGroupsByBinarySearch() {
        let s = solve(listSection(), items: 1000)
        #expect(s.groupRange(in: rect(0, 440, 300, 88)) == 10..<12, "rows 10 and 11; 9 and 12 only touch it")
        #expect(s.groupRange(in: rect(0, -100, 300, 50)).isEmpty)
        #expect(s.groupRange(in: rect(0, 44_000, 300, 50)).isEmpty)
    }
}
