/// Paths in between two paths, point by point: a shape layer's `path` animates when both paths have
/// the same elements in the same order (each point moves along a line); otherwise there is no path in
/// between and the animation jumps half way, as Core Animation's does.
enum PathInterpolation {
    private struct Element {
        var type: CGPathElementType
        var points: [CGPoint]
    }

    private static func elements(of path: CGPath) -> [Element] {
        var result: [Element] = []
        path.applyWithBlock { pointer in
            let e = pointer.pointee
            let count = switch e.type {
            case .moveToPoint, .addLineToPoint: 1
            case .addQuadCurveToPoint: 2
            case .addCurveToPoint: 3
            default: 0
            }
            result.append(Element(type: e.type, points: (0..<count).map { e.points[$0] }))
        }
        return result
    }

    /// The path `f` of the way from `a` to `b`, or nil when they do not have the same elements.
    static func mix(_ a: CGPath, _ b: CGPath, _ f: CGFloat) -> CGPath? {
        let from = elements(of: a), to = elements(of: b)
        guard from.count == to.count, zip(from, to).allSatisfy({ $0.type == $1.type }) else { return nil }
        let path = CGMutablePath()
        for (x, y) in zip(from, to) {
            let p = zip(x.points, y.points).map { CGPoint(x: $0.x + ($1.x - $0.x) * f, y: $0.y + ($1.y - $0.y) * f) }
            switch x.type {
            case .moveToPoint: path.move(to: p[0])
            case .addLineToPoint: path.addLine(to: p[0])
            case .addQuadCurveToPoint: path.addQuadCurve(to: p[1], control: p[0])
            case .addCurveToPoint: path.addCurve(to: p[2], control1: p[0], control2: p[1])
            default: path.closeSubpath()
            }
        }
        return path
    }
}
