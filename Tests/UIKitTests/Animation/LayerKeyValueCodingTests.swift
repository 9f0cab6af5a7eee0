import Foundation
import Testing
import UIKit

/// Key-value coding on layers, as transition libraries use it: values boxed as Core Animation boxes
/// them, set from boxes or plain structs through the properties' setters (actions included), and keys
/// that name no property stored on the layer.
@MainActor @Suite struct LayerKeyValueCodingTests {
    /// A standalone layer inside a shown layer tree, placed without animation.
    private func treeLayer() -> (UIView, CALayer) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        host.layer.addSublayer(layer)
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 60)
        CATransaction.commit()
        return (host, layer)
    }

    @Test func valuesComeOutBoxedAsCoreAnimationBoxesThem() throws {
        let (host, layer) = treeLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.3
        layer.cornerRadius = 7
        layer.transform = CATransform3DMakeScale(1.5, 1.5, 1)
        CATransaction.commit()

        let opacity = try #require(layer.value(forKey: "opacity") as? NSNumber)
        #expect(opacity.floatValue == 0.3, "a Float property boxes as a float")
        #expect(layer.value(forKey: "opacity") as? Float == 0.3)
        #expect((layer.value(forKey: "cornerRadius") as? NSNumber)?.doubleValue == 7)
        #expect(layer.value(forKey: "cornerRadius") as? CGFloat == 7)
        let position = try #require(layer.value(forKey: "position") as? NSValue)
        #expect(position.cgPointValue == CGPoint(x: 60, y: 50))
        #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 100, height: 60))
        #expect(layer.value(forKeyPath: "bounds.size.width") as? CGFloat == 100)
        #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 50)
        #expect(layer.value(forKeyPath: "transform.scale") as? CGFloat == 1.5)
        let transform = try #require(layer.value(forKey: "transform") as? NSValue)
        #expect(CATransform3DEqualToTransform(transform.caTransform3DValue, CATransform3DMakeScale(1.5, 1.5, 1)))
        #expect((layer.value(forKey: "frame") as? NSValue)?.cgRectValue == layer.frame)
        #expect((layer.value(forKey: "hidden") as? NSNumber)?.boolValue == false)
        #expect(layer.value(forKey: "backgroundColor") == nil, "no colour: nil, as on iOS")
        _ = host
    }

    @Test func valuesGoInBoxedOrPlainThroughTheSetters() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let layer = view.layer
        layer.setValue(NSValue(cgPoint: CGPoint(x: 30, y: 40)), forKey: "position")
        #expect(view.center == CGPoint(x: 30, y: 40))
        layer.setValue(CGRect(x: 0, y: 0, width: 80, height: 20), forKey: "bounds")
        #expect(view.bounds.size == CGSize(width: 80, height: 20))
        layer.setValue(NSValue(cgSize: CGSize(width: 60, height: 10)), forKeyPath: "bounds.size")
        #expect(view.bounds.size == CGSize(width: 60, height: 10))
        layer.setValue(5, forKeyPath: "bounds.size.height")
        #expect(view.bounds.height == 5)
        layer.setValue(NSNumber(value: 0.25), forKey: "opacity")
        #expect(view.alpha == 0.25)
        layer.setValue(12, forKey: "cornerRadius")
        #expect(layer.cornerRadius == 12)
        layer.setValue(2.0, forKeyPath: "transform.scale")
        #expect(layer.transform.m11 == 2 && layer.transform.m22 == 2)
        layer.setValue(-1.0, forKeyPath: "position.x")
        #expect(layer.position == CGPoint(x: -1, y: 40))
        layer.setValue(true, forKey: "hidden")
        #expect(view.isHidden)
        layer.setValue(NSNumber(value: true), forKey: "masksToBounds")
        #expect(layer.masksToBounds)
        layer.setValue(UIColor.red.cgColor, forKey: "borderColor")
        #expect(layer.borderColor == UIColor.red.cgColor)
        #expect(view.layer.animationKeys() == nil, "a view's layer does not animate outside an animation block")
    }

    @Test func settingAPropertyByKeyRunsItsActionAsItsSetterDoes() throws {
        let (host, layer) = treeLayer()
        layer.setValue(0.2, forKey: "opacity")
        let fade = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation, "the implicit animation")
        #expect(fade.keyPath == "opacity")
        #expect(layer.opacity == 0.2, "the model changes at once")
        layer.setValue(CGPoint(x: 5, y: 5), forKeyPath: "position")
        #expect(layer.animation(forKey: "position") != nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.setValue(3, forKey: "borderWidth")
        CATransaction.commit()
        #expect(layer.animation(forKey: "borderWidth") == nil, "no action while actions are off")
        #expect(layer.borderWidth == 3)
        _ = host
    }

    @Test func keysThatNameNoPropertyAreStoredOnTheLayer() {
        final class GlowLayer: CALayer {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "glow" ? NSNumber(value: 4) : super.defaultValue(forKey: key)
            }
        }
        let layer = GlowLayer()
        #expect(layer.value(forKey: "heroID") == nil)
        layer.setValue("card", forKey: "heroID")
        layer.setValue(["a": 1], forKey: "info")
        #expect(layer.value(forKey: "heroID") as? String == "card")
        #expect(layer.value(forKeyPath: "info.a") as? Int == 1, "a path into a stored dictionary")
        #expect((layer.value(forKey: "glow") as? NSNumber)?.intValue == 4, "the class's default until set")
        layer.setValue(9, forKey: "glow")
        #expect(layer.value(forKey: "glow") as? Int == 9)
        layer.setValue(nil, forKey: "heroID")
        #expect(layer.value(forKey: "heroID") == nil)
        #expect(layer.value(forKey: "opacity") as? Float == 1, "properties are not shadowed by stored keys")
    }

    @Test func aPathThroughASublayerOrMaskReachesItsProperty() {
        let layer = CALayer()
        let mask = CALayer()
        layer.mask = mask
        layer.setValue(mask, forKey: "maskRef")
        layer.setValue(0.5, forKeyPath: "maskRef.opacity")
        #expect(mask.opacity == 0.5)
        #expect(layer.value(forKeyPath: "maskRef.opacity") as? Float == 0.5)
    }
}
