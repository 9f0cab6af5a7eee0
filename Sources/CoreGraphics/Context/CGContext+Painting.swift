import CCairo

/// Filling, stroking and clipping.
extension CGContext {
    /// Fills the current path with the fill colour and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule.cairoFillRule)
        paintCurrentPath(fill: true, stroke: false)
    }

    /// Fills the current path with the even-odd rule (Objective-C's `CGContextEOFillPath`).
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the stroke colour and line attributes, and clears the path.
    public func strokePath() { paintCurrentPath(fill: false, stroke: true) }

    /// Paints the current path as `mode` says, and clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let rule: CGPathFillRule = mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding
        cairo_set_fill_rule(cr, rule.cairoFillRule)
        paintCurrentPath(fill: mode != .stroke, stroke: mode == .stroke || mode == .fillStroke || mode == .eoFillStroke)
    }

    /// Fills `path` without disturbing the current path (for UIKit's `UIBezierPath.fill()`).
    package func fill(_ path: CGPath, using rule: CGPathFillRule) {
        withPreservedPath {
            addPathElements(path.elements)
            fillPath(using: rule)
        }
    }

    /// Strokes `path` without disturbing the current path (for UIKit's `UIBezierPath.stroke()`).
    package func stroke(_ path: CGPath) {
        withPreservedPath {
            addPathElements(path.elements)
            strokePath()
        }
    }

    /// Intersects the clip with `path` without disturbing the current path (for `UIBezierPath.addClip()`).
    package func clip(to path: CGPath, using rule: CGPathFillRule) {
        withPreservedPath {
            addPathElements(path.elements)
            clip(using: rule)
        }
    }

    /// Fills a rectangle (the current path is cleared, as in Core Graphics).
    public func fill(_ rect: CGRect) {
        cairo_new_path(cr)
        addRect(rect)
        fillPath()
    }

    /// Fills rectangles as one shape.
    public func fill(_ rects: [CGRect]) {
        cairo_new_path(cr)
        addRects(rects)
        fillPath()
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        cairo_new_path(cr)
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes a rectangle with the current line width.
    public func stroke(_ rect: CGRect) {
        cairo_new_path(cr)
        addRect(rect)
        strokePath()
    }

    /// Strokes a rectangle with `width` (the state's line width is left unchanged).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        setLineWidth(saved)
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        cairo_new_path(cr)
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes independent segments between pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        cairo_new_path(cr)
        var i = 0
        while i + 1 < points.count {
            move(to: points[i])
            addLine(to: points[i + 1])
            i += 2
        }
        strokePath()
    }

    /// Makes a rectangle fully transparent, ignoring alpha, blend mode, shadow and soft mask.
    public func clear(_ rect: CGRect) {
        guard state.drawable else { return }
        withPreservedPath {
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            addRect(rect)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        didDraw()
    }

    // MARK: Clipping

    /// Intersects the clip with the current path under `rule`, and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        guard state.drawable else { return cairo_new_path(cr) }
        cairo_set_fill_rule(cr, rule.cairoFillRule)
        cairo_clip(cr)
    }

    /// Intersects the clip with the current path under the even-odd rule.
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with a rectangle; the current path is kept.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of rectangles; the current path is kept.
    public func clip(to rects: [CGRect]) {
        guard state.drawable else { return }
        withPreservedPath {
            addRects(rects)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
    }

    /// Intersects the clip with `rect` and masks later drawing by `mask` drawn into `rect`.
    ///
    /// Image masks let paint through where their samples are dark; images with alpha use their alpha;
    /// opaque images use their luminance (white paints), as Core Graphics does.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard state.drawable else { return }
        clip(to: rect)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
        let mcr = cairo_create(surface)!
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_set_matrix(mcr, &m)
        let coverage = mask.coverageSurface()
        let pattern = cairo_pattern_create_for_surface(coverage)!
        var pm = CGContext.imagePatternMatrix(imageWidth: mask.width, imageHeight: mask.height, rect: rect)
        cairo_pattern_set_matrix(pattern, &pm)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(mcr, pattern)
        cairo_rectangle(mcr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(mcr)
        if let previous = state.softMask {
            // Both masks apply: keep the new coverage only where the old one lets paint through.
            cairo_identity_matrix(mcr)
            cairo_set_operator(mcr, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(mcr, previous.surface, 0, 0)
            cairo_paint(mcr)
        }
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(coverage)
        cairo_destroy(mcr)
        state.softMask = SoftMask(surface: surface)
    }

    /// Removes all clipping (including masks).
    public func resetClip() {
        cairo_reset_clip(cr)
        state.softMask = nil
    }

    /// The bounds of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Internals

    /// Fills and/or strokes the current path through the compositing pipeline, then clears it.
    private func paintCurrentPath(fill: Bool, stroke: Bool) {
        let extents: () -> CGRect? = { [self] in
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            if stroke { cairo_stroke_extents(cr, &x1, &y1, &x2, &y2) } else { cairo_fill_extents(cr, &x1, &y1, &x2, &y2) }
            return deviceRect(fromUser: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        }
        render(extents: extents) { [self] in
            if state.blendMode.isUnbounded {
                // Cairo's unbounded operators would touch pixels outside the shape; Quartz's never do.
                let outline = stroke ? strokeOutline() : nil
                if fill {
                    cairo_save(cr)
                    if stroke { cairo_clip_preserve(cr) } else { cairo_clip(cr) }
                    setSource(state.fillColor)
                    cairo_paint(cr)
                    cairo_restore(cr)
                }
                if let outline {
                    cairo_new_path(cr)
                    addPathElements(outline)
                    cairo_save(cr)
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                    cairo_clip(cr)
                    setSource(state.strokeColor)
                    cairo_paint(cr)
                    cairo_restore(cr)
                }
                cairo_new_path(cr)
                return
            }
            if fill {
                setSource(state.fillColor)
                if stroke { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
            }
            if stroke {
                setSource(state.strokeColor)
                cairo_stroke(cr)
            }
        }
    }

    /// The current path's stroke outline under the current line attributes, in user space.
    private func strokeOutline() -> [PathElement] {
        var path = CGPath(elements: currentPathElements())
        if !state.lineDash.lengths.isEmpty {
            path = path.copy(dashingWithPhase: state.lineDash.phase, lengths: state.lineDash.lengths)
        }
        return path.copy(strokingWithWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                         miterLimit: state.miterLimit).elements
    }

    /// Sets cairo's source to `color` with the global alpha folded in.
    func setSource(_ color: CGColor) {
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * state.alpha))
    }
}

extension CGPathFillRule {
    var cairoFillRule: cairo_fill_rule_t { self == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD }
}
