import Testing
import UIKit

/// A property set inside an animation block to the value it already has: the view is still asked for
/// the change's action (as Core Animation asks on iOS), but no animation is added, and the block's
/// completion waits only for the changes that animate.
@MainActor @Suite struct UnchangedValueAnimationTests {
    /// A view that records the keys its layer asks actions for.
    private final class AskedView: UIView {
        var asked: [String] = []
        override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            asked.append(event)
            return super.action(for: layer, forKey: event)
        }
    }

    private func shownView(in window: UIWindow) -> AskedView {
        let view = AskedView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        view.backgroundColor = .systemBlue
        view.layer.cornerRadius = 8
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)
        view.asked = []
        return view
    }

    @Test func aBlockThatChangesNothingAddsNoAnimationAndCompletesAtTheNextFrame() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let view = shownView(in: window)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: {
            view.layer.cornerRadius = 8
        }, completion: { finished.append($0) })
        #expect(view.asked == ["cornerRadius"], "the action is still asked for")
        #expect(view.layer.animationKeys() == nil)
        #expect(finished.isEmpty, "the completion runs at the next frame, not inside the call")
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        #expect(finished == [true])
    }

    @Test func anUnchangedValueBesideAChangedOneLeavesTheCompletionWaitingForTheChangedOneOnly() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let view = shownView(in: window)
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: {
            view.layer.cornerRadius = 8
            view.alpha = 0.5
        }, completion: { finished.append($0) })
        #expect(view.layer.animationKeys() == ["opacity"])
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(finished.isEmpty)
        UIApplication.shared.advanceFrame(by: 0.3)
        #expect(finished == [true])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func keyframeBlocksAndTransitionsStillWaitForTheirAnimations() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let view = shownView(in: window)
        var finished: [String] = []
        UIView.animateKeyframes(withDuration: 0.5, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.2 }
        }, completion: { _ in finished.append("keyframes") })
        UIView.transition(with: view, duration: 0.5, options: .transitionCrossDissolve, animations: {
            view.backgroundColor = .systemRed
        }, completion: { _ in finished.append("transition") })
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(finished.isEmpty)
        UIApplication.shared.advanceFrame(by: 0.3)
        #expect(finished.sorted() == ["keyframes", "transition"])
    }
}
