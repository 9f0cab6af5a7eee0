import Testing
import UIKit

/// Core Animation takes `NSValue` boxes wherever it takes values, as on iOS: basic, keyframe and
/// spring animations of points, rectangles and transforms written the Objective-C way.
@MainActor @Suite struct BoxedValueAnimationTests {
    @Test func aBasicAnimationRunsBetweenBoxedPoints() {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        animation.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 40))
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "move")
        UIApplication.shared.advanceFrame(by: 0.25)
        let position = layer.presentation()!.position
        #expect(abs(position.x - 25) < 1e-6 && abs(position.y - 10) < 1e-6)
    }

    @Test func byValueAndBoxedTransformsAnimate() {
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "bounds")
        move.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 10))
        move.byValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 30, height: 10))
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(move, forKey: "grow")
        let turn = CABasicAnimation(keyPath: "transform")
        turn.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        turn.duration = 1
        turn.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(turn, forKey: "scale")
        UIApplication.shared.advanceFrame(by: 0.5)
        let shown = layer.presentation()!
        #expect(abs(shown.bounds.width - 25) < 1e-6 && abs(shown.bounds.height - 15) < 1e-6)
        #expect(abs(shown.transform.m11 - 2) < 1e-6 && abs(shown.transform.m22 - 2) < 1e-6)
    }

    @Test func keyframeValuesMayBeBoxes() {
        let layer = CALayer()
        let path = CAKeyframeAnimation(keyPath: "position")
        path.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 100, y: 0)), NSValue(cgPoint: CGPoint(x: 100, y: 100))]
        path.duration = 1
        layer.add(path, forKey: "path")
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-6)
        UIApplication.shared.advanceFrame(by: 0.5)
        let position = layer.presentation()!.position
        #expect(abs(position.x - 100) < 1e-6 && abs(position.y - 50) < 1e-6)
    }

    @Test func springsTakeBoxesToo() {
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = NSValue(cgPoint: .zero)
        spring.toValue = NSValue(cgPoint: CGPoint(x: 200, y: 0))
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
        UIApplication.shared.advanceFrame(by: 0.3)
        let x = layer.presentation()!.position.x
        #expect(x > 20 && x < 260, "on its way, perhaps overshooting: \(x)")
        UIApplication.shared.advanceFrame(by: spring.settlingDuration)
        #expect(layer.animationKeys() == nil)
    }
}
