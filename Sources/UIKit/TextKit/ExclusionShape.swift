import Foundation

/// An exclusion path flattened to polygons, answering which x spans it covers in a horizontal band.
struct ExclusionShape {
    let polygons: [[CGPoint]]
    let bounds: CGRect
    let usesEvenOdd: Bool

    init(_ path: UIBezierPath) {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero, start = CGPoint.zero
        func flush() {
            if current.count > 2 { polygons.append(current) }
            current = []
        }
        path.cgPath.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                flush()
                last = e.points[0]; start = last
                current = [last]
            case .addLineToPoint:
                last = e.points[0]
                current.append(last)
            case .addQuadCurveToPoint:
                let c = e.points[0], p = e.points[1]
                for k in 1...12 {
                    let t = CGFloat(k) / 12, u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .addCurveToPoint:
                let c1 = e.points[0], c2 = e.points[1], p = e.points[2]
                for k in 1...16 {
                    let t = CGFloat(k) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * last.y + b * c1.y + c * c2.y + d * p.y))
                }
                last = p
            case .closeSubpath:
                flush()
                last = start
            @unknown default:
                break
            }
        }
        flush()
        self.polygons = polygons
        let xs = polygons.joined().map(\.x), ys = polygons.joined().map(\.y)
        if let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
           [minX, maxX, minY, maxY].allSatisfy(\.isFinite) {
            bounds = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        } else {
            bounds = .null
        }
        usesEvenOdd = path.usesEvenOddFillRule
    }

    /// The x spans (merged, sorted) the shape covers anywhere between `minY` and `maxY`.
    func coveredSpans(minY: CGFloat, maxY: CGFloat) -> [ClosedRange<CGFloat>] {
        guard !bounds.isNull, bounds.maxY > minY, bounds.minY < maxY else { return [] }
        var spans: [ClosedRange<CGFloat>] = []
        // Sample the band every point (and at its edges, nudged inside) plus at every vertex inside it.
        var ys: [CGFloat] = []
        let top = max(minY, bounds.minY), bottom = min(maxY, bounds.maxY)
        var y = top + 0.01
        while y < bottom { ys.append(y); y += 1 }
        ys.append(bottom - 0.01)
        for polygon in polygons { for p in polygon where p.y > top && p.y < bottom { ys.append(p.y) } }
        for y in ys { spans += coveredSpans(at: y) }
        return Self.merged(spans)
    }

    /// The x spans inside the shape on the horizontal line at `y`.
    private func coveredSpans(at y: CGFloat) -> [ClosedRange<CGFloat>] {
        var crossings: [(x: CGFloat, winding: Int)] = []
        for polygon in polygons {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                guard (a.y <= y && b.y > y) || (b.y <= y && a.y > y) else { continue }
                let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                crossings.append((x, b.y > a.y ? 1 : -1))
            }
        }
        crossings.sort { $0.x < $1.x }
        var spans: [ClosedRange<CGFloat>] = []
        var winding = 0
        var start: CGFloat = 0
        for crossing in crossings {
            let wasInside = usesEvenOdd ? winding % 2 != 0 : winding != 0
            winding += usesEvenOdd ? 1 : crossing.winding
            let isInside = usesEvenOdd ? winding % 2 != 0 : winding != 0
            if !wasInside && isInside { start = crossing.x }
            if wasInside && !isInside { spans.append(start...max(start, crossing.x)) }
        }
        return spans
    }

    static func merged(_ spans: [ClosedRange<CGFloat>]) -> [ClosedRange<CGFloat>] {
        let sorted = spans.sorted { $0.lowerBound < $1.lowerBound }
        var result: [ClosedRange<CGFloat>] = []
        for span in sorted {
            if let last = result.last, span.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                result.append(span)
            }
        }
        return result
    }
}
