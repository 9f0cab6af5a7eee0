import UIKit

/// The catalog's first screen: a switch between light and dark, then a button per page, scrolling
/// when they are taller than the screen. Opening a page covers the list with the page's controller
/// until its back button is pressed.
package final class PageListViewController: UIViewController {
    private let scroll = UIScrollView()
    private let stack = UIStackView()
    private let darkSwitch = UISwitch()
    private var openPage: PageViewController?

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel()
        title.text = "UICatalog"
        title.font = .systemFont(ofSize: 34, weight: .bold)
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(title)
        let darkRow = UIStackView()
        darkRow.spacing = 12
        let darkLabel = UILabel()
        darkLabel.text = "Dark appearance"
        darkRow.addArrangedSubview(darkLabel)
        darkRow.addArrangedSubview(darkSwitch)
        darkSwitch.isOn = UIScreen.main.userInterfaceStyle == .dark
        darkSwitch.addTarget(self, action: PageListViewController.styleChanged, for: .valueChanged)
        stack.addArrangedSubview(darkRow)
        for page in Catalog.pages {
            let button = UIButton(type: .system)
            var configuration = UIButton.Configuration.gray()
            configuration.title = page.title
            button.configuration = configuration
            button.contentHorizontalAlignment = .leading
            button.addAction(UIAction { [unowned self] _ in open(page) }, for: .touchUpInside)
            stack.addArrangedSubview(button)
        }
        // Buttons highlight at once; a drag that starts on one scrolls the list instead.
        scroll.delaysContentTouches = false
        scroll.backgroundColor = .systemGroupedBackground
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        view.addSubview(scroll)
        let content = scroll.contentLayoutGuide
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
    }

    /// Shows a page over the list.
    package func open(_ page: CatalogPage) {
        closePage()
        let controller = PageViewController(page: page) { [unowned self] in closePage() }
        addChild(controller)
        controller.view.frame = view.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)
        controller.didMove(toParent: self)
        openPage = controller
    }

    /// Goes back to the list.
    package func closePage() {
        guard let controller = openPage else { return }
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
        openPage = nil
    }

    private func styleChanged(_ sender: UISwitch) {
        UIApplication.shared.interfaceStyleMode = .forced(sender.isOn ? .dark : .light)
    }

    /// ⌘D or Ctrl+D switches between light and dark; Escape goes back to the list.
    package override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "d", modifierFlags: .command, action: PageListViewController.toggleStyle, discoverabilityTitle: "Dark Appearance"),
         UIKeyCommand(input: "d", modifierFlags: .control, action: PageListViewController.toggleStyle, discoverabilityTitle: "Dark Appearance"),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: PageListViewController.closePage, discoverabilityTitle: "Back")]
    }

    private func toggleStyle() {
        darkSwitch.setOn(!darkSwitch.isOn, animated: true)
        styleChanged(darkSwitch)
    }
}
