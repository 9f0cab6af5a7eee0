import Testing
import TesseraTesting
import UIKit

/// Records which control events arrive, in order.
@MainActor
final class ControlEventLog {
    var entries: [String] = []

    /// Adds one action per single event of `events` to `control`, recording the event's name.
    func watch(_ control: UIControl, _ events: [UIControl.Event] = ControlEventLog.touchEvents + [.valueChanged, .primaryActionTriggered]) {
        for event in events {
            control.addAction(UIAction { [unowned self] _ in self.entries.append(event.description) }, for: event)
        }
    }

    static let touchEvents: [UIControl.Event] = [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside,
                                                 .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel]
}

/// A target with methods of each shape UIControl accepts.
@MainActor
final class ActionTarget: UIResponder {
    var calls: [String] = []
    func plain() { calls.append("plain") }
    func withSender(_ sender: UIControl) { calls.append("sender \(type(of: sender))") }
    func withAny(_ sender: Any) { calls.append("any") }
    func withEvent(_ sender: UIControl, _ event: UIEvent?) { calls.append("event \(event != nil)") }
    func onlyForKnobs(_ sender: MyKnob) { calls.append("knob") }
}

/// A control that records its tracking calls.
final class TrackingControl: UIControl {
    var calls: [String] = []
    var keepTracking = true
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin inside=\(isTouchInside)")
        return keepTracking
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue inside=\(isTouchInside) highlighted=\(isHighlighted)")
        return true
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end inside=\(isTouchInside)") }
    override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
}

@MainActor @Suite struct UIControlTests {
    init() { LogCapture.install() }

    private func setUp<C: UIControl>(_ control: C) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        control.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        window.addSubview(control)
        return window
    }

    private var now: TimeInterval { CACurrentMediaTime() + 1 }

    @Test func tapSendsDownThenUpInsideThenNothingElse() {
        let control = UIControl()
        let window = setUp(control)
        let log = ControlEventLog()
        log.watch(control)
        window.send(TouchInput.tap(at: CGPoint(x: 150, y: 125), timestamp: now))
        #expect(log.entries == ["touchDown", "touchUpInside"])
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
    }

    @Test func dragOutPastTheMarginExitsAndLiftsOutside() {
        let control = UIControl()
        let window = setUp(control)
        let log = ControlEventLog()
        log.watch(control)
        let t = now
        window.send([TouchInput(phase: .down, location: CGPoint(x: 150, y: 125), timestamp: t),
                     // 60 points right of the bounds: still inside the 70-point tracking margin.
                     TouchInput(phase: .move, location: CGPoint(x: 260, y: 125), timestamp: t + 0.1)])
        #expect(control.isHighlighted && control.isTouchInside)
        window.send([TouchInput(phase: .move, location: CGPoint(x: 280, y: 125), timestamp: t + 0.2)])
        #expect(!control.isHighlighted && !control.isTouchInside)
        window.send([TouchInput(phase: .move, location: CGPoint(x: 290, y: 125), timestamp: t + 0.3),
                     TouchInput(phase: .move, location: CGPoint(x: 180, y: 125), timestamp: t + 0.4),
                     TouchInput(phase: .up, location: CGPoint(x: 300, y: 125), timestamp: t + 0.5)])
        #expect(log.entries == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragOutside",
                                "touchDragEnter", "touchDragInside", "touchUpOutside"])
    }

    @Test func secondTapCountsAsRepeat() {
        let control = UIControl()
        let window = setUp(control)
        let log = ControlEventLog()
        log.watch(control, [.touchDown, .touchDownRepeat])
        let t = now
        window.send(TouchInput.tap(at: CGPoint(x: 150, y: 125), timestamp: t))
        window.send(TouchInput.tap(at: CGPoint(x: 152, y: 125), timestamp: t + 0.2))
        #expect(log.entries == ["touchDown", "touchDown", "touchDownRepeat"])
    }

    @Test func cancelledTouchSendsCancelAndCancelsTracking() {
        let control = TrackingControl()
        let window = setUp(control)
        let log = ControlEventLog()
        log.watch(control)
        let t = now
        window.send([TouchInput(phase: .down, location: CGPoint(x: 150, y: 125), timestamp: t),
                     TouchInput(phase: .cancel, location: CGPoint(x: 150, y: 125), timestamp: t + 0.1)])
        #expect(log.entries == ["touchDown", "touchCancel"])
        #expect(control.calls == ["begin inside=true", "cancel"])
        #expect(!control.isHighlighted)
    }

    @Test func trackingCallsFollowTheTouch() {
        let control = TrackingControl()
        let window = setUp(control)
        window.send(TouchInput.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 300, y: 125), steps: 2, timestamp: now))
        #expect(control.calls == ["begin inside=true", "continue inside=true highlighted=true",
                                  "continue inside=false highlighted=false", "end inside=false"])
    }

    @Test func refusingToTrackSkipsContinueAndEndButStillSendsTouchEvents() {
        let control = TrackingControl()
        control.keepTracking = false
        let window = setUp(control)
        let log = ControlEventLog()
        log.watch(control)
        window.send(TouchInput.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 160, y: 125), steps: 1, timestamp: now))
        #expect(control.calls == ["begin inside=true"])
        #expect(log.entries == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test func disabledControlPassesTouchesToItsSuperview() {
        let control = UIControl()
        let window = setUp(control)
        let recorder = TouchRecorder(frame: window.bounds)
        window.insertSubview(recorder, at: 0)
        control.removeFromSuperview()
        recorder.addSubview(control)
        control.isEnabled = false
        let log = ControlEventLog()
        log.watch(control)
        window.send(TouchInput.tap(at: CGPoint(x: 150, y: 125), timestamp: now))
        #expect(log.entries.isEmpty)
        #expect(recorder.events == ["began×1", "ended×1"])
        #expect(control.state == .disabled)
        #expect(control.accessibilityTraits.contains(.notEnabled))
    }

    @Test func stateCombinesFlags() {
        let control = UIControl()
        #expect(control.state == .normal)
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        #expect(control.state.description == "highlighted, selected")
        control.isEnabled = false
        #expect(control.state == [.selected, .highlighted, .disabled])
        #expect(control.accessibilityTraits == [.selected, .notEnabled])
        #expect(control.isAccessibilityElement)
    }

    @Test func actionsWithTheSameIdentifierReplaceEachOther() {
        let control = UIControl()
        var calls: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in calls.append("first") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in calls.append("second") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(calls == ["second"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(calls == ["second"])
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func actionSenderIsTheControlWhileTheHandlerRuns() {
        let control = UIControl()
        var sender: Any?
        let action = UIAction(title: "Go") { sender = $0.sender }
        control.addAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect((sender as? UIControl) === control)
        #expect(action.sender == nil)
    }

    @Test func removingSomeEventsKeepsTheOthers() {
        let control = UIControl()
        var count = 0
        let action = UIAction { _ in count += 1 }
        control.addAction(action, for: [.touchDown, .valueChanged])
        control.removeAction(action, for: .touchDown)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .valueChanged)
        #expect(count == 1)
        #expect(control.allControlEvents == .valueChanged)
    }

    @Test func typedMethodReferencesOfEveryShape() {
        let control = UIControl()
        let target = ActionTarget()
        control.addTarget(target, action: ActionTarget.plain, for: .valueChanged)
        control.addTarget(target, action: ActionTarget.withSender, for: .valueChanged)
        control.addTarget(target, action: ActionTarget.withAny, for: .valueChanged)
        control.addTarget(target, action: ActionTarget.withEvent, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(target.calls == ["plain", "sender UIControl", "any", "event false"])
        #expect(control.allTargets.count == 1 && control.allTargets.first === target)
        #expect(control.actions(forTarget: target, forControlEvent: .valueChanged)?.count == 4)
        #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == nil)
        #expect(control.actions(forTarget: target, forControlEvent: .valueChanged)?.first == "(ActionTarget) -> () -> ()")
    }

    @Test func eventReachesActionsSentDuringATouch() {
        let control = UIControl()
        let window = setUp(control)
        let target = ActionTarget()
        control.addTarget(target, action: ActionTarget.withEvent, for: .touchUpInside)
        window.send(TouchInput.tap(at: CGPoint(x: 150, y: 125), timestamp: now))
        #expect(target.calls == ["event true"])
    }

    @Test func wrongSenderTypeIsLoggedNotCalled() {
        let control = UIControl()
        let target = ActionTarget()
        control.addTarget(target, action: ActionTarget.onlyForKnobs, for: .valueChanged)
        let messages = LogCapture.messages(containing: "MyKnob") { control.sendActions(for: .valueChanged) }
        #expect(target.calls.isEmpty)
        #expect(messages.count == 1)
    }

    @Test func targetsAreHeldWeakly() {
        let control = UIControl()
        weak var weakTarget: ActionTarget?
        do {
            let target = ActionTarget()
            weakTarget = target
            control.addTarget(target, action: ActionTarget.plain, for: .valueChanged)
        }
        #expect(weakTarget == nil)
        control.sendActions(for: .valueChanged)
        #expect(control.allTargets.isEmpty)
    }

    @Test func controlIsFreedWhileItsTargetLives() {
        let target = ActionTarget()
        weak var weakControl: UIControl?
        do {
            let control = UIControl()
            weakControl = control
            control.addTarget(target, action: ActionTarget.plain, for: .valueChanged)
            control.addAction(UIAction { [weak control] _ in _ = control }, for: .valueChanged)
        }
        #expect(weakControl == nil)
    }

    @Test func nilTargetFindsTheFirstResponderOfItsTypeUpTheChain() {
        let control = UIControl()
        let window = setUp(control)
        let controller = RecordingController()
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        control.removeFromSuperview()
        controller.view.addSubview(control)
        control.addTarget(nil as RecordingController?, action: RecordingController.save, for: .touchUpInside)
        window.send(TouchInput.tap(at: CGPoint(x: 150, y: 125), timestamp: now))
        #expect(controller.saves == 1)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside)?.count == 1)
        let messages = LogCapture.messages(containing: "no responder") {
            control.sendAction(ActionTarget.plain, to: nil, for: nil)
        }
        #expect(messages.count == 1)
    }

    @Test func removeTargetRemovesItsActions() {
        let control = UIControl()
        let target = ActionTarget()
        let other = ActionTarget()
        control.addTarget(target, action: ActionTarget.plain, for: [.valueChanged, .touchDown])
        control.addTarget(other, action: ActionTarget.plain, for: .valueChanged)
        control.removeTarget(target, for: .valueChanged)
        control.sendActions(for: [.valueChanged, .touchDown])
        #expect(target.calls == ["plain"])
        #expect(other.calls == ["plain"])
        control.removeTarget(nil, for: .allEvents)
        #expect(control.allTargets.isEmpty)
    }

    @Test func primaryActionInitializerRunsOnPrimaryAction() {
        var ran = false
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in ran = true })
        control.sendActions(for: .primaryActionTriggered)
        #expect(ran)
    }

    @Test func disablingWhileTrackingCancels() {
        let control = TrackingControl()
        let window = setUp(control)
        window.send(TouchInput(phase: .down, location: CGPoint(x: 150, y: 125), timestamp: now))
        control.isEnabled = false
        #expect(control.calls == ["begin inside=true", "cancel"])
        #expect(!control.isTracking && !control.isHighlighted)
        window.send(TouchInput(phase: .up, location: CGPoint(x: 150, y: 125), timestamp: now + 0.1))
    }

    @Test func leadingAlignmentFollowsTheLayoutDirection() {
        let control = UIControl()
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.semanticContentAttribute = .forceRightToLeft
        #expect(control.effectiveContentHorizontalAlignment == .right)
    }

    @Test func customKnobRotatesWithTheFingerBetweenItsLimits() {
        let knob = MyKnob(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = setUp(knob)
        knob.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        var values: [CGFloat] = []
        knob.addAction(UIAction { _ in values.append(knob.angle) }, for: .valueChanged)
        // A quarter turn clockwise around the centre (150, 150): from the right to the bottom.
        let t = now
        var inputs = [TouchInput(phase: .down, location: CGPoint(x: 190, y: 150), timestamp: t)]
        for step in 1...3 {
            let a = CGFloat(step) * .pi / 6
            inputs.append(TouchInput(phase: .move, location: CGPoint(x: 150 + 40 * cos(a), y: 150 + 40 * sin(a)),
                                     timestamp: t + 0.05 * Double(step)))
        }
        inputs.append(TouchInput(phase: .up, location: CGPoint(x: 150, y: 190), timestamp: t + 0.2))
        window.send(inputs)
        #expect(values.count == 1, "not continuous: one valueChanged at the end")
        #expect(close(knob.angle, .pi / 2, 0.01))
        #expect(close(atan2(knob.transform.b, knob.transform.a), .pi / 2, 0.01))

        // Continuous, and turned back past zero: it stops at the limit and stops tracking.
        knob.isContinuous = true
        values = []
        let back = [TouchInput(phase: .down, location: CGPoint(x: 150, y: 190), timestamp: t + 1),
                    TouchInput(phase: .move, location: CGPoint(x: 190, y: 150), timestamp: t + 1.05),
                    TouchInput(phase: .move, location: CGPoint(x: 150, y: 110), timestamp: t + 1.1),
                    TouchInput(phase: .move, location: CGPoint(x: 110, y: 150), timestamp: t + 1.15),
                    TouchInput(phase: .up, location: CGPoint(x: 110, y: 150), timestamp: t + 1.2)]
        window.send(back)
        #expect(knob.angle == 0)
        #expect(knob.transform.isIdentity)
        #expect(values.count == 2, "one continuous change, then the limit; endTracking is skipped after tracking stopped")
        #expect(!knob.isTracking)
    }
}

/// A controller with an action found through the responder chain.
final class RecordingController: UIViewController {
    var saves = 0
    func save() { saves += 1 }
}
