/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) that maps the fraction of an animation's time
/// elapsed to the fraction of its change shown.
///
/// Open, as Apple's is; `@unchecked Sendable` because the compiler cannot check an open class, and safe
/// because its only stored properties are private constants.
open class CAMediaTimingFunction: @unchecked Sendable, Equatable {
    /// The curve's two inner control points.
    private let c1: CGPoint, c2: CGPoint

    /// Creates a curve with control points (c1x, c1y) and (c2x, c2y); x values are clamped to 0…1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = CGPoint(x: CGFloat(min(max(c1x, 0), 1)), y: CGFloat(c1y.isFinite ? c1y : 0))
        c2 = CGPoint(x: CGFloat(min(max(c2x, 0), 1)), y: CGFloat(c2y.isFinite ? c2y : 1))
    }

    /// One of the named curves, with Core Animation's control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Control point `index` (0…3: the start, the two inner points, the end) as x and y.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points = [CGPoint.zero, c1, c2, CGPoint(x: 1, y: 1)]
        guard (0...3).contains(index) else { return }
        ptr[0] = Float(points[index].x)
        ptr[1] = Float(points[index].y)
    }

    /// The fraction of the change shown when `x` of the time has passed (x clamped to 0…1).
    public func value(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        if c1.x == c1.y && c2.x == c2.y { return x }
        let t = parameter(forX: x)
        return Self.bezier(t, Double(c1.y), Double(c2.y))
    }

    /// The Bézier parameter whose x is `x`: Newton's method, then bisection if it strays (to 1e-7).
    private func parameter(forX x: Double) -> Double {
        let x1 = Double(c1.x), x2 = Double(c2.x)
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < 1e-7 { return t }
            let slope = Self.derivative(t, x1, x2)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        while high - low > 1e-7 {
            let value = Self.bezier(t, x1, x2)
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool { lhs.c1 == rhs.c1 && lhs.c2 == rhs.c2 }
}

/// The names of Core Animation's timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
