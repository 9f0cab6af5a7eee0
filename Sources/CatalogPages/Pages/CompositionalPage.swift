import UIKit

/// The "Compositional" page: one collection view with a compositional layout of three sections: a
/// row of featured cards paging sideways (an orthogonal section, centred group paging), a grid of
/// colour swatches, and an inset grouped list, each under a header; in light and dark (the dark page
/// after a swipe that pages the featured row one card along).
@MainActor
package enum CompositionalPage {
    static let height: CGFloat = 844

    package static func make() -> (page: ViewPage, collectionView: UICollectionView) {
        let page = ViewPage(title: "Compositional")
        page.root.frame.size.height = height
        let view = CatalogCollectionView(frame: CGRect(x: 0, y: 72, width: ViewPage.width, height: height - 72),
                                         collectionViewLayout: layout())
        view.backgroundColor = .systemGroupedBackground
        view.contentInsetAdjustmentBehavior = .never
        view.register(CardCell.self, forCellWithReuseIdentifier: CardCell.identifier)
        view.register(RowCell.self, forCellWithReuseIdentifier: RowCell.identifier)
        view.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: HeaderView.identifier)
        view.dataSource = view.source
        page.root.addSubview(view)
        return (page, view)
    }

    /// The page in `style`; the dark one after a swipe on the featured row, which pages it one card
    /// along (the rest of the page stays put).
    package static func render(style: UIUserInterfaceStyle) -> UIImage {
        let made = make()
        return made.page.showing(style: style) { window in
            UIApplication.shared.advanceFrame(by: 0)
            if style == .dark {
                let row = window.convert(CGPoint(x: 300, y: 150), from: made.collectionView)
                let start = CACurrentMediaTime() + 0.05
                window.send(TouchInput.drag(from: row, to: CGPoint(x: row.x - 160, y: row.y), steps: 10, timestamp: start, duration: 0.2))
                for _ in 0..<120 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
            }
            return window.screen.snapshotImage()
        }
    }

    /// Featured cards 85% of the width, a three-column grid, and a list.
    static func layout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        return UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            switch index {
            case 0:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(170)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 8, trailing: 20)
                section.boundarySupplementaryItems = [header()]
                section.supplementariesFollowContentInsets = false
                return section
            case 1:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16)
                section.boundarySupplementaryItems = [header()]
                section.supplementariesFollowContentInsets = false
                return section
            default:
                var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                list.headerMode = .supplementary
                return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
            }
        }, configuration: configuration)
    }

    static func header() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(38)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    static let featured: [(String, String, UIColor)] = [
        ("Mountains", "12 trails nearby", .systemIndigo), ("Lakes", "Swim spots and piers", .systemTeal),
        ("Forests", "Shade on hot days", .systemGreen), ("Deserts", "Clear skies at night", .systemOrange),
        ("Coasts", "Tides and lighthouses", .systemBlue),
    ]
    static let swatches: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemIndigo]
    static let rows = ["Wi-Fi", "Bluetooth", "Notifications", "Sounds & Haptics", "Focus", "Screen Time", "General", "Display & Brightness"]
    static let titles = ["Featured", "Colours", "Settings"]

    /// Holds the page's data source (the collection view only keeps it weakly).
    final class CatalogCollectionView: UICollectionView {
        let source = Source()
    }

    final class Source: UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            [featured.count, swatches.count, rows.count][section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            if indexPath.section == 2 {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: RowCell.identifier, for: indexPath)
                (cell as? RowCell)?.label.text = rows[indexPath.item]
                return cell
            }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CardCell.identifier, for: indexPath)
            guard let card = cell as? CardCell else { return cell }
            if indexPath.section == 0 {
                let (title, subtitle, color) = featured[indexPath.item]
                card.configure(title: title, subtitle: subtitle, color: color, large: true)
            } else {
                card.configure(title: "\(indexPath.item + 1)", subtitle: nil, color: swatches[indexPath.item], large: false)
            }
            return card
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: HeaderView.identifier, for: indexPath)
            (view as? HeaderView)?.label.text = titles[indexPath.section]
            return view
        }
    }

    /// A rounded, coloured card with a title (and a subtitle for featured cards).
    final class CardCell: UICollectionViewCell {
        static let identifier = "card"
        let title = UILabel()
        let subtitle = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 12
            contentView.clipsToBounds = true
            title.textColor = .white
            subtitle.textColor = UIColor.white.withAlphaComponent(0.85)
            subtitle.font = .preferredFont(forTextStyle: .subheadline)
            contentView.addSubview(title)
            contentView.addSubview(subtitle)
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        func configure(title text: String, subtitle detail: String?, color: UIColor, large: Bool) {
            contentView.backgroundColor = color
            title.text = text
            title.font = large ? .systemFont(ofSize: 28, weight: .bold) : .systemFont(ofSize: 17, weight: .semibold)
            subtitle.text = detail
            subtitle.isHidden = detail == nil
            setNeedsLayout()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let b = contentView.bounds
            if subtitle.isHidden {
                title.sizeToFit()
                title.center = CGPoint(x: b.midX, y: b.midY)
            } else {
                title.frame = CGRect(x: 16, y: b.height - 64, width: b.width - 32, height: 34)
                subtitle.frame = CGRect(x: 16, y: b.height - 32, width: b.width - 32, height: 20)
            }
        }
    }

    /// A list row: its title at the list's 20-point text inset, with a chevron.
    final class RowCell: UICollectionViewCell {
        static let identifier = "row"
        let label = UILabel()
        let chevron = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .label
            chevron.text = "›"
            chevron.font = .systemFont(ofSize: 22, weight: .regular)
            chevron.textColor = .tertiaryLabel
            contentView.addSubview(label)
            contentView.addSubview(chevron)
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func layoutSubviews() {
            super.layoutSubviews()
            let b = contentView.bounds
            label.frame = CGRect(x: 16, y: 0, width: b.width - 48, height: b.height)
            chevron.frame = CGRect(x: b.width - 28, y: 0, width: 14, height: b.height)
        }
    }

    /// A section title in the grouped lists' header style.
    final class HeaderView: UICollectionReusableView {
        static let identifier = "header"
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .systemFont(ofSize: 22, weight: .bold)
            label.textColor = .label
            addSubview(label)
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = CGRect(x: 20, y: bounds.height - 32, width: bounds.width - 40, height: 28)
        }
    }
}
