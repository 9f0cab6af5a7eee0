import Testing
import TesseraTesting
import UIKit

/// Lets every pair recognize together.
@MainActor
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// Refuses to let its recognizer begin.
@MainActor
final class RefusingDelegate: UIGestureRecognizerDelegate {
    var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return false
    }
}

/// A custom recognizer written as for iOS: it sets its own state and watches it.
final class FirstTouchRecognizer: UIGestureRecognizer {
    var seen: [State] = []
    override var state: State {
        didSet { seen.append(state) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { self.state = .began }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
}

@MainActor @Suite struct ContinuousGestureTests {
    init() { LogCapture.install() }

    @Test func panStatesTranslationAndVelocity() {
        let stage = GestureStage()
        let pan = UIPanGestureRecognizer()
        var translations: [CGFloat] = []
        var velocities: [CGFloat] = []
        pan.addHandler { r in
            translations.append(r.translation(in: stage.view).x)
            velocities.append(r.velocity(in: stage.view).x)
        }
        stage.log.watch(pan, "pan")
        stage.view.addGestureRecognizer(pan)
        // 100 points right in 10 even steps over 0.2 s: 500 points per second.
        stage.window.send(TouchInput.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 10,
                                          timestamp: stage.later(), duration: 0.2))
        let panEntries = stage.log.entries.filter { $0.hasPrefix("pan") }
        #expect(panEntries == ["pan began"] + Array(repeating: "pan changed", count: 9) + ["pan ended"])
        // The view's touch is cancelled when the pan begins (after its action), so it sees no more.
        #expect(stage.log.entries.prefix(3) == ["view began", "pan began", "view cancelled"])
        // The first step moved 10 points: just the hysteresis.
        #expect(close(translations.first ?? 0, 10))
        #expect(close(translations.last ?? 0, 100))
        #expect(close(velocities.last ?? 0, 500, 0.5))
        #expect(pan.state == .possible)
    }

    @Test func setTranslationRebasesAndSmallMovesDoNotBegin() {
        let stage = GestureStage()
        let pan = UIPanGestureRecognizer()
        var seen: [CGPoint] = []
        pan.addHandler { r in
            seen.append(r.translation(in: nil))
            r.setTranslation(.zero, in: nil)
        }
        stage.view.addGestureRecognizer(pan)
        stage.down(CGPoint(x: 50, y: 50))
        stage.move(CGPoint(x: 55, y: 50))
        #expect(pan.state == .possible)
        stage.move(CGPoint(x: 50, y: 62))
        #expect(pan.state == .began)
        stage.move(CGPoint(x: 53, y: 66))
        stage.up(CGPoint(x: 53, y: 66))
        #expect(seen == [CGPoint(x: 0, y: 12), CGPoint(x: 3, y: 4), .zero])
    }

    @Test func longPressBeginsAfterHalfASecondOnTheFrameClock() {
        let stage = GestureStage()
        let press = UILongPressGestureRecognizer()
        stage.log.watch(press, "press")
        stage.view.addGestureRecognizer(press)
        stage.down(CGPoint(x: 50, y: 50))
        stage.wait(0.4)
        #expect(stage.log.entries == ["view began"])
        stage.wait(0.15)
        #expect(stage.log.entries == ["view began", "press began", "view cancelled"])
        stage.move(CGPoint(x: 80, y: 50))
        stage.up(CGPoint(x: 80, y: 50))
        #expect(stage.log.entries.suffix(2) == ["press changed", "press ended"])

        // Moving more than 10 points first fails it.
        stage.log.clear()
        stage.down(CGPoint(x: 50, y: 50))
        stage.move(CGPoint(x: 62, y: 50))
        stage.wait(1)
        stage.up(CGPoint(x: 62, y: 50))
        #expect(stage.log.entries == ["view began", "view moved", "view ended"])
    }

    @Test func onlyOneOfTwoPansWinsUnlessTheDelegateAllowsBoth() {
        let stage = GestureStage()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stage.view.addSubview(inner)
        let innerPan = UIPanGestureRecognizer()
        let outerPan = UIPanGestureRecognizer()
        stage.log.watch(innerPan, "inner")
        stage.log.watch(outerPan, "outer")
        inner.addGestureRecognizer(innerPan)
        stage.view.addGestureRecognizer(outerPan)
        stage.window.send(TouchInput.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 100, y: 50), steps: 5, timestamp: stage.later()))
        #expect(Set(stage.log.entries.map { String($0.split(separator: " ")[0]) }) == ["view", "inner"])

        stage.log.clear()
        let delegate = SimultaneousDelegate()
        outerPan.delegate = delegate
        stage.window.send(TouchInput.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 100, y: 50), steps: 5, timestamp: stage.later()))
        #expect(stage.log.entries.filter { !$0.hasPrefix("view") }.first == "inner began")
        #expect(stage.log.entries.contains("outer began") && stage.log.entries.contains("outer ended"))
    }

    @Test func delegateAndSubclassHooks() {
        let stage = GestureStage()
        let pan = UIPanGestureRecognizer()
        let refusing = RefusingDelegate()
        pan.delegate = refusing
        stage.log.watch(pan, "pan")
        stage.view.addGestureRecognizer(pan)
        stage.window.send(TouchInput.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 100, y: 50), timestamp: stage.later()))
        #expect(refusing.asked == 1)
        #expect(!stage.log.entries.contains { $0.hasPrefix("pan") })
        #expect(stage.log.entries.last == "view ended")

        let custom = FirstTouchRecognizer()
        stage.view.addGestureRecognizer(custom)
        stage.window.send(TouchInput.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 60, y: 50), steps: 2, timestamp: stage.later()))
        #expect(custom.seen == [.began, .changed, .changed, .ended])
    }

    @Test func swipeAndEdgePan() {
        let stage = GestureStage()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        stage.log.watch(swipe, "swipe")
        stage.view.addGestureRecognizer(swipe)
        stage.window.send(TouchInput.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 100, y: 110), steps: 5,
                                          timestamp: stage.later(), duration: 0.1))
        #expect(stage.log.entries.filter { $0.hasPrefix("swipe") } == ["swipe ended"])
        stage.log.clear()
        stage.window.send(TouchInput.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 5,
                                          timestamp: stage.later(), duration: 0.1))
        #expect(!stage.log.entries.contains { $0.hasPrefix("swipe") })
        stage.view.removeGestureRecognizer(swipe)

        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        stage.log.watch(edge, "edge")
        stage.view.addGestureRecognizer(edge)
        stage.log.clear()
        stage.window.send(TouchInput.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), timestamp: stage.later()))
        #expect(!stage.log.entries.contains { $0.hasPrefix("edge") })
        stage.window.send(TouchInput.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 100, y: 100), timestamp: stage.later()))
        #expect(stage.log.entries.contains("edge began") && stage.log.entries.last == "edge ended")
    }

    @Test func twoFingerPinchAndRotationThroughTouches() {
        let stage = GestureStage()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let both = SimultaneousDelegate()
        pinch.delegate = both
        stage.log.watch(pinch, "pinch")
        stage.log.watch(rotation, "rotation")
        stage.view.addGestureRecognizer(pinch)
        stage.view.addGestureRecognizer(rotation)
        stage.down(CGPoint(x: 150, y: 150), finger: 0)
        stage.down(CGPoint(x: 250, y: 150), finger: 1)
        // Finger 1 swings a quarter turn and the fingers' distance doubles.
        stage.move(CGPoint(x: 200, y: 150 + 100 * 1.0), finger: 1, after: 0.1)
        stage.move(CGPoint(x: 150, y: 350), finger: 1, after: 0.1)
        #expect(close(pinch.scale, 2))
        #expect(close(rotation.rotation, .pi / 2))
        #expect(pinch.velocity > 0 && rotation.velocity > 0)
        stage.up(CGPoint(x: 150, y: 350), finger: 1)
        stage.up(CGPoint(x: 150, y: 150), finger: 0)
        #expect(stage.log.entries.filter { !$0.hasPrefix("view") } ==
                ["pinch began", "rotation began", "pinch changed", "rotation changed", "pinch ended", "rotation ended"])
    }
}
