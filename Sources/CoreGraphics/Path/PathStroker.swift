/// Builds the area a stroke covers as overlapping, equally oriented pieces: one quadrilateral per segment,
/// one piece per join and per cap. Filled with the winding rule, their union is the stroke.
struct PathStroker {
    let half: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat

    init(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) {
        self.half = abs(width) / 2
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }

    func stroke(_ path: CGPath) -> [PathElement] {
        guard half > 0 else { return [] }
        var out: [PathElement] = []
        let tolerance = min(0.05, max(half / 40, 0.005))
        for line in PathFlattener.polylines(of: path, tolerance: tolerance) {
            var pts: [CGPoint] = []
            for p in line.points where pts.last != p { pts.append(p) }
            if line.closed, pts.count > 1, pts.first == pts.last { pts.removeLast() }
            strokePolyline(pts, closed: line.closed, into: &out)
        }
        return out
    }

    private func strokePolyline(_ pts: [CGPoint], closed: Bool, into out: inout [PathElement]) {
        if pts.count == 1 {
            // A zero-length subpath still shows its caps, facing along x.
            switch cap {
            case .round: addCircle(pts[0], into: &out)
            case .square:
                let p = pts[0]
                addPolygon([CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
                            CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half)], into: &out)
            case .butt: break
            }
            return
        }
        let segmentCount = closed ? pts.count : pts.count - 1
        for i in 0..<segmentCount {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            let n = normal(a, b)
            addPolygon([a + n, b + n, b - n, a - n], into: &out)
        }
        let joinIndices = closed ? Array(0..<pts.count) : Array(1..<max(1, pts.count - 1))
        for i in joinIndices {
            let prev = pts[(i - 1 + pts.count) % pts.count], p = pts[i], next = pts[(i + 1) % pts.count]
            addJoin(prev, p, next, into: &out)
        }
        if !closed {
            addCap(at: pts[0], from: pts[1], into: &out)
            addCap(at: pts[pts.count - 1], from: pts[pts.count - 2], into: &out)
        }
    }

    /// The left normal of a→b, `half` long.
    private func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y
        let len = (dx * dx + dy * dy).squareRoot()
        return CGPoint(x: -dy / len * half, y: dx / len * half)
    }

    private func addJoin(_ prev: CGPoint, _ p: CGPoint, _ next: CGPoint, into out: inout [PathElement]) {
        let n0 = normal(prev, p), n1 = normal(p, next)
        let d0 = CGPoint(x: p.x - prev.x, y: p.y - prev.y), d1 = CGPoint(x: next.x - p.x, y: next.y - p.y)
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-9 * (abs(dot) + 1) && dot > 0 { return }
        if join == .round { return addCircle(p, into: &out) }
        // The outer side is the one the path turns away from.
        let (o0, o1) = cross > 0 ? (p - n0, p - n1) : (p + n0, p + n1)
        if join == .miter {
            let m = CGPoint(x: (o0.x + o1.x) / 2 - p.x, y: (o0.y + o1.y) / 2 - p.y)
            let mLen = (m.x * m.x + m.y * m.y).squareRoot()
            if mLen > 1e-12 {
                // Miter length / line width = 1 / sin(φ/2) where cos(φ/2)… expressed via the half-chord.
                let scale = half * half / (mLen * mLen)
                let tip = CGPoint(x: p.x + m.x * scale, y: p.y + m.y * scale)
                let miterRatio = hypot(tip.x - p.x, tip.y - p.y) / half
                if miterRatio <= miterLimit {
                    return addPolygon([p, o0, tip, o1], into: &out)
                }
            }
        }
        addPolygon([p, o0, o1], into: &out)
    }

    private func addCap(at p: CGPoint, from q: CGPoint, into out: inout [PathElement]) {
        switch cap {
        case .butt: break
        case .round: addCircle(p, into: &out)
        case .square:
            let n = normal(q, p)
            let d = CGPoint(x: n.y, y: -n.x)
            addPolygon([p + n, p + n + d, p - n + d, p - n], into: &out)
        }
    }

    private func addCircle(_ c: CGPoint, into out: inout [PathElement]) {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: c.x - half, y: c.y - half, width: 2 * half, height: 2 * half))
        out.append(contentsOf: path.elements)
    }

    /// Appends a closed polygon, reversed if needed so that every piece winds the same way.
    private func addPolygon(_ polygon: [CGPoint], into out: inout [PathElement]) {
        var area: CGFloat = 0
        for i in 0..<polygon.count {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? polygon : polygon.reversed()
        out.append(.move(ordered[0]))
        for p in ordered.dropFirst() { out.append(.line(p)) }
        out.append(.close)
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
