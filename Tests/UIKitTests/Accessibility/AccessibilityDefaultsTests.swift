import Testing
@testable import UIKit

/// The labels, values and traits UIKit's views give assistive technologies unless the app sets them,
/// as iOS gives them.
@MainActor @Suite struct AccessibilityDefaultsTests {
    private func element(_ label: String, in window: UIWindow) -> AccessibilityNode? {
        AccessibilityTree.elements(of: window).first { $0.label == label }
    }

    @Test func barButtonItemsAreButtonsNamedByTitleOrSystemItem() {
        let controller = UIViewController()
        controller.title = "Inbox"
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let named = UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        controller.navigationItem.rightBarButtonItems = [done, share]
        controller.navigationItem.leftBarButtonItem = named
        controller.toolbarItems = [trash, space]
        let nav = UINavigationController(rootViewController: controller)
        nav.isToolbarHidden = false
        let window = phoneWindow(showing: nav)
        defer { window.isHidden = true }
        #expect(element("Share", in: window)?.traits == .button)
        #expect(element("Done", in: window) != nil && element("Filter", in: window) != nil)
        #expect(element("Delete", in: window)?.traits == .button, "the trash item reads Delete")
        #expect(element("Inbox", in: window)?.traits.contains(.header) == true, "the title is a heading")
        named.accessibilityLabel = "Filter mail"
        named.accessibilityIdentifier = "filter"
        named.isEnabled = false
        let filter = element("Filter mail", in: window)
        #expect(filter?.identifier == "filter" && filter?.traits == [.button, .notEnabled])
        let names: [UIBarButtonItem.SystemItem: String] = [.add: "Add", .compose: "Compose", .reply: "Reply", .organize: "Organize",
            .bookmarks: "Bookmarks", .search: "Search", .refresh: "Refresh", .stop: "Stop", .camera: "Camera",
            .play: "Play", .pause: "Pause", .rewind: "Rewind", .fastForward: "Fast Forward", .undo: "Undo", .redo: "Redo",
            .close: "Close", .cancel: "Cancel", .edit: "Edit", .save: "Save"]
        for (item, name) in names { #expect(item.accessibilityName == name) }
        #expect(UIBarButtonItem.SystemItem.flexibleSpace.accessibilityName == nil)
    }

    @Test func theBackButtonIsNamedByThePreviousTitle() {
        let first = UIViewController(), second = UIViewController()
        first.title = "Settings"
        let nav = UINavigationController(rootViewController: first)
        let window = phoneWindow(showing: nav)
        defer { window.isHidden = true }
        nav.pushViewController(second, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(element("Settings", in: window)?.traits == .button)
    }

    @Test func tabBarButtonsAreSelectedTabsInATabBar() {
        let controllers = ["Home", "Search", "Profile"].map { title -> UIViewController in
            let controller = UIViewController()
            controller.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            return controller
        }
        controllers[2].tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        let window = phoneWindow(showing: tabs)
        defer { window.isHidden = true }
        let tree = AccessibilityTree.tree(of: window)
        let bar = tree.children.first { $0.traits.contains(.tabBar) }
        #expect(bar?.children.map(\.label) == ["Home", "Search", "Profile"])
        #expect(bar?.children.map(\.traits) == [[.button, .selected], .button, .button])
        #expect(bar?.children.last?.value == "3", "the badge is the value")
        let spoken = AccessibilityTree.spokenDescriptions(of: window)
        #expect(spoken.suffix(3) == ["Selected, Home, Tab, 1 of 3", "Search, Tab, 2 of 3", "Profile, 3, Tab, 3 of 3"])
    }

    @Test func controlsReadTheirStateAsVoiceOverDoes() {
        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 100
        #expect(slider.accessibilityValue == "50%" && slider.accessibilityTraits == .adjustable)
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.accessibilityLabel == "Send" && button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        let icon: UIImage? = render(CGSize(width: 20, height: 20)) { _ in }
        icon?.accessibilityLabel = "Delete"
        let imageButton = UIButton(type: .system)
        imageButton.setImage(icon, for: .normal)
        #expect(imageButton.accessibilityLabel == "Delete", "an image-only button reads its image's label")
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 1
        #expect(pages.accessibilityValue == "page 2 of 3" && pages.accessibilityTraits.contains(.adjustable))
        let spinner = UIActivityIndicatorView()
        spinner.startAnimating()
        #expect(spinner.accessibilityLabel == "In progress")
        let segments = UISegmentedControl(items: ["Day", "Week"])
        segments.selectedSegmentIndex = 1
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        segments.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        window.addSubview(segments)
        segments.layoutIfNeeded()
        let parts = AccessibilityTree.elements(of: window)
        #expect(parts.map(\.label) == ["Day", "Week"] && parts.map(\.traits) == [.button, [.button, .selected]])
    }

    @Test func textFieldsReadTheirTextOrPlaceholder() {
        let field = UITextField()
        field.placeholder = "Name"
        #expect(field.accessibilityValue == "Name" && field.accessibilityLabel == nil)
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••")
        let search = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        search.placeholder = "Search"
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(search)
        search.layoutIfNeeded()
        let fieldNode = AccessibilityTree.elements(of: window).first { $0.traits.contains(.searchField) }
        #expect(fieldNode?.value == "Search")
    }

    @Test func labelsAndImagesReadAsOniOS() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.accessibilityLabel == "Hello" && label.accessibilityTraits == .staticText)
        let image = render(CGSize(width: 20, height: 20)) { _ in }
        image.accessibilityLabel = "Favourite"
        let imageView = UIImageView(image: image)
        #expect(!imageView.isAccessibilityElement && imageView.accessibilityLabel == "Favourite")
        #expect(imageView.accessibilityTraits == .image)
    }

    @Test func cellsJoinTheirLabelsAndHeadersAreHeadings() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        cell.layoutIfNeeded()
        #expect(cell.accessibilityLabel == "Wi-Fi, Home")
        let toggle = UISwitch()
        toggle.isOn = true
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        #expect(cell.accessibilityValue == "1")
        cell.isSelected = true
        #expect(cell.accessibilityTraits == .selected)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel?.text = "Network"
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 40)
        header.layoutIfNeeded()
        #expect(header.isAccessibilityElement && header.accessibilityLabel == "Network" && header.accessibilityTraits == .header)
        let item = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let caption = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        caption.text = "Photo"
        item.contentView.addSubview(caption)
        #expect(item.isAccessibilityElement && item.accessibilityLabel == "Photo")
    }

    @Test func alertsAreModalWithTheirTextAndButtons() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let root = UIViewController()
        let behind = UIButton(type: .system)
        behind.setTitle("Behind", for: .normal)
        behind.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
        root.view.addSubview(behind)
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        delete.isEnabled = false
        alert.addAction(delete)
        root.present(alert, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        let nodes = AccessibilityTree.elements(of: window)
        #expect(nodes.map(\.label) == ["Delete?", "It cannot be undone.", "Cancel", "Delete"])
        #expect(nodes.map(\.traits) == [.staticText, .staticText, .button, [.button, .notEnabled]])
        #expect(AccessibilityTree.tree(of: window).isModal)
    }

    @Test func theSoftwareKeyboardsKeysAreKeyboardKeys() {
        let keyboard = SoftwareKeyboardView(frame: CGRect(x: 0, y: 0, width: 390, height: 291))
        let keys = keyboard.accessibilityElements?.compactMap { $0 as? UIAccessibilityElement } ?? []
        #expect(keys.count > 26)
        #expect(keys.allSatisfy { $0.accessibilityTraits.contains(.keyboardKey) && $0.isAccessibilityElement })
        let names = keys.compactMap(\.accessibilityLabel)
        #expect(names.contains("q") && names.contains("shift") && names.contains("delete") && names.contains("space"))
        #expect(names.contains("more, numbers"))
    }
}
