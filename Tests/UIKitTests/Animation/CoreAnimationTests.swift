import Testing
import TesseraTesting
import UIKit

/// Core Animation on the frame clock: timing curves, basic and spring animations, delegates, fill
/// modes and presentation values, sampled at fixed times of the virtual clock.
@MainActor @Suite struct CoreAnimationTests {
    /// The Bézier curve's y at x, solved independently by bisection on t.
    private func bezier(_ x: Double, _ p1: (Double, Double), _ p2: (Double, Double)) -> Double {
        func b(_ t: Double, _ a: Double, _ c: Double) -> Double { 3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * c + t * t * t }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if b(mid, p1.0, p2.0) < x { low = mid } else { high = mid }
        }
        return b((low + high) / 2, p1.1, p2.1)
    }

    @Test func namedCurvesHaveCoreAnimationsControlPoints() {
        let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
        var point: [Float] = [0, 0]
        easeInOut.getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        easeInOut.getControlPoint(at: 2, values: &point)
        #expect(point == [0.58, 1])
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(easeInOut.value(at: x) - bezier(x, (0.42, 0), (0.58, 1))) < 1e-3)
            #expect(abs(CAMediaTimingFunction(name: .easeIn).value(at: x) - bezier(x, (0.42, 0), (1, 1))) < 1e-3)
            #expect(abs(CAMediaTimingFunction(name: .default).value(at: x) - bezier(x, (0.25, 0.1), (0.25, 1))) < 1e-3)
            #expect(abs(CAMediaTimingFunction(name: .linear).value(at: x) - x) < 1e-9)
        }
    }

    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    @Test func aBasicAnimationShowsItsValuesOverTimeThenLeaves() {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.0
        animation.toValue = 0.8
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        let recorder = Recorder()
        animation.delegate = recorder
        layer.add(animation, forKey: "fade")
        #expect(layer.animationKeys() == ["fade"])
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(recorder.events == ["start"])
        #expect(abs(Double(layer.presentation()!.opacity) - 0.2) < 1e-3)
        #expect(layer.opacity == 1, "the model keeps its value")
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(Double(layer.presentation()!.opacity) - 0.6) < 1e-3)
        UIApplication.shared.advanceFrame(by: 0.3)
        #expect(recorder.events == ["start", "stop true"])
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.opacity == 1)
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(recorder.events.count == 2, "nothing happens after completion")
    }

    @Test func removingAnAnimationStopsItUnfinished() {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = CGPoint(x: 0, y: 0)
        animation.toValue = CGPoint(x: 100, y: 0)
        animation.duration = 1
        let recorder = Recorder()
        animation.delegate = recorder
        layer.add(animation, forKey: "move")
        UIApplication.shared.advanceFrame(by: 0.1)
        layer.removeAnimation(forKey: "move")
        #expect(recorder.events == ["start", "stop false"])
    }

    @Test func fillingForwardsKeepsTheEndValue() {
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 5)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.toValue = 50.0
        animation.duration = 0.5
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: nil)
        let recorder = Recorder()
        layer.animation(forKey: layer.animationKeys()![0])?.delegate = recorder
        UIApplication.shared.advanceFrame(by: 1)
        #expect(layer.presentation()!.position == CGPoint(x: 50, y: 5))
        #expect(layer.position == CGPoint(x: 5, y: 5))
        #expect(layer.animationKeys()?.count == 1)
        UIApplication.shared.advanceFrame(by: 1)
        #expect(recorder.events == ["start", "stop true"], "a kept animation stops once")
    }

    @Test func repeatsAndAutoreverses() {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "cornerRadius")
        animation.fromValue = 0.0
        animation.toValue = 10.0
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.autoreverses = true
        animation.repeatCount = 2
        layer.add(animation, forKey: "pulse")
        UIApplication.shared.advanceFrame(by: 1.5)
        #expect(abs(layer.presentation()!.cornerRadius - 5) < 1e-6, "half way back")
        UIApplication.shared.advanceFrame(by: 1.0)
        #expect(abs(layer.presentation()!.cornerRadius - 5) < 1e-6, "second pass, half way out")
        UIApplication.shared.advanceFrame(by: 2)
        #expect(layer.animationKeys() == nil)
    }

    @Test func aSpringFollowsTheDampedSpringEquation() {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0.0
        spring.toValue = 100.0
        spring.duration = spring.settlingDuration
        let layer = CALayer()
        layer.add(spring, forKey: "drop")
        // m = 1, k = 100, c = 10: ω0 = 10, ζ = 0.5, ωd = √75.
        let w0 = 10.0, zeta = 0.5, wd = 75.0.squareRoot()
        var elapsed = 0.0
        for step in [0.05, 0.1, 0.15, 0.2] {
            UIApplication.shared.advanceFrame(by: step)
            elapsed += step
            let x = exp(-zeta * w0 * elapsed) * (cos(wd * elapsed) + zeta * w0 / wd * sin(wd * elapsed))
            #expect(abs(Double(layer.presentation()!.position.y) - 100 * (1 - x)) < 1e-3)
        }
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 1.6)
        let iOS17 = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(abs(iOS17.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-6)
        #expect(abs(iOS17.damping - 4 * .pi * 0.7 / 0.5) < 1e-6)
        #expect(abs(iOS17.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(iOS17.bounce - 0.3) < 1e-9)
    }

    @Test func keyframesReachEachValueAtItsKeyTime() {
        let layer = CALayer()
        let frames = CAKeyframeAnimation(keyPath: "position.x")
        frames.values = [0.0, 100.0, 40.0]
        frames.keyTimes = [0, 0.25, 1]
        frames.duration = 2
        layer.add(frames, forKey: "path")
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-6, "half of the first segment")
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(abs(layer.presentation()!.position.x - 100) < 1e-6)
        UIApplication.shared.advanceFrame(by: 0.75)
        #expect(abs(layer.presentation()!.position.x - 70) < 1e-6, "half of the second segment")
        let jumps = CAKeyframeAnimation(keyPath: "opacity")
        jumps.values = [0.2, 0.6, 1.0]
        jumps.calculationMode = .discrete
        jumps.duration = 3
        let other = CALayer()
        other.add(jumps, forKey: nil)
        UIApplication.shared.advanceFrame(by: 1.4)
        #expect(abs(other.presentation()!.opacity - 0.2) < 1e-6)
        UIApplication.shared.advanceFrame(by: 0.2)
        #expect(abs(other.presentation()!.opacity - 0.6) < 1e-6)
    }

    @Test func aGroupRunsItsChildrenInItsOwnTime() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        let move = CABasicAnimation(keyPath: "position.y")
        move.fromValue = 0.0
        move.toValue = 10.0
        move.beginTime = 1
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 2
        let recorder = Recorder()
        group.delegate = recorder
        layer.add(group, forKey: "both")
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-6)
        #expect(layer.presentation()!.position.y == 0, "the move has not begun")
        UIApplication.shared.advanceFrame(by: 1)
        #expect(abs(layer.presentation()!.position.y - 5) < 1e-6)
        UIApplication.shared.advanceFrame(by: 1)
        #expect(recorder.events == ["start", "stop true"])
    }

    @Test func anAnimationToNaNIsReportedAndShowsTheModel() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 10)
        window.layer.addSublayer(layer)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.toValue = Double.nan
        animation.duration = 1
        let reports = LogCapture.badValueReports(of: "CAAnimation value") {
            layer.add(animation, forKey: "bad")
            UIApplication.shared.advanceFrame(by: 0.5)
        }
        #expect(reports.count == 1)
        #expect(layer.position == CGPoint(x: 10, y: 10))
        #expect(layer.presentation()!.position == CGPoint(x: 10, y: 10))
    }
}
