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
        /// The white glyph on the icon, an SF Symbols name.
        var symbol: String
        var value: String? = nil
        var toggle: Bool? = nil
    }

    private let sections: [[Row]] = [
        [Row(title: "Airplane Mode", color: .systemOrange, symbol: "airplane", toggle: false),
         Row(title: "Wi-Fi", color: .systemBlue, symbol: "wifi", value: "Home"),
         Row(title: "Bluetooth", color: .systemBlue, symbol: "dot.radiowaves.left.and.right", value: "On"),
         Row(title: "Cellular", color: .systemGreen, symbol: "antenna.radiowaves.left.and.right"),
         Row(title: "Personal Hotspot", color: .systemGreen, symbol: "link", value: "Off")],
        [Row(title: "Notifications", color: .systemRed, symbol: "bell.fill"),
         Row(title: "Sounds & Haptics", color: .systemPink, symbol: "speaker.wave.3.fill"),
         Row(title: "Focus", color: .systemIndigo, symbol: "moon.fill"),
         Row(title: "Screen Time", color: .systemIndigo, symbol: "hourglass")],
        [Row(title: "General", color: .systemGray, symbol: "gear"),
         Row(title: "Control Center", color: .systemGray, symbol: "switch.2"),
         Row(title: "Display & Brightness", color: .systemBlue, symbol: "textformat"),
         Row(title: "Dark Mode Follows Sunset", color: .systemPurple, symbol: "circle.lefthalf.filled", toggle: true)],
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
        cell.imageView?.image = Self.icon(row.color, symbol: row.symbol)
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

    /// A Settings icon: a 29-point rounded square in the row's colour with the symbol in white.
    static func icon(_ color: UIColor, symbol: String) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29), format: format).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 7).fill()
            let configuration = UIImage.SymbolConfiguration(pointSize: 15, weight: .medium)
            guard let glyph = UIImage(systemName: symbol, withConfiguration: configuration)?.withTintColor(.white, renderingMode: .alwaysOriginal) else { return }
            // Fitted into a 19-point square in the middle, keeping the glyph's proportions.
            let fit = min(19 / glyph.size.width, 19 / glyph.size.height, 1)
            let size = CGSize(width: glyph.size.width * fit, height: glyph.size.height * fit)
            glyph.draw(in: CGRect(x: (29 - size.width) / 2, y: (29 - size.height) / 2, width: size.width, height: size.height))
        }
    }
}
