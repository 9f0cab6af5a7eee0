import Testing
import TesseraTesting
import UIKit

@MainActor @Suite struct GestureInputTests {
    init() { LogCapture.install() }

    @Test func buttonTapIsNotTakenByTheSuperviewsSingleTap() {
        let stage = GestureStage()
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        stage.view.addSubview(button)
        var buttonTaps = 0
        button.addAction(UIAction { _ in buttonTaps += 1 }, for: .touchUpInside)
        let tap = UITapGestureRecognizer()
        stage.log.watch(tap, "tap")
        stage.view.addGestureRecognizer(tap)
        stage.tap(CGPoint(x: 150, y: 120))
        #expect(buttonTaps == 1)
        #expect(stage.log.entries.isEmpty)
        // Elsewhere the tap works.
        stage.tap(CGPoint(x: 20, y: 20))
        #expect(stage.log.entries.contains("tap ended"))
        // A double tap on the superview is not the button's default action: it is not refused.
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        #expect(button.gestureRecognizerShouldBegin(double))
        #expect(!button.gestureRecognizerShouldBegin(tap))
    }

    @Test func panStartingOnAControlCancelsItsTracking() {
        let stage = GestureStage()
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        stage.view.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        let pan = UIPanGestureRecognizer()
        stage.log.watch(pan, "pan")
        stage.view.addGestureRecognizer(pan)
        stage.window.send(TouchInput.drag(from: CGPoint(x: 110, y: 120), to: CGPoint(x: 110, y: 200), timestamp: stage.later()))
        #expect(events == ["down", "cancel"])
        #expect(stage.log.entries.first == "pan began" && stage.log.entries.last == "pan ended")
        // A plain tap on the button still works with the pan there.
        events.removeAll()
        stage.tap(CGPoint(x: 150, y: 120))
        #expect(events == ["down", "up"])
    }

    @Test func pointerTouchesCarryTheirTypeAndButtons() {
        let stage = GestureStage()
        final class Probe: UIView {
            var seen: [(UITouch.TouchType, UIEvent.ButtonMask)] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                seen.append((touches.first!.type, event!.buttonMask))
            }
        }
        let probe = Probe(frame: stage.window.bounds)
        stage.window.addSubview(probe)
        let t = stage.later()
        stage.window.send(TouchInput(phase: .down, location: CGPoint(x: 10, y: 10), timestamp: t,
                                     touchType: .indirectPointer, buttonMask: .secondary))
        stage.window.send(TouchInput(phase: .up, location: CGPoint(x: 10, y: 10), timestamp: t + 0.1,
                                     touchType: .indirectPointer, buttonMask: .secondary))
        stage.window.send(TouchInput.tap(at: CGPoint(x: 10, y: 10), timestamp: t + 1))
        #expect(probe.seen.map(\.0) == [.indirectPointer, .direct])
        #expect(probe.seen.map(\.1) == [.secondary, []])
        #expect(UIEvent.ButtonMask.button(1) == .primary && UIEvent.ButtonMask.button(2) == .secondary)

        // A tap recognizer asking for the primary button ignores a secondary click.
        let tap = UITapGestureRecognizer()
        stage.log.watch(tap, "tap")
        probe.addGestureRecognizer(tap)
        stage.window.send(TouchInput(phase: .down, location: CGPoint(x: 10, y: 10), timestamp: t + 2,
                                     touchType: .indirectPointer, buttonMask: .secondary))
        stage.window.send(TouchInput(phase: .up, location: CGPoint(x: 10, y: 10), timestamp: t + 2.1,
                                     touchType: .indirectPointer, buttonMask: .secondary))
        #expect(stage.log.entries.isEmpty)
        tap.allowedTouchTypes = [UITouch.TouchType.direct.rawValue]
        stage.window.send(TouchInput(phase: .down, location: CGPoint(x: 10, y: 10), timestamp: t + 3,
                                     touchType: .indirectPointer, buttonMask: .primary))
        stage.window.send(TouchInput(phase: .up, location: CGPoint(x: 10, y: 10), timestamp: t + 3.1,
                                     touchType: .indirectPointer, buttonMask: .primary))
        #expect(stage.log.entries.isEmpty)
        stage.window.send(TouchInput.tap(at: CGPoint(x: 10, y: 10), timestamp: t + 4))
        #expect(stage.log.entries == ["tap ended"])
    }

    @Test func trackpadScrollDrivesAPan() {
        let stage = GestureStage()
        let pan = UIPanGestureRecognizer()
        var translations: [CGFloat] = []
        pan.addHandler { r in translations.append(r.translation(in: nil).y) }
        stage.log.watch(pan, "pan")
        stage.view.addGestureRecognizer(pan)
        let t = stage.later()
        let at = CGPoint(x: 100, y: 100)
        stage.window.send(ScrollInput(location: at, delta: CGPoint(x: 0, y: -5), phase: .began, timestamp: t))
        #expect(stage.log.entries.isEmpty)
        pan.allowedScrollTypesMask = .continuous
        stage.window.send(ScrollInput(location: at, delta: CGPoint(x: 0, y: -5), phase: .began, timestamp: t + 0.1))
        stage.window.send(ScrollInput(location: at, delta: CGPoint(x: 0, y: -10), phase: .changed, timestamp: t + 0.2))
        stage.window.send(ScrollInput(location: at, delta: .zero, phase: .ended, timestamp: t + 0.3))
        #expect(stage.log.entries == ["pan began", "pan changed", "pan ended"])
        #expect(translations == [-5, -15, -15])
        // Wheel ticks are not continuous scrolls.
        stage.window.send(ScrollInput(location: at, delta: CGPoint(x: 0, y: 20), phase: .wheel, timestamp: t + 1))
        #expect(stage.log.entries.count == 3)
    }

    @Test func wheelTicksBeginChangeAndEndAfterAQuietPeriod() {
        let stage = GestureStage()
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        var translations: [CGFloat] = []
        pan.addHandler { r in translations.append(r.translation(in: nil).y) }
        stage.log.watch(pan, "pan")
        stage.view.addGestureRecognizer(pan)
        let t = stage.later()
        let at = CGPoint(x: 100, y: 100)
        stage.window.send(ScrollInput(location: at, delta: CGPoint(x: 0, y: 20), phase: .wheel, timestamp: t))
        stage.window.send(ScrollInput(location: at, delta: CGPoint(x: 0, y: 20), phase: .wheel, timestamp: t + 0.05))
        #expect(stage.log.entries == ["pan began", "pan changed"])
        stage.wait(0.1)
        #expect(stage.log.entries.count == 2)
        stage.wait(0.1)
        #expect(stage.log.entries == ["pan began", "pan changed", "pan ended"])
        #expect(translations == [20, 40, 40])
        #expect(close(pan.velocity(in: nil).y, 400, 0.5) || pan.state == .possible)
    }

    @Test func hoverBeginsChangesAndEndsAsThePointerEntersMovesAndLeaves() {
        let stage = GestureStage()
        let target = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        stage.view.addSubview(target)
        let hover = UIHoverGestureRecognizer()
        var locations: [CGPoint] = []
        hover.addHandler { r in locations.append(r.location(in: target)) }
        stage.log.watch(hover, "hover")
        target.addGestureRecognizer(hover)
        let t = stage.later()
        stage.window.send(HoverInput(location: CGPoint(x: 10, y: 10), timestamp: t))
        stage.window.send(HoverInput(location: CGPoint(x: 110, y: 120), timestamp: t + 0.1))
        stage.window.send(HoverInput(location: CGPoint(x: 130, y: 120), timestamp: t + 0.2))
        stage.window.send(HoverInput(location: CGPoint(x: 300, y: 120), timestamp: t + 0.3))
        #expect(stage.log.entries == ["hover began", "hover changed", "hover ended"])
        #expect(locations.prefix(2) == [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 20)])
        stage.window.send(HoverInput(location: CGPoint(x: 150, y: 150), timestamp: t + 0.4))
        stage.window.send(HoverInput.exited(timestamp: t + 0.5))
        #expect(stage.log.entries.suffix(2) == ["hover began", "hover ended"])
        // Touches don't reach hover recognizers.
        stage.tap(CGPoint(x: 150, y: 150))
        #expect(stage.log.entries.filter { $0.hasPrefix("hover") }.count == 5)
    }

    @Test func trackpadTransformDrivesPinchAndRotation() {
        let stage = GestureStage()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        stage.log.watch(pinch, "pinch")
        stage.log.watch(rotation, "rotation")
        stage.view.addGestureRecognizer(pinch)
        stage.view.addGestureRecognizer(rotation)
        let t = stage.later()
        let at = CGPoint(x: 100, y: 100)
        stage.window.send(TransformInput(location: at, scale: 1.5, rotation: 0.1, phase: .began, timestamp: t))
        stage.window.send(TransformInput(location: at, scale: 2, rotation: 0.2, phase: .changed, timestamp: t + 0.5))
        #expect(close(pinch.scale, 3))
        #expect(close(pinch.velocity, 3))
        // Without the delegate's leave, the pinch (first to begin) kept the rotation from recognizing.
        #expect(rotation.state == .failed)
        stage.window.send(TransformInput(location: at, phase: .ended, timestamp: t + 0.6))
        #expect(stage.log.entries == ["pinch began", "pinch changed", "pinch ended"])

        stage.log.clear()
        pinch.delegate = SimultaneousDelegateHolder.shared
        stage.window.send(TransformInput(location: at, scale: 1.5, rotation: 0.1, phase: .began, timestamp: t + 1))
        stage.window.send(TransformInput(location: at, scale: 1, rotation: 0.2, phase: .changed, timestamp: t + 1.1))
        #expect(close(rotation.rotation, 0.3))
        #expect(close(rotation.velocity, 2))
        stage.window.send(TransformInput(location: at, phase: .ended, timestamp: t + 1.2))
        #expect(stage.log.entries == ["pinch began", "rotation began", "pinch changed", "rotation changed", "pinch ended", "rotation ended"])
    }
}

@MainActor
enum SimultaneousDelegateHolder {
    static let shared = SimultaneousDelegate()
}
