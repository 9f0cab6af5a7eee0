import CoreGraphics

extension CATransform3D: StructValueRepresentable {
    package static let structKind = StructValue.Kind(objCType: "{CATransform3D=dddddddddddddddd}", name: "CATransform3D",
                                                     groups: [4, 4, 4, 4])
    package var structNumbers: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
    package init(structNumbers n: [CGFloat]) {
        self.init(m11: n[0], m12: n[1], m13: n[2], m14: n[3], m21: n[4], m22: n[5], m23: n[6], m24: n[7],
                  m31: n[8], m32: n[9], m33: n[10], m34: n[11], m41: n[12], m42: n[13], m43: n[14], m44: n[15])
    }
}

/// Boxes for Core Animation's transform, as QuartzCore declares them on iOS.
///
/// The box compares equal to another holding the same transform, archives with `NSKeyedArchiver`, and
/// describes itself as `CATransform3D: {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}}`. Core
/// Animation takes it wherever it takes values (`toValue`, keyframe `values`…), and `CATransform3D`
/// bridges to it both ways as on iOS (`value as? CATransform3D`, `transform as AnyObject`).
extension NSValue {
    /// A box holding `t`.
    public convenience init(caTransform3D t: CATransform3D) { self.init(replacingWith: t.structValue as! Self) }

    /// The transform the box holds (all zeros, as on iOS for a zeroed struct, when it holds something else).
    public var caTransform3DValue: CATransform3D {
        CATransform3D(structValue: self) ?? CATransform3D(structNumbers: Array(repeating: 0, count: 16))
    }
}

// `CATransform3D` bridges to `NSValue` as on iOS (SE-0139); see CoreGraphics' CGGeometry+ObjectiveCBridgeable.swift.
extension CATransform3D: NSValueBridgeable {
    package static var bridgedFromNil: CATransform3D { .identity }
}
