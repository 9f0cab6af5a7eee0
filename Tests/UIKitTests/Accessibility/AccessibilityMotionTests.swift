import Testing
@testable import UIKit

/// Reduce Motion in UIKit's own transitions, and what modal presentations hide.
@MainActor @Suite struct AccessibilityMotionTests {
    @Test func aPushCrossFadesInPlaceWithReduceMotion() {
        AccessibilitySettings.set(.reduceMotion, to: true)
        defer { AccessibilitySettings.reset() }
        let first = UIViewController(), second = UIViewController()
        let nav = UINavigationController(rootViewController: first)
        let window = phoneWindow(showing: nav)
        defer { window.isHidden = true }
        nav.pushViewController(second, animated: true)
        runFrames(0.15)
        #expect(second.view.frame.minX == 0, "the arriving view does not slide")
        #expect(second.view.layer.presentation().map { $0.opacity > 0.05 && $0.opacity < 0.95 } == true)
        #expect(first.view.frame.minX == 0)
        runFrames(0.5)
        #expect(nav.topViewController === second && second.view.alpha == 1 && first.view.superview == nil)
        #expect(first.view.alpha == 1, "the leaving view gets its opacity back")
        nav.popViewController(animated: true)
        runFrames(0.6)
        #expect(nav.viewControllers == [first] && first.view.alpha == 1 && first.view.frame.minX == 0)
    }

    @Test func aPushSlidesWithoutReduceMotion() {
        AccessibilitySettings.set(.reduceMotion, to: false)
        defer { AccessibilitySettings.reset() }
        let first = UIViewController(), second = UIViewController()
        let nav = UINavigationController(rootViewController: first)
        let window = phoneWindow(showing: nav)
        defer { window.isHidden = true }
        nav.pushViewController(second, animated: true)
        runFrames(0.1)
        #expect((second.view.layer.presentation()?.position.x ?? 0) > second.view.center.x, "still sliding in from the right")
        runFrames(0.6)
        #expect(nav.topViewController === second)
    }

    @Test func aPresentedSheetHidesWhatIsBehindIt() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let root = UIViewController()
        let behind = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        behind.text = "Behind"
        root.view.addSubview(behind)
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        let sheet = UIViewController()
        let inside = UILabel(frame: CGRect(x: 0, y: 20, width: 200, height: 30))
        inside.text = "Inside"
        sheet.view.addSubview(inside)
        root.present(sheet, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(window.accessibilityElementsInTree.map(\.accessibilityLabel) == ["Inside"])
    }
}
