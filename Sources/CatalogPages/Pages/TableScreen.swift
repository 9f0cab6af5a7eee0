import UIKit

/// A catalog page that is a whole phone screen showing a table controller: the live view for the app,
/// and renders in light and dark at the screen's size.
@MainActor
final class TableScreenView: UIView {
    /// The controller whose table fills the screen (held here: a table's data source is weak).
    let controller: UITableViewController

    init(controller: UITableViewController, size: CGSize = CGSize(width: 390, height: 844)) {
        self.controller = controller
        super.init(frame: CGRect(origin: .zero, size: size))
        let table = controller.tableView!
        table.frame = bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(table)
    }

    required init?(coder: NSCoder) { nil }

    /// The screen as a window shows it in `style`: a phone-sized window at scale 3, laid out and composited.
    static func render(_ make: () -> TableScreenView, style: UIUserInterfaceStyle) -> UIImage {
        let root = make()
        let screen = UIScreen(profile: UIScreen.DeviceProfile(name: "Catalog page", size: root.bounds.size, scale: 3, idiom: .phone))
        screen.userInterfaceStyle = style
        let window = UIWindow(frame: root.bounds)
        window.screen = screen
        window.frame = screen.bounds
        window.addSubview(root)
        let previousKey = UIApplication.shared.keyWindow
        window.makeKeyAndVisible()
        defer {
            window.isHidden = true
            root.removeFromSuperview()
            previousKey?.makeKey()
        }
        UIApplication.shared.advanceFrame(by: 0)
        return window.screen.snapshotImage()
    }

    /// A large title ("Contacts", "Settings") as a table header view.
    static func largeTitle(_ text: String, height: CGFloat = 52) -> UIView {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: height))
        let label = UILabel(frame: CGRect(x: 16, y: 4, width: 358, height: 41))
        label.font = .systemFont(ofSize: 34, weight: .bold)
        label.textColor = .label
        label.text = text
        header.addSubview(label)
        return header
    }
}
