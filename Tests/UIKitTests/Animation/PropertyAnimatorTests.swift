import Testing
import TesseraTesting
import UIKit

/// UIViewPropertyAnimator: the state machine, timing, scrubbing, reversing, stopping and finishing,
/// added animations and continuation, sampled on the virtual frame clock.
@MainActor @Suite struct PropertyAnimatorTests {
    private func box() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    private func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test func aLinearAnimatorMovesTheViewThenEndsAndCallsItsCompletion() {
        let view = box()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.center.x == 50, "nothing happens before it starts")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 250, "the model changes at once")
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(abs(shownX(view) - 100) < 1e-6)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        UIApplication.shared.advanceFrame(by: 0.8)
        #expect(positions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.layer.animationKeys() == nil)
        #expect(shownX(view) == 250)
    }

    @Test func theCurveShapesProgress() {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1)) {
            view.center.x = 150
        }
        animator.startAnimation()
        UIApplication.shared.advanceFrame(by: 0.3)
        let expected = 50 + 100 * CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.3)
        #expect(abs(Double(shownX(view)) - expected) < 1e-3)
        animator.stopAnimation(true)
    }

    @Test func aPausedAnimatorScrubsLinearlyOrAlongItsCurve() {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.5
        #expect(abs(shownX(view) - 100) < 1e-6, "linear scrubbing by default")
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        let eased = CAMediaTimingFunction(name: .easeIn).value(at: 0.5)
        #expect(abs(Double(shownX(view)) - (50 + 100 * eased)) < 1e-3)
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(animator.fractionComplete == 0.5, "paused: time does not move it")
        animator.stopAnimation(true)
    }

    @Test func reversingRunsBackToTheStartAndRestoresTheModel() {
        let view = box()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(shownX(view) - 150) < 1e-6)
        animator.isReversed = true
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        #expect(abs(shownX(view) - 100) < 1e-6, "back the way it came, with no jump")
        UIApplication.shared.advanceFrame(by: 0.3)
        #expect(positions == [.start])
        #expect(view.center.x == 50, "ending at the start puts the start values back")
    }

    @Test func stoppingWithoutFinishingLeavesTheViewWhereItIsAndCallsNothing() {
        let view = box()
        var calls = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { _ in calls += 1 }
        animator.startAnimation()
        UIApplication.shared.advanceFrame(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(abs(view.center.x - 150) < 1e-6)
        #expect(view.layer.animationKeys() == nil)
        UIApplication.shared.advanceFrame(by: 1)
        #expect(calls == 0)
    }

    @Test func aStoppedAnimatorFinishesWhereItIsTold() {
        for (position, expected) in [(UIViewAnimatingPosition.end, 250.0), (.start, 50), (.current, 150)] {
            let view = box()
            var finishedAt: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
            animator.addCompletion { finishedAt.append($0) }
            animator.startAnimation()
            UIApplication.shared.advanceFrame(by: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            UIApplication.shared.advanceFrame(by: 0.25)
            #expect(abs(shownX(view) - 150) < 1e-6, "frozen while stopped")
            animator.finishAnimation(at: position)
            #expect(finishedAt == [position])
            #expect(abs(Double(view.center.x) - expected) < 1e-6)
            #expect(animator.state == .inactive)
        }
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() {
        let view = box()
        var calls = 0
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in calls += 1 }
        animator.startAnimation()
        UIApplication.shared.advanceFrame(by: 0.6)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(calls == 0)
        animator.isReversed = true
        animator.startAnimation()
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
        animator.stopAnimation(true)
    }

    @Test func animationsAddedWhileRunningFinishInTheRemainingTime() {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.startAnimation()
        UIApplication.shared.advanceFrame(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6, "half of the remaining time")
        var done = false
        animator.addCompletion { _ in done = true }
        UIApplication.shared.advanceFrame(by: 0.3)
        #expect(done)
        #expect(view.alpha == 0 && view.center.x == 250)
    }

    @Test func continuingAPausedAnimatorUsesTheRemainingTimeTimesTheFactor() {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        var done = false
        animator.addCompletion { _ in done = true }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(shownX(view) - 200) < 1e-6, "the second half takes a whole second")
        UIApplication.shared.advanceFrame(by: 0.55)
        #expect(done)
    }

    @Test func aRunningPropertyAnimatorStartsAfterItsDelay() {
        let view = box()
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: {
            view.center.x = 150
        }, completion: { ended = $0 })
        #expect(animator.state == .active && animator.isRunning && !animator.isInterruptible)
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(shownX(view) - 50) < 1e-6, "still waiting")
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(shownX(view) - 100) < 1e-6)
        UIApplication.shared.advanceFrame(by: 0.6)
        #expect(ended == .end)
    }

    @Test func springTimingParameters() {
        let critical = TimingCurveProbe.progress(UISpringTimingParameters(dampingRatio: 1), duration: 1)
        #expect(critical.allSatisfy { $0 <= 1 + 1e-9 }, "ratio 1 does not overshoot")
        #expect(abs(critical.last! - 1) < 2e-3, "and has settled by the duration")
        let bouncy = TimingCurveProbe.progress(UISpringTimingParameters(dampingRatio: 0.3), duration: 1)
        #expect(bouncy.contains { $0 > 1.2 }, "ratio 0.3 overshoots")
        let physical = UIViewPropertyAnimator(duration: 10, timingParameters: UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0)))
        let spring = CASpringAnimation()
        #expect(abs(physical.duration - spring.settlingDuration) < 1e-9, "a physical spring's duration is its settling time")
    }
}

/// Samples an animator's curve through a view's presentation.
@MainActor enum TimingCurveProbe {
    static func progress(_ parameters: any UITimingCurveProvider, duration: TimeInterval) -> [Double] {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: parameters)
        animator.addAnimations { view.center.x = 150 }
        animator.startAnimation()
        var samples: [Double] = []
        for _ in 0..<Int(duration * 60 - 1) {
            UIApplication.shared.advanceFrame(by: 1.0 / 60)
            samples.append(Double(view.layer.presentation()!.position.x - 50) / 100)
        }
        animator.stopAnimation(true)
        return samples
    }
}
