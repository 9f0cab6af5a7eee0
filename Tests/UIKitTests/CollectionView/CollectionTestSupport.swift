import Testing
@testable import UIKit

/// A cell that counts how many were made and remembers which item it shows.
final class CountingCell: UICollectionViewCell {
    static var made = 0
    static var reused = 0
    var item: IndexPath?

    override init(frame: CGRect) {
        super.init(frame: frame)
        CountingCell.made += 1
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func prepareForReuse() {
        super.prepareForReuse()
        CountingCell.reused += 1
        item = nil
    }
}

/// A data source (and flow-layout delegate) over an array of item counts, recording what it is asked.
class GridSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, UICollectionViewDataSourcePrefetching {
    var sections: [[Int]]
    var events: [String] = []
    var cellRequests = 0
    var sizes: ((IndexPath) -> CGSize)?
    var prefetched: [IndexPath] = []
    var cancelled: [IndexPath] = []
    var moves: [(IndexPath, IndexPath)] = []
    var canMove = true

    init(_ counts: [Int]) {
        var next = 0
        sections = counts.map { count in
            defer { next += count }
            return Array(next..<(next + count))
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? CountingCell)?.item = indexPath
        cell.tag = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        view.tag = indexPath.section
        return view
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { canMove }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let value = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(value, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldDeselect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.item)") }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
}

/// A window of `size` holding a collection view that fills it, with `layout` and a `GridSource`.
@MainActor
func collectionScene(_ counts: [Int], layout: UICollectionViewLayout = UICollectionViewFlowLayout(),
                     size: CGSize = CGSize(width: 320, height: 480)) -> (UIWindow, UICollectionView, GridSource) {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.makeKeyAndVisible()
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "header")
    let source = GridSource(counts)
    collectionView.dataSource = source
    collectionView.delegate = source
    window.addSubview(collectionView)
    UIApplication.shared.advanceFrame(by: 0)
    return (window, collectionView, source)
}

@MainActor
func settleCollection(_ seconds: TimeInterval = 1) {
    for _ in 0..<Int(seconds * 60) { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
}

/// The frame of the item at (section, item) as the layout gives it.
@MainActor
func itemFrame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}
