import UIKit

/// The catalog's page list: a row per page under a large "UICatalog" title; choosing one pushes the
/// page. The bar's right button switches between light and dark.
package final class PageListViewController: UITableViewController {
    /// Rows other parts of the catalog add after the pages (a title and the controller to push).
    package static var extraRows: [(title: String, make: @MainActor () -> UIViewController)] = []

    package init() {
        super.init(style: .insetGrouped)
        title = "UICatalog"
    }

    package required init?(coder: NSCoder) { nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "page")
        // Rows highlight at once; a drag that starts on one scrolls the list instead.
        tableView.delaysContentTouches = false
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Dark", primaryAction: UIAction { [unowned self] _ in toggleStyle() })
        updateStyleButton()
    }

    package override func numberOfSections(in tableView: UITableView) -> Int { Self.extraRows.isEmpty ? 1 : 2 }

    package override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? Catalog.pages.count : Self.extraRows.count
    }

    package override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Pages" : "More"
    }

    package override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "page", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = indexPath.section == 0 ? Catalog.pages[indexPath.row].title : Self.extraRows[indexPath.row].title
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    package override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 0 {
            open(Catalog.pages[indexPath.row], animated: true)
        } else {
            navigationController?.pushViewController(Self.extraRows[indexPath.row].make(), animated: true)
        }
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// Pushes a page.
    package func open(_ page: CatalogPage, animated: Bool = false) {
        navigationController?.pushViewController(PageViewController(page: page), animated: animated)
    }

    private func toggleStyle() {
        CatalogShell.toggleStyle()
        updateStyleButton()
    }

    private func updateStyleButton() {
        navigationItem.rightBarButtonItem?.title = UIScreen.main.userInterfaceStyle == .dark ? "Light" : "Dark"
    }
}
