import UIKit

/// The "Settings" page: an inset-grouped table as iOS's Settings draws it, with coloured icons,
/// switches as accessory views, values in `.value1` cells and disclosure indicators.
@MainActor
package enum SettingsPage {
    package static func make() -> UIView { makeScreen() }

    static func makeScreen() -> TableScreenView {
        TableScreenView(controller: SettingsController(style: .insetGrouped))
    }

    package static func render(style: UIUserInterfaceStyle) -> UIImage {
        TableScreenView.render(makeScreen, style: style)
    }
}

/// The settings screen's rows.
@MainActor
final class SettingsController: UITableViewController {
    private struct Row {
        var title: String
        var color: UIColor
        var value: String? = nil
        var toggle: Bool? = nil
    }

    private let sections: [[Row]] = [
        [Row(title: "Airplane Mode", color: .systemOrange, toggle: false),
         Row(title: "Wi-Fi", color: .systemBlue, value: "Home"),
         Row(title: "Bluetooth", color: .systemBlue, value: "On"),
         Row(title: "Cellular", color: .systemGreen),
         Row(title: "Personal Hotspot", color: .systemGreen, value: "Off")],
        [Row(title: "Notifications", color: .systemRed),
         Row(title: "Sounds & Haptics", color: .systemPink),
         Row(title: "Focus", color: .systemIndigo),
         Row(title: "Screen Time", color: .systemIndigo)],
        [Row(title: "General", color: .systemGray),
         Row(title: "Control Center", color: .systemGray),
         Row(title: "Display & Brightness", color: .systemBlue),
         Row(title: "Dark Mode Follows Sunset", color: .systemPurple, toggle: true)],
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableHeaderView = TableScreenView.largeTitle("Settings", height: 44)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 2 ? "Appearance switches to dark at sunset and back at sunrise." : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // The classic pattern: dequeue by identifier, or make a cell of the style wanted.
        let cell = tableView.dequeueReusableCell(withIdentifier: "value1") ?? UITableViewCell(style: .value1, reuseIdentifier: "value1")
        let row = sections[indexPath.section][indexPath.row]
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.value
        cell.imageView?.image = Self.icon(row.color)
        if let on = row.toggle {
            let toggle = cell.accessoryView as? UISwitch ?? UISwitch()
            toggle.isOn = on
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        } else {
            cell.accessoryView = nil
            cell.accessoryType = .disclosureIndicator
            cell.selectionStyle = .default
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// A Settings icon: a 29-point rounded square in the row's colour with a white glyph.
    static func icon(_ color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29), format: format).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 7).fill()
            UIColor.white.setFill()
            UIBezierPath(roundedRect: CGRect(x: 8, y: 8, width: 13, height: 13), cornerRadius: 3).fill()
        }
    }
}
