// API that popular libraries' sources and tests call, written as they call it (Swift 5 mode).
import UIKit
import XCTest

final class SmallAPIClientTests: XCTestCase {
    func testGeometryStringsReadAndWriteAsUIKitsDo() {
        XCTAssertEqual(NSCoder.cgPoint(for: "{1.5, -2}"), CGPoint(x: 1.5, y: -2))
        XCTAssertEqual(NSCoder.cgRect(for: "{{0, 0}, {10, 20}}"), CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(NSCoder.cgSize(for: "{3}"), .zero, "too few numbers give zero")
        XCTAssertEqual(NSCoder.string(for: CGPoint(x: 0.5, y: 10)), "{0.5, 10}")
        XCTAssertEqual(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)), "{{1, 2}, {3, 4}}")
        XCTAssertEqual(NSCoder.string(for: CGAffineTransform.identity), "[1, 0, 0, 1, 0, 0]")
        XCTAssertEqual(NSCoder.cgAffineTransform(for: "[2, 0, 0, 2, 5, 6]"), CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6))
        XCTAssertEqual(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}"), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(NSCoder.string(for: UIOffset(horizontal: 1, vertical: 2)), "{1, 2}")
    }

    func testATouchMadeByATestStartsInTheBeganPhase() {
        let touch = UITouch()
        XCTAssertEqual(touch.phase, .began)
        XCTAssertNil(touch.view)
        XCTAssertEqual(touch.location(in: nil), .zero)
    }

    func testAssociatedObjectsOnAnOptionalReachTheObjectItHolds() {
        final class Holder { weak var target: UIView? }
        let view = UIView()
        let holder = Holder()
        holder.target = view
        var key = 0
        objc_setAssociatedObject(holder.target as Any, &key, "Hello World", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertEqual(objc_getAssociatedObject(view, &key) as? String, "Hello World")
        XCTAssertEqual(objc_getAssociatedObject(holder.target as Any, &key) as? String, "Hello World")
    }

    func testStatusBarAndRestorationMembersAreOverridable() {
        final class DarkController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var prefersStatusBarHidden: Bool { true }
            override var childForStatusBarStyle: UIViewController? { nil }
        }
        let controller = DarkController()
        controller.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(controller.preferredStatusBarStyle, .lightContent)
        XCTAssertTrue(controller.prefersStatusBarHidden)
        controller.restorationIdentifier = "dark"
        controller.view.restorationIdentifier = "root"
        XCTAssertEqual(controller.restorationIdentifier, "dark")
        XCTAssertEqual(controller.view.restorationIdentifier, "root")
        XCTAssertNil(UIView().restorationIdentifier)
        let layer = CALayer()
        layer.minificationFilterBias = 0.5
        XCTAssertEqual(layer.minificationFilterBias, 0.5)
    }
}
