import CoreGraphics
import Foundation
import QuartzCore

/// List layouts: every section a list, separators between rows, the list's background, swipe actions.
extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration`.
    ///
    /// Where Tessera differs: the collection view takes the list's background colour when the layout
    /// first lays it out, if it has none of its own (iOS draws it behind the sections).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
        layout.listConfiguration = configuration
        return layout
    }

    /// Registers the list's decoration views and gives the collection view the list's background.
    func prepareLists(in collectionView: UICollectionView) {
        guard solved.contains(where: { $0.description?.listMetrics != nil }) else { return }
        if decorationClasses[ListDecorationKind.separator] == nil { decorationClasses[ListDecorationKind.separator] = ListSeparatorView.self }
        if decorationClasses[ListDecorationKind.insetGroupedBackground] == nil {
            decorationClasses[ListDecorationKind.insetGroupedBackground] = ListSectionBackgroundView.self
        }
        if let listConfiguration, collectionView.backgroundColor == nil {
            collectionView.backgroundColor = listConfiguration.resolvedBackgroundColor
        }
    }

    /// The separators of the list rows in `items` of section `s` (its bottom separators: between rows,
    /// and where a row's configuration asks for one).
    func separatorAttributes(section s: Int, items: Range<Int>, shift: CGPoint, rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let section = solved[s]
        guard let metrics = section.description?.listMetrics, metrics.configuration.showsSeparators else { return [] }
        let configuration = metrics.configuration
        let scale = collectionView?.traitCollection.displayScale ?? 1
        let hairline = 1 / max(1, scale)
        let count = section.itemFrames.count
        var result: [UICollectionViewLayoutAttributes] = []
        for item in items {
            let path = IndexPath(item: item, section: s)
            var separator = configuration.separatorConfiguration
            if configuration.headerMode == .firstItemInSection && item == 0 { separator.bottomSeparatorVisibility = .hidden }
            if let handler = configuration.itemSeparatorHandler { separator = handler(path, separator) }
            let visible: Bool
            switch separator.bottomSeparatorVisibility {
            case .automatic: visible = item < count - 1
            case .visible: visible = true
            case .hidden: visible = false
            }
            guard visible else { continue }
            let row = section.itemFrames[item].offsetBy(dx: section.frame.minX + shift.x, dy: section.frame.minY + shift.y)
            let insets = separator.resolved(separator.bottomSeparatorInsets, leading: automaticSeparatorLeading(path, metrics))
            let frame = CGRect(x: row.minX + insets.leading, y: row.maxY - hairline,
                               width: max(0, row.width - insets.leading - insets.trailing), height: hairline)
            guard frame.intersects(rect) else { continue }
            attributesMade += 1
            let a = ListSeparatorAttributes()
            a.representedElementCategory = .decorationView
            a.representedElementKind = ListDecorationKind.separator
            a.indexPath = path
            a.frame = frame
            a.zIndex = 1
            a.color = separator.color
            result.append(a)
        }
        return result
    }

    /// Where an automatic separator starts from the row's leading edge: where the list cell showing the
    /// row says (its `separatorLayoutGuide`, which follows its text), else the list's 16 points.
    func automaticSeparatorLeading(_ path: IndexPath, _ metrics: ListSectionMetrics) -> CGFloat {
        guard let cell = collectionView?.cellForItem(at: path) as? UICollectionViewListCell else { return metrics.separatorLeading }
        if let guide = cell.layoutGuides.first(where: { $0.identifier == "UICollectionViewListCellSeparatorLayoutGuide" }) {
            let x = guide.layoutFrame.minX
            if x.isFinite, x > 0 { return x }
        }
        return cell.separatorLeadingInset > 0 ? cell.separatorLeadingInset : metrics.separatorLeading
    }

    /// Gives a list cell its list's look as it is placed: the appearance that picks its default
    /// background, and in inset grouped sections the rounded corners of the first and last rows
    /// (10 points, iOS 17's).
    func dressListCell(for attributes: UICollectionViewLayoutAttributes) {
        let path = attributes.indexPath
        guard attributes.representedElementCategory == .cell, path.count == 2, path.section < solved.count,
              let metrics = solved[path.section].description?.listMetrics,
              let cell = collectionView?.cellForItem(at: path) as? UICollectionViewListCell else { return }
        switch metrics.configuration.appearance {
        case .plain: cell.listAppearance = .plain
        case .grouped, .insetGrouped: cell.listAppearance = .grouped
        case .sidebar: cell.listAppearance = .sidebar
        case .sidebarPlain: cell.listAppearance = .accompaniedSidebar
        }
        var corners: CACornerMask = []
        if metrics.configuration.appearance == .insetGrouped {
            let count = solved[path.section].itemFrames.count
            if path.item == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if path.item == count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        let radius: CGFloat = corners.isEmpty ? 0 : 10
        if cell.layer.cornerRadius != radius { cell.layer.cornerRadius = radius }
        if !corners.isEmpty, cell.layer.maskedCorners != corners { cell.layer.maskedCorners = corners }
        if cell.clipsToBounds != !corners.isEmpty { cell.clipsToBounds = !corners.isEmpty }
    }

    /// The swipe actions of the list row at `indexPath` (for the list cell's swipe handling).
    func swipeActionsConfiguration(forItemAt indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < solved.count,
              let configuration = solved[indexPath.section].description?.listMetrics?.configuration else { return nil }
        return leading ? configuration.leadingSwipeActionsConfigurationProvider?(indexPath)
            : configuration.trailingSwipeActionsConfigurationProvider?(indexPath)
    }
}
