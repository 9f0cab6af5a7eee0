import Testing
import TesseraTesting
import UIKit

/// Very deep and very wide trees work without exhausting the stack or taking quadratic time.
@MainActor @Suite struct DeepHierarchyTests {
    @Test func tenThousandNestedViews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        var views: [UIView] = []
        var parent: UIView = window
        for i in 0..<10_000 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.backgroundColor = i == 9_999 ? .red : nil
            parent.addSubview(view)
            views.append(view)
            parent = view
        }
        let deepest = views.last!
        #expect(deepest.window === window)
        UIApplication.shared.advanceFrame()
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === deepest)
        #expect(deepest.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
        let shot = window.snapshotImage(scale: 1)
        #expect(close(rgba(shot, 50, 50), [255, 0, 0, 255]))
        #expect(window.accessibilityElementsInTree.isEmpty)
        views[0].removeFromSuperview()
        #expect(deepest.window == nil)
        views.removeAll()
    }
}
