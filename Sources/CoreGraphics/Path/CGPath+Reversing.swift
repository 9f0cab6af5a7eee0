/// Reversing the direction of a path's subpaths.
extension CGPath {
    /// The same subpaths traversed from end to start (closed subpaths stay closed).
    package func reversedPath() -> CGPath {
        // Split into subpaths of (start point, segments, closed).
        enum Segment { case line(CGPoint), quad(CGPoint, CGPoint), cubic(CGPoint, CGPoint, CGPoint) }
        var subpaths: [(start: CGPoint, segments: [Segment], closed: Bool)] = []
        var current: (start: CGPoint, segments: [Segment], closed: Bool)?
        var lastStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                if let c = current { subpaths.append(c) }
                current = (p, [], false)
                lastStart = p
            case .line(let p):
                if current == nil { current = (lastStart, [], false) }
                current!.segments.append(.line(p))
            case .quad(let c, let p):
                if current == nil { current = (lastStart, [], false) }
                current!.segments.append(.quad(c, p))
            case .cubic(let c1, let c2, let p):
                if current == nil { current = (lastStart, [], false) }
                current!.segments.append(.cubic(c1, c2, p))
            case .close:
                if current != nil { current!.closed = true; subpaths.append(current!); current = nil }
            }
        }
        if let c = current { subpaths.append(c) }

        var out: [PathElement] = []
        for sub in subpaths {
            var points = [sub.start]
            for s in sub.segments {
                switch s {
                case .line(let p), .quad(_, let p), .cubic(_, _, let p): points.append(p)
                }
            }
            out.append(.move(points[points.count - 1]))
            for (i, s) in sub.segments.enumerated().reversed() {
                let to = points[i]
                switch s {
                case .line: out.append(.line(to))
                case .quad(let c, _): out.append(.quad(c, to))
                case .cubic(let c1, let c2, _): out.append(.cubic(c2, c1, to))
                }
            }
            if sub.closed { out.append(.close) }
        }
        return CGPath(elements: out)
    }
}
