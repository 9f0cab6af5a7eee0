import Foundation
import Testing
import TesseraTesting
@testable import UIKit

/// Random snapshots applied one after another, animated, to a real table and a real collection view:
/// each view accepts every update as consistent (no "Invalid update" reload) and ends up showing the
/// snapshot's items in order.
@MainActor @Suite struct DiffableRandomApplyTests {
    init() { LogCapture.install() }

    /// A random edit of `snapshot`, small enough that every row stays on screen.
    private func edit(_ snapshot: NSDiffableDataSourceSnapshot<String, String>, next: inout Int,
                      _ random: inout SeededGenerator) -> NSDiffableDataSourceSnapshot<String, String> {
        var new = snapshot
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let items = new.itemIdentifiers
            let sections = new.sectionIdentifiers
            switch Int.random(in: 0..<9, using: &random) {
            case 0 where !items.isEmpty: new.deleteItems([items.randomElement(using: &random)!])
            case 1 where !sections.isEmpty && items.count < 12:
                new.appendItems(["i\(next)"], toSection: sections.randomElement(using: &random)!); next += 1
            case 2 where items.count > 1:
                let a = items.randomElement(using: &random)!, b = items.randomElement(using: &random)!
                if a != b { new.moveItem(a, beforeItem: b) }
            case 3 where sections.count > 1: new.deleteSections([sections.randomElement(using: &random)!])
            case 4 where sections.count < 4: new.appendSections(["s\(next)"]); next += 1
            case 5 where sections.count > 1:
                let a = sections.randomElement(using: &random)!, b = sections.randomElement(using: &random)!
                if a != b { new.moveSection(a, afterSection: b) }
            case 6 where !items.isEmpty: new.reloadItems([items.randomElement(using: &random)!])
            case 7 where !items.isEmpty: new.reconfigureItems([items.randomElement(using: &random)!])
            case 8 where !sections.isEmpty: new.reloadSections([sections.randomElement(using: &random)!])
            default: break
            }
        }
        return new
    }

    private func settle() {
        UIApplication.shared.advanceFrame(by: 0)
        UIApplication.shared.advanceFrame(by: 1)
        UIApplication.shared.advanceFrame(by: 0)
    }

    @Test(arguments: Array(1...24) as [UInt64]) func tableUpdatesStayConsistent(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let window = phoneWindowAtScale1()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        window.addSubview(table)
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s0", "s1"])
        snapshot.appendItems(["a", "b", "c"], toSection: "s0")
        snapshot.appendItems(["d", "e"], toSection: "s1")
        dataSource.apply(snapshot, animatingDifferences: false)
        settle()
        var next = 0
        for _ in 0..<20 {
            snapshot = edit(snapshot, next: &next, &random)
            let problems = LogCapture.messages(containing: "Invalid update") {
                dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &random))
                settle()
            }
            #expect(problems.isEmpty, "\(problems)")
            let shown = (table.indexPathsForVisibleRows ?? []).sorted().compactMap { table.cellForRow(at: $0)?.textLabel?.text }
            #expect(shown == snapshot.itemIdentifiers)
            #expect(table.numberOfSections == snapshot.numberOfSections)
        }
    }

    final class TextCell: UICollectionViewCell {
        var text = ""
    }

    @Test(arguments: Array(1...24) as [UInt64]) func collectionUpdatesStayConsistent(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let window = phoneWindowAtScale1()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 40)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "cell")
        window.addSubview(collectionView)
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { view, indexPath, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! TextCell
            cell.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s0", "s1"])
        snapshot.appendItems(["a", "b", "c"], toSection: "s0")
        snapshot.appendItems(["d", "e"], toSection: "s1")
        dataSource.apply(snapshot, animatingDifferences: false)
        settle()
        var next = 0
        for _ in 0..<20 {
            snapshot = edit(snapshot, next: &next, &random)
            let problems = LogCapture.messages(containing: "NSInternalInconsistencyException") {
                dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &random))
                settle()
            }
            #expect(problems.isEmpty, "\(problems)")
            let shown = collectionView.indexPathsForVisibleItems.sorted().compactMap { (collectionView.cellForItem(at: $0) as? TextCell)?.text }
            #expect(shown == snapshot.itemIdentifiers)
        }
    }
}
