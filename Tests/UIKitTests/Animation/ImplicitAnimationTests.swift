import Testing
import TesseraTesting
import UIKit

/// Layer actions: implicit animations of standalone layers, what turns them off, transactions' settings
/// and completion blocks, and layer time.
@MainActor @Suite struct ImplicitAnimationTests {
    /// A standalone layer inside a shown layer tree (a sublayer of a view's layer).
    private func treeLayer<L: CALayer>(_ make: () -> L = { CALayer() as! L }) -> (UIView, L) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = make()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        host.layer.addSublayer(layer)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        CATransaction.commit()
        return (host, layer)
    }

    @Test func aLayerInATreeAnimatesAChangeForAQuarterSecondOnTheDefaultCurve() throws {
        let (host, layer) = treeLayer()
        layer.opacity = 0.2
        #expect(layer.opacity == 0.2, "the model changes at once")
        let animation = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.keyPath == "opacity")
        #expect(animation.duration == 0.25)
        UIApplication.shared.advanceFrame(by: 0.125)
        let eased = CAMediaTimingFunction(name: .default).value(at: 0.5)
        #expect(abs(Double(layer.presentation()!.opacity) - (1 - 0.8 * eased)) < 1e-3)
        UIApplication.shared.advanceFrame(by: 0.2)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.opacity == 0.2)
        _ = host
    }

    @Test func aLoneRootLayerAndAViewsLayerOutsideABlockDoNotAnimate() {
        let lone = CALayer()
        lone.opacity = 0.5
        #expect(lone.animationKeys() == nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.5
        view.layer.cornerRadius = 3
        #expect(view.layer.animationKeys() == nil)
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        #expect(view.layer.action(forKey: "opacity") == nil)
        UIView.animate(withDuration: 1) {
            #expect(view.action(for: view.layer, forKey: "opacity") is CAAnimation)
            #expect(view.action(for: view.layer, forKey: "borderWidth") is NSNull, "views animate their own properties only")
        }
    }

    @Test func transactionsDisableActionsOrSetDurationAndCurve() throws {
        let (host, layer) = treeLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 70, y: 70)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)

        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 2)
        layer.position = CGPoint(x: 170, y: 70)
        CATransaction.commit()
        let animation = try #require(layer.animation(forKey: "position"))
        #expect(animation.duration == 2)
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 95) < 1e-6, "a quarter of the way, linearly")
        _ = host
    }

    @Test func theActionsDictionaryAndTheDelegateChooseTheAction() throws {
        let (host, layer) = treeLayer()
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.3
        #expect(layer.animationKeys() == nil, "NSNull in actions turns the action off")

        let slow = CABasicAnimation()
        slow.duration = 3
        layer.actions = ["backgroundColor": slow]
        layer.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        let running = try #require(layer.animation(forKey: "backgroundColor") as? CABasicAnimation)
        #expect(running.duration == 3)
        #expect(running.keyPath == "backgroundColor", "an action without a key path animates the changed key")

        final class Chooser: CALayerDelegate {
            var asked: [String] = []
            func action(for layer: CALayer, forKey event: String) -> CAAction? {
                asked.append(event)
                return event == "bounds" ? NSNull() : nil
            }
        }
        let chooser = Chooser()
        layer.delegate = chooser
        layer.bounds.size = CGSize(width: 50, height: 50)
        layer.cornerRadius = 4
        #expect(chooser.asked == ["bounds", "cornerRadius"])
        #expect(layer.animation(forKey: "bounds") == nil)
        #expect(layer.animation(forKey: "cornerRadius") != nil, "nil from the delegate lets the search go on")
        _ = host
    }

    @Test func aTransactionsCompletionWaitsForItsAnimations() {
        let (host, layer) = treeLayer()
        var calls = 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { calls += 1 }
        layer.opacity = 0
        CATransaction.commit()
        #expect(calls == 0)
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(calls == 0)
        UIApplication.shared.advanceFrame(by: 0.3)
        #expect(calls == 1)
        UIApplication.shared.advanceFrame(by: 0.3)
        #expect(calls == 1)

        CATransaction.begin()
        CATransaction.setCompletionBlock { calls += 1 }
        CATransaction.commit()
        #expect(calls == 2, "with no animations it runs at the commit")
        _ = host
    }

    @Test func interruptingAnImplicitAnimationStartsFromTheScreen() {
        let (host, layer) = treeLayer()
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setAnimationDuration(1)
        layer.position.x = 150
        CATransaction.commit()
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 100) < 1e-6)
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setAnimationDuration(1)
        layer.position.x = 0
        CATransaction.commit()
        #expect(abs(layer.presentation()!.position.x - 100) < 1e-6, "no jump")
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-6)
        _ = host
    }

    @Test func aLayerWithSpeedZeroHoldsItsAnimationsAndResumesWhereItStopped() {
        let (host, layer) = treeLayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0
        move.toValue = 100.0
        move.duration = 1
        layer.add(move, forKey: "move")
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(abs(layer.presentation()!.position.x - 25) < 1e-6)

        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 25) < 1e-6, "paused")

        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        #expect(abs(layer.convertTime(CACurrentMediaTime(), from: nil) - paused) < 1e-9)
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-6, "resumed from where it stopped")
        _ = host
    }

    @Test func layerTimeScalesThroughTheTree() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.speed = 2
        parent.beginTime = 10
        child.timeOffset = 1
        #expect(parent.convertTime(15, from: nil) == 10)
        #expect(child.convertTime(15, from: nil) == 11)
        #expect(child.convertTime(11, to: nil) == 15)
        #expect(child.convertTime(11, to: parent) == 10)
    }

    @Test func shapeStrokesAndPathsAnimate() throws {
        let (host, shape) = treeLayer { CAShapeLayer() }
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        shape.strokeEnd = 0
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50), transform: nil)
        CATransaction.commit()
        UIApplication.shared.advanceFrame(by: 0.125)
        let shown = try #require(shape.presentation())
        #expect(abs(shown.strokeEnd - 0.5) < 1e-6)
        let box = try #require(shown.path?.boundingBox)
        #expect(abs(box.width - 20) < 1e-6 && abs(box.height - 30) < 1e-6, "the rectangle half way")
        _ = host
    }

    @Test func gradientColorsAndLocationsAnimateItemByItem() throws {
        let (host, gradient) = treeLayer { CAGradientLayer() }
        let animation = CABasicAnimation(keyPath: "locations")
        animation.fromValue = [0.0, 1.0]
        animation.toValue = [0.5, 0.5]
        animation.duration = 1
        gradient.add(animation, forKey: "squeeze")
        UIApplication.shared.advanceFrame(by: 0.5)
        let locations = try #require(gradient.presentation()?.locations?.map(\.doubleValue))
        // Within rounding: the half-way time is the media clock's (seconds since boot) minus the
        // animation's begin time, which rounds differently as the clock grows.
        #expect(locations.count == 2)
        #expect(zip(locations, [0.25, 0.75]).allSatisfy { abs($0 - $1) < 1e-9 }, "each location half way: \(locations)")
        _ = host
    }
}
