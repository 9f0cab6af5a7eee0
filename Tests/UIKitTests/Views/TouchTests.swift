import Testing
import TesseraTesting
import UIKit

/// A view that records the touches it receives.
@MainActor
final class TouchRecorder: UIView {
    var events: [String] = []
    var locations: [CGPoint] = []
    var tapCounts: [Int] = []
    var handles = true

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches)
        if !handles { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches)
        if !handles { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches)
        if !handles { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches)
        if !handles { super.touchesCancelled(touches, with: event) }
    }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        events.append("\(phase)×\(touches.count)")
        if let touch = touches.first {
            locations.append(touch.location(in: self))
            tapCounts.append(touch.tapCount)
        }
    }
}

/// Hit testing and touch delivery through the window's door.
@MainActor @Suite struct TouchTests {
    init() { LogCapture.install() }

    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        return window
    }

    @Test func hitTestFindsTheFrontmostDeepestView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 350, y: 50), with: nil) == nil)
    }

    /// Hit testing may walk through UIKit's own controls without asking them, but a subclass of one is
    /// asked its `hitTest(_:with:)`, as on iOS, where every view is asked: an override that redirects
    /// the touch wins, and a control class itself still finds its deepest subview.
    @Test func subclassesOfUIKitControlsAreAskedToHitTest() {
        final class RedirectingButton: UIButton {
            var target: UIView?
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { target }
        }
        final class RedirectingSlider: UISlider {
            var target: UIView?
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { target }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let elsewhere = UIView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        let button = RedirectingButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let slider = RedirectingSlider(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let plain = UIControl(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let inside = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        button.target = elsewhere
        slider.target = elsewhere
        plain.addSubview(inside)
        for view in [elsewhere, button, slider, plain] { root.addSubview(view) }
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === elsewhere)
        #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) === elsewhere)
        #expect(root.hitTest(CGPoint(x: 15, y: 115), with: nil) === inside)
        #expect(root.hitTest(CGPoint(x: 60, y: 160), with: nil) === plain)
    }

    @Test func hiddenTransparentAndInertViewsAreSkipped() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = UIView(frame: root.bounds)
        root.addSubview(top)
        let p = CGPoint(x: 50, y: 50)
        top.isHidden = true
        #expect(root.hitTest(p, with: nil) === root)
        top.isHidden = false
        top.alpha = 0.005
        #expect(root.hitTest(p, with: nil) === root)
        top.alpha = 0.01
        #expect(root.hitTest(p, with: nil) === top)
        top.isUserInteractionEnabled = false
        #expect(root.hitTest(p, with: nil) === root)
    }

    @Test func pointsOutsideAViewDoNotReachItsSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let small = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let overhanging = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        root.addSubview(small)
        small.addSubview(overhanging)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === overhanging)
    }

    @Test func hitTestWithOffsetBoundsAndTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroller.bounds.origin = CGPoint(x: 0, y: 200)       // content scrolled by 200
        let row = UIView(frame: CGRect(x: 0, y: 220, width: 100, height: 20))
        root.addSubview(scroller)
        scroller.addSubview(row)
        #expect(root.hitTest(CGPoint(x: 50, y: 30), with: nil) === row)
        #expect(root.hitTest(CGPoint(x: 50, y: 60), with: nil) === scroller)

        let scaled = UIView(frame: CGRect(x: 150, y: 150, width: 50, height: 50))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)  // covers 125…225
        root.addSubview(scaled)
        #expect(root.hitTest(CGPoint(x: 130, y: 130), with: nil) === scaled)
    }

    @Test func aTapIsDeliveredToTheHitView() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let target = TouchRecorder(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(target)
        window.send(TouchInput.tap(at: CGPoint(x: 110, y: 120), timestamp: 1))
        #expect(target.events == ["began×1", "ended×1"])
        #expect(target.locations == [CGPoint(x: 10, y: 20), CGPoint(x: 10, y: 20)])
    }

    @Test func movesKeepGoingToTheViewTheTouchBeganIn() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let target = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let other = TouchRecorder(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        window.addSubview(target)
        window.addSubview(other)
        window.send(TouchInput.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 120, y: 10), steps: 3, timestamp: 2))
        #expect(target.events == ["began×1", "moved×1", "moved×1", "moved×1", "ended×1"])
        #expect(other.events.isEmpty)
        #expect(target.locations.last == CGPoint(x: 120, y: 10))
    }

    @Test func unhandledTouchesTravelUpTheResponderChain() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let parent = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.handles = false
        window.addSubview(parent)
        parent.addSubview(child)
        window.send(TouchInput.tap(at: CGPoint(x: 10, y: 10), timestamp: 3))
        #expect(child.events == ["began×1", "ended×1"])
        #expect(parent.events == ["began×1", "ended×1"])
    }

    @Test func quickTapsCountUp() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let target = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(target)
        window.send(TouchInput.tap(at: CGPoint(x: 10, y: 10), timestamp: 10))
        window.send(TouchInput.tap(at: CGPoint(x: 12, y: 10), timestamp: 10.2))
        window.send(TouchInput.tap(at: CGPoint(x: 12, y: 12), timestamp: 10.4))
        window.send(TouchInput.tap(at: CGPoint(x: 12, y: 12), timestamp: 11.5))   // too late
        window.send(TouchInput.tap(at: CGPoint(x: 90, y: 90), timestamp: 11.6))   // too far
        #expect(target.tapCounts.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) == [1, 2, 3, 1, 1])
    }

    @Test func cancelAndSecondFinger() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let single = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let multi = TouchRecorder(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        multi.isMultipleTouchEnabled = true
        window.addSubview(single)
        window.addSubview(multi)
        window.send([TouchInput(finger: 0, phase: .down, location: CGPoint(x: 10, y: 10), timestamp: 20),
                     TouchInput(finger: 1, phase: .down, location: CGPoint(x: 20, y: 20), timestamp: 20.01),
                     TouchInput(finger: 0, phase: .cancel, location: CGPoint(x: 10, y: 10), timestamp: 20.02),
                     TouchInput(finger: 1, phase: .up, location: CGPoint(x: 20, y: 20), timestamp: 20.03)])
        // The second finger does not reach a view without multiple touch that already has one.
        #expect(single.events == ["began×1", "cancelled×1"])
        window.send([TouchInput(finger: 0, phase: .down, location: CGPoint(x: 110, y: 10), timestamp: 21),
                     TouchInput(finger: 1, phase: .down, location: CGPoint(x: 120, y: 20), timestamp: 21.01),
                     TouchInput(finger: 0, phase: .up, location: CGPoint(x: 110, y: 10), timestamp: 21.02),
                     TouchInput(finger: 1, phase: .up, location: CGPoint(x: 120, y: 20), timestamp: 21.03)])
        #expect(multi.events == ["began×1", "began×1", "ended×1", "ended×1"])
    }

    @Test func exclusiveTouchKeepsOtherViewsOut() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let exclusive = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = TouchRecorder(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(exclusive)
        window.addSubview(other)
        window.send([TouchInput(finger: 0, phase: .down, location: CGPoint(x: 10, y: 10), timestamp: 30),
                     TouchInput(finger: 1, phase: .down, location: CGPoint(x: 150, y: 10), timestamp: 30.01),
                     TouchInput(finger: 1, phase: .up, location: CGPoint(x: 150, y: 10), timestamp: 30.02),
                     TouchInput(finger: 0, phase: .up, location: CGPoint(x: 10, y: 10), timestamp: 30.03)])
        #expect(exclusive.events == ["began×1", "ended×1"])
        #expect(other.events.isEmpty)
    }

    @Test func badSequencesAreReportedAndIgnored() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let logged = LogCapture.messages(containing: "finger 5") {
            window.send(TouchInput(finger: 5, phase: .move, location: .zero, timestamp: 40))
            window.send(TouchInput(finger: 5, phase: .down, location: .zero, timestamp: 40))
            window.send(TouchInput(finger: 5, phase: .down, location: .zero, timestamp: 40.1))
            window.send(TouchInput(finger: 5, phase: .up, location: .zero, timestamp: 40.2))
        }
        #expect(logged.count == 2)
    }

    @Test func touchTimestampsAdvanceTheMediaClock() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let later = CACurrentMediaTime() + 100
        window.send(TouchInput.tap(at: .zero, timestamp: later))
        #expect(CACurrentMediaTime() >= later + 0.05)
    }
}
