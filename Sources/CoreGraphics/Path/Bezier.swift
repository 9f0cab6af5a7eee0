/// Bézier curve maths shared by paths, strokes and bounds.
enum Bezier {
    /// The control-point distance that makes a cubic quarter-circle: 4/3·(√2 − 1).
    static let kappa: CGFloat = 0.5522847498307936

    /// The cubic control points equal to the quadratic `p0, c, p1`.
    static func elevate(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
         CGPoint(x: p1.x + 2 / 3 * (c.x - p1.x), y: p1.y + 2 / 3 * (c.y - p1.y)))
    }

    /// The point at `t` on a cubic.
    static func point(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                       y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Adds the end points and the interior extrema of a cubic to `box`.
    static func addExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, to box: inout BoundsAccumulator) {
        box.add(p0)
        box.add(p3)
        for t in roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y) {
            box.add(point(p0, p1, p2, p3, t))
        }
    }

    /// Parameters in (0, 1) where the derivative of a one-dimensional cubic is zero.
    private static func roots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // Derivative / 3 = qa·t² + qb·t + qc.
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        var result: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { result.append(-qc / qb) }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                result.append((-qb + s) / (2 * qa))
                result.append((-qb - s) / (2 * qa))
            }
        }
        return result.filter { $0 > 0 && $0 < 1 }
    }

    /// Appends points approximating a cubic (excluding `p0`) to `out`, within `tolerance` of the curve.
    static func flatten(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                        tolerance: CGFloat, into out: inout [CGPoint]) {
        // The number of segments from the curve's second difference bound (Wang's formula).
        let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        let n = dd.isFinite ? max(1, min(1000, Int((0.75 * dd / tolerance).squareRoot().rounded(.up)))) : 1
        for i in 1...n {
            out.append(point(p0, p1, p2, p3, CGFloat(i) / CGFloat(n)))
        }
    }
}
