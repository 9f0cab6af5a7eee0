import UIKit

/// The app the AT-SPI2 tests (Tests/ATSPI/test_bridge.py) read and operate through pyatspi, as a screen
/// reader would: a tab bar with a list in a navigation controller (an "Add" bar button item adds rows, a
/// row pushes its page) and a page of controls (a text field whose delegate records what it was asked, a
/// switch, a slider, a button showing an alert, a segmented control), and a page with a table that
/// allows multiple selection. A status label says what the app saw, so the tests can check that
/// actions reached the app's own code.
@main
final class ATSPIProbeApp: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let list = UINavigationController(rootViewController: ListController())
        list.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let controls = ControlsController()
        controls.tabBarItem = UITabBarItem(title: "Controls", image: nil, tag: 1)
        let pick = PickController()
        pick.tabBarItem = UITabBarItem(title: "Pick", image: nil, tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [list, controls, pick]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A list whose "Add" item appends a row and whose rows push a page.
final class ListController: UITableViewController {
    private var rows = ["Alpha", "Beta", "Gamma"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: self, action: ListController.add)
    }

    func add() {
        rows.append("Item \(rows.count - 2)")
        tableView.reloadData()
        UIAccessibility.post(notification: .announcement, argument: "Added \(rows.last ?? "")")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let page = UIViewController()
        page.title = rows[indexPath.row]
        page.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
        label.text = "Page of \(rows[indexPath.row])"
        page.view.addSubview(label)
        navigationController?.pushViewController(page, animated: false)
    }
}

/// A data table of colours (one section, "Colours") that allows multiple selection, a status label
/// that says what the delegate heard, and a label of attributed text (a plain word, a bold one, an
/// underlined one).
final class PickController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let colours = ["Red", "Green", "Blue"]
    private let table = UITableView(frame: .zero, style: .plain)
    private let status = UILabel()
    private let styled = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pick"
        view.backgroundColor = .systemBackground
        table.register(UITableViewCell.self, forCellReuseIdentifier: "colour")
        table.dataSource = self
        table.delegate = self
        table.allowsMultipleSelection = true
        table.accessibilityContainerType = .dataTable
        table.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
        status.text = "Nothing picked"
        status.frame = CGRect(x: 20, y: 450, width: 300, height: 40)
        let text = NSMutableAttributedString(string: "Plain, bold and underlined", attributes: [.font: UIFont.systemFont(ofSize: 16)])
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 16), range: NSRange(location: 7, length: 4))
        text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 16, length: 10))
        styled.attributedText = text
        styled.textColor = .black
        styled.frame = CGRect(x: 20, y: 500, width: 300, height: 40)
        view.addSubview(table)
        view.addSubview(status)
        view.addSubview(styled)
        let grid = ScoreGrid(frame: CGRect(x: 20, y: 560, width: 200, height: 80))
        view.addSubview(grid)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Colours" }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { colours.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "colour", for: indexPath)
        cell.textLabel?.text = colours[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { status.text = "Picked \(colours[indexPath.row])" }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { status.text = "Dropped \(colours[indexPath.row])" }
}

/// A text field, a switch, a slider, an alert button, a segmented control and a stepper, with a status
/// label.
final class ControlsController: UIViewController, UITextFieldDelegate {
    private let status = UILabel()
    private let field = UITextField()
    private let toggle = UISwitch()
    private let slider = UISlider()
    private let alertButton = UIButton(type: .system)
    private let period = UISegmentedControl(items: ["Day", "Week", "Month"])
    private let count = UIStepper()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Controls"
        view.backgroundColor = .systemBackground
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        field.accessibilityIdentifier = "name-field"
        field.delegate = self
        field.addAction(UIAction { [weak self] _ in self?.edited() }, for: .editingChanged)
        toggle.accessibilityLabel = "Wi-Fi"
        toggle.addAction(UIAction { [weak self] _ in self?.toggled() }, for: .valueChanged)
        slider.accessibilityLabel = "Volume"
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        slider.addAction(UIAction { [weak self] _ in self?.slid() }, for: .valueChanged)
        alertButton.setTitle("Show Alert", for: .normal)
        alertButton.addAction(UIAction { [weak self] _ in self?.showAlert() }, for: .touchUpInside)
        period.selectedSegmentIndex = 0
        period.addAction(UIAction { [weak self] _ in self?.periodChanged() }, for: .valueChanged)
        count.accessibilityLabel = "Count"
        count.maximumValue = 10
        count.value = 2
        count.addAction(UIAction { [weak self] _ in self?.counted() }, for: .valueChanged)
        status.text = "Ready"
        status.accessibilityIdentifier = "status"
        let views: [UIView] = [field, toggle, slider, alertButton, status, period, count]
        for (index, control) in views.enumerated() {
            control.frame = CGRect(x: 20, y: 120 + CGFloat(index) * 60, width: 300, height: 44)
            view.addSubview(control)
        }
        toggle.frame.size.width = 51
        count.frame.size = count.intrinsicContentSize
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        status.text = "Delegate asked for \"\(string)\""
        return true
    }

    func edited() { status.text = (status.text ?? "") + "; name \(field.text ?? "")" }
    func toggled() { status.text = toggle.isOn ? "Wi-Fi on" : "Wi-Fi off" }
    func slid() { status.text = "Volume \(Int(slider.value))" }
    func counted() { status.text = "Count \(Int(count.value))" }
    func periodChanged() { status.text = "Period \(period.titleForSegment(at: period.selectedSegmentIndex) ?? "")" }

    func showAlert() {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.status.text = "Cancelled" })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.status.text = "Deleted" })
        present(alert, animated: false)
    }
}

/// A custom grid of scores (a header row "Name", "Score" and one row "Ada", "36") that adopts
/// `UIAccessibilityContainerDataTable`, as an app's own grid view would.
final class ScoreGrid: UIView, UIAccessibilityContainerDataTable {
    /// One cell of the grid.
    final class Cell: UIAccessibilityElement, UIAccessibilityContainerDataTableCell {
        let row: Int, column: Int
        init(grid: ScoreGrid, text: String, row: Int, column: Int) {
            (self.row, self.column) = (row, column)
            super.init(accessibilityContainer: grid)
            isAccessibilityElement = true
            accessibilityLabel = text
            accessibilityFrameInContainerSpace = CGRect(x: CGFloat(column) * 100, y: CGFloat(row) * 40, width: 100, height: 40)
        }
        func accessibilityRowRange() -> NSRange { NSRange(location: row, length: 1) }
        func accessibilityColumnRange() -> NSRange { NSRange(location: column, length: 1) }
    }

    private var cells: [Cell] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        cells = [Cell(grid: self, text: "Name", row: 0, column: 0), Cell(grid: self, text: "Score", row: 0, column: 1),
                 Cell(grid: self, text: "Ada", row: 1, column: 0), Cell(grid: self, text: "36", row: 1, column: 1)]
        accessibilityElements = cells
        accessibilityContainerType = .dataTable
        accessibilityLabel = "Scores"
    }

    required init?(coder: NSCoder) { nil }

    func accessibilityRowCount() -> Int { 2 }
    func accessibilityColumnCount() -> Int { 2 }
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)? {
        cells.first { $0.row == row && $0.column == column }
    }
    func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        cells.filter { $0.row == 0 && $0.column == column }
    }
}
