import Testing
import TesseraTesting
import UIKit

/// A view that records its hierarchy callbacks.
@MainActor
final class ProbeView: UIView {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func willMove(toSuperview newSuperview: UIView?) { log.add("\(name).willMoveToSuperview(\(label(newSuperview)))") }
    override func didMoveToSuperview() { log.add("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.add("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.add("\(name).didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.add("\(name).didAddSubview(\(label(subview)))") }
    override func willRemoveSubview(_ subview: UIView) { log.add("\(name).willRemoveSubview(\(label(subview)))") }
    override func layoutSubviews() { log.add("\(name).layoutSubviews") }
    override func tintColorDidChange() { log.add("\(name).tintColorDidChange") }

    private func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return (view as? ProbeView)?.name ?? (view is UIWindow ? "window" : "view")
    }
}

/// A list of events, in order.
@MainActor
final class EventLog {
    private(set) var events: [String] = []
    func add(_ event: String) { events.append(event) }
    /// Returns the events so far and starts over.
    @discardableResult func take() -> [String] {
        defer { events = [] }
        return events
    }
}

/// The view tree and its callbacks, in UIKit's order.
@MainActor @Suite struct ViewHierarchyTests {
    init() { LogCapture.install() }

    @Test func addingOutsideAWindowCallsOnlySuperviewCallbacks() {
        let log = EventLog()
        let parent = ProbeView("parent", log: log), child = ProbeView("child", log: log)
        parent.addSubview(child)
        #expect(log.take() == ["child.willMoveToSuperview(parent)", "child.didMoveToSuperview", "parent.didAddSubview(child)"])
        #expect(child.superview === parent && parent.subviews.count == 1 && child.window == nil)
    }

    @Test func addingIntoAWindowCallsWindowCallbacksOnTheSubtree() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = ProbeView("parent", log: log)
        window.addSubview(parent)
        log.take()
        let child = ProbeView("child", log: log), grandchild = ProbeView("grandchild", log: log)
        child.addSubview(grandchild)
        log.take()
        parent.addSubview(child)
        #expect(log.take() == [
            "child.willMoveToSuperview(parent)",
            "child.willMoveToWindow(window)", "grandchild.willMoveToWindow(window)",
            "grandchild.didMoveToWindow", "child.didMoveToWindow",
            "child.didMoveToSuperview", "parent.didAddSubview(child)",
        ])
        #expect(grandchild.window === window)

        child.removeFromSuperview()
        #expect(log.take() == [
            "parent.willRemoveSubview(child)", "child.willMoveToSuperview(nil)",
            "child.willMoveToWindow(nil)", "grandchild.willMoveToWindow(nil)",
            "grandchild.didMoveToWindow", "child.didMoveToWindow",
            "child.didMoveToSuperview",
        ])
        #expect(grandchild.window == nil && child.superview == nil)
    }

    @Test func movingBetweenParentsInTheSameWindow() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = ProbeView("a", log: log), b = ProbeView("b", log: log), child = ProbeView("child", log: log)
        window.addSubview(a)
        window.addSubview(b)
        a.addSubview(child)
        log.take()
        b.addSubview(child)
        #expect(log.take() == ["a.willRemoveSubview(child)", "child.willMoveToSuperview(b)", "child.didMoveToSuperview", "b.didAddSubview(child)"])
        #expect(a.subviews.isEmpty && b.subviews.first === child)
    }

    @Test func reAddingToTheSameSuperviewOnlyReorders() {
        let log = EventLog()
        let parent = ProbeView("parent", log: log)
        let one = UIView(), two = UIView(), three = UIView()
        [one, two, three].forEach(parent.addSubview)
        log.take()
        parent.addSubview(one)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [two, three, one].map { ObjectIdentifier($0) })
        #expect(log.take().isEmpty)
        #expect(parent.layer.sublayers!.map { ObjectIdentifier($0) } == [two, three, one].map { ObjectIdentifier($0.layer) })
    }

    @Test func insertionAndOrdering() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.insertSubview(b, at: 0)                 // b a
        parent.insertSubview(c, aboveSubview: b)       // b c a
        parent.insertSubview(d, belowSubview: b)       // d b c a
        func order() -> [ObjectIdentifier] { parent.subviews.map { ObjectIdentifier($0) } }
        #expect(order() == [d, b, c, a].map { ObjectIdentifier($0) })
        parent.bringSubviewToFront(d)                  // b c a d
        parent.sendSubviewToBack(a)                    // a b c d
        #expect(order() == [a, b, c, d].map { ObjectIdentifier($0) })
        parent.exchangeSubview(at: 0, withSubviewAt: 3) // d b c a
        #expect(order() == [d, b, c, a].map { ObjectIdentifier($0) })
        #expect(parent.layer.sublayers!.map { ObjectIdentifier($0) } == [d, b, c, a].map { ObjectIdentifier($0.layer) })
        parent.insertSubview(UIView(), at: 99)
        #expect(parent.subviews.count == 5)
    }

    @Test func cyclesAreRefusedWithAClearError() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let selfAdd = LogCapture.messages(containing: "Can't add self as subview") { parent.addSubview(parent) }
        #expect(selfAdd.count == 1)
        let cycle = LogCapture.messages(containing: "its own descendant") { child.addSubview(parent) }
        #expect(cycle.count == 1)
        #expect(parent.superview == nil && child.subviews.isEmpty)
    }

    @Test func descendantsAndTags() {
        let root = UIView(), a = UIView(), b = UIView(), a1 = UIView()
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(a1)
        a1.tag = 7
        b.tag = 7
        #expect(root.viewWithTag(7) === a1)   // depth first: a's subtree before b
        root.tag = 7
        #expect(root.viewWithTag(7) === root) // the view itself first
        #expect(root.viewWithTag(8) == nil)
        #expect(a1.isDescendant(of: root) && a1.isDescendant(of: a1) && !a.isDescendant(of: b))
    }

    @Test func removingTheSuperviewFreesNothingItDoesNotOwn() {
        var parent: UIView? = UIView()
        let child = UIView()
        parent!.addSubview(child)
        parent = nil
        #expect(child.superview == nil)
        #expect(child.layer.superlayer == nil)
    }
}
