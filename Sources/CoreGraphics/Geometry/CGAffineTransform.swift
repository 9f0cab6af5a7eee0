/// An affine transformation matrix `[a b 0; c d 0; tx ty 1]` mapping `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// Foundation on Linux has no `CGAffineTransform`; this is Apple's complete API with the same maths,
/// including the row-vector convention of `concatenating(_:)` (the receiver is applied first).
public struct CGAffineTransform: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Matrix entry a (x scale and rotation).
    public var a: CGFloat
    /// Matrix entry b (rotation and shear).
    public var b: CGFloat
    /// Matrix entry c (rotation and shear).
    public var c: CGFloat
    /// Matrix entry d (y scale and rotation).
    public var d: CGFloat
    /// Horizontal translation.
    public var tx: CGFloat
    /// Vertical translation.
    public var ty: CGFloat

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Creates the identity transform.
    public init() { self = .identity }

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Creates a transform from its six matrix entries, unlabelled.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Creates a translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a rotation by `angle` radians (counter-clockwise in a y-up space, clockwise on a UIKit screen).
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = Self.sinCos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Returns the transform that applies `self` first, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Returns a transform that translates by `(x, y)` before applying `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Returns a transform that scales by `(x, y)` before applying `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Returns a transform that rotates by `angle` radians before applying `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse, or `self` unchanged when the matrix is singular (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id,
                                 tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// The determinant `a·d − b·c`.
    var determinant: CGFloat { a * d - b * c }

    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }

    /// Exact sine and cosine for multiples of a quarter turn, so rotations by π/2 stay axis-aligned.
    static func sinCos(_ angle: CGFloat) -> (CGFloat, CGFloat) {
        let quarter = angle / (.pi / 2)
        if quarter == quarter.rounded() && abs(quarter) < 1_000_000 {
            switch Int(quarter) & 3 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(angle), cos(angle))
    }
}

// MARK: - Decomposition (iOS 16)

/// The scale, shear, rotation and translation an affine transform is made of (iOS 16's `CGAffineTransformComponents`).
public struct CGAffineTransformComponents: Equatable, Sendable {
    /// Scale along x and y, applied first.
    public var scale: CGSize
    /// Horizontal shear, applied after scale.
    public var horizontalShear: CGFloat
    /// Rotation in radians, applied after shear.
    public var rotation: CGFloat
    /// Translation, applied last.
    public var translation: CGVector

    /// Creates components.
    public init(scale: CGSize = CGSize(width: 1, height: 1), horizontalShear: CGFloat = 0,
                rotation: CGFloat = 0, translation: CGVector = .zero) {
        self.scale = scale; self.horizontalShear = horizontalShear
        self.rotation = rotation; self.translation = translation
    }
}

extension CGAffineTransform {
    /// Creates the transform `scale ∘ shear ∘ rotation ∘ translation`.
    public init(_ components: CGAffineTransformComponents) {
        let scale = CGAffineTransform(scaleX: components.scale.width, y: components.scale.height)
        let shear = CGAffineTransform(a: 1, b: 0, c: components.horizontalShear, d: 1, tx: 0, ty: 0)
        let rotation = CGAffineTransform(rotationAngle: components.rotation)
        let translation = CGAffineTransform(translationX: components.translation.dx, y: components.translation.dy)
        self = scale.concatenating(shear).concatenating(rotation).concatenating(translation)
    }

    /// Splits the transform into scale, shear, rotation and translation; `CGAffineTransform(t.decomposed())` ≈ `t`.
    public func decomposed() -> CGAffineTransformComponents {
        // Rows (a, b) and (c, d): row1 = sx·(cos, sin), row2 = sy·(−sin, cos) + shear·row1/sx.
        let sx = (a * a + b * b).squareRoot()
        guard sx != 0 else {
            return CGAffineTransformComponents(scale: CGSize(width: 0, height: (c * c + d * d).squareRoot()),
                                               translation: CGVector(dx: tx, dy: ty))
        }
        let rotation = atan2(b, a)
        let cosR = a / sx, sinR = b / sx
        let sy = -c * sinR + d * cosR
        let shearTimesSy = c * cosR + d * sinR
        return CGAffineTransformComponents(
            scale: CGSize(width: sx, height: sy),
            horizontalShear: sy == 0 ? 0 : shearTimesSy / sy,
            rotation: rotation,
            translation: CGVector(dx: tx, dy: ty))
    }
}

// MARK: - Applying to geometry

extension CGPoint {
    /// Returns the point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns the size transformed by `t`, ignoring translation (components may become negative, as on Apple's).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest rectangle containing the transformed corners of this rectangle (null stays null).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        if t.b == 0 && t.c == 0 {
            let r = standardized
            let x0 = r.minX * t.a + t.tx, x1 = r.maxX * t.a + t.tx
            let y0 = r.minY * t.d + t.ty, y1 = r.maxY * t.d + t.ty
            return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let r = standardized
        let p = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                 CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { $0.applying(t) }
        let xs = p.map(\.x), ys = p.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
