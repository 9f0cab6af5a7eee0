import UIKit

/// The catalog app's delegate: one window showing the catalog's shell (tabs, the page list in a
/// navigation controller).
package final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    /// The page to open at launch (a title prefix, lowercased), from --page.
    package static var firstPage: String?

    package var window: UIWindow?

    package func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let shell = CatalogShell.makeRootController()
        window.rootViewController = shell
        window.makeKeyAndVisible()
        self.window = window
        if let first = Self.firstPage, let page = Catalog.pages.first(where: { $0.title.lowercased().hasPrefix(first) }),
           let list = (shell.viewControllers?.first as? UINavigationController)?.topViewController as? PageListViewController {
            list.open(page)
        }
        return true
    }
}
