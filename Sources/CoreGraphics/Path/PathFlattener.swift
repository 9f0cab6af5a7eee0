/// A subpath turned into straight segments.
struct Polyline {
    var points: [CGPoint]
    var closed: Bool
}

/// Turns paths into polylines, and answers point-in-path questions on them.
enum PathFlattener {
    /// The subpaths of `path` as polylines, curves approximated within `tolerance`.
    static func polylines(of path: CGPath, tolerance: CGFloat = 0.05) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, closed: closed)) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
                start = p
            case .line(let p):
                if current.isEmpty { current = [start] }
                current.append(p)
            case .quad(let c, let p):
                if current.isEmpty { current = [start] }
                let (c1, c2) = Bezier.elevate(current.last!, c, p)
                Bezier.flatten(current.last!, c1, c2, p, tolerance: tolerance, into: &current)
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [start] }
                Bezier.flatten(current.last!, c1, c2, p, tolerance: tolerance, into: &current)
            case .close:
                if !current.isEmpty { finish(closed: true) }
            }
        }
        finish(closed: false)
        return result
    }

    /// The winding number of `path` (every subpath implicitly closed) around `point`.
    static func windingNumber(of point: CGPoint, in path: CGPath) -> Int {
        let bounds = path.boundingBox
        guard !bounds.isNull, point.x >= bounds.minX, point.x <= bounds.maxX,
              point.y >= bounds.minY, point.y <= bounds.maxY else { return 0 }
        let tolerance = max(1e-3, min(bounds.width, bounds.height) / 2000)
        var winding = 0
        for line in polylines(of: path, tolerance: tolerance) where line.points.count > 1 {
            let pts = line.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }

    /// Positive when `p` is left of the directed line a→b (in y-up terms).
    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
