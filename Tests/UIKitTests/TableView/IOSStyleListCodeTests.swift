import Testing
import UIKit

/// List code written the way iOS apps write it compiles and behaves: a table view controller subclass
/// with overrides, cell subclasses with their own initializers, a flow-layout collection view with a
/// delegate, registrations, and a compositional list with a diffable data source.
@MainActor @Suite struct IOSStyleListCodeTests {
    final class NameCell: UITableViewCell {
        let badge = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(badge)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func prepareForReuse() {
            super.prepareForReuse()
            badge.text = nil
        }
    }

    final class NamesController: UITableViewController {
        var names = ["Ada", "Grace", "Linus"]
        var selected: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(NameCell.self, forCellReuseIdentifier: "name")
        }
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath) as! NameCell
            cell.textLabel?.text = names[indexPath.row]
            cell.detailTextLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = indexPath.row == 0 ? .checkmark : .disclosureIndicator
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(names[indexPath.row])
            tableView.deselectRow(at: indexPath, animated: true)
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            UITableView.automaticDimension
        }
    }

    final class TileCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var tapped: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
            cell.label.text = "\(indexPath.item)"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 100, height: 100) }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { tapped.append(indexPath) }
    }

    @Test func aTableViewControllerSubclassShowsAndSelectsRows() {
        let window = UIWindow()
        let controller = NamesController(style: .plain)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame(by: 0)
        let table = controller.tableView!
        #expect(table.numberOfRows(inSection: 0) == 3)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NameCell
        #expect(first?.textLabel?.text == "Ada" && first?.detailTextLabel?.text == "Row 0")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == table.rectForRow(at: IndexPath(row: 0, section: 0)).maxY)
        let center = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)).center, to: window)
        window.send(TouchInput.tap(at: center, timestamp: CACurrentMediaTime() + 0.1))
        for _ in 0..<30 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        #expect(controller.selected == ["Grace"])
        #expect(table.indexPathForSelectedRow == nil, "deselected in didSelect")
    }

    @Test func aFlowLayoutGridAsksItsDelegateForSizes() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let grid = Grid()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = grid
        collectionView.delegate = grid
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        let frames = (0..<4).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // 390 wide less 40 of insets holds three 100-point items, spread over the line.
        #expect(frames.count == 4 && frames[0] == CGRect(x: 20, y: 0, width: 100, height: 100))
        #expect(frames[2].maxX == 370 && frames[3] == CGRect(x: 20, y: 110, width: 100, height: 100))
        #expect((collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? TileCell)?.label.text == "2")
        withExtendedLifetime(grid) {}
    }

    @Test func aCompositionalListWithADiffableDataSourceShowsItsItems() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"], toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
        #expect((second?.contentConfiguration as? UIListContentConfiguration)?.text == "Bluetooth")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Cellular")
        #expect(dataSource.snapshot().indexOfItem("Wi-Fi") == 0)
    }
}

private extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}
