import Testing
@testable import UIKit

/// A data source of plain cells, counting the cells it makes, with supplementary views of any kind.
@MainActor
final class CompositionalSource: UICollectionViewDataSource {
    var counts: [Int]
    var cellsMade = 0
    var heights: [IndexPath: CGFloat] = [:]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellsMade += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? SizedCell)?.height = heights[indexPath]
        cell.backgroundColor = .systemBlue
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "sup", for: indexPath)
        view.backgroundColor = .systemRed
        return view
    }
}

/// A cell that asks for a height of its own (nil: the layout's).
@MainActor
final class SizedCell: UICollectionViewCell {
    var height: CGFloat?
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let height else { return layoutAttributes }
        let copy = layoutAttributes.copied()
        copy.size.height = height
        return copy
    }
}

/// A 300×600 window showing a collection view with `layout` and `source`.
@MainActor
func compositionalView(_ layout: UICollectionViewLayout, _ source: CompositionalSource,
                       kinds: [String] = []) -> (UIWindow, UICollectionView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    window.makeKeyAndVisible()
    let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.register(SizedCell.self, forCellWithReuseIdentifier: "cell")
    for kind in kinds { view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "sup") }
    view.dataSource = source
    window.addSubview(view)
    UIApplication.shared.advanceFrame(by: 0)
    return (window, view)
}

/// A cell's frame in the collection view's content coordinates, wherever it is hosted.
@MainActor
func contentFrame(_ view: UICollectionView, _ indexPath: IndexPath) -> CGRect? {
    guard let cell = view.cellForItem(at: indexPath), let host = cell.superview else { return nil }
    return host.convert(cell.frame, to: view).offsetBy(dx: view.bounds.minX, dy: view.bounds.minY)
}

/// A list section of `height`-point rows.
@MainActor
func rowsSection(_ height: NSCollectionLayoutDimension = .absolute(44)) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), height))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), height), subitems: [item])
    return NSCollectionLayoutSection(group: group)
}
