// Overrides that libraries declare on UIKit classes, written as they write them (Swift 5 mode): the view
// tree's methods, and gesture recognizers made through the designated `init(target:action:)`.
import UIKit
import XCTest

/// A container that keeps its own record of what is added and removed (a masking view's shape).
final class RecordingContainer: UIView {
    var log: [String] = []
    override func addSubview(_ view: UIView) {
        log.append("add \(view.tag)")
        super.addSubview(view)
    }
    override func insertSubview(_ view: UIView, at index: Int) {
        log.append("insert \(view.tag) at \(index)")
        super.insertSubview(view, at: index)
    }
    override func bringSubviewToFront(_ view: UIView) {
        log.append("front \(view.tag)")
        super.bringSubviewToFront(view)
    }
    override func willRemoveSubview(_ subview: UIView) {
        log.append("willRemove \(subview.tag)")
        super.willRemoveSubview(subview)
    }
}

/// A view that notes its own removal.
final class RemovalNotingView: UIView {
    var removals = 0
    override func removeFromSuperview() {
        removals += 1
        super.removeFromSuperview()
    }
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        super.convert(point, to: view)
    }
    override func endEditing(_ force: Bool) -> Bool {
        super.endEditing(force)
    }
}

/// A custom recognizer as iOS code writes one: it overrides the designated initializer.
final class TwoStepRecognizer: UIGestureRecognizer {
    private(set) var madeThroughDesignatedInit = false
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        madeThroughDesignatedInit = true
    }
}

/// A pan recognizer with an `init()` of its own that calls the designated initializer with no target.
final class PanelPanRecognizer: UIPanGestureRecognizer {
    let purpose: String
    init() {
        purpose = "panel"
        super.init(target: nil, action: nil)
    }
}

final class OverridesClientTests: XCTestCase {
    func testTheViewTreesOverridesAreCalled() {
        let container = RecordingContainer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = RemovalNotingView(), b = UIView()
        a.tag = 1
        b.tag = 2
        container.addSubview(a)
        container.insertSubview(b, at: 0)
        container.bringSubviewToFront(b)
        a.removeFromSuperview()
        XCTAssertEqual(container.log, ["add 1", "insert 2 at 0", "front 2", "willRemove 1"])
        XCTAssertEqual(a.removals, 1)
        XCTAssertNil(a.superview)
        XCTAssertEqual(container.subviews, [b])
        XCTAssertTrue(a.endEditing(true))
    }

    func testRecognizersMadeThroughTheDesignatedInitializer() {
        let custom = TwoStepRecognizer()
        XCTAssertTrue(custom.madeThroughDesignatedInit, "init() goes through init(target:action:)")
        XCTAssertEqual(custom.state, .possible)
        let pan = PanelPanRecognizer()
        XCTAssertEqual(pan.purpose, "panel")
        XCTAssertEqual(pan.maximumNumberOfTouches, Int.max)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        XCTAssertEqual(tap.numberOfTapsRequired, 1)
    }

    func testASelectorNamingAStandardActionIsCalled() {
        final class Copier: UIView {
            var copies = 0
            override func copy(_ sender: Any?) { copies += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = Copier(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let recognizer = UITapGestureRecognizer(target: view, action: Selector("copy:"))
        view.addGestureRecognizer(recognizer)
        func tap() {
            let t = CACurrentMediaTime()
            window.send(TouchInput(phase: .down, location: CGPoint(x: 50, y: 50), timestamp: t))
            window.send(TouchInput(phase: .up, location: CGPoint(x: 50, y: 50), timestamp: t + 0.05))
            UIApplication.shared.advanceFrame(by: 0.5)
        }
        tap()
        XCTAssertEqual(view.copies, 1)
        recognizer.removeTarget(view, action: nil)
        tap()
        XCTAssertEqual(view.copies, 1, "removed")
    }
}
