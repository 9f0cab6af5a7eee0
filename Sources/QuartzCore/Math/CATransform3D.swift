/// A 4×4 homogeneous transform, as Core Animation uses for layers (row vectors: `p' = p · M`).
///
/// Tessera renders the affine part exactly (`m11 m12 m21 m22 m41 m42`); z, rotation out of the plane and
/// perspective (`m34`) are kept in the value but flattened to their affine part when drawing.
public struct CATransform3D: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen entries.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity transform.
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The identity transform.
    public static let identity = CATransform3D()

    /// The product `self · other` (self applied first).
    public func concatenating(_ b: CATransform3D) -> CATransform3D {
        let a = self
        func row(_ x1: CGFloat, _ x2: CGFloat, _ x3: CGFloat, _ x4: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            (x1 * b.m11 + x2 * b.m21 + x3 * b.m31 + x4 * b.m41,
             x1 * b.m12 + x2 * b.m22 + x3 * b.m32 + x4 * b.m42,
             x1 * b.m13 + x2 * b.m23 + x3 * b.m33 + x4 * b.m43,
             x1 * b.m14 + x2 * b.m24 + x3 * b.m34 + x4 * b.m44)
        }
        let r1 = row(a.m11, a.m12, a.m13, a.m14), r2 = row(a.m21, a.m22, a.m23, a.m24)
        let r3 = row(a.m31, a.m32, a.m33, a.m34), r4 = row(a.m41, a.m42, a.m43, a.m44)
        return CATransform3D(m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
                             m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
    }

    /// Whether only the affine entries differ from the identity.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The affine part (what Tessera draws).
    public var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// The transform holding an affine transform.
    public init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: t.tx, m42: t.ty, m43: 0, m44: 1)
    }

    public var description: String {
        "[\(m11) \(m12) \(m13) \(m14); \(m21) \(m22) \(m23) \(m24); \(m31) \(m32) \(m33) \(m34); \(m41) \(m42) \(m43) \(m44)]"
    }
}

/// The identity transform (Core Animation's constant).
public let CATransform3DIdentity = CATransform3D.identity

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }

/// Whether two transforms are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z); about z it turns clockwise on a UIKit screen.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return .identity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let (s, c) = (sin(angle), cos(angle))
    let k = 1 - c
    return CATransform3D(
        m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
        m21: uy * ux * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
        m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` followed by a translation… applied first: translate, then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` with a scale applied first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` with a rotation applied first.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// The inverse, or `t` unchanged when it is singular (as Core Animation does).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var m = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    var inv = [CGFloat](repeating: 0, count: 16)
    for i in 0..<4 { inv[i * 5] = 1 }
    // Gauss–Jordan elimination with partial pivoting.
    for col in 0..<4 {
        var pivot = col
        for r in col..<4 where abs(m[r * 4 + col]) > abs(m[pivot * 4 + col]) { pivot = r }
        guard abs(m[pivot * 4 + col]) > 1e-12 else { return t }
        for k in 0..<4 {
            m.swapAt(col * 4 + k, pivot * 4 + k)
            inv.swapAt(col * 4 + k, pivot * 4 + k)
        }
        let p = m[col * 4 + col]
        for k in 0..<4 { m[col * 4 + k] /= p; inv[col * 4 + k] /= p }
        for r in 0..<4 where r != col {
            let f = m[r * 4 + col]
            guard f != 0 else { continue }
            for k in 0..<4 { m[r * 4 + k] -= f * m[col * 4 + k]; inv[r * 4 + k] -= f * inv[col * 4 + k] }
        }
    }
    return CATransform3D(m11: inv[0], m12: inv[1], m13: inv[2], m14: inv[3], m21: inv[4], m22: inv[5], m23: inv[6], m24: inv[7],
                         m31: inv[8], m32: inv[9], m33: inv[10], m34: inv[11], m41: inv[12], m42: inv[13], m43: inv[14], m44: inv[15])
}

/// The transform holding an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(m) }

/// Whether `t` is affine.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }
