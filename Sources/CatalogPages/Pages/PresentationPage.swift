import Foundation
import UIKit

/// The "Presentation" pages: a list screen and what it presents — a page sheet at the medium detent,
/// an alert with two actions, an action sheet, a context menu open on a card and a button's pull-down
/// menu — each captured headless on an iPhone screen (presented without animation, frames run until
/// it settles, the screen snapshotted with the overlay windows menus use), in light and dark. In the
/// running catalog the page's buttons present the same things live.
@MainActor
package enum PresentationPage {
    /// One presented state.
    package enum State: String, CaseIterable {
        case sheet = "Sheet"
        case alert = "Alert"
        case actionSheet = "Action Sheet"
        case contextMenu = "Context Menu"
        case pullDownMenu = "Pull-Down Menu"
    }

    /// The catalog's pages: one per state, each in light and dark.
    package static var pages: [CatalogPage] {
        var pages: [CatalogPage] = []
        for state in State.allCases {
            let title = "Presentation " + state.rawValue
            var live: (@MainActor () -> UIView)?
            if state == .sheet { live = { make() } }
            pages.append(CatalogPage(title: title, render: { render(state, style: .light) }, makeView: live))
            pages.append(CatalogPage(title: title + " Dark", render: { render(state, style: .dark) }))
        }
        return pages
    }

    // MARK: The list screen

    /// A list of mailboxes under a card (the context menu's target) and a pull-down button.
    final class ListController: UIViewController, UITableViewDataSource {
        let rows = ["Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive", "Receipts", "Travel", "Family", "Work", "Newsletters"]
        let card = MailboxCard()
        let sortButton = PresentationPage.sortButton()
        let tableView = UITableView(frame: .zero, style: .insetGrouped)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let bounds = view.bounds
            let top: CGFloat = 47
            let title = UILabel(frame: CGRect(x: 20, y: top + 6, width: 200, height: 41))
            title.text = "Mailboxes"
            title.font = .systemFont(ofSize: 34, weight: .bold)
            title.textColor = .label
            view.addSubview(title)

            sortButton.frame = CGRect(x: bounds.width - 116, y: top + 10, width: 100, height: 34)
            view.addSubview(sortButton)

            card.frame = CGRect(x: 16, y: top + 60, width: bounds.width - 32, height: 96)
            view.addSubview(card)

            let tableTop = card.frame.maxY + 4
            tableView.frame = CGRect(x: 0, y: tableTop, width: bounds.width, height: bounds.height - tableTop)
            tableView.dataSource = self
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.row]
            content.image = UIImage(systemName: indexPath.row == 0 ? "tray" : "folder")
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// A card with a context menu (touch and hold, or secondary click): the card is its interaction's
    /// delegate (the interaction holds it weakly; the card owns the interaction, so nothing cycles).
    final class MailboxCard: UIView, UIContextMenuInteractionDelegate {
        private let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBlue
            layer.cornerRadius = 12
            label.numberOfLines = 2
            label.text = "VIPs\n3 unread messages"
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textColor = .white
            addSubview(label)
            addInteraction(UIContextMenuInteraction(delegate: self))
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds.insetBy(dx: 16, dy: 12)
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [
                    UIAction(title: "Mark All as Read", image: UIImage(systemName: "envelope.open")) { _ in },
                    UIAction(title: "Add to Favourites", image: UIImage(systemName: "star")) { _ in },
                    UIAction(title: "Delete Mailbox", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
                ])
            }
        }
    }

    /// A capsule "Sort" button whose menu is its primary action (a pull-down menu).
    static func sortButton() -> UIButton {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Sort"
        configuration.image = UIImage(systemName: "arrow.up.arrow.down")
        configuration.imagePadding = 4
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(children: [
            UIAction(title: "Date", image: UIImage(systemName: "calendar"), state: .on) { _ in },
            UIAction(title: "Sender", image: UIImage(systemName: "person")) { _ in },
            UIAction(title: "Subject", image: UIImage(systemName: "textformat")) { _ in },
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Unread First", image: UIImage(systemName: "envelope.badge")) { _ in },
            ]),
        ])
        return button
    }

    /// The sheet's content: a message.
    static func sheetContent() -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 20, y: 28, width: 350, height: 28))
        title.text = "New Message"
        title.font = .systemFont(ofSize: 22, weight: .bold)
        title.textColor = .label
        controller.view.addSubview(title)
        let body = UILabel(frame: CGRect(x: 20, y: 66, width: 350, height: 80))
        body.numberOfLines = 0
        body.text = "A page sheet at the medium detent: drag the grabber up for the large detent, or down to dismiss."
        body.font = .systemFont(ofSize: 17)
        body.textColor = .secondaryLabel
        controller.view.addSubview(body)
        controller.sheetPresentationController?.detents = [.medium(), .large()]
        controller.sheetPresentationController?.prefersGrabberVisible = true
        return controller
    }

    static func alert() -> UIAlertController {
        let alert = UIAlertController(title: "Delete Mailbox?", message: "Its 24 messages move to Trash.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        return alert
    }

    static func actionSheet() -> UIAlertController {
        let sheet = UIAlertController(title: "Move 3 Messages", message: "Choose a mailbox.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Archive", style: .default))
        sheet.addAction(UIAlertAction(title: "Receipts", style: .default))
        sheet.addAction(UIAlertAction(title: "Move to Trash", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return sheet
    }

    // MARK: Rendering

    /// The list screen on an iPhone showing `state`.
    package static func render(_ state: State, style: UIUserInterfaceStyle) -> UIImage {
        var profile = UIScreen.DeviceProfile.iPhone
        profile.scale = 2
        let screen = UIScreen(profile: profile)
        screen.userInterfaceStyle = style
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.frame = screen.bounds
        let list = ListController()
        window.rootViewController = list
        let previousKey = UIApplication.shared.keyWindow
        window.makeKeyAndVisible()
        defer {
            list.presentedViewController?.dismiss(animated: false)
            settle(0.5)
            window.rootViewController = nil
            window.isHidden = true
            previousKey?.makeKey()
        }
        UIApplication.shared.advanceFrame(by: 0)
        switch state {
        case .sheet: list.present(sheetContent(), animated: false)
        case .alert: list.present(alert(), animated: false)
        case .actionSheet: list.present(actionSheet(), animated: false)
        case .contextMenu: longPress(list.card, in: window)
        case .pullDownMenu: tap(list.sortButton, in: window)
        }
        settle(1)
        let image = screen.snapshotImage()
        if state == .contextMenu || state == .pullDownMenu, let overlay = UIApplication.shared.keyWindow, overlay !== window {
            // A tap outside the menu, in the menu's overlay window, dismisses it.
            tap(at: CGPoint(x: 8, y: overlay.bounds.height - 8), in: overlay)
        }
        return image
    }

    private static var clock: TimeInterval = 0

    private static func later(_ interval: TimeInterval) -> TimeInterval {
        clock = max(clock, CACurrentMediaTime()) + interval
        return clock
    }

    private static func center(of view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    /// Holds a finger on `view` for 0.6 s, then lifts it (a context menu's long press).
    private static func longPress(_ view: UIView, in window: UIWindow) {
        let point = center(of: view, in: window)
        window.send(TouchInput(phase: .down, location: point, timestamp: later(0.05)))
        UIApplication.shared.advanceFrame(by: 0.6)
        window.send(TouchInput(phase: .up, location: point, timestamp: later(0.62)))
        UIApplication.shared.advanceFrame(by: 0)
    }

    private static func tap(_ view: UIView, in window: UIWindow) {
        tap(at: center(of: view, in: window), in: window)
    }

    private static func tap(at point: CGPoint, in window: UIWindow) {
        window.send(TouchInput(phase: .down, location: point, timestamp: later(0.4)))
        window.send(TouchInput(phase: .up, location: point, timestamp: later(0.05)))
        UIApplication.shared.advanceFrame(by: 0)
    }

    private static func settle(_ seconds: Double) {
        for _ in 0..<Int(seconds * 60) { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
    }

    // MARK: Interactive

    /// The live page: buttons that present the sheet, the alert and the action sheet from the window's
    /// root view controller, a card with a context menu (touch and hold) and a pull-down button.
    package static func make() -> UIView {
        var page = ViewPage(title: "Presentation")
        page.section("Modal presentation", height: 3 * 50 + 18) { content in
            let actions: [(String, () -> UIViewController)] = [("Show Sheet", { sheetContent() }), ("Show Alert", { alert() }),
                                                                ("Show Action Sheet", { actionSheet() })]
            for (i, (title, makeController)) in actions.enumerated() {
                var configuration = UIButton.Configuration.filled()
                configuration.title = title
                let button = UIButton(configuration: configuration)
                button.frame = CGRect(x: 0, y: CGFloat(i) * 50, width: content.bounds.width, height: 44)
                button.addAction(UIAction { [weak button] _ in
                    guard var presenter = button?.window?.rootViewController else { return }
                    while let next = presenter.presentedViewController { presenter = next }
                    let controller = makeController()
                    if let popover = controller.popoverPresentationController, let button { popover.sourceView = button }
                    presenter.present(controller, animated: true)
                }, for: .touchUpInside)
                content.addSubview(button)
            }
        }
        page.section("Menus: touch and hold the card; tap Sort", height: 110) { content in
            let card = MailboxCard(frame: CGRect(x: 0, y: 0, width: content.bounds.width - 116, height: 86))
            content.addSubview(card)
            let button = sortButton()
            button.frame = CGRect(x: content.bounds.width - 100, y: 26, width: 100, height: 34)
            content.addSubview(button)
        }
        return page.root
    }
}
