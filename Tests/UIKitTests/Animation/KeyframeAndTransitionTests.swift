import Testing
import UIKit

/// Keyframe animations (values held between keyframes, calculation modes, the whole curve) and
/// transitions (CATransition's looks on screen, UIView.transition), sampled on the virtual clock.
@MainActor @Suite struct KeyframeAndTransitionTests {
    private func window() -> UIWindow { phoneWindowAtScale1() }

    @Test func keyframesRunInTheirShareOfTheTimeAndHoldBetween() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var finished: [Bool] = []
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 50 }
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        }, completion: { finished.append($0) })
        #expect(view.center.x == 50 && view.alpha == 0, "the model has the last values")
        let animation = try #require(view.layer.animation(forKey: "position") as? CAKeyframeAnimation)
        #expect(animation.keyTimes?.map(\.doubleValue) == [0, 0.25, 0.5, 1])
        UIApplication.shared.advanceFrame(by: 0.125)
        #expect(abs(view.layer.presentation()!.position.x - 100) < 1e-6)
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(abs(view.layer.presentation()!.position.x - 150) < 1e-6, "held until the next keyframe")
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.625) < 1e-6)
        UIApplication.shared.advanceFrame(by: 0.375)
        #expect(abs(view.layer.presentation()!.position.x - 100) < 1e-6)
        UIApplication.shared.advanceFrame(by: 0.3)
        #expect(finished == [true])
    }

    @Test func keyframeAnimationsEaseInAndOutOverTheWholeByDefault() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 150 }
        })
        UIApplication.shared.advanceFrame(by: 0.25)
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.25)
        #expect(abs(Double(view.layer.presentation()!.position.x) - (50 + 100 * eased)) < 1e-3)
        view.layer.removeAllAnimations()
    }

    @Test func discreteKeyframesJump() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let options: UIView.KeyframeAnimationOptions = [.calculationModeDiscrete, UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)]
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 1)
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(view.layer.presentation()!.opacity == 0.5)
        view.layer.removeAllAnimations()
    }

    @Test func aPushTransitionSlidesTheNewLookInAndTheOldOut() {
        let window = window()
        defer { window.isHidden = true }
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        panel.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(panel)
        UIApplication.shared.advanceFrame(by: 0)
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        panel.layer.add(push, forKey: nil)
        #expect(panel.layer.animationKeys() == [kCATransition], "transitions always run under kCATransition")
        panel.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        UIApplication.shared.advanceFrame(by: 0.25)
        let image = window.screen.snapshotImage()
        #expect(rgba(image, 20, 50) == [255, 0, 0, 255], "the old look, pushed a quarter of the way left")
        #expect(rgba(image, 180, 50) == [0, 0, 255, 255], "the new look coming in from the right")
        #expect(rgba(image, 230, 50) == [0, 0, 255, 255], "outside the bounds: push does not clip")
        UIApplication.shared.advanceFrame(by: 0.8)
        #expect(panel.layer.animationKeys() == nil)
        let after = window.screen.snapshotImage()
        #expect(rgba(after, 20, 50) == [0, 0, 255, 255])
        #expect(rgba(after, 230, 50) == [255, 255, 255, 255], "the area it moved through is repainted")
    }

    @Test func aCrossDissolveTransitionMixesTheLooksAndCompletes() {
        let window = window()
        defer { window.isHidden = true }
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        panel.backgroundColor = .black
        window.addSubview(panel)
        UIApplication.shared.advanceFrame(by: 0)
        var finished: [Bool] = []
        UIView.transition(with: panel, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            panel.backgroundColor = .white
        }, completion: { finished.append($0) })
        #expect(panel.layer.animation(forKey: "backgroundColor") == nil, "the change itself does not animate")
        UIApplication.shared.advanceFrame(by: 0.5)
        let grey = rgba(window.screen.snapshotImage(), 50, 50)
        #expect((120...135).contains(grey[0]) && grey[0] == grey[1], "half way between black and white: \(grey)")
        UIApplication.shared.advanceFrame(by: 0.6)
        #expect(finished == [true])
    }

    @Test func transitionFromToReplacesTheViewInItsSuperview() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let old = UIView(), new = UIView()
        container.addSubview(old)
        var done = false
        UIView.transition(from: old, to: new, duration: 0.5, options: .transitionFlipFromLeft) { _ in done = true }
        #expect(old.superview == nil && new.superview === container)
        #expect(container.layer.animation(forKey: kCATransition) is CATransition)
        UIApplication.shared.advanceFrame(by: 0.6)
        #expect(done)
    }
}
