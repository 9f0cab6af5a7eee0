/// A path a keyframe animation moves a point along: its elements as Bézier segments, with their
/// lengths, so a position can be found by segment (one keyframe per element) or by distance (paced).
struct KeyframePath {
    /// One drawn segment: a cubic Bézier (lines and quadratics are raised to cubics).
    private struct Segment {
        let p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint
        /// Cumulative chord lengths at `samples` even parameter steps, for arc-length lookups.
        let lengths: [Double]
        static let samples = 32

        init(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint) {
            self.p0 = p0; self.c1 = c1; self.c2 = c2; self.p3 = p3
            var lengths = [0.0]
            var last = p0
            for i in 1...Self.samples {
                let p = Self.point(p0, c1, c2, p3, Double(i) / Double(Self.samples))
                lengths.append(lengths.last! + Double(hypot(p.x - last.x, p.y - last.y)))
                last = p
            }
            self.lengths = lengths
        }

        var length: Double { lengths.last! }

        static func point(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ t: Double) -> CGPoint {
            let t = CGFloat(t), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
        }

        func point(at t: Double) -> CGPoint { Self.point(p0, c1, c2, p3, t) }

        /// The direction of travel at parameter `t`, as an angle (y down, clockwise from +x).
        func angle(at t: Double) -> CGFloat {
            let a = point(at: max(0, t - 0.001)), b = point(at: min(1, t + 0.001))
            return atan2(b.y - a.y, b.x - a.x)
        }

        /// The parameter at `distance` along the segment.
        func parameter(atDistance distance: Double) -> Double {
            guard length > 0 else { return 0 }
            let i = lengths.firstIndex { $0 >= distance } ?? Self.samples
            guard i > 0 else { return 0 }
            let span = lengths[i] - lengths[i - 1]
            let within = span > 0 ? (distance - lengths[i - 1]) / span : 0
            return (Double(i - 1) + within) / Double(Self.samples)
        }
    }

    private let segments: [Segment]
    /// The path's start (where a path with no drawn segments stays).
    private let start: CGPoint

    init(_ path: CGPath) {
        var segments: [Segment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var first: CGPoint?
        path.applyWithBlock { pointer in
            let e = pointer.pointee
            switch e.type {
            case .moveToPoint:
                current = e.points[0]; subpathStart = current
                if first == nil { first = current }
            case .addLineToPoint:
                let p = e.points[0]
                segments.append(Segment(current, current + (p - current) / 3, current + (p - current) * 2 / 3, p))
                current = p
            case .addQuadCurveToPoint:
                let c = e.points[0], p = e.points[1]
                segments.append(Segment(current, current + (c - current) * 2 / 3, p + (c - p) * 2 / 3, p))
                current = p
            case .addCurveToPoint:
                segments.append(Segment(current, e.points[0], e.points[1], e.points[2]))
                current = e.points[2]
            case .closeSubpath:
                if current != subpathStart {
                    let p = subpathStart
                    segments.append(Segment(current, current + (p - current) / 3, current + (p - current) * 2 / 3, p))
                }
                current = subpathStart
            @unknown default: break
            }
        }
        self.segments = segments
        start = first ?? .zero
    }

    /// How many keyframes the path makes (its segments).
    var segmentCount: Int { segments.count }

    /// The point and direction at parameter `t` of segment `index`.
    func sample(segment index: Int, t: Double) -> (CGPoint, CGFloat) {
        guard segments.indices.contains(index) else { return (start, 0) }
        return (segments[index].point(at: t), segments[index].angle(at: t))
    }

    /// The point and direction `fraction` of the way along the whole path's length.
    func sample(atLengthFraction fraction: Double) -> (CGPoint, CGFloat) {
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return (start, 0) }
        var distance = min(max(fraction, 0), 1) * total
        for (i, segment) in segments.enumerated() {
            if distance <= segment.length || i == segments.count - 1 {
                return sample(segment: i, t: segment.parameter(atDistance: distance))
            }
            distance -= segment.length
        }
        return (start, 0)
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
private func / (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x / k, y: a.y / k) }
