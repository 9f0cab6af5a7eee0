/// Corners of a rectangle on a y-down screen (UIKit's `UIRectCorner`, Core Animation's `CACornerMask`).
package struct RectCorners: OptionSet, Sendable {
    package let rawValue: UInt
    package init(rawValue: UInt) { self.rawValue = rawValue }
    package static let topLeft = RectCorners(rawValue: 1)
    package static let topRight = RectCorners(rawValue: 2)
    package static let bottomLeft = RectCorners(rawValue: 4)
    package static let bottomRight = RectCorners(rawValue: 8)
    package static let all: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// The rounded rectangles UIKit and Core Animation draw: continuous-curvature corners (as iOS 7+
/// `UIBezierPath` and `CALayer.cornerCurve = .continuous`) or plain circular corners.
package enum RoundedRectPath {
    /// Beyond this ratio of side to radius, iOS switches from the continuous shape to a capsule.
    package static let continuousLimit: CGFloat = 3.0573299

    /// One continuous corner, as offsets in units of the radius from the corner: along the incoming
    /// edge first, then along the outgoing edge (points of UIKit's own path).
    private static let corner: [(CGFloat, CGFloat)] = [
        (1.52866483, 0),
        (1.08849296, 0), (0.86840694, 0), (0.63149379, 0.07491139),
        (0.37282383, 0.16905956), (0.16905956, 0.37282383), (0.07491139, 0.63149379),
        (0, 0.86840694), (0, 1.08849296), (0, 1.52866483),
    ]

    /// Adds the outline to `path`, clockwise on screen from the top-left corner's end.
    package static func add(to path: CGMutablePath, rect r: CGRect, corners: RectCorners, radius: CGFloat,
                    continuous: Bool = true) {
        guard r.width > 0, r.height > 0 else { return }
        guard radius > 0, !corners.isEmpty else { return path.addRect(r) }
        // At most a move, four lines, twelve curves and a close: one allocation instead of the five
        // that appending one element at a time from an empty path costs.
        path.elements.reserveCapacity(path.elements.count + 18)
        if continuous && r.width > continuousLimit * radius && r.height > continuousLimit * radius {
            addContinuous(to: path, rect: r, corners: corners, radius: radius)
        } else {
            addCircular(to: path, rect: r, corners: corners, radius: min(radius, r.width / 2, r.height / 2))
        }
    }

    /// The corner frames, clockwise on screen from the top right: each corner, its origin at the
    /// corner, and unit vectors along the incoming edge (pointing back along it) and the outgoing edge.
    /// One at a time by index, so drawing a rounded rectangle allocates no list of them.
    private static func frame(_ index: Int, of r: CGRect) -> (RectCorners, CGPoint, CGVector, CGVector) {
        switch index {
        case 0: return (.topRight, CGPoint(x: r.maxX, y: r.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1))
        case 1: return (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0))
        case 2: return (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1))
        default: return (.topLeft, CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0))
        }
    }

    private static func addContinuous(to path: CGMutablePath, rect r: CGRect, corners: RectCorners, radius: CGFloat) {
        func point(_ origin: CGPoint, _ back: CGVector, _ out: CGVector, _ c: (CGFloat, CGFloat)) -> CGPoint {
            CGPoint(x: origin.x + (back.dx * c.0 + out.dx * c.1) * radius, y: origin.y + (back.dy * c.0 + out.dy * c.1) * radius)
        }
        let start = corners.contains(.topLeft) ? CGPoint(x: r.minX + corner[0].0 * radius, y: r.minY) : CGPoint(x: r.minX, y: r.minY)
        path.move(to: start)
        for index in 0..<4 {
            let (which, origin, back, out) = frame(index, of: r)
            guard corners.contains(which) else {
                path.addLine(to: origin)
                continue
            }
            path.addLine(to: point(origin, back, out, corner[0]))
            for k in stride(from: 1, to: corner.count, by: 3) {
                path.addCurve(to: point(origin, back, out, corner[k + 2]),
                              control1: point(origin, back, out, corner[k]),
                              control2: point(origin, back, out, corner[k + 1]))
            }
        }
        path.closeSubpath()
    }

    private static func addCircular(to path: CGMutablePath, rect r: CGRect, corners: RectCorners, radius: CGFloat) {
        let k: CGFloat = 1 - Bezier.kappa
        let start = corners.contains(.topLeft) ? CGPoint(x: r.minX + radius, y: r.minY) : CGPoint(x: r.minX, y: r.minY)
        path.move(to: start)
        for index in 0..<4 {
            let (which, origin, back, out) = frame(index, of: r)
            guard corners.contains(which) else {
                path.addLine(to: origin)
                continue
            }
            func p(_ b: CGFloat, _ o: CGFloat) -> CGPoint {
                CGPoint(x: origin.x + (back.dx * b + out.dx * o) * radius, y: origin.y + (back.dy * b + out.dy * o) * radius)
            }
            path.addLine(to: p(1, 0))
            path.addCurve(to: p(0, 1), control1: p(k, 0), control2: p(0, k))
        }
        path.closeSubpath()
    }
}
