import UIKit

/// The catalog app's shell: a tab bar controller with the "Pages" tab (a navigation controller over
/// the page list; a row pushes its page) and the "Appearance" tab (bar customisations through appearance proxies).
/// Other parts of the catalog add tabs through `extraTabs` and rows through
/// `PageListViewController.extraRows`.
@MainActor
package enum CatalogShell {
    /// Tabs added after Pages and Appearance (each makes its controller; give it a `tabBarItem`).
    package static var extraTabs: [@MainActor () -> UIViewController] = []

    /// Makes the shell's root controller.
    @MainActor package static func makeRootController() -> UITabBarController {
        AppearanceTabViewController.installAppearanceRules()
        let pages = UINavigationController(rootViewController: PageListViewController())
        pages.navigationBar.prefersLargeTitles = true
        pages.tabBarItem = UITabBarItem(title: "Pages", image: UIImage(systemName: "list.bullet"), tag: 0)
        let appearance = AppearanceNavigationController(rootViewController: AppearanceTabViewController())
        appearance.tabBarItem = UITabBarItem(title: "Appearance", image: UIImage(systemName: "paintbrush"), tag: 1)
        let tabs = CatalogTabBarController()
        tabs.viewControllers = [pages, appearance] + extraTabs.map { $0() }
        return tabs
    }

    /// The shell's states rendered headless, for the PNG export: the tab bar with the list, a pushed
    /// page, and the Appearance tab, each in light and dark (names without extension).
    @MainActor package static func renderStates() -> [(name: String, image: UIImage)] {
        var states: [(String, UIImage)] = []
        for style in [UIUserInterfaceStyle.light, .dark] {
            let suffix = style == .dark ? "dark" : "light"
            UIApplication.shared.interfaceStyleMode = .forced(style)
            let window = UIWindow(frame: UIScreen.main.bounds)
            let root = makeRootController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            settle()
            states.append(("shell-list-\(suffix)", window.screen.snapshotImage()))
            if let nav = root.viewControllers?.first as? UINavigationController,
               let list = nav.topViewController as? PageListViewController, let page = Catalog.pages.first {
                list.open(page, animated: false)
                settle()
                states.append(("shell-pushed-page-\(suffix)", window.screen.snapshotImage()))
            }
            root.selectedIndex = 1
            settle()
            states.append(("shell-appearance-\(suffix)", window.screen.snapshotImage()))
            window.isHidden = true
        }
        UIApplication.shared.interfaceStyleMode = .system
        return states
    }

    /// Switches the app between light and dark.
    package static func toggleStyle() {
        let dark = UIScreen.main.userInterfaceStyle == .dark
        UIApplication.shared.interfaceStyleMode = .forced(dark ? .light : .dark)
    }

    @MainActor private static func settle() {
        for _ in 0..<3 { UIApplication.shared.advanceFrame(by: 0) }
    }
}

/// The shell's tab bar controller: ⌘D or Ctrl+D switches between light and dark, Escape goes back in
/// the selected tab (on the responder chain of every page, wherever it is pushed).
package final class CatalogTabBarController: UITabBarController {
    package override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "d", modifierFlags: .command, action: CatalogTabBarController.toggleStyle, discoverabilityTitle: "Dark Appearance"),
         UIKeyCommand(input: "d", modifierFlags: .control, action: CatalogTabBarController.toggleStyle, discoverabilityTitle: "Dark Appearance"),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: CatalogTabBarController.goBack, discoverabilityTitle: "Back")]
    }

    private func toggleStyle() {
        CatalogShell.toggleStyle()
        let list = (viewControllers?.first as? UINavigationController)?.viewControllers.first as? PageListViewController
        list?.navigationItem.rightBarButtonItem?.title = UIScreen.main.userInterfaceStyle == .dark ? "Light" : "Dark"
    }

    private func goBack() {
        (selectedViewController as? UINavigationController)?.popViewController(animated: true)
    }
}
