import Testing
import TesseraTesting
import UIKit

/// Answers the delegate questions from closures.
@MainActor
final class ClosureDelegate: UIGestureRecognizerDelegate {
    var receive: (UITouch) -> Bool = { _ in true }
    var requireFailureOf: (UIGestureRecognizer) -> Bool = { _ in false }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive(touch) }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { requireFailureOf(otherGestureRecognizer) }
}

@MainActor @Suite struct GestureRecognizerBasicsTests {
    init() { LogCapture.install() }

    @Test func locationsAndTouchesOfATwoFingerGesture() {
        let stage = GestureStage()
        let inner = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        stage.view.addSubview(inner)
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        var seen: [(Int, CGPoint, CGPoint, CGPoint)] = []
        pan.addHandler { r in seen.append((r.numberOfTouches, r.location(in: inner), r.location(ofTouch: 1, in: nil), r.location(in: nil))) }
        inner.addGestureRecognizer(pan)
        stage.down(CGPoint(x: 120, y: 100), finger: 0)
        stage.down(CGPoint(x: 160, y: 100), finger: 1)
        stage.move(CGPoint(x: 120, y: 130), finger: 0)
        // One finger moving 30 moves the centroid 15: past the hysteresis.
        stage.move(CGPoint(x: 160, y: 130), finger: 1)
        #expect(seen.count == 2)
        #expect(seen.first?.0 == 2)
        #expect(seen.last?.1 == CGPoint(x: 40, y: 80))
        #expect(seen.last?.2 == CGPoint(x: 160, y: 130))
        #expect(seen.last?.3 == CGPoint(x: 140, y: 130))
        #expect(close(pan.translation(in: inner).y, 30))
        stage.up(CGPoint(x: 160, y: 130), finger: 1)
        stage.up(CGPoint(x: 120, y: 130), finger: 0)
        #expect(pan.state == .possible && pan.numberOfTouches == 0)
    }

    @Test func delegateChoosesTouchesAndFailureRequirements() {
        let stage = GestureStage()
        let tap = UITapGestureRecognizer()
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.2
        let delegate = ClosureDelegate()
        delegate.receive = { $0.location(in: nil).x < 200 }
        tap.delegate = delegate
        let log = stage.log
        log.watch(tap, "tap")
        log.watch(press, "press")
        stage.view.addGestureRecognizer(tap)
        stage.tap(CGPoint(x: 300, y: 50))
        #expect(!log.entries.contains("tap ended"))
        stage.tap(CGPoint(x: 100, y: 50))
        #expect(log.entries.contains("tap ended"))

        // The tap waits for the press to fail (asked through the delegate); a short tap fails the press at once.
        stage.view.addGestureRecognizer(press)
        delegate.requireFailureOf = { $0 === press }
        log.clear()
        stage.tap(CGPoint(x: 100, y: 50))
        #expect(log.entries.filter { !$0.hasPrefix("view") } == ["tap ended"])
        // A held press recognizes, and the waiting tap fails.
        log.clear()
        stage.down(CGPoint(x: 100, y: 50))
        stage.wait(0.25)
        stage.up(CGPoint(x: 100, y: 50))
        #expect(log.entries.filter { !$0.hasPrefix("view") } == ["press began", "press ended"])
    }

    @Test func touchesListTheirRecognizersAndInvalidStatesAreIgnored() {
        let stage = GestureStage()
        let tap = UITapGestureRecognizer()
        stage.view.addGestureRecognizer(tap)
        final class Probe: UIView {
            var recognizers: [UIGestureRecognizer]?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { recognizers = touches.first?.gestureRecognizers }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.view.addSubview(probe)
        stage.tap(CGPoint(x: 10, y: 10))
        #expect(probe.recognizers?.count == 1 && probe.recognizers?.first === tap)
        // possible -> changed is not a transition UIKit allows: logged and ignored.
        tap.state = .changed
        #expect(tap.state == .possible)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }
}
