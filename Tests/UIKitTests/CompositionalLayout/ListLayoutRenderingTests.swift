import Foundation
import Testing
@testable import UIKit

/// An inset grouped list as the compositor shows it, light and dark: the grouped background, rounded
/// sections inset 20 points, hairline separators between rows only.
@MainActor @Suite struct ListLayoutRenderingTests {
    final class Source: UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath)
            if let list = cell as? UICollectionViewListCell {
                var content = list.defaultContentConfiguration()
                content.text = "Row \(indexPath.item + 1)"
                list.contentConfiguration = content
                if indexPath.section == 1 { list.backgroundConfiguration = .clear() }
            }
            return cell
        }
    }

    func render(_ style: UIUserInterfaceStyle) -> UIImage {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        window.screen.userInterfaceStyle = style
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        view.contentInsetAdjustmentBehavior = .never
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        let source = Source()
        view.dataSource = source
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "compositional-list-\(style == .dark ? "dark" : "light")")
        withExtendedLifetime(source) {}
        return image
    }

    @Test func insetGroupedSectionsAreRoundedCardsOnTheGroupedBackground() {
        let light = render(.light)
        // Grouped background (242, 242, 247) around, white cards from x = 20, 35 points down.
        #expect(close(rgba(light, 10, 60), [242, 242, 247, 255]))
        #expect(close(rgba(light, 200, 60), [255, 255, 255, 255]))
        #expect(close(rgba(light, 20, 35), [242, 242, 247, 255], 12), "the rounded corner leaves the background")
        #expect(close(rgba(light, 25, 45), [255, 255, 255, 255]))
        // A separator under row 1 (y = 35 + 44 − 1), from 16 points into the card (x = 36).
        #expect(!close(rgba(light, 200, 78), [255, 255, 255, 255], 6))
        #expect(close(rgba(light, 30, 78), [255, 255, 255, 255]))
        // None under the last row of a section (y = 35 + 132 − 1).
        #expect(close(rgba(light, 200, 166), [255, 255, 255, 255]))

        let dark = render(.dark)
        #expect(close(rgba(dark, 10, 60), [0, 0, 0, 255]))
        #expect(close(rgba(dark, 200, 60), [28, 28, 30, 255]))
    }
}
