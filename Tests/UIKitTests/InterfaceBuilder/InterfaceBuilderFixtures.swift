import Foundation
import UIKit

// Classes the fixture documents name with customModule="UIKitTests": top level and internal, so Swift
// finds them by their module-qualified names.

/// The table scene of Items.storyboard.
final class StoryboardItemsController: UITableViewController {
    var addButton: UIBarButtonItem?
    var events: [String] = []
    var prepared: [(identifier: String?, destination: UIViewController, sender: Any?)] = []
    var allowsDetail = true
    var added = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad addButton=\(addButton != nil)")
    }

    override func connectOutlet(_ name: String, to object: Any) -> Bool {
        switch name {
        case "addButton": addButton = object as? UIBarButtonItem
        default: return super.connectOutlet(name, to: object)
        }
        events.append("outlet \(name)")
        return true
    }

    func addItem(_ sender: Any) { added += 1 }

    // Written by hand here (the generated glue would do the same): the class's own answer comes first.
    override func performAction(_ selector: Selector, sender: Any?) -> Bool {
        switch selector {
        case "addItem:": addItem(sender as Any)
        default: return super.performAction(selector, sender: sender)
        }
        return true
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        cell.textLabel?.text = "Item \(indexPath.row)"
        return cell
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { allowsDetail }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination, sender))
        (segue.destination as? StoryboardDetailController)?.item = (sender as? UITableViewCell)?.textLabel?.text
    }
}

/// The detail scene of Items.storyboard: its outlet is connected by the glue the InterfaceBuilderGlue
/// plugin generates (no override).
final class StoryboardDetailController: UIViewController {
    weak var titleLabel: UILabel!
    var item: String?
}

/// Form.xib's owner: its outlet collection and its action are connected by hand-written overrides and
/// by the generated glue respectively.
final class FormViewController: UIViewController {
    var nameField: UITextField?
    var fields: [AnyObject] = []
    var saves = 0

    func save(_ sender: UIButton) { saves += 1 }

    override func connectOutlet(_ name: String, to object: Any) -> Bool {
        switch name {
        case "nameField": nameField = object as? UITextField
        case "fields": fields = object as? [AnyObject] ?? []
        default: return super.connectOutlet(name, to: object)
        }
        return true
    }
}

/// A view with a property set by a runtime attribute, recording the order UIKit promises.
final class BadgeView: UIView {
    var badgeCount = 0
    var order: [String] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        order.append("init background=\(backgroundColor != nil)")
    }

    override func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard keyPath == "badgeCount", let number = value as? NSNumber else { return super.setRuntimeAttribute(value, forKeyPath: keyPath) }
        badgeCount = number.intValue
        order.append("runtime \(keyPath)")
        return true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        order.append("awake cornerRadius=\(Int(layer.cornerRadius))")
    }
}

/// NoteCell.xib's cell.
final class NoteCell: UITableViewCell {
    var noteLabel: UILabel?
    var order: [String] = []

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        order.append("init outlet=\(noteLabel != nil)")
    }

    override func connectOutlet(_ name: String, to object: Any) -> Bool {
        guard name == "noteLabel" else { return super.connectOutlet(name, to: object) }
        noteLabel = object as? UILabel
        order.append("outlet \(name)")
        return true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        order.append("awake")
    }
}
