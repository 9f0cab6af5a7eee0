import Testing
@testable import UIKit

/// List layouts per appearance: row frames, section spacing, headers, separators and backgrounds.
@MainActor @Suite struct ListLayoutTests {
    func separators(_ layout: UICollectionViewLayout, _ rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        (layout.layoutAttributesForElements(in: rect) ?? []).filter { $0.representedElementKind == ListDecorationKind.separator }
            .sorted { $0.indexPath < $1.indexPath }
    }

    @Test func insetGroupedListsInsetTheirRowsAndRoundTheirSections() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let source = CompositionalSource([3, 2])
        let (window, view) = compositionalView(layout, source)
        defer { window.isHidden = true }
        // 35 points above each section, rows 20 points from each side, estimated 44 (the cells keep it).
        #expect(contentFrame(view, IndexPath(item: 0, section: 0)) == rect(20, 35, 260, 44))
        #expect(contentFrame(view, IndexPath(item: 2, section: 0)) == rect(20, 123, 260, 44))
        #expect(contentFrame(view, IndexPath(item: 0, section: 1)) == rect(20, 167 + 35, 260, 44))
        let backgrounds = view.subviews.compactMap { $0 as? ListSectionBackgroundView }.sorted { $0.frame.minY < $1.frame.minY }
        #expect(backgrounds.map(\.frame) == [rect(20, 35, 260, 132), rect(20, 202, 260, 88)])
        #expect(backgrounds.first?.layer.cornerRadius == 10)
        #expect(view.backgroundColor == .systemGroupedBackground)
        // Separators between rows only, 16 points in from the row's leading edge.
        let lines = separators(layout, view.bounds)
        #expect(lines.map(\.indexPath) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)])
        // A hairline (one pixel at the screen's scale of 3) along the row's bottom.
        let first = lines.first?.frame ?? .zero
        #expect(first.minX == 36 && first.width == 244 && abs(first.maxY - 79) < 0.001 && abs(first.height - 1.0 / 3) < 0.001)
        #expect(view.subviews.filter { $0 is ListSeparatorView }.count == 3)
    }

    @Test func plainListsRunFullWidthWithPinnedHeaders() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let source = CompositionalSource([20, 20])
        let kind = UICollectionView.elementKindSectionHeader
        let (window, view) = compositionalView(layout, source, kinds: [kind])
        defer { window.isHidden = true }
        #expect(view.backgroundColor == .systemBackground)
        #expect(view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame == rect(0, 0, 300, 28))
        #expect(contentFrame(view, IndexPath(item: 0, section: 0)) == rect(0, 28, 300, 44))
        view.contentOffset = CGPoint(x: 0, y: 200)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 200, "pinned")
        #expect(separators(layout, view.bounds).first?.frame.minX == 16)
    }

    @Test func groupedListsAndSidebars() {
        var grouped = UICollectionLayoutListConfiguration(appearance: .grouped)
        grouped.footerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: grouped)
        let (window, view) = compositionalView(layout, CompositionalSource([2, 2]), kinds: [UICollectionView.elementKindSectionFooter])
        defer { window.isHidden = true }
        #expect(contentFrame(view, IndexPath(item: 0, section: 0)) == rect(0, 35, 300, 44))
        let footer = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == rect(0, 123, 300, 35))
        #expect(view.subviews.contains { $0 is ListSectionBackgroundView } == false)

        let sidebar = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let (w2, v2) = compositionalView(sidebar, CompositionalSource([4]))
        defer { w2.isHidden = true }
        #expect(separators(sidebar, v2.bounds).isEmpty, "sidebars have no separators")
    }

    @Test func separatorHandlersAndConfigurationsChangeRows() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .systemRed
        configuration.itemSeparatorHandler = { path, separator in
            var changed = separator
            if path.item == 1 { changed.bottomSeparatorVisibility = .hidden }
            if path.item == 2 { changed.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 10) }
            return changed
        }
        var swiped: [IndexPath] = []
        configuration.trailingSwipeActionsConfigurationProvider = { path in
            swiped.append(path)
            return UISwipeActionsConfiguration(actions: [])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (window, view) = compositionalView(layout, CompositionalSource([4]))
        defer { window.isHidden = true }
        let lines = separators(layout, view.bounds)
        #expect(lines.map(\.indexPath.item) == [0, 2])
        let last = lines.last?.frame ?? .zero
        #expect(last.minX == 60 && last.width == 230 && abs(last.maxY - 132) < 0.001)
        #expect((lines.first as? ListSeparatorAttributes)?.color == .systemRed)
        #expect(layout.swipeActionsConfiguration(forItemAt: IndexPath(item: 3, section: 0), leading: false) != nil)
        #expect(layout.swipeActionsConfiguration(forItemAt: IndexPath(item: 3, section: 0), leading: true) == nil)
        #expect(swiped == [IndexPath(item: 3, section: 0)])
    }
}

/// Separators follow the list cell's `separatorLayoutGuide` (its text's leading edge).
@MainActor @Suite struct ListSeparatorGuideTests {
    final class Source: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath)
            if let list = cell as? UICollectionViewListCell {
                var content = list.defaultContentConfiguration()
                content.text = "Row \(indexPath.item)"
                content.image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in UIColor.systemYellow.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 24, height: 24)) }
                list.contentConfiguration = content
            }
            return cell
        }
    }

    @Test func separatorsStartWhereTheCellsTextStarts() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        view.contentInsetAdjustmentBehavior = .never
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        let source = Source()
        view.dataSource = source
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)
        view.setNeedsLayout()
        UIApplication.shared.advanceFrame(by: 0)
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        let inset = cell?.separatorLeadingInset ?? 0
        #expect(inset > 16, "past the image")
        let line = view.subviews.compactMap { $0 as? ListSeparatorView }.min { $0.frame.minY < $1.frame.minY }
        #expect(line?.frame.minX == inset)
        withExtendedLifetime(source) {}
    }
}
