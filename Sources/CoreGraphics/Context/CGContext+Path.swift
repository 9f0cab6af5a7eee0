import CCairo

/// Path construction: points are mapped by the CTM as they are added, as in Core Graphics.
extension CGContext {
    /// Discards the current path.
    public func beginPath() { cairo_new_path(cr) }

    /// Starts a new subpath.
    public func move(to point: CGPoint) {
        guard usable(point) else { return }
        cairo_move_to(cr, Double(point.x), Double(point.y))
    }

    /// Adds a line from the current point.
    public func addLine(to point: CGPoint) {
        guard usable(point) else { return }
        if cairo_has_current_point(cr) == 0 {
            TesseraLog.warningOnce("CoreGraphics", key: "addLine-no-current-point", "CGContextAddLineToPoint: no current point; starting a subpath instead")
        }
        cairo_line_to(cr, Double(point.x), Double(point.y))
    }

    /// Adds connected lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard usable(end), usable(control1), usable(control2) else { return }
        cairo_curve_to(cr, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard usable(end), usable(control) else { return }
        let start = currentPointOfPath
        let (c1, c2) = Bezier.elevate(start, control, end)
        cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
    }

    /// Closes the current subpath.
    public func closePath() { cairo_close_path(cr) }

    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) { addPathElements(CGPath(rect: rect).elements) }

    /// Adds rectangles as closed subpaths.
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }

    /// Adds the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { addPathElements(CGPath(ellipseIn: rect).elements) }

    /// Adds a circular arc; `clockwise` is in the y-up sense (see `CGMutablePath.addArc`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let path = pathContinuingCurrentPoint()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        addPathElements(Array(path.elements.dropFirst(cairo_has_current_point(cr) != 0 ? 1 : 0)))
    }

    /// Adds an arc tangent to two lines, preceded by a line to the first tangent point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let path = pathContinuingCurrentPoint()
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        addPathElements(Array(path.elements.dropFirst(cairo_has_current_point(cr) != 0 ? 1 : 0)))
    }

    /// Adds an arc sweeping `delta` radians (positive increases the angle).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
        let path = pathContinuingCurrentPoint()
        path.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
        addPathElements(Array(path.elements.dropFirst(cairo_has_current_point(cr) != 0 ? 1 : 0)))
    }

    /// Adds a copy of `path`.
    public func addPath(_ path: CGPath) { addPathElements(path.elements) }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool {
        let path = cairo_copy_path(cr)!
        defer { cairo_path_destroy(path) }
        return path.pointee.num_data == 0
    }

    /// The current point in user space, or `.zero` without one.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cr) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounds of the current path in user space, control points included (`.null` when empty).
    public var boundingBoxOfPath: CGRect { path?.boundingBox ?? .null }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        let elements = currentPathElements()
        return elements.isEmpty ? nil : CGPath(elements: elements)
    }

    /// Whether `point` is inside the current path filled with the mode's rule (stroke modes test the stroke).
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard let path else { return false }
        switch mode {
        case .fill, .fillStroke: return path.contains(point, using: .winding) || (mode == .fillStroke && strokedPath(path).contains(point))
        case .eoFill, .eoFillStroke: return path.contains(point, using: .evenOdd) || (mode == .eoFillStroke && strokedPath(path).contains(point))
        case .stroke: return strokedPath(path).contains(point)
        }
    }

    /// Replaces the current path with the outline of its stroke under the current line attributes.
    public func replacePathWithStrokedPath() {
        guard let path else { return }
        cairo_new_path(cr)
        addPathElements(strokedPath(path).elements)
    }

    private func strokedPath(_ path: CGPath) -> CGPath {
        let source = state.lineDash.lengths.isEmpty ? path
            : path.copy(dashingWithPhase: state.lineDash.phase, lengths: state.lineDash.lengths)
        return source.copy(strokingWithWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                           miterLimit: state.miterLimit)
    }

    // MARK: Helpers

    /// Whether a point can be added: finite, and the CTM invertible. Bad points are logged and dropped.
    private func usable(_ p: CGPoint) -> Bool {
        guard p.x.isFinite, p.y.isFinite else {
            BadValue.report("CoreGraphics", api: "CGContext path", "point \(BadValue.text(p.x, p.y)) is not finite; the element was ignored")
            return false
        }
        return state.drawable
    }

    /// A mutable path starting at the current point, so arcs know where they connect from.
    private func pathContinuingCurrentPoint() -> CGMutablePath {
        let path = CGMutablePath()
        if cairo_has_current_point(cr) != 0 { path.move(to: currentPointOfPath) }
        return path
    }

    /// Appends elements (in user space) to cairo's current path.
    func addPathElements(_ elements: [PathElement]) {
        guard state.drawable else { return }
        for element in elements {
            switch element {
            case .move(let p):
                guard usable(p) else { return }
                cairo_move_to(cr, Double(p.x), Double(p.y))
            case .line(let p):
                guard usable(p) else { return }
                cairo_line_to(cr, Double(p.x), Double(p.y))
            case .quad(let c, let p):
                addQuadCurve(to: p, control: c)
            case .cubic(let c1, let c2, let p):
                guard usable(c1), usable(c2), usable(p) else { return }
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .close:
                cairo_close_path(cr)
            }
        }
    }

    /// The current path read back from cairo, in user space.
    func currentPathElements() -> [PathElement] {
        let path = cairo_copy_path(cr)!
        defer { cairo_path_destroy(path) }
        var elements: [PathElement] = []
        var i = 0
        let data = path.pointee.data!
        let count = Int(path.pointee.num_data)
        while i < count {
            let header = data[i].header
            func point(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.move(point(1)))
            case CAIRO_PATH_LINE_TO: elements.append(.line(point(1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.cubic(point(1), point(2), point(3)))
            default: elements.append(.close)
            }
            i += Int(header.length)
        }
        // Cairo adds a move back to the subpath's start after each close; Core Graphics' path does not.
        var cleaned: [PathElement] = []
        var start = CGPoint.zero
        for e in elements {
            if case .move(let p) = e {
                if cleaned.last == .close && p == start { continue }
                start = p
            }
            cleaned.append(e)
        }
        return cleaned
    }

    /// Runs `body` with an empty current path, then puts the caller's path back (nothing to copy in the
    /// usual case of no current path).
    func withPreservedPath(_ body: () -> Void) {
        guard cairo_has_current_point(cr) != 0 else {
            body()
            cairo_new_path(cr)
            return
        }
        let saved = cairo_copy_path(cr)!
        cairo_new_path(cr)
        body()
        cairo_new_path(cr)
        cairo_append_path(cr, saved)
        cairo_path_destroy(saved)
    }
}
