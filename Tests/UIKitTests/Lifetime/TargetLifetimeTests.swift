import Testing
import TesseraTesting
import UIKit

/// Controls hold their targets weakly: a target freed while a touch is in progress is simply not called.
@MainActor @Suite struct TargetLifetimeTests {
    final class Counter {
        nonisolated(unsafe) static var calls = 0
        func tapped() { Counter.calls += 1 }
        func tappedWithSender(_ sender: UIButton) { Counter.calls += 1 }
    }

    @Test func aTargetFreedMidTrackingIsNotCalled() {
        let stage = TouchStage()
        defer { stage.window.isHidden = true }
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        stage.window.addSubview(button)
        let tape = EventTape(button)
        Counter.calls = 0
        weak var weakTarget: Counter?
        do {
            let target = Counter()
            button.addTarget(target, action: Counter.tapped, for: .touchUpInside)
            button.addTarget(target, action: Counter.tappedWithSender, for: .touchUpInside)
            weakTarget = target
            // While the target lives, a tap reaches it (twice: two methods).
            stage.tap(CGPoint(x: 50, y: 40))
            #expect(Counter.calls == 2)
            stage.down(CGPoint(x: 50, y: 40))
            #expect(button.isTracking && button.isHighlighted)
        }
        // The control does not keep its target alive, even mid-touch.
        #expect(weakTarget == nil)
        stage.up(CGPoint(x: 50, y: 40))
        #expect(Counter.calls == 2)
        #expect(tape.count("touchUpInside") == 2)   // the event itself still fires
        #expect(!button.isTracking && !button.isHighlighted)
        // A new target added afterwards works, and the dead entries are gone.
        let fresh = Counter()
        button.addTarget(fresh, action: Counter.tapped, for: .touchUpInside)
        stage.tap(CGPoint(x: 50, y: 40))
        #expect(Counter.calls == 3)
        #expect(button.allTargets.count == 1)
    }
}
