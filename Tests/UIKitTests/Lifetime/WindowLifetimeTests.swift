import Testing
import TesseraTesting
import UIKit

/// A window freed while views inside it live on: they leave it cleanly and can be shown elsewhere.
@MainActor @Suite struct WindowLifetimeTests {
    @Test(.disabled("needs the storedWindow fix on main: UIView.storedWindow is unowned(unsafe), so this crashes"))
    func viewsOutlivingTheirWindowCanMoveToAnotherWindow() {
        let survivor = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        survivor.backgroundColor = .red
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        inner.backgroundColor = .blue
        survivor.addSubview(inner)
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            let container = UIView(frame: window.bounds)
            window.addSubview(container)
            container.addSubview(survivor)
            window.layoutIfNeeded()
            #expect(inner.window === window)
            weakWindow = window
            window.isHidden = true
        }
        #expect(weakWindow == nil)
        // The container went with the window; the survivor is on its own, pointing at nothing freed.
        #expect(survivor.window == nil && survivor.superview == nil)
        #expect(inner.window == nil && inner.superview === survivor)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.backgroundColor = .white
        other.makeKeyAndVisible()
        defer { other.isHidden = true }
        other.addSubview(survivor)
        #expect(survivor.window === other && inner.window === other)
        other.layoutIfNeeded()
        #expect(other.hitTest(CGPoint(x: 20, y: 20), with: nil) === inner)
        let image = other.snapshotImage(scale: 1)
        #expect(close(rgba(image, 12, 12), [255, 0, 0, 255]))
        #expect(close(rgba(image, 20, 20), [0, 0, 255, 255]))
        #expect(close(rgba(image, 60, 60), [255, 255, 255, 255]))
    }
}
