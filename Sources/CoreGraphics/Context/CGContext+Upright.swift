import CCairo

/// Drawing bitmaps the right way up in UIKit-style (y-down) user space, for UIKit and Core Animation.
extension CGContext {
    /// Draws `image` so that its first row is at the top of `rect` in a y-down user space; with `tile`,
    /// repeats copies of that size from the rectangle's top left across the clip.
    package func drawUpright(_ image: CGImage, in rect: CGRect, tile: CGSize? = nil) {
        saveGState()
        translateBy(x: rect.minX, y: rect.maxY)
        scaleBy(x: 1, y: -1)
        if let tile {
            clip(to: CGRect(origin: .zero, size: rect.size))
            draw(image, in: CGRect(x: 0, y: rect.height - tile.height, width: tile.width, height: tile.height), byTiling: true)
        } else {
            draw(image, in: CGRect(origin: .zero, size: rect.size))
        }
        restoreGState()
    }

    /// Draws another context's bitmap (a UIKit-style backing store) into `rect`, without copying it.
    package func drawUpright(contentsOf source: CGContext, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        // A store shown at its own pixel size under a plain scale and translation lands on whole device
        // pixels: a copy, not a resampling (sharper, and the fast path of the blitter).
        var rect = rect
        let t = ctm
        if t.b == 0, t.c == 0, t.a != 0, t.d != 0,
           abs(abs(t.a) * rect.width - CGFloat(source.width)) < 0.01, abs(abs(t.d) * rect.height - CGFloat(source.height)) < 0.01 {
            let x = t.a * rect.minX + t.tx, y = t.d * rect.minY + t.ty
            rect.origin.x += (x.rounded() - x) / t.a
            rect.origin.y += (y.rounded() - y) / t.d
        }
        cairo_surface_flush(source.surface)
        let pattern = cairo_pattern_create_for_surface(source.surface)!
        defer { cairo_pattern_destroy(pattern) }
        // The source's first row is the top of its drawing: map rect (y-down user space) onto its pixels.
        let sx = Double(source.width) / Double(rect.width), sy = Double(source.height) / Double(rect.height)
        var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -Double(rect.minX) * sx, y0: -Double(rect.minY) * sy)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, state.interpolation.cairoFilter)
        withPreservedPath {
            render(extents: { [self] in deviceRect(fromUser: rect) }) { [self] in
                cairo_save(cr)
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(cr)
                cairo_set_source(cr, pattern)
                if state.alpha < 1 { cairo_paint_with_alpha(cr, Double(state.alpha)) } else { cairo_paint(cr) }
                cairo_restore(cr)
            }
        }
    }

    /// Nine-slice drawing in y-down user space: corners at their size, edges and middle stretched or tiled.
    /// `insets` are the caps in pixels (top, left, bottom, right) of `image`, whose pixels are `scale` per
    /// point. Caps shrink in proportion when `rect` is smaller than they are; boundaries align to device
    /// pixels when the transform keeps axes. `slice` supplies (and may cache) cropped pieces.
    package func drawNineSlice(_ image: CGImage, insets: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat),
                               scale: CGFloat, in rect: CGRect, tile: Bool,
                               slice: (CGRect) -> CGImage? = { _ in nil }) {
        let pw = CGFloat(image.width), ph = CGFloat(image.height)
        let sl = min(insets.left, pw), sr = min(insets.right, pw - sl)
        let st = min(insets.top, ph), sb = min(insets.bottom, ph - st)
        var dl = sl / scale, dr = sr / scale, dt = st / scale, db = sb / scale
        if dl + dr > rect.width, dl + dr > 0 { let f = rect.width / (dl + dr); dl *= f; dr *= f }
        if dt + db > rect.height, dt + db > 0 { let f = rect.height / (dt + db); dt *= f; db *= f }
        let srcX = [0, sl, pw - sr, pw], srcY = [0, st, ph - sb, ph]
        let t = ctm
        let aligned = t.b == 0 && t.c == 0 && t.a != 0 && t.d != 0
        func snapX(_ x: CGFloat) -> CGFloat { aligned ? ((t.a * x + t.tx).rounded() - t.tx) / t.a : x }
        func snapY(_ y: CGFloat) -> CGFloat { aligned ? ((t.d * y + t.ty).rounded() - t.ty) / t.d : y }
        let dstX = [rect.minX, rect.minX + dl, rect.maxX - dr, rect.maxX].map(snapX)
        let dstY = [rect.minY, rect.minY + dt, rect.maxY - db, rect.maxY].map(snapY)
        for row in 0..<3 {
            for column in 0..<3 {
                let src = CGRect(x: srcX[column], y: srcY[row], width: srcX[column + 1] - srcX[column], height: srcY[row + 1] - srcY[row])
                let dst = CGRect(x: dstX[column], y: dstY[row], width: dstX[column + 1] - dstX[column], height: dstY[row + 1] - dstY[row])
                guard src.width > 0, src.height > 0, dst.width > 0.0001, dst.height > 0.0001 else { continue }
                let whole = src.width == pw && src.height == ph
                guard let piece = whole ? image : (slice(src) ?? image.cropping(to: src)) else { continue }
                switch (tile, row == 1, column == 1) {
                case (true, true, true):
                    // The middle repeats both ways.
                    saveGState()
                    clip(to: dst)
                    drawUpright(piece, in: dst, tile: CGSize(width: src.width / scale, height: src.height / scale))
                    restoreGState()
                case (true, true, false), (true, false, true):
                    // Edges repeat along their length only (a repeating pattern would also wrap, and blur,
                    // across their thickness).
                    let along = column == 1 ? src.width / scale : src.height / scale
                    let length = column == 1 ? dst.width : dst.height
                    saveGState()
                    clip(to: dst)
                    for k in 0..<min(Int((length / along).rounded(.up)), 4096) {
                        let offset = CGFloat(k) * along
                        drawUpright(piece, in: column == 1
                            ? CGRect(x: dst.minX + offset, y: dst.minY, width: along, height: dst.height)
                            : CGRect(x: dst.minX, y: dst.minY + offset, width: dst.width, height: along))
                    }
                    restoreGState()
                default:
                    drawUpright(piece, in: dst)
                }
            }
        }
    }

    /// Paints only the shadow `path` would cast (for `CALayer.shadowPath`), in the current blend mode.
    package func drawShadow(of path: CGPath, offset: CGSize, blur: CGFloat, color: CGColor) {
        guard state.drawable, color.alpha > 0 else { return }
        let box = path.boundingBox
        guard !box.isNull, let device = deviceRect(fromUser: box) else { return }
        let clip = clipDeviceExtents
        // The shadow may land inside the clip even when the shape does not: bound the group by the shape.
        let bounds = device.integral
        guard bounds.width > 0, bounds.height > 0, bounds.width < 1e6, bounds.height < 1e6, !clip.isNull else { return }
        cairo_save(cr)
        cairo_reset_clip(cr)
        withPreservedPath {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
            cairo_clip(cr)
            cairo_set_matrix(cr, &m)
        }
        cairo_push_group(cr)
        withPreservedPath {
            addPathElements(path.elements)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
        }
        let group = popGroupInDeviceSpace()
        cairo_restore(cr)
        let shadow = Shadow(offset: offset, blur: blur, color: color)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        drawShadowLayer(of: group, bounds: bounds, shadow: shadow, alpha: state.alpha, blendMode: state.blendMode, softMask: state.softMask)
        cairo_restore(cr)
        cairo_pattern_destroy(group)
        didDraw()
    }

    /// The global alpha (for renderers that multiply nested opacities).
    package var alpha: CGFloat { state.alpha }

    /// Whether an opaque colour filled now lands exactly as given: full alpha, normal blending, no
    /// shadow and no soft mask in the state (a compositor may then skip painting what it will cover).
    package var fillsOpaqueColorsExactly: Bool {
        state.alpha == 1 && state.blendMode == .normal && state.shadow == nil && state.softMask == nil
    }

    /// Pixels per point of the current transform (the square root of its determinant).
    package var deviceScale: CGFloat { abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c).squareRoot() }
}
