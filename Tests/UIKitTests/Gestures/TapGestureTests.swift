import Testing
import TesseraTesting
import UIKit

/// A target with the method shapes gesture recognizers accept.
@MainActor
final class GestureTarget0 {
    var calls: [String] = []
    func plain() { calls.append("plain") }
    func tapped(_ recognizer: UITapGestureRecognizer) { calls.append("tap \(recognizer.state)") }
    func any(_ sender: Any) { calls.append("any") }
}

@MainActor @Suite struct TapGestureTests {
    init() { LogCapture.install() }

    @Test func singleTapRecognizesOnceAndCancelsTheViewsTouch() {
        let stage = GestureStage()
        let tap = UITapGestureRecognizer()
        stage.log.watch(tap, "tap")
        stage.view.addGestureRecognizer(tap)
        stage.tap(CGPoint(x: 50, y: 50))
        // The view saw the touch begin; the action comes first, then the view's touch is cancelled.
        #expect(stage.log.entries == ["view began", "tap ended", "view cancelled"])
        #expect(tap.state == .possible)
        #expect(stage.view.gestureRecognizers?.count == 1)
        #expect(tap.view === stage.view)
    }

    @Test func withoutCancelsTouchesInViewTheViewSeesTheEnd() {
        let stage = GestureStage()
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        stage.log.watch(tap, "tap")
        stage.view.addGestureRecognizer(tap)
        stage.tap(CGPoint(x: 50, y: 50))
        #expect(stage.log.entries == ["view began", "tap ended", "view ended"])
    }

    @Test func typedTargetsAndClosuresAreCalled() {
        let stage = GestureStage()
        let target = GestureTarget0()
        let tap = UITapGestureRecognizer(target: target, action: GestureTarget0.tapped)
        tap.addTarget(target, action: GestureTarget0.plain)
        tap.addTarget(target, action: GestureTarget0.any)
        var closureCalls = 0
        let other = UITapGestureRecognizer { (r: UITapGestureRecognizer) in closureCalls += r.numberOfTapsRequired }
        stage.view.addGestureRecognizer(tap)
        let inner = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        stage.view.addSubview(inner)
        inner.addGestureRecognizer(other)
        stage.tap(CGPoint(x: 50, y: 50))
        #expect(target.calls == ["tap ended", "plain", "any"])
        stage.tap(CGPoint(x: 250, y: 50))
        #expect(closureCalls == 1)
        // The inner view's tap took the touch: the outer one failed, so it sent nothing.
        #expect(target.calls.count == 3)
        tap.removeTarget(target)
        stage.tap(CGPoint(x: 50, y: 50))
        #expect(target.calls.count == 3)
    }

    @Test func movingTooFarFailsTheTap() {
        let stage = GestureStage()
        let tap = UITapGestureRecognizer()
        stage.log.watch(tap, "tap")
        stage.view.addGestureRecognizer(tap)
        stage.down(CGPoint(x: 50, y: 50))
        stage.move(CGPoint(x: 100, y: 50))
        stage.up(CGPoint(x: 100, y: 50))
        #expect(stage.log.entries == ["view began", "view moved", "view ended"])
    }

    @Test func twoFingerTap() {
        let stage = GestureStage()
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        stage.log.watch(tap, "tap")
        stage.view.addGestureRecognizer(tap)
        stage.tap(CGPoint(x: 50, y: 50))
        #expect(!stage.log.entries.contains("tap ended"))
        stage.down(CGPoint(x: 50, y: 50), finger: 0)
        stage.down(CGPoint(x: 80, y: 50), finger: 1)
        stage.up(CGPoint(x: 50, y: 50), finger: 0)
        stage.up(CGPoint(x: 80, y: 50), finger: 1)
        #expect(stage.log.entries.filter { $0.hasPrefix("tap") } == ["tap ended"])
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let stage = GestureStage()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        stage.log.watch(single, "single")
        stage.log.watch(double, "double")
        stage.view.addGestureRecognizer(single)
        stage.view.addGestureRecognizer(double)
        stage.tap(CGPoint(x: 50, y: 50))
        let lifted = CACurrentMediaTime()
        // Still waiting: the double tap may yet come; the view's touchesEnded is held back too.
        #expect(stage.log.entries == ["view began"])
        stage.wait(0.3)
        #expect(stage.log.entries == ["view began"])
        stage.wait(0.1)
        #expect(stage.log.entries == ["view began", "single ended", "view cancelled"])
        let fired = stage.log.times[1] - lifted
        #expect(fired >= 0.35 && fired < 0.45)
        #expect(single.state == .possible && double.state == .possible)

        // A double tap fires the double tap alone.
        stage.log.clear()
        let t = stage.later()
        stage.window.send(TouchInput.tap(at: CGPoint(x: 50, y: 50), timestamp: t))
        stage.window.send(TouchInput.tap(at: CGPoint(x: 52, y: 50), timestamp: t + 0.2))
        #expect(stage.log.entries.filter { !$0.hasPrefix("view") } == ["double ended"])
        stage.wait(1)
        #expect(stage.log.entries.filter { !$0.hasPrefix("view") } == ["double ended"])
    }

    @Test func delaysTouchesBeganHoldsTheViewsTouchUntilTheRecognizerFails() {
        let stage = GestureStage()
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        stage.log.watch(pan, "pan")
        stage.view.addGestureRecognizer(pan)
        stage.down(CGPoint(x: 50, y: 50))
        stage.move(CGPoint(x: 52, y: 50))
        #expect(stage.log.entries.isEmpty)
        stage.up(CGPoint(x: 52, y: 50))
        // The pan failed when the finger lifted: the view gets the whole touch, in order.
        #expect(stage.log.entries == ["view began", "view moved", "view ended"])

        stage.log.clear()
        stage.down(CGPoint(x: 50, y: 50))
        stage.move(CGPoint(x: 80, y: 50))
        stage.up(CGPoint(x: 80, y: 50))
        // The pan recognized: the view never saw the touch.
        #expect(stage.log.entries == ["pan began", "pan ended"])
    }

    @Test func disabledOrRemovedRecognizersTakeNothing() {
        let stage = GestureStage()
        let tap = UITapGestureRecognizer()
        stage.log.watch(tap, "tap")
        stage.view.addGestureRecognizer(tap)
        tap.isEnabled = false
        stage.tap(CGPoint(x: 50, y: 50))
        #expect(stage.log.entries == ["view began", "view ended"])
        tap.isEnabled = true
        stage.view.removeGestureRecognizer(tap)
        #expect(tap.view == nil && stage.view.gestureRecognizers == nil)
        stage.log.clear()
        stage.tap(CGPoint(x: 50, y: 50))
        #expect(stage.log.entries == ["view began", "view ended"])
    }
}

@MainActor @Suite struct DelayedTouchEndTests {
    init() { LogCapture.install() }

    @Test func aPossibleDoubleTapHoldsTheViewsTouchesEndedUntilItFails() {
        let stage = GestureStage()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        var touchCounts: [Int] = []
        double.addHandler { r in touchCounts.append(r.numberOfTouches) }
        stage.view.addGestureRecognizer(double)
        stage.tap(CGPoint(x: 50, y: 50))
        #expect(stage.log.entries == ["view began"])
        stage.wait(0.4)
        #expect(stage.log.entries == ["view began", "view ended"])
        double.delaysTouchesEnded = false
        stage.log.clear()
        stage.tap(CGPoint(x: 50, y: 50))
        #expect(stage.log.entries == ["view began", "view ended"])
        #expect(touchCounts.isEmpty)
    }
}
