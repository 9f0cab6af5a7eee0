import Testing
import UIKit

final class FruitsViewController: UIViewController {
    enum Section { case main }
    private var dataSource: UITableViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(frame: view.bounds, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        view.addSubview(table)
        dataSource = UITableViewDiffableDataSource(tableView: table) { table, indexPath, name in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Apple", "Banana", "Cherry"])
        dataSource.apply(snapshot, animatingDifferences: false)   // later applies animate the difference
    }
}

@MainActor @Suite struct ReadmeListExampleTests {
    @Test func theReadmesListShowsItsRows() {
        let window = UIWindow()
        window.rootViewController = FruitsViewController()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame(by: 0)
        let table = window.rootViewController!.view.subviews.first as! UITableView
        let texts = table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
            .map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(texts == ["Apple", "Banana", "Cherry"])
    }
}
