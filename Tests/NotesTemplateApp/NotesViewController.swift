import UIKit

struct Note: Hashable {
    var title: String
    var body: String
}

final class NotesViewController: UITableViewController {
    private var notes = [
        Note(title: "Groceries", body: "Milk, eggs, bread"),
        Note(title: "Ideas", body: "A UIKit for Linux"),
        Note(title: "Reading list", body: "The Swift Programming Language"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.rightBarButtonItem = editButtonItem
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.addNote()
        })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
    }

    private func addNote() {
        notes.insert(Note(title: "New Note", body: ""), at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    // MARK: - Table view data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = notes[indexPath.row].title
        content.secondaryText = notes[indexPath.row].body
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            notes.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    // MARK: - Table view delegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = NoteDetailViewController(note: notes[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }
}
