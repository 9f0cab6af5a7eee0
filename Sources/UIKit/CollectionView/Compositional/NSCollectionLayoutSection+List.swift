import CoreGraphics

/// The list a section was made from, kept for its separators, backgrounds and swipe actions.
@MainActor
final class ListSectionMetrics {
    let configuration: UICollectionLayoutListConfiguration
    /// Where separators start from a row's leading edge when they are automatic.
    let separatorLeading: CGFloat
    init(configuration: UICollectionLayoutListConfiguration, separatorLeading: CGFloat) {
        self.configuration = configuration
        self.separatorLeading = separatorLeading
    }
}

/// Kinds of the decoration views lists draw.
enum ListDecorationKind {
    static let separator = "UICollectionViewListLayoutSeparator"
    static let insetGroupedBackground = "UICollectionViewListLayoutSectionBackground"
}

extension NSCollectionLayoutSection {
    /// A section of full-width, self-sizing rows (estimated at 44 points) looking as
    /// `configuration` says, for the environment's width.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let grouped = configuration.isGrouped
        let inset: CGFloat = configuration.appearance == .insetGrouped || configuration.appearance == .sidebar ? 20 : 0
        // iOS 17: 35 points above a grouped section without a header; a header brings its own.
        let topPadding = configuration.headerMode == .supplementary ? 0
            : configuration.headerTopPadding ?? (grouped ? 35 : 0)
        section.contentInsets = NSDirectionalEdgeInsets(top: topPadding, leading: inset, bottom: 0, trailing: inset)
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 : 28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            section.leadingBoundaryPadding = configuration.headerTopPadding ?? 0
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 35 : 28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            section.boundarySupplementaryItems.append(footer)
        }
        if configuration.appearance == .insetGrouped {
            // The rounded section behind the rows.
            let background = NSCollectionLayoutDecorationItem.background(elementKind: ListDecorationKind.insetGroupedBackground)
            background.contentInsets = NSDirectionalEdgeInsets(top: topPadding, leading: inset, bottom: 0, trailing: inset)
            section.decorationItems = [background]
        }
        section.listMetrics = ListSectionMetrics(configuration: configuration, separatorLeading: 16)
        return section
    }
}
