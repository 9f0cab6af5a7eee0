import CatalogPages
import Testing
import UIKit

/// Pages drawn inside the running catalog leave the app as they found it: the theme they set does not
/// stay behind, and the app's window stays the key window.
@MainActor @Suite struct PageIsolationTests {
    @Test func drawingAnAppearancePageLeavesNoThemeAndKeepsTheKeyWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let themeBefore = UIApplication.shared.theme.map { String(describing: type(of: $0)) }
        _ = AppearancePage.render(dark: false, ember: true)
        #expect(UIApplication.shared.theme.map { String(describing: type(of: $0)) } == themeBefore)
        #expect(window.isKeyWindow)
        _ = GesturesPage.render()
        #expect(window.isKeyWindow)
    }
}
