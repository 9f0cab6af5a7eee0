import UIKit

/// The "Contacts" page: a long plain table of names in sections A–Z with sticky headers, the section
/// index on the trailing edge, and swipe to delete.
@MainActor
package enum ContactsPage {
    package static func make() -> UIView { makeScreen() }

    static func makeScreen() -> TableScreenView {
        TableScreenView(controller: ContactsController(style: .plain))
    }

    package static func render(style: UIUserInterfaceStyle) -> UIImage {
        TableScreenView.render(makeScreen, style: style)
    }
}

/// The contacts list: names grouped by their first letter.
@MainActor
final class ContactsController: UITableViewController {
    private static let firstNames = ["Aaron", "Abigail", "Adam", "Alex", "Amelia", "Ben", "Beatrice", "Caleb", "Chloe", "Daniel",
                                     "Diana", "Eli", "Emma", "Felix", "Fiona", "Gabriel", "Grace", "Hannah", "Henry", "Isaac",
                                     "Isla", "Jack", "Julia", "Kai", "Kate", "Leo", "Lily", "Mason", "Mia", "Noah", "Nora",
                                     "Oliver", "Olivia", "Paul", "Penny", "Quinn", "Ruby", "Ryan", "Sam", "Sofia", "Theo",
                                     "Tessa", "Uma", "Victor", "Violet", "Will", "Xavier", "Yara", "Zoe", "Zack"]
    private static let lastNames = ["Appleseed", "Brown", "Clarke", "Diaz", "Evans", "Fischer", "Garcia", "Hughes", "Ito",
                                    "Jensen", "Kim", "Lopez", "Moreau", "Nakamura", "Olsen", "Patel", "Rossi", "Silva",
                                    "Tanaka", "Walker"]

    /// The sections' letters and names.
    private var letters: [String] = []
    private var names: [[String]] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        var all: [String] = []
        for (i, first) in Self.firstNames.enumerated() {
            all.append("\(first) \(Self.lastNames[i % Self.lastNames.count])")
            if i % 3 == 0 { all.append("\(first) \(Self.lastNames[(i * 7 + 3) % Self.lastNames.count])") }
        }
        let grouped = Dictionary(grouping: all.sorted()) { String($0.prefix(1)) }
        letters = grouped.keys.sorted()
        names = letters.map { grouped[$0]! }
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name")
        tableView.sectionHeaderTopPadding = 0
        tableView.tableHeaderView = TableScreenView.largeTitle("Contacts")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { letters.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names[section].count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { letters[section] }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        var content = cell.defaultContentConfiguration()
        let name = names[indexPath.section][indexPath.row]
        let parts = name.split(separator: " ")
        // As Contacts does: the last name in bold.
        let text = NSMutableAttributedString(string: String(parts[0]) + " ", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
        text.append(NSAttributedString(string: String(parts[1]), attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]))
        content.attributedText = text
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        names[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
