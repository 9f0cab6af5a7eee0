import Testing
@testable import UIKit

/// The solver's grids: fractional sizes, repeating subitems, spacing and insets.
@MainActor @Suite struct SolverGridTests {
    @Test func aRowOfFifthsHoldsFiveItemsAndRepeatsDownTheSection() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let s = solve(NSCollectionLayoutSection(group: group), items: 12)
        #expect(s.itemFrames.count == 12)
        #expect(s.itemFrames[0] == rect(0, 0, 60, 50))
        #expect(s.itemFrames[4] == rect(240, 0, 60, 50))
        #expect(s.itemFrames[5] == rect(0, 50, 60, 50))
        #expect(s.itemFrames[11] == rect(60, 100, 60, 50))
        #expect(s.groupFrames.count == 3)
        #expect(s.frame.height == 150, "three full rows; the last is only partly filled")
    }

    @Test func contentInsetsShrinkCellsAndSectionInsetsShrinkTheRoom() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
        section.interGroupSpacing = 8
        let s = solve(section, items: 4)
        // Room: 260 wide; groups 130 tall (half the room's width), items 130×130 less their insets.
        #expect(s.itemFrames[0] == rect(24, 12, 122, 126))
        #expect(s.itemFrames[1] == rect(154, 12, 122, 126))
        #expect(s.itemFrames[2] == rect(24, 10 + 130 + 8 + 2, 122, 126))
        #expect(s.frame.height == 308, "10 + 130 + 8 + 130 + 30")
    }

    @Test func fixedAndFlexibleInterItemSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(40)))
        let fixed = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        fixed.interItemSpacing = .fixed(10)
        let a = solve(NSCollectionLayoutSection(group: fixed), items: 6)
        // 50 + (10 + 50) × 4 = 290 ≤ 300: five per row.
        #expect(a.itemFrames.map(\.minX).prefix(5) == [0, 60, 120, 180, 240])
        #expect(a.itemFrames[5] == rect(0, 40, 50, 40))

        let flexible = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        flexible.interItemSpacing = .flexible(10)
        let b = solve(NSCollectionLayoutSection(group: flexible), items: 5)
        // Five items, 10 left over shared by four gaps: 12.5 apart.
        #expect(b.itemFrames.map(\.minX) == [0, 62.5, 125, 187.5, 250])
    }

    @Test func subitemCountSplitsTheRowEquallyAndRepeatingKeepsTheItemsSize() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
        let equal = deprecatedCalls.horizontalGroup(layoutSize: size(.fractionalWidth(1), .absolute(30)), subitem: item, count: 3)
        equal.interItemSpacing = .fixed(15)
        let a = solve(NSCollectionLayoutSection(group: equal), items: 3)
        #expect(a.itemFrames == [rect(0, 0, 90, 30), rect(105, 0, 90, 30), rect(210, 0, 90, 30)])

        let repeating = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(30)), repeatingSubitem: item, count: 3)
        let b = solve(NSCollectionLayoutSection(group: repeating), items: 4)
        #expect(b.itemFrames.map(\.minX) == [0, 10, 20, 0])
        #expect(b.itemFrames[3].minY == 30, "the fourth item starts the next group")
    }

    @Test func nestedGroupsPlaceABigItemBesideAColumnOfTwo() {
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), subitems: [small])
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
        let s = solve(NSCollectionLayoutSection(group: row), items: 5)
        #expect(s.itemFrames[0] == rect(0, 0, 200, 200))
        #expect(s.itemFrames[1] == rect(200, 0, 100, 100))
        #expect(s.itemFrames[2] == rect(200, 100, 100, 100))
        #expect(s.itemFrames[3] == rect(0, 200, 200, 200))
        #expect(s.itemFrames[4] == rect(200, 200, 100, 100))
        #expect(s.groupItemStart == [0, 3, 5])
    }

    @Test func edgeSpacingMakesRoomAndFlexibleSpacingCentres() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(120), .absolute(40)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(5), trailing: .flexible(0), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        let s = solve(NSCollectionLayoutSection(group: group), items: 2)
        // Two fit (240 of 300): the 60 left over goes to the four flexible edges, 15 each.
        #expect(s.itemFrames[0] == rect(15, 5, 120, 40))
        #expect(s.itemFrames[1] == rect(165, 5, 120, 40))

        let centred = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(20)))
        centred.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .flexible(0), trailing: nil, bottom: .flexible(0))
        let g2 = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(60)), subitems: [centred])
        let t = solve(NSCollectionLayoutSection(group: g2), items: 1)
        #expect(t.itemFrames[0] == rect(0, 20, 100, 20), "centred in the row's height")
    }

    @Test func customGroupsPlaceTheirItemsWhereTheProviderSays() {
        var containers: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { env in
            containers.append(env.container.contentSize)
            return [NSCollectionLayoutGroupCustomItem(frame: rect(10, 10, 50, 50)),
                    NSCollectionLayoutGroupCustomItem(frame: rect(200, 40, 80, 60), zIndex: 3)]
        }
        let s = solve(NSCollectionLayoutSection(group: group), items: 3)
        #expect(containers == [CGSize(width: 300, height: 100), CGSize(width: 300, height: 100)])
        #expect(s.itemFrames == [rect(10, 10, 50, 50), rect(200, 40, 80, 60), rect(10, 110, 50, 50)])
        #expect(s.itemZIndexes == [0, 3, 0])
    }

    @Test func aSectionWithoutItemsHasOnlyItsInsetsAndAGroupWithoutItemsIsReported() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets.top = 7
        section.contentInsets.bottom = 3
        #expect(solve(section, items: 0).frame.height == 10)

        let empty = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [])
        let capture = BadValue.Capture()
        let s = BadValue.$capture.withValue(capture) { solve(NSCollectionLayoutSection(group: empty), items: 5) }
        #expect(s.itemFrames.isEmpty)
        #expect(capture.messages.first?.hasPrefix("NSCollectionLayoutSection.group:") == true)
    }

    @Test func nanDimensionsAreReportedAndReadAsZero() {
        let capture = BadValue.Capture()
        let d = BadValue.$capture.withValue(capture) { NSCollectionLayoutDimension.absolute(.nan) }
        #expect(d.dimension == 0 && d.isAbsolute)
        #expect(capture.messages.count == 1)
    }
}
