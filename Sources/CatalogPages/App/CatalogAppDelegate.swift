import UIKit

/// The catalog app's delegate: one window showing the page list.
package final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    /// The page to open at launch (a title prefix, lowercased), from --page.
    package static var firstPage: String?

    package var window: UIWindow?

    package func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let list = PageListViewController()
        window.rootViewController = list
        window.makeKeyAndVisible()
        self.window = window
        if let first = Self.firstPage, let page = Catalog.pages.first(where: { $0.title.lowercased().hasPrefix(first) }) {
            list.open(page)
        }
        return true
    }
}
