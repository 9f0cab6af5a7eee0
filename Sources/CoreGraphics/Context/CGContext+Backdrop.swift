import CCairo

/// A rectangle of whole device pixels (cairo's device space: origin top left, y down).
package struct PixelRect: Hashable, Sendable {
    package var x: Int, y: Int, width: Int, height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The pixels a device rectangle touches (a hair inside whole pixels counts as on them, so two
    /// computations of the same edge by different routes agree); nil when empty or not finite.
    package init?(covering rect: CGRect) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
              abs(rect.minX) < 1e7, abs(rect.minY) < 1e7, abs(rect.maxX) < 1e7, abs(rect.maxY) < 1e7 else { return nil }
        let minX = Int((rect.minX + 1e-4).rounded(.down)), minY = Int((rect.minY + 1e-4).rounded(.down))
        let maxX = Int((rect.maxX - 1e-4).rounded(.up)), maxY = Int((rect.maxY - 1e-4).rounded(.up))
        guard maxX > minX, maxY > minY else { return nil }
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    package var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    /// The overlap with another rectangle, nil when none.
    package func intersection(_ other: PixelRect) -> PixelRect? {
        let minX = max(x, other.x), minY = max(y, other.y)
        let maxX = min(x + width, other.x + other.width), maxY = min(y + height, other.y + other.height)
        guard maxX > minX, maxY > minY else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// How a backdrop material treats what lies beneath it: a blur, then a change of saturation (the
/// parts of Core Animation's backdrop filters Tessera has).
package struct BackdropFilter: Hashable, Sendable {
    /// The blur's standard deviation, in device pixels (0: none).
    package var blurRadius: CGFloat
    /// 1 keeps colours as they are; more makes them more vivid, 0 grey.
    package var saturation: CGFloat

    package init(blurRadius: CGFloat, saturation: CGFloat) {
        self.blurRadius = blurRadius
        self.saturation = saturation
    }
}

/// Where a backdrop over some pixels reads and how it blurs: a pure function of the pixels it covers,
/// its filter and the bitmap's size, so that a compositor can repaint exactly what a sample will read
/// before the renderer reads it.
///
/// The blur runs on a copy reduced by `factor` (block averages), so its cost does not grow with the
/// radius or the scale, and is drawn back enlarged with bilinear filtering: a blur is smooth, so the
/// reduction loses nothing a person sees (Core Animation's backdrops blur reduced copies too).
package struct BackdropGeometry: Hashable, Sendable {
    /// The pixels the material covers.
    package let target: PixelRect
    /// The pixels read: `target` grown by the blur's reach, within the bitmap.
    package let source: PixelRect
    /// How many pixels (each way) one sample of the reduced copy averages.
    package let factor: Int
    /// The box radii of the three passes per axis, in reduced pixels.
    package let radii: [Int]
    package let filter: BackdropFilter

    /// The geometry for a material over `target` in a bitmap of `bounds`; nil when it covers none of it.
    package init?(target: PixelRect, filter: BackdropFilter, bounds: PixelRect) {
        let sigma = max(0, filter.blurRadius.isFinite ? filter.blurRadius : 0)
        // Reduced so that about four reduced pixels make one standard deviation.
        let factor = max(1, min(64, Int(sigma / 4)))
        let f = CGFloat(factor)
        // The reduction's block average and the enlargement's tent add variance of their own.
        let reducedSigma = (max(0, sigma * sigma - (f * f - 1) / 12 - (f > 1 ? f * f / 6 : 0))).squareRoot() / f
        let radii = ShadowBlur.boxRadii(sigma: reducedSigma)
        // What can reach a target pixel: the three boxes, the block it is averaged into and the
        // neighbouring sample the enlargement mixes in.
        let reach = (radii.reduce(0, +) + 2) * factor
        let grown = PixelRect(x: target.x - reach, y: target.y - reach, width: target.width + 2 * reach, height: target.height + 2 * reach)
        guard let source = grown.intersection(bounds), target.intersection(bounds) != nil else { return nil }
        self.target = target
        self.source = source
        self.factor = factor
        self.radii = radii
        self.filter = filter
    }
}

/// A blurred, saturated copy of what a bitmap showed under a backdrop: kept by a compositor while
/// nothing beneath changes, and drawn again without blurring anew.
package final class BackdropSample {
    /// The reduced copy (premultiplied ARGB), one pixel per `geometry.factor`² source pixels.
    let surface: OpaquePointer
    package let geometry: BackdropGeometry

    init(surface: OpaquePointer, geometry: BackdropGeometry) {
        self.surface = surface
        self.geometry = geometry
    }

    deinit { cairo_surface_destroy(surface) }
}

/// Backdrop materials: reading what a bitmap already shows under an area, blurring it and drawing it back.
extension CGContext {
    /// The bitmap's pixels.
    package var pixelBounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The device pixels a user-space rectangle touches under the current transform.
    package func devicePixels(covering rect: CGRect) -> PixelRect? {
        deviceRect(fromUser: rect).flatMap { PixelRect(covering: $0) }
    }

    /// Samples what the bitmap shows in `geometry.source`, over what `beneath` show there (other bitmaps
    /// under this one on screen, each with its top-left pixel at `dx`, `dy` in this bitmap's pixels,
    /// back to front), then blurs and saturates it. Reads the bitmap itself, under any transparency
    /// layer in progress. Deterministic: the same pixels give the same bytes.
    package func sampleBackdrop(_ geometry: BackdropGeometry, beneath: [(context: CGContext, dx: Int, dy: Int)] = []) -> BackdropSample? {
        let s = geometry.source, f = geometry.factor
        let w = (s.width + f - 1) / f, h = (s.height + f - 1) / f
        guard let reduced = CGImage.makeSurface(width: w, height: h, format: CAIRO_FORMAT_ARGB32) else { return nil }
        cairo_surface_flush(reduced)
        // The stack back to front, each bitmap placed in the area read; composited and reduced in one
        // pass, without a full-size copy of the area.
        var stack: [tessera_bitmap] = []
        for bitmap in beneath.map({ ($0.context.surface, $0.dx, $0.dy) }) + [(surface, 0, 0)] {
            cairo_surface_flush(bitmap.0)
            guard let data = cairo_image_surface_get_data(bitmap.0) else { continue }
            stack.append(tessera_bitmap(data: UnsafePointer(data), stride: cairo_image_surface_get_stride(bitmap.0),
                                        x: Int32(bitmap.1 - s.x), y: Int32(bitmap.2 - s.y),
                                        width: cairo_image_surface_get_width(bitmap.0),
                                        height: cairo_image_surface_get_height(bitmap.0),
                                        opaque: cairo_image_surface_get_format(bitmap.0) == CAIRO_FORMAT_RGB24 ? 1 : 0))
        }
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: s.width * 4)
        let columns = UnsafeMutablePointer<UInt16>.allocate(capacity: s.width * 4)
        defer { row.deallocate(); columns.deallocate() }
        tessera_reduce_over_argb32(stack, Int32(stack.count), Int32(s.width), Int32(s.height),
                                   cairo_image_surface_get_data(reduced), cairo_image_surface_get_stride(reduced),
                                   Int32(f), row, columns)
        let stride = Int(cairo_image_surface_get_stride(reduced))
        let data = cairo_image_surface_get_data(reduced)!
        ShadowBlur.blur(data, width: w, height: h, stride: stride, channels: 4, radii: geometry.radii, clampEdges: true)
        let saturation = geometry.filter.saturation
        if saturation.isFinite, abs(saturation - 1) > 0.001 {
            let matrix = Self.saturationMatrix(saturation).map { Int32(($0 * 65536).rounded()) }
            matrix.withUnsafeBufferPointer { tessera_color_matrix_argb32(data, Int32(w), Int32(h), Int32(stride), $0.baseAddress) }
        }
        cairo_surface_mark_dirty(reduced)
        return BackdropSample(surface: reduced, geometry: geometry)
    }

    /// Draws a sample back over the pixels it was taken for (its geometry's target), enlarged with
    /// bilinear filtering, within the current clip, at the current alpha and blend mode.
    package func drawBackdrop(_ sample: BackdropSample) {
        let g = sample.geometry
        let pattern = cairo_pattern_create_for_surface(sample.surface)!
        defer { cairo_pattern_destroy(pattern) }
        // Device pixel p lies in reduced pixel (p − source origin) / factor.
        let f = Double(g.factor)
        var m = cairo_matrix_t(xx: 1 / f, yx: 0, xy: 0, yy: 1 / f, x0: -Double(g.source.x) / f, y0: -Double(g.source.y) / f)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, g.factor > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        let target = g.target.rect
        withPreservedPath {
            render(extents: { target }) { [self] in
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_rectangle(cr, Double(target.minX), Double(target.minY), Double(target.width), Double(target.height))
                cairo_clip(cr)
                cairo_set_source(cr, pattern)
                if state.alpha < 1 { cairo_paint_with_alpha(cr, Double(state.alpha)) } else { cairo_paint(cr) }
                cairo_restore(cr)
            }
        }
    }

    /// The Filter Effects specification's `saturate` matrix (feColorMatrix type="saturate"), rows red,
    /// green, blue: the same luminance weights as CSS `backdrop-filter: saturate()`.
    static func saturationMatrix(_ s: CGFloat) -> [CGFloat] {
        [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
         0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
         0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s]
    }
}
