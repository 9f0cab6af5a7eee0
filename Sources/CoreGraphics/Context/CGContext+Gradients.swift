import CCairo

/// Drawing gradients: they fill the whole clip, as in Core Graphics.
extension CGContext {
    /// Fills the clip with a gradient along the line from `start` to `end`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        paintGradient(pattern, gradient, options)
    }

    /// Fills the clip with a gradient between two circles.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius].allSatisfy(\.isFinite) else { return }
        let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(max(startRadius, 0)),
                                                  Double(endCenter.x), Double(endCenter.y), Double(max(endRadius, 0)))!
        paintGradient(pattern, gradient, options)
    }

    /// Adds the stops and paints. Cairo pads both ends or neither; a hard transparent stop at an end that
    /// must not extend gives Core Graphics' one-sided options.
    private func paintGradient(_ pattern: OpaquePointer, _ gradient: CGGradient, _ options: CGGradientDrawingOptions) {
        defer { cairo_pattern_destroy(pattern) }
        func add(_ offset: CGFloat, _ c: CGColor, alpha: CGFloat? = nil) {
            cairo_pattern_add_color_stop_rgba(pattern, Double(offset), Double(c.red), Double(c.green), Double(c.blue),
                                              Double(alpha ?? c.alpha))
        }
        let stops = gradient.stops
        if !options.contains(.drawsBeforeStartLocation) { add(0, stops[0].color, alpha: 0); add(0, stops[0].color) }
        for stop in stops { add(stop.location, stop.color) }
        if !options.contains(.drawsAfterEndLocation) { add(1, stops[stops.count - 1].color); add(1, stops[stops.count - 1].color, alpha: 0) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        render(extents: { nil }) { [self] in
            cairo_set_source(cr, pattern)
            if state.alpha < 1 { cairo_paint_with_alpha(cr, Double(state.alpha)) } else { cairo_paint(cr) }
        }
    }
}
