/// The list the More tab shows: a row per view controller that does not fit in the tab bar (its tab
/// bar item's image and title, with a disclosure indicator); choosing one pushes it.
@MainActor
final class MoreListViewController: UITableViewController {
    weak var tabController: UITabBarController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "More"
        navigationItem.title = "More"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "more")
    }

    var overflow: [UIViewController] { tabController?.moreViewControllers ?? [] }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { overflow.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "more", for: indexPath)
        let controllers = overflow
        guard indexPath.row < controllers.count else { return cell }
        let item = controllers[indexPath.row].tabBarItem
        var content = cell.defaultContentConfiguration()
        content.text = item?.title ?? controllers[indexPath.row].title
        content.image = item?.image
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let controllers = overflow
        guard indexPath.row < controllers.count, let tabs = tabController else { return }
        tabs.userSelectedFromMore(controllers[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
