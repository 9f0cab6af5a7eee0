import Testing
@testable import UIKit

/// The swipe from the left edge: the top view follows the finger, the one below slides in from −30%;
/// letting go past half the width finishes the pop, short of it cancels, with UIKit's callbacks.
@MainActor @Suite struct InteractivePopTests {
    /// Drags a finger from the left edge to `x` at row 400 and lifts it after holding still.
    private func swipe(_ window: UIWindow, to x: CGFloat, whileDragging: (() -> Void)? = nil) {
        var t = CACurrentMediaTime() + 0.5
        window.send(TouchInput(phase: .down, location: CGPoint(x: 5, y: 400), timestamp: t))
        let steps = 12
        for i in 1...steps {
            t += 0.016
            UIApplication.shared.advanceFrame(by: 0)
            window.send(TouchInput(phase: .move, location: CGPoint(x: 5 + (x - 5) * CGFloat(i) / CGFloat(steps), y: 400), timestamp: t))
        }
        whileDragging?()
        // Hold still so the release has no velocity.
        t += 0.3
        window.send(TouchInput(phase: .move, location: CGPoint(x: x, y: 400), timestamp: t))
        t += 0.05
        window.send(TouchInput(phase: .up, location: CGPoint(x: x, y: 400), timestamp: t))
    }

    private func scene() -> (UIWindow, UINavigationController, NavLoggedController, NavLoggedController, NavEventLog) {
        let log = NavEventLog()
        let a = NavLoggedController("A", log: log), b = NavLoggedController("B", log: log)
        a.view.backgroundColor = .red
        b.view.backgroundColor = .blue
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        let window = phoneWindow(showing: nav)
        log.clear()
        return (window, nav, a, b, log)
    }

    @Test func releasingPastHalfFinishesThePop() {
        let (window, nav, a, b, log) = scene()
        defer { window.isHidden = true }
        var midFrame: CGRect?
        var belowFrame: CGRect?
        swipe(window, to: 250) {
            UIApplication.shared.advanceFrame(by: 0)
            midFrame = b.view.layer.presentation()?.frame ?? b.view.frame
            belowFrame = a.view.layer.presentation()?.frame ?? a.view.frame
            saveNavigationPNG(window.screen.snapshotImage(), "interactive-pop")
        }
        if let midFrame, let belowFrame {
            #expect(abs(midFrame.minX - 245) < 3, "the top view follows the finger: \(midFrame.minX)")
            #expect(abs(belowFrame.minX - (-117 + 117 * 245 / 390)) < 3, "the view below slides in from −30%: \(belowFrame.minX)")
        }
        #expect(log.events.prefix(3) == ["B.willMove(nil)", "B.willDisappear", "A.willAppear"])
        runFrames(0.6)
        #expect(nav.viewControllers == [a] && b.parent == nil)
        #expect(log.events == ["B.willMove(nil)", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear", "B.didMove(nil)"])
        #expect(nav.containerView.subviews == [a.view] && a.view.frame.minX == 0)
    }

    @Test func releasingShortOfHalfCancelsThePop() {
        let (window, nav, a, b, log) = scene()
        defer { window.isHidden = true }
        swipe(window, to: 120)
        runFrames(0.6)
        #expect(nav.viewControllers == [a, b] && b.parent === nav && !b.isMovingFromParent)
        #expect(log.events == ["B.willMove(nil)", "B.willDisappear", "A.willAppear",
                               "A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear"])
        #expect(nav.containerView.subviews == [b.view] && b.view.frame.minX == 0 && a.view.superview == nil)
        #expect(nav.navigationBar.items?.count == 2 && nav.navigationBar.topItem === b.navigationItem)
        // The pop still works afterwards.
        nav.popViewController(animated: false)
        #expect(nav.viewControllers == [a] && nav.containerView.subviews == [a.view])
    }

    @Test func theEdgePanDoesNotBeginAtTheRoot() {
        let log = NavEventLog()
        let a = NavLoggedController("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        let window = phoneWindow(showing: nav)
        defer { window.isHidden = true }
        log.clear()
        swipe(window, to: 300)
        runFrames(0.5)
        #expect(nav.viewControllers == [a] && log.events.isEmpty)
    }
}
