import Testing
import TesseraTesting
import UIKit

/// View controllers contained in others go away with their container, and a child taken out of its
/// container while its view stays on screen goes away alone, leaving nothing dangling.
@MainActor @Suite struct ViewControllerLifetimeTests {
    @Test func aContainedChildIsFreedWithItsParentAndWindow() {
        weak var weakChild: UIViewController?
        weak var weakChildView: UIView?
        weak var weakParent: UIViewController?
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let parent = UIViewController()
            let child = UIViewController()
            window.rootViewController = parent
            window.makeKeyAndVisible()
            parent.addChild(child)
            child.view.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
            child.view.backgroundColor = .red
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            window.layoutIfNeeded()
            #expect(child.view.window === window && child.parent === parent)
            #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === child.view)
            (weakChild, weakChildView, weakParent, weakWindow) = (child, child.view, parent, window)
            window.isHidden = true   // the app keeps shown windows alive
        }
        // Booleans, not the objects: a failure must not reflect a half-freed object.
        let (windowGone, parentGone) = (weakWindow == nil, weakParent == nil)
        let (childGone, childViewGone) = (weakChild == nil, weakChildView == nil)
        #expect(windowGone)
        #expect(parentGone)
        #expect(childGone)
        #expect(childViewGone)
    }

    @Test func aChildRemovedWhileItsViewStaysInTheWindowIsFreedAlone() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = UIViewController()
        window.rootViewController = parent
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        weak var weakChild: UIViewController?
        var view: UIView?
        do {
            let child = UIViewController()
            parent.addChild(child)
            child.view.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
            child.view.backgroundColor = .red
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            // Taken out of the container, but its view left where it was.
            child.willMove(toParent: nil)
            child.removeFromParent()
            weakChild = child
            view = child.view
        }
        #expect(weakChild == nil)
        #expect(parent.children.isEmpty)
        weak var weakView: UIView?
        do {
            let survivor = try! #require(view)
            // The view no longer answers to the freed controller: its next responder is its superview.
            #expect(survivor.next === parent.view)
            #expect(survivor.window === window && survivor.superview === parent.view)
            window.layoutIfNeeded()
            #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === survivor)
            let image = window.snapshotImage(scale: 1)
            #expect(close(rgba(image, 20, 20), [255, 0, 0, 255]))
            weakView = survivor
            view = nil
            survivor.removeFromSuperview()
        }
        #expect(weakView == nil)
    }
}
