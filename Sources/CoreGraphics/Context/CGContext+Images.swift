import CCairo

/// Drawing images.
extension CGContext {
    /// Draws `image` scaled into `rect`, upright in Core Graphics' y-up user space (so it appears upside
    /// down in a flipped UIKit context, exactly as on iOS). With `byTiling`, the image repeats across the
    /// whole clip at the size of `rect`. Image masks paint the fill colour through the mask.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite else { return }
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        defer { cairo_pattern_destroy(pattern) }
        var m = Self.imagePatternMatrix(imageWidth: image.width, imageHeight: image.height, rect: r)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, image.shouldInterpolate ? state.interpolation.cairoFilter : CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        withPreservedPath {
            render(extents: { [self] in byTiling ? nil : deviceRect(fromUser: r) }) { [self] in
                cairo_save(cr)
                if !byTiling {
                    cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
                    cairo_clip(cr)
                }
                if image.isMask {
                    setSource(state.fillColor)
                    cairo_mask(cr, pattern)
                } else {
                    cairo_set_source(cr, pattern)
                    if state.alpha < 1 { cairo_paint_with_alpha(cr, Double(state.alpha)) } else { cairo_paint(cr) }
                }
                cairo_restore(cr)
            }
        }
    }

    /// Draws `image` repeated across the clip, each copy the size of `rect` (Objective-C's `CGContextDrawTiledImage`).
    public func draw(_ image: CGImage, in rect: CGRect, tiled: Bool) { draw(image, in: rect, byTiling: tiled) }

    /// The cairo pattern matrix (user space → image pixels) that puts the image upright in a y-up `rect`.
    static func imagePatternMatrix(imageWidth: Int, imageHeight: Int, rect: CGRect) -> cairo_matrix_t {
        let sx = Double(imageWidth) / Double(rect.width), sy = Double(imageHeight) / Double(rect.height)
        return cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -Double(rect.minX) * sx, y0: Double(rect.maxY) * sy)
    }
}

extension CGInterpolationQuality {
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
