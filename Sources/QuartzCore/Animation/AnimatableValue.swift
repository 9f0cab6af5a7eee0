/// A value an animation interpolates: numbers, points, sizes, rectangles, transforms, colours, paths
/// and lists of them (a gradient's colours and locations), read from what Swift code passes as
/// `fromValue`/`toValue` (`Any?`).
enum AnimatableValue: Equatable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    // Boxed: a transform is four times the size of the other payloads, and every value is copied
    // several times a frame.
    indirect case transform(CATransform3D)
    case color(CGColor?)
    case path(CGPath?)
    case list([AnimatableValue])

    /// The value `any` holds, or nil when it is not animatable.
    ///
    /// `NSValue` boxes (`NSValue(cgPoint:)`, `NSValue(cgRect:)`, `NSValue(caTransform3D:)`…) match the
    /// struct cases below: the structs bridge to `NSValue`, so `as? CGPoint` unboxes them, as on iOS.
    init?(_ any: Any?) {
        switch any {
        case let v as CGFloat: self = .number(Double(v))
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as NSNumber: self = .number(v.doubleValue)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3D(v))
        case let v as CGColor: self = .color(v)
        case let v as CGPath: self = .path(v)
        case let v as [Any]:
            let items = v.compactMap(AnimatableValue.init)
            guard items.count == v.count else { return nil }
            self = .list(items)
        default: return nil
        }
    }

    /// Whether every number in the value is usable (finite, within ±10¹²).
    var isUsable: Bool {
        switch self {
        case .number(let v): BadValue.usable(CGFloat(v))
        case .point(let p): BadValue.usable(p.x) && BadValue.usable(p.y)
        case .size(let s): BadValue.usable(s.width) && BadValue.usable(s.height)
        case .rect(let r): BadValue.usable(r.origin.x) && BadValue.usable(r.origin.y) && BadValue.usable(r.width) && BadValue.usable(r.height)
        case .transform(let t): t.isFinite(api: "CAAnimation value")
        case .color, .path: true
        case .list(let items): items.allSatisfy(\.isUsable)
        }
    }

    /// The value as Core Animation hands it back (`CGFloat`, `CGPoint`…).
    var object: Any? {
        switch self {
        case .number(let v): CGFloat(v)
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .transform(let v): v
        case .color(let v): v
        case .path(let v): v
        case .list(let items): items.map { item -> Any in
            // Lists hold what their owners store: locations are NSNumbers, colours CGColors.
            if case .number(let n) = item { return NSNumber(value: n) }
            return item.object as Any
        }
        }
    }

    /// The value `fraction` of the way from `self` to `to` (fractions beyond 0…1 overshoot, for springs).
    func interpolated(to other: AnimatableValue, _ f: Double) -> AnimatableValue {
        let g = CGFloat(f)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * g }
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + (b - a) * f)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.transform(let a), .transform(let b)): return .transform(Self.mix(a, b, g))
        case (.color(let a), .color(let b)): return .color(Self.mix(a, b, g))
        case (.path(let a?), .path(let b?)):
            return .path(PathInterpolation.mix(a, b, g) ?? (f < 0.5 ? a : b))
        case (.list(let a), .list(let b)) where a.count == b.count:
            return .list(zip(a, b).map { $0.interpolated(to: $1, f) })
        default: return f < 0.5 ? self : other
        }
    }

    /// The value's numbers, for splines and distances (nil for values that have none to bend).
    var components: [Double]? {
        switch self {
        case .number(let v): [v]
        case .point(let p): [Double(p.x), Double(p.y)]
        case .size(let s): [Double(s.width), Double(s.height)]
        case .rect(let r): [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)]
        default: nil
        }
    }

    /// A value of the same kind made of `c` (as `components` gives them).
    func with(components c: [Double]) -> AnimatableValue {
        switch self {
        case .number: .number(c[0])
        case .point: .point(CGPoint(x: c[0], y: c[1]))
        case .size: .size(CGSize(width: c[0], height: c[1]))
        case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        default: self
        }
    }

    /// `self` plus `other` (for `byValue` and additive animations).
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case (.transform(let a), .transform(let b)): return .transform(b.concatenating(a))
        default: return other
        }
    }

    /// Transforms interpolate by their decomposed parts (translation, scale, rotation) when both are
    /// affine, so a turn turns instead of shrinking through its middle; otherwise component by component.
    private static func mix(_ a: CATransform3D, _ b: CATransform3D, _ f: CGFloat) -> CATransform3D {
        let ta = a.affine, tb = b.affine
        if a == CATransform3D(ta) && b == CATransform3D(tb) {
            let da = ta.decomposed(), db = tb.decomposed()
            var rotation = db.rotation - da.rotation
            while rotation > .pi { rotation -= 2 * .pi }
            while rotation < -.pi { rotation += 2 * .pi }
            func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
            let parts = CGAffineTransformComponents(
                scale: CGSize(width: mix(da.scale.width, db.scale.width), height: mix(da.scale.height, db.scale.height)),
                horizontalShear: mix(da.horizontalShear, db.horizontalShear), rotation: da.rotation + rotation * f,
                translation: CGVector(dx: mix(da.translation.dx, db.translation.dx), dy: mix(da.translation.dy, db.translation.dy)))
            return CATransform3D(CGAffineTransform(parts))
        }
        return CATransform3D(m11: a.m11 + (b.m11 - a.m11) * f, m12: a.m12 + (b.m12 - a.m12) * f, m13: a.m13 + (b.m13 - a.m13) * f, m14: a.m14 + (b.m14 - a.m14) * f,
                             m21: a.m21 + (b.m21 - a.m21) * f, m22: a.m22 + (b.m22 - a.m22) * f, m23: a.m23 + (b.m23 - a.m23) * f, m24: a.m24 + (b.m24 - a.m24) * f,
                             m31: a.m31 + (b.m31 - a.m31) * f, m32: a.m32 + (b.m32 - a.m32) * f, m33: a.m33 + (b.m33 - a.m33) * f, m34: a.m34 + (b.m34 - a.m34) * f,
                             m41: a.m41 + (b.m41 - a.m41) * f, m42: a.m42 + (b.m42 - a.m42) * f, m43: a.m43 + (b.m43 - a.m43) * f, m44: a.m44 + (b.m44 - a.m44) * f)
    }

    /// Colours mix in sRGB, premultiplied by alpha, so fading to clear does not darken.
    private static func mix(_ a: CGColor?, _ b: CGColor?, _ f: CGFloat) -> CGColor? {
        func rgba(_ c: CGColor?) -> [CGFloat] {
            guard let c, let converted = c.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil),
                  let comps = converted.components, comps.count >= 4 else { return [0, 0, 0, 0] }
            return [comps[0] * comps[3], comps[1] * comps[3], comps[2] * comps[3], comps[3]]
        }
        let p = rgba(a), q = rgba(b)
        let m = (0..<4).map { p[$0] + (q[$0] - p[$0]) * f }
        let alpha = min(max(m[3], 0), 1)
        guard alpha > 0 else { return CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0) }
        return CGColor(srgbRed: min(max(m[0] / alpha, 0), 1), green: min(max(m[1] / alpha, 0), 1),
                       blue: min(max(m[2] / alpha, 0), 1), alpha: alpha)
    }
}
