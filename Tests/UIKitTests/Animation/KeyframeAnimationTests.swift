import Testing
import UIKit

/// CAKeyframeAnimation's calculation modes, paths and rotation modes, sampled on the virtual clock.
@MainActor @Suite struct KeyframeAnimationTests {
    private func animate(_ animation: CAKeyframeAnimation, on layer: CALayer = CALayer()) -> CALayer {
        animation.duration = 1
        layer.add(animation, forKey: "k")
        return layer
    }

    @Test func aPathIsFollowedOneSegmentPerKeyframe() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        let layer = animate(animation)
        UIApplication.shared.advanceFrame(by: 0.25)
        // The shared virtual clock has run on through other tests: its time is exact to about 1e-13.
        let position = layer.presentation()!.position
        #expect(abs(position.x - 50) < 1e-6 && position.y == 0, "each segment takes half the time")
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(layer.presentation()!.position.y - 150) < 1e-6)
        layer.removeAllAnimations()
    }

    @Test func pacedPathsMoveAtAnEvenSpeed() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.calculationMode = .paced
        let layer = animate(animation)
        UIApplication.shared.advanceFrame(by: 0.25)
        let p = layer.presentation()!.position
        #expect(abs(p.x - 100) < 0.5 && abs(p.y - 0) < 0.5, "a quarter of the 400-point length: the corner")
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(layer.presentation()!.position.y - 200) < 0.5)
        layer.removeAllAnimations()
    }

    @Test func curvesAreFollowedAsDrawnAndRotationFollowsTheDirection() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.rotationMode = .rotateAuto
        let layer = animate(animation)
        UIApplication.shared.advanceFrame(by: 0.5)
        let shown = layer.presentation()!
        #expect(abs(shown.position.x - 50) < 1e-6 && abs(shown.position.y - 75) < 1e-6, "the Bézier's middle")
        let angle = atan2(shown.transform.m12, shown.transform.m11)
        #expect(abs(angle) < 1e-2, "moving straight right at the middle")
        UIApplication.shared.advanceFrame(by: 0.6)
        #expect(layer.presentation()!.transform == CATransform3DIdentity, "no turn after the end")
    }

    @Test func pacedValuesSpreadTimeByDistance() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0.0, 10.0, 100.0]
        animation.calculationMode = .paced
        let layer = animate(animation)
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-6)
        layer.removeAllAnimations()
    }

    @Test func cubicValuesPassThroughEveryValueSmoothly() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0.0, 100.0, 0.0]
        animation.calculationMode = .cubic
        let layer = animate(animation)
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 100) < 1e-6)
        layer.removeAllAnimations()
        let curve = CAKeyframeAnimation(keyPath: "position.x")
        curve.values = [0.0, 100.0, 0.0]
        curve.calculationMode = .cubic
        let second = animate(curve)
        UIApplication.shared.advanceFrame(by: 0.25)
        // Catmull-Rom in the middle of the first segment: tangents 50 (the end value repeated before the
        // start) and 0 give 0.5·0 + 0.125·50 + 0.5·100 − 0.125·0 = 56.25, above the straight line's 50.
        #expect(abs(second.presentation()!.position.x - 56.25) < 1e-6)
        second.removeAllAnimations()
    }

    @Test func discreteKeyTimesCanBoundEachValue() {
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0.2, 0.6]
        animation.keyTimes = [0, 0.8, 1]
        animation.calculationMode = .discrete
        let layer = animate(animation)
        UIApplication.shared.advanceFrame(by: 0.7)
        #expect(abs(layer.presentation()!.opacity - 0.2) < 1e-6)
        UIApplication.shared.advanceFrame(by: 0.15)
        #expect(abs(layer.presentation()!.opacity - 0.6) < 1e-6)
        layer.removeAllAnimations()
    }

    @Test func aValueFunctionTurnsNumbersIntoATransform() {
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0.0
        spin.toValue = 2 * Double.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        UIApplication.shared.advanceFrame(by: 0.25)
        let quarter = layer.presentation()!.transform
        #expect(abs(quarter.m11) < 1e-9 && abs(quarter.m12 - 1) < 1e-9, "a quarter turn, which matrices alone could not show")
        UIApplication.shared.advanceFrame(by: 0.25)
        let half = layer.presentation()!.transform
        #expect(abs(half.m11 + 1) < 1e-9)
        layer.removeAllAnimations()
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "wobble")) == nil)
    }
}
