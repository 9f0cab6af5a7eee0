/// Splits a path into the "on" pieces of a dash pattern.
struct PathDasher {
    let phase: CGFloat
    let lengths: [CGFloat]

    /// The most elements a dashed path may have: tiny dashes along a huge path would otherwise take
    /// all memory. Past it the path is stroked solid (reported).
    static let maximumElements = 1_000_000

    func dash(_ path: CGPath) -> [PathElement] {
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), total > 0 else { return path.elements }
        var out: [PathElement] = []
        for line in PathFlattener.polylines(of: path, tolerance: 0.02) {
            var pts = line.points
            if line.closed, let first = pts.first { pts.append(first) }
            guard pts.count > 1 else { continue }
            // Position in the pattern at the start of this subpath.
            var index = 0
            var remaining = lengths[0]
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            while offset > 0 {
                if offset >= remaining {
                    offset -= remaining
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                } else {
                    remaining -= offset
                    offset = 0
                }
            }
            var on = index % 2 == 0
            var penDown = false
            for i in 0..<(pts.count - 1) {
                var a = pts[i]
                let b = pts[i + 1]
                var segment = hypot(b.x - a.x, b.y - a.y)
                // A segment too long to measure (coordinates near the largest double) can't be dashed: skip it.
                guard segment.isFinite else { penDown = false; continue }
                while segment > 0 {
                    if out.count > Self.maximumElements {
                        BadValue.report("CoreGraphics", api: "line dash", "the dash pattern \(BadValue.text(lengths)) makes more than \(Self.maximumElements) dashes on this path; stroked solid")
                        return path.elements
                    }
                    let step = min(segment, remaining)
                    let t = step / segment
                    let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on {
                        if !penDown { out.append(.move(a)); penDown = true }
                        out.append(.line(p))
                    }
                    segment -= step
                    remaining -= step
                    a = p
                    if remaining <= 0 {
                        index = (index + 1) % lengths.count
                        remaining = lengths[index]
                        on = index % 2 == 0
                        penDown = false
                    }
                }
            }
        }
        return out
    }
}
