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
/// radius or the scale, and is drawn back enlarged with bilinear filtering (`CGContext.drawBackdrop`): a blur is smooth, so the
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
        // Reduced so that about two and a half reduced pixels make one standard deviation: a blur that
        // wide is still smooth between samples, so the enlargement's bilinear mix shows no steps (the
        // catalog's materials differ by at most 7 in 255 from a reduction of four pixels a deviation,
        // which has 2.5 times the pixels to blur and sample rows to enlarge).
        let factor = max(1, min(64, Int(sigma / 2.5)))
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
    /// Whether every pixel of the reduced copy is opaque (then drawing it back stores, not blends).
    let opaque: Bool
    /// The copy with the last tint drawn over it, by the tint's pixel.
    private var tinted: (tint: UInt32, pixels: Pixels)?

    /// Reduced pixels ready to enlarge: the sample's own, or a tinted copy the sample owns.
    struct Pixels {
        let surface: OpaquePointer
        let opaque: Bool
    }

    init(surface: OpaquePointer, geometry: BackdropGeometry) {
        self.surface = surface
        self.geometry = geometry
        cairo_surface_flush(surface)
        opaque = cairo_image_surface_get_data(surface).map {
            tessera_all_opaque_argb32($0, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
                                      cairo_image_surface_get_stride(surface)) != 0
        } ?? false
    }

    /// The reduced pixels with `tint` (a premultiplied pixel; nil or transparent: none) over them, made
    /// once per tint: a material's tint changes rarely, its sample is drawn again every frame it shows.
    func pixels(tint: UInt32?) -> Pixels {
        guard let tint, tint >> 24 != 0 else { return Pixels(surface: surface, opaque: opaque) }
        if let tinted, tinted.tint == tint { return tinted.pixels }
        let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
        guard let copy = CGImage.makeSurface(width: Int(w), height: Int(h), format: CAIRO_FORMAT_ARGB32),
              let from = cairo_image_surface_get_data(surface), let to = cairo_image_surface_get_data(copy) else {
            return Pixels(surface: surface, opaque: opaque)
        }
        cairo_surface_flush(copy)
        tessera_over_color_argb32(from, cairo_image_surface_get_stride(surface), to, cairo_image_surface_get_stride(copy), w, h, tint)
        cairo_surface_mark_dirty(copy)
        if let old = tinted { cairo_surface_destroy(old.pixels.surface) }
        let pixels = Pixels(surface: copy, opaque: opaque || tint >> 24 == 255)
        tinted = (tint, pixels)
        return pixels
    }

    deinit {
        cairo_surface_destroy(surface)
        if let tinted { cairo_surface_destroy(tinted.pixels.surface) }
    }
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
    /// bilinear filtering (edges padded), with `tint` (the material's colour, nil: none) over it, within
    /// the current clip, at the current alpha and blend mode.
    ///
    /// The tint goes over the reduced sample, before enlarging: putting a colour over pixels is linear
    /// in them, so the result is the tint over the enlarged material to within rounding, at a fraction
    /// of the pixels. The enlargement is Tessera's own integer loop (`tessera_enlarge_argb32`), written
    /// straight into the bitmap where the clip is whole pixels and nothing (a group, an alpha, a blend
    /// mode) stands between; otherwise into a copy of the area the clip leaves, which cairo then puts
    /// down through the clip. Either way a pixel's bytes depend only on its position and the sample,
    /// so a frame that repaints part of a material gives the bytes of one that repaints it whole.
    package func drawBackdrop(_ sample: BackdropSample, tint: CGColor? = nil) {
        let g = sample.geometry
        let pixels = sample.pixels(tint: tint.map(Self.premultipliedPixel))
        let target = g.target
        withPreservedPath {
            render(extents: { target.rect }) { [self] in
                cairo_save(cr)
                cairo_identity_matrix(cr)
                if !drawDirectly(pixels, geometry: g) {
                    drawThroughClip(pixels, geometry: g)
                }
                cairo_restore(cr)
            }
        }
    }

    /// Enlarges a sample straight into the bitmap, clip rectangle by clip rectangle; false (nothing drawn)
    /// when the clip is not whole pixels, a group is being drawn into, or the alpha or blend mode is not
    /// plain. Called in device space.
    private func drawDirectly(_ pixels: BackdropSample.Pixels, geometry g: BackdropGeometry) -> Bool {
        let format = cairo_image_surface_get_format(surface)
        guard state.alpha >= 1, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, cairo_get_group_target(cr) == surface,
              format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return false }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        var areas: [PixelRect] = []
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            guard r.x == r.x.rounded(), r.y == r.y.rounded(), r.width == r.width.rounded(), r.height == r.height.rounded(),
                  abs(r.x) < 1e7, abs(r.y) < 1e7, r.width < 1e7, r.height < 1e7 else { return false }
            if r.width > 0, r.height > 0,
               let area = PixelRect(x: Int(r.x), y: Int(r.y), width: Int(r.width), height: Int(r.height)).intersection(g.target)?.intersection(pixelBounds) {
                areas.append(area)
            }
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for area in areas {
            enlarge(pixels, geometry: g, into: data + area.y * stride + area.x * 4, stride: stride, area: area, replace: false)
            cairo_surface_mark_dirty_rectangle(surface, Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
        }
        return true
    }

    /// Enlarges the part of a sample the clip leaves into a copy, and has cairo put that down through the
    /// clip, at the current alpha and blend mode. Called in device space.
    private func drawThroughClip(_ pixels: BackdropSample.Pixels, geometry g: BackdropGeometry) {
        guard let area = PixelRect(covering: clipDeviceExtents.intersection(g.target.rect)),
              CGImage.validateSize(width: area.width, height: area.height) else { return }
        // Memory of our own, not cleared first (cairo's would be): every byte is written.
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(area.width)))
        let data = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * area.height)
        defer { data.deallocate() }
        enlarge(pixels, geometry: g, into: data, stride: stride, area: area, replace: true)
        let copy = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(area.width), Int32(area.height), Int32(stride))!
        defer { cairo_surface_destroy(copy) }
        let target = g.target
        cairo_rectangle(cr, Double(target.x), Double(target.y), Double(target.width), Double(target.height))
        cairo_clip(cr)
        cairo_set_source_surface(cr, copy, Double(area.x), Double(area.y))
        if state.alpha < 1 { cairo_paint_with_alpha(cr, Double(state.alpha)) } else { cairo_paint(cr) }
        // Let go of the copy before its memory goes (the caller's restore would, later).
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
    }

    /// Enlarges a sample over the device pixels of `area` into memory whose first byte is the area's
    /// top-left pixel.
    private func enlarge(_ pixels: BackdropSample.Pixels, geometry g: BackdropGeometry, into destination: UnsafeMutablePointer<UInt8>,
                         stride: Int, area: PixelRect, replace: Bool) {
        let source = pixels.surface
        guard let data = cairo_image_surface_get_data(source) else { return }
        let taps = UnsafeMutablePointer<Int32>.allocate(capacity: area.width)
        let weights = UnsafeMutablePointer<UInt8>.allocate(capacity: area.width)
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * area.width * 4)
        defer { taps.deallocate(); weights.deallocate(); rows.deallocate() }
        tessera_enlarge_argb32(data, cairo_image_surface_get_stride(source),
                               cairo_image_surface_get_width(source), cairo_image_surface_get_height(source),
                               Int32(g.source.x), Int32(g.source.y), Int32(g.factor), pixels.opaque ? 1 : 0,
                               destination, Int32(stride), Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height),
                               replace ? 1 : 0, taps, weights, rows)
    }

    /// A colour as cairo puts it in a premultiplied 32-bit pixel (alpha in the high byte): each component
    /// times alpha to 16 bits, then its high byte.
    static func premultipliedPixel(_ color: CGColor) -> UInt32 {
        func unit(_ v: CGFloat) -> Double { Double(min(1, max(0, v.isFinite ? v : 0))) }
        let a = unit(color.alpha)
        func byte(_ v: Double) -> UInt32 { UInt32(v * 65535 + 0.5) >> 8 }
        return byte(a) << 24 | byte(unit(color.red) * a) << 16 | byte(unit(color.green) * a) << 8 | byte(unit(color.blue) * a)
    }

    /// The Filter Effects specification's `saturate` matrix (feColorMatrix type="saturate"), rows red,
    /// green, blue: the same luminance weights as CSS `backdrop-filter: saturate()`.
    static func saturationMatrix(_ s: CGFloat) -> [CGFloat] {
        [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
         0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
         0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s]
    }
}
