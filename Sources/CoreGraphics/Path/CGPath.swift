/// An immutable graphics path: subpaths of lines and Bézier curves.
///
/// `CGMutablePath` is the mutable subclass, as in Apple's Swift API. Arcs and ellipses are stored as cubic
/// Bézier curves, exactly as Core Graphics stores them.
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The elements, in absolute coordinates.
    ///
    /// Every element added reads and writes this array, so release builds skip Swift's dynamic
    /// exclusivity check on it (a runtime call per access, more than the append itself); debug builds
    /// keep it. No access overlaps another: methods read or append, and a path given to its own
    /// `addPath(_:)` is read whole before the append begins.
#if DEBUG
    var elements: [PathElement]
#else
    @exclusivity(unchecked) var elements: [PathElement]
#endif
    /// Start of the current subpath, where `closeSubpath` returns to (unchecked in release builds, as
    /// `elements`).
#if DEBUG
    var subpathStart: CGPoint = .zero
#else
    @exclusivity(unchecked) var subpathStart: CGPoint = .zero
#endif

    init(elements: [PathElement]) {
        self.elements = elements
        for element in elements {
            if case .move(let p) = element { subpathStart = p }
        }
    }

    /// Creates a path holding one rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Creates a path holding the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Creates a path holding a rectangle with elliptical corners (clamped to half the rectangle's sides).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element, or `.zero` for an empty path.
    public var currentPoint: CGPoint {
        guard let last = elements.last else { return .zero }
        return last.endPoint ?? subpathStart
    }

    /// An immutable copy.
    public func copy() -> CGPath { CGPath(elements: elements) }

    /// A copy with every point transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A mutable copy with every point transformed by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(t) })
    }

    /// The smallest rectangle containing every point of the path, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        var box = BoundsAccumulator()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p): box.add(c); box.add(p)
            case .cubic(let c1, let c2, let p): box.add(c1); box.add(c2); box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle containing the drawn path, curves measured exactly; `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        var box = BoundsAccumulator()
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                box.add(p)
                current = p
            case .quad(let c, let p):
                let (c1, c2) = Bezier.elevate(current, c, p)
                Bezier.addExtrema(current, c1, c2, p, to: &box)
                current = p
            case .cubic(let c1, let c2, let p):
                Bezier.addExtrema(current, c1, c2, p, to: &box)
                current = p
            case .close:
                break
            }
        }
        return box.rect
    }

    /// Whether `point` (transformed by `transform` first) lies inside the filled path under `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let p = point.applying(transform)
        let winding = PathFlattener.windingNumber(of: p, in: self)
        return rule == .winding ? winding != 0 : winding & 1 != 0
    }

    /// The rectangle this path is, if it is exactly one axis-aligned rectangle.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var pts: [CGPoint] = []
        for (i, element) in elements.enumerated() {
            switch element {
            case .move(let p) where i == 0: pts.append(p)
            case .line(let p): pts.append(p)
            case .close where i == elements.count - 1: break
            default: return false
            }
        }
        if pts.count == 5, pts[4] == pts[0] { pts.removeLast() }
        guard pts.count == 4 else { return false }
        let horizontalFirst = pts[0].y == pts[1].y && pts[1].x == pts[2].x && pts[2].y == pts[3].y && pts[3].x == pts[0].x
        let verticalFirst = pts[0].x == pts[1].x && pts[1].y == pts[2].y && pts[2].x == pts[3].x && pts[3].y == pts[0].y
        guard horizontalFirst || verticalFirst else { return false }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        rect?.pointee = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return true
    }

    /// Calls `block` once per element, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move(let p): type = .moveToPoint; points[0] = p
            case .line(let p): type = .addLineToPoint; points[0] = p
            case .quad(let c, let p): type = .addQuadCurveToPoint; points[0] = c; points[1] = p
            case .cubic(let c1, let c2, let p): type = .addCurveToPoint; points[0] = c1; points[1] = c2; points[2] = p
            case .close: type = .closeSubpath
            }
            var e = CGPathElement(type: type, points: points)
            block(&e)
        }
    }

    /// Calls `function` with `info` once per element (the C-style form of `applyWithBlock`).
    public func apply(info: UnsafeMutableRawPointer?, function: (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void) {
        applyWithBlock { function(info, $0) }
    }

    /// The area a stroke of this path covers, as a path to fill with the winding rule.
    ///
    /// Differs from Apple's: the outline is a union of overlapping pieces (segments, joins, caps) rather than
    /// one traced contour; filled or hit-tested with the winding rule it covers exactly the same area.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let stroker = PathStroker(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        return CGPath(elements: stroker.stroke(self).map { $0.applying(transform) })
    }

    /// The dashes of this path as open subpaths (curves are flattened into short lines).
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        CGPath(elements: PathDasher(phase: phase, lengths: lengths).dash(self).map { $0.applying(transform) })
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs.elements == rhs.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements.count) }

    public var description: String {
        var parts: [String] = []
        for element in elements {
            switch element {
            case .move(let p): parts.append("moveto (\(p.x), \(p.y))")
            case .line(let p): parts.append("lineto (\(p.x), \(p.y))")
            case .quad(let c, let p): parts.append("quadto (\(c.x), \(c.y)) (\(p.x), \(p.y))")
            case .cubic(let a, let b, let p): parts.append("curveto (\(a.x), \(a.y)) (\(b.x), \(b.y)) (\(p.x), \(p.y))")
            case .close: parts.append("closepath")
            }
        }
        return "CGPath(" + parts.joined(separator: ", ") + ")"
    }
}

/// Grows a rectangle point by point.
struct BoundsAccumulator {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); minY = min(minY, p.y)
        maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }

    var rect: CGRect {
        minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
