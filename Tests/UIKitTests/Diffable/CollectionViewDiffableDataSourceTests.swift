import Foundation
import Testing
import TesseraTesting
@testable import UIKit

/// UICollectionViewDiffableDataSource on a real collection view in a window: items in the snapshot's
/// order, cells and supplementary views from the providers, updates by difference, section snapshots
/// expanding and collapsing, and reordering told through the handlers.
@MainActor @Suite struct CollectionViewDiffableDataSourceTests {
    init() { LogCapture.install() }

    final class TextCell: UICollectionViewCell {
        var text = ""
    }

    @MainActor final class Scene {
        let window: UIWindow
        let collectionView: UICollectionView
        var dataSource: UICollectionViewDiffableDataSource<String, String>!
        var provided = 0
        init() {
            window = phoneWindowAtScale1()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 390, height: 40)
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.register(TextCell.self, forCellWithReuseIdentifier: "cell")
            window.addSubview(collectionView)
        }
        /// The texts of the visible items, in index path order.
        var texts: [String] {
            collectionView.indexPathsForVisibleItems.sorted().compactMap { (collectionView.cellForItem(at: $0) as? TextCell)?.text }
        }
    }

    private func scene() -> Scene {
        let scene = Scene()
        scene.dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: scene.collectionView) { [unowned scene] view, indexPath, item in
            scene.provided += 1
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! TextCell
            cell.text = item
            return cell
        }
        return scene
    }

    private func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private func settle() {
        UIApplication.shared.advanceFrame(by: 0)
        UIApplication.shared.advanceFrame(by: 1)
        UIApplication.shared.advanceFrame(by: 0)
    }

    @Test func itemsFollowTheSnapshot() {
        let scene = scene()
        #expect(scene.collectionView.dataSource === scene.dataSource)
        scene.dataSource.apply(snapshot([("A", ["a1", "a2"]), ("B", ["b1"])]), animatingDifferences: false)
        settle()
        #expect(scene.collectionView.numberOfSections == 2)
        #expect(scene.texts == ["a1", "a2", "b1"])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 80)
        #expect(scene.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "a2")
        #expect(scene.dataSource.indexPath(for: "b1") == IndexPath(item: 0, section: 1))
    }

    @Test func animatedUpdatesMoveTheSameCells() {
        let scene = scene()
        scene.dataSource.apply(snapshot([("A", ["a", "b", "c"])]), animatingDifferences: false)
        settle()
        let cellC = scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        var done = false
        scene.dataSource.apply(snapshot([("A", ["c", "a", "x"])])) { done = true }
        settle()
        #expect(done)
        #expect(scene.texts == ["c", "a", "x"])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellC)
        #expect(cellC?.frame.minY == 0)
    }

    @Test func reconfigureKeepsTheCell() {
        let scene = scene()
        scene.dataSource.apply(snapshot([("A", ["a", "b"])]), animatingDifferences: false)
        settle()
        let cellA = scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        scene.provided = 0
        var changed = scene.dataSource.snapshot()
        changed.reconfigureItems(["a"])
        scene.dataSource.apply(changed)
        settle()
        #expect(scene.provided == 1)
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellA)
    }

    @Test func supplementaryViewsComeFromTheProvider() {
        let scene = scene()
        (scene.collectionView.collectionViewLayout as! UICollectionViewFlowLayout).headerReferenceSize = CGSize(width: 390, height: 30)
        scene.collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                      withReuseIdentifier: "header")
        var kinds: [String] = []
        scene.dataSource.supplementaryViewProvider = { view, kind, indexPath in
            kinds.append(kind)
            return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        scene.dataSource.apply(snapshot([("A", ["a"]), ("B", ["b"])]), animatingDifferences: false)
        settle()
        #expect(kinds.filter { $0 == UICollectionView.elementKindSectionHeader }.count >= 2)
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 100)
    }

    @Test func sectionSnapshotsExpandAndCollapse() {
        let scene = scene()
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Animals", "Plants"])
        outline.append(["Cats", "Dogs"], to: "Animals")
        outline.append(["Fern"], to: "Plants")
        var expanded: [String] = []
        scene.dataSource.sectionSnapshotHandlers.willExpandItem = { expanded.append($0) }
        scene.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Plants" }
        scene.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            guard parent == "Plants" else { return children }
            var loaded = children
            loaded.append(["Moss"])
            return loaded
        }
        scene.dataSource.apply(outline, to: "Main", animatingDifferences: false)
        settle()
        #expect(scene.texts == ["Animals", "Plants"])
        #expect(scene.dataSource.snapshot().sectionIdentifiers == ["Main"])

        let outlineSource: any DiffableOutlineDataSource = scene.dataSource
        #expect(outlineSource.isExpandable(at: IndexPath(item: 0, section: 0)))
        let animalsCell = scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        scene.provided = 0
        outlineSource.toggleExpansion(at: IndexPath(item: 0, section: 0), animated: true)
        settle()
        #expect(scene.texts == ["Animals", "Cats", "Dogs", "Plants"])
        // Two new cells, and the parent's own cell configured again in place.
        #expect(scene.provided == 3)
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === animalsCell)
        #expect(scene.dataSource.snapshot(for: "Main").isExpanded("Animals"))
        scene.dataSource.setExpanded(true, item: "Plants", animated: false)
        settle()
        #expect(scene.texts == ["Animals", "Cats", "Dogs", "Plants", "Fern", "Moss"])
        #expect(expanded == ["Animals", "Plants"])
        #expect(!scene.dataSource.setExpanded(false, item: "Plants"))   // refused by the handler
        scene.dataSource.setExpanded(false, item: "Animals", animated: false)
        settle()
        #expect(scene.texts == ["Animals", "Plants", "Fern", "Moss"])
    }

    @Test func reorderingGoesThroughTheHandlers() {
        let scene = scene()
        scene.dataSource.apply(snapshot([("A", ["a", "b", "c", "d"])]), animatingDifferences: false)
        settle()
        var events: [String] = []
        var model = ["a", "b", "c", "d"]
        scene.dataSource.reorderingHandlers.canReorderItem = { $0 != "d" }
        scene.dataSource.reorderingHandlers.willReorder = { transaction in
            events.append("will \(transaction.initialSnapshot.itemIdentifiers)")
            #expect(scene.dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "d"])
        }
        scene.dataSource.reorderingHandlers.didReorder = { transaction in
            events.append("did \(transaction.finalSnapshot.itemIdentifiers)")
            if let applied = model.applying(transaction.difference) { model = applied }
        }
        #expect(!scene.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        #expect(scene.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        scene.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 100))   // over "c"
        scene.collectionView.endInteractiveMovement()
        settle()
        #expect(events == ["will [\"a\", \"b\", \"c\", \"d\"]", "did [\"b\", \"c\", \"a\", \"d\"]"])
        #expect(scene.dataSource.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
        #expect(model == ["b", "c", "a", "d"])
        #expect(scene.texts == ["b", "c", "a", "d"])
    }

    @Test func theCollectionViewDoesNotKeepItsDataSource() {
        let scene = scene()
        weak let released = scene.dataSource
        scene.dataSource = nil
        #expect(released == nil)
        #expect(scene.collectionView.dataSource == nil)
    }

    @Test func reorderingASectionSnapshotKeepsItInStep() {
        let scene = scene()
        var flat = NSDiffableDataSourceSectionSnapshot<String>()
        flat.append(["a", "b", "c"])
        scene.dataSource.apply(flat, to: "Main", animatingDifferences: false)
        settle()
        var finals: [[String]] = []
        scene.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        scene.dataSource.reorderingHandlers.didReorder = { transaction in
            finals = transaction.sectionTransactions.map(\.finalSnapshot.items)
        }
        #expect(scene.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        scene.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 100))   // over "c"
        scene.collectionView.endInteractiveMovement()
        settle()
        #expect(finals == [["b", "c", "a"]])
        #expect(scene.dataSource.snapshot(for: "Main").rootItems == ["b", "c", "a"])
        #expect(scene.texts == ["b", "c", "a"])
    }

    @Test func anOutlineDisclosureExpandsItsItem() {
        let scene = Scene()
        scene.collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: scene.collectionView) { view, indexPath, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
            return cell
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Animals"])
        outline.append(["Cats", "Dogs"], to: "Animals")
        dataSource.apply(outline, to: "Main", animatingDifferences: false)
        settle()
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(cell?.configurationState.isExpanded == false)
        let disclosure = cell?.subviews.compactMap { $0 as? CellAccessoryView }.first
        #expect(disclosure != nil)
        disclosure?.performAction()
        settle()
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(dataSource.snapshot(for: "Main").isExpanded("Animals"))
        #expect(cell?.configurationState.isExpanded == true)
        #expect((cell?.subviews.compactMap { $0 as? CellAccessoryView }.first)?.isExpanded == true)
        disclosure?.performAction()
        settle()
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 1)
    }
}
