import Testing
import TesseraTesting
import UIKit

/// Bad values given to CALayer and its subclasses: reported once with the API's name, ignored or
/// clamped, never reaching the compositor.
@MainActor @Suite struct LayerBadValueTests {
    @Test func geometryWritesWithNaNOrInfinityAreIgnored() {
        let scene = BadValueScene()
        let layer = scene.red.layer
        let position = reports(of: "CALayer.position") { layer.position = CGPoint(x: CGFloat.nan, y: 1) }
        let bounds = reports(of: "CALayer.bounds") { layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1) }
        let frame = reports(of: "CALayer.frame") { layer.frame = CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1) }
        let anchor = reports(of: "CALayer.anchorPoint") { layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0) }
        let z = reports(of: "CALayer.zPosition") { layer.zPosition = .nan }
        #expect([position, bounds, frame, anchor, z].map(\.count) == [1, 1, 1, 1, 1])
        #expect(position.first?.contains("CALayer.position: NaN in (nan, 1) ignored") == true)
        #expect(layer.position == CGPoint(x: 30, y: 30) && layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && layer.zPosition == 0)
        var t = CATransform3DIdentity
        t.m11 = .nan
        let transform = reports(of: "CALayer.transform") { layer.transform = t }
        let sublayer = reports(of: "CALayer.sublayerTransform") { scene.root.layer.sublayerTransform = t }
        #expect(transform.count == 1 && sublayer.count == 1)
        #expect(layer.transform == .identity && scene.root.layer.sublayerTransform == .identity)
        scene.expectHealthy()
    }

    @Test func appearanceNumbersAreIgnoredOrClamped() {
        let scene = BadValueScene()
        let layer = scene.red.layer
        layer.opacity = 0.5
        let opacity = reports(of: "CALayer.opacity") { layer.opacity = .nan }
        #expect(opacity.first?.contains("CALayer.opacity: NaN ignored") == true)
        #expect(layer.opacity == 0.5)
        layer.opacity = 1
        let corner = reports(of: "CALayer.cornerRadius") { layer.cornerRadius = -4 }
        #expect(corner.first?.contains("CALayer.cornerRadius: -4 is below 0; clamped to 0") == true)
        layer.cornerRadius = 6
        _ = reports(of: "CALayer.cornerRadius") { layer.cornerRadius = .nan }
        #expect(layer.cornerRadius == 6)
        layer.cornerRadius = 0
        let border = reports(of: "CALayer.borderWidth") { layer.borderWidth = .infinity }
        let shadowRadius = reports(of: "CALayer.shadowRadius") { layer.shadowRadius = .nan }
        let shadowOffset = reports(of: "CALayer.shadowOffset") { layer.shadowOffset = CGSize(width: CGFloat.nan, height: 0) }
        let shadowOpacity = reports(of: "CALayer.shadowOpacity") { layer.shadowOpacity = .nan }
        #expect([border, shadowRadius, shadowOffset, shadowOpacity].map(\.count) == [1, 1, 1, 1])
        #expect(layer.borderWidth == 0 && layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowOpacity == 0)
        layer.shadowOpacity = 9
        #expect(layer.shadowOpacity == 1)
        layer.shadowOpacity = 0
        scene.expectHealthy()
    }

    @Test func contentsNumbersAreIgnored() {
        let scene = BadValueScene()
        let layer = scene.red.layer
        let scale = layer.contentsScale
        let scales = reports(of: "CALayer.contentsScale") { layer.contentsScale = -1 }
        let rect = reports(of: "CALayer.contentsRect") { layer.contentsRect = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1) }
        let center = reports(of: "CALayer.contentsCenter") { layer.contentsCenter = .infinite }
        let raster = reports(of: "CALayer.rasterizationScale") { layer.rasterizationScale = 0 }
        #expect([scales, rect, center, raster].map(\.count) == [1, 1, 1, 1])
        #expect(layer.contentsScale == scale && layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1) && layer.rasterizationScale == 1)
        scene.expectHealthy()
    }

    @Test func aSublayerIndexPastTheEndAppends() {
        let parent = CALayer(), a = CALayer(), b = CALayer()
        parent.addSublayer(a)
        let logged = reports(of: "CALayer.insertSublayer(_:at:)") { parent.insertSublayer(b, at: 50) }
        #expect(logged.first?.contains("index 50 is past the end (1 sublayers); appended") == true)
        #expect(parent.sublayers?.count == 2 && parent.sublayers?.last === b)
    }

    @Test func shapeLayerStrokeValuesAreIgnoredWhenBad() {
        let scene = BadValueScene()
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 50, width: 100, height: 10)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 10), transform: nil)
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        shape.lineWidth = 4
        scene.root.layer.addSublayer(shape)
        let width = reports(of: "CAShapeLayer.lineWidth") { shape.lineWidth = .nan }
        _ = reports(of: "CAShapeLayer.lineWidth") { shape.lineWidth = -2 }
        let miter = reports(of: "CAShapeLayer.miterLimit") { shape.miterLimit = .infinity }
        let start = reports(of: "CAShapeLayer.strokeStart") { shape.strokeStart = .nan }
        let end = reports(of: "CAShapeLayer.strokeEnd") { shape.strokeEnd = .nan }
        let dash = reports(of: "CAShapeLayer.lineDashPattern") { shape.lineDashPattern = [4, NSNumber(value: Double.nan)] }
        let phase = reports(of: "CAShapeLayer.lineDashPhase") { shape.lineDashPhase = .infinity }
        #expect([width, miter, start, end, dash, phase].map(\.count) == [1, 1, 1, 1, 1, 1])
        #expect(dash.first?.contains("CAShapeLayer.lineDashPattern: length nan in (4, nan) ignored") == true)
        #expect(shape.lineWidth == 4 && shape.miterLimit == 10 && shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.lineDashPattern == nil && shape.lineDashPhase == 0)
        // The stroke still draws along the bottom edge of the root (y 50…60).
        let image = scene.root.snapshotImage(scale: 1)
        #expect(close(rgba(image, 50, 51), [0, 255, 0, 255]))
        shape.removeFromSuperlayer()
        scene.expectHealthy()
    }

    @Test func gradientLayerPointsAndLocationsAreIgnoredWhenBad() {
        let scene = BadValueScene()
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 50, width: 100, height: 10)
        gradient.colors = [CGColor(red: 0, green: 1, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1)]
        scene.root.layer.addSublayer(gradient)
        let locations = reports(of: "CAGradientLayer.locations") { gradient.locations = [0, NSNumber(value: Double.infinity)] }
        let start = reports(of: "CAGradientLayer.startPoint") { gradient.startPoint = CGPoint(x: CGFloat.nan, y: 0) }
        let end = reports(of: "CAGradientLayer.endPoint") { gradient.endPoint = CGPoint(x: 0, y: CGFloat.nan) }
        #expect([locations, start, end].map(\.count) == [1, 1, 1])
        #expect(gradient.locations == nil && gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        let image = scene.root.snapshotImage(scale: 1)
        #expect(close(rgba(image, 50, 55), [0, 255, 0, 255]))
        gradient.removeFromSuperlayer()
        scene.expectHealthy()
    }
}
