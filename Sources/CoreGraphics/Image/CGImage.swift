import CCairo

/// An immutable bitmap image.
///
/// Pixels are held in Tessera's native layout (premultiplied ARGB in native-endian words, which is
/// `premultipliedFirst | byteOrder32Little` on x86 and ARM), converted once from whatever layout they came in.
public final class CGImage: @unchecked Sendable, Hashable {
    /// The backing cairo image surface; never written after creation.
    package let surface: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Whether every pixel is opaque (true for images decoded without alpha).
    let isOpaque: Bool
    /// Whether the image is a mask (alpha only).
    public let isMask: Bool
    /// Whether drawing may smooth the image when scaled.
    public let shouldInterpolate: Bool

    /// The largest width or height Tessera accepts (cairo's image-surface limit).
    package static let maximumDimension = 32767
    /// The largest pixel count Tessera accepts (1 GiB of pixels), so absurd sizes fail instead of exhausting memory.
    package static let maximumPixelCount = 1 << 28

    /// Takes ownership of a cairo ARGB32 (or A8 for masks) surface reference.
    init(surface: OpaquePointer, isOpaque: Bool, isMask: Bool = false, shouldInterpolate: Bool = true) {
        self.surface = surface
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
        self.isOpaque = isOpaque
        self.isMask = isMask
        self.shouldInterpolate = shouldInterpolate
    }

    deinit { cairo_surface_destroy(surface) }

    /// Checks a requested size against Tessera's limits; logs and returns false when it is unusable.
    package static func validateSize(width: Int, height: Int, subsystem: String = "CoreGraphics") -> Bool {
        guard width > 0, height > 0 else {
            TesseraLog.error(subsystem, "image size \(width)×\(height) is empty")
            return false
        }
        guard width <= maximumDimension, height <= maximumDimension,
              width.multipliedReportingOverflow(by: height).partialValue <= maximumPixelCount else {
            TesseraLog.error(subsystem, "image size \(width)×\(height) exceeds Tessera's limit of \(maximumDimension) pixels a side and \(maximumPixelCount) pixels in all")
            return false
        }
        return true
    }

    /// Makes a new, zero-filled native surface; nil (logged) when the size is unusable.
    package static func makeSurface(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32) -> OpaquePointer? {
        guard validateSize(width: width, height: height) else { return nil }
        let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            TesseraLog.error("CoreGraphics", "cannot allocate a \(width)×\(height) image: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// Creates an image from pixels in any layout Core Graphics describes with 8 or 16 bits per component.
    ///
    /// Unsupported layouts (floating point, CMYK, indexed) return `nil` with a logged reason.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        let layout: PixelLayout
        switch PixelLayout.make(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                model: space.model, bitmapInfo: bitmapInfo) {
        case .success(let l): layout = l
        case .failure(let error):
            TesseraLog.error("CoreGraphics", "CGImage: \(error)")
            return nil
        }
        guard bytesPerRow >= width * layout.bytesPerPixel,
              provider.bytes.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel else {
            TesseraLog.error("CoreGraphics", "CGImage: the data provider holds \(provider.bytes.count) bytes, too few for \(width)×\(height) pixels at \(bytesPerRow) bytes per row")
            return nil
        }
        guard let surface = Self.makeSurface(width: width, height: height) else { return nil }
        provider.bytes.withUnsafeBytes { raw in
            layout.convertToNative(from: raw.bindMemory(to: UInt8.self).baseAddress!, sourceStride: bytesPerRow,
                                   to: cairo_image_surface_get_data(surface), destinationStride: Int(cairo_image_surface_get_stride(surface)),
                                   width: width, height: height)
        }
        cairo_surface_mark_dirty(surface)
        self.init(surface: surface, isOpaque: layout.alpha == nil, shouldInterpolate: shouldInterpolate)
    }

    /// Creates an image mask: dark samples let paint through where the mask is drawn (Core Graphics' semantics).
    public convenience init?(maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
                             bytesPerRow: Int, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool) {
        guard bitsPerComponent == 8, bitsPerPixel == 8 else {
            TesseraLog.error("CoreGraphics", "CGImage(maskWidth:): only 8-bit masks are supported")
            return nil
        }
        guard bytesPerRow >= width, provider.bytes.count >= bytesPerRow * (height - 1) + width,
              let surface = Self.makeSurface(width: width, height: height, format: CAIRO_FORMAT_A8) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let dst = cairo_image_surface_get_data(surface)!
        provider.bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            for y in 0..<height {
                for x in 0..<width { dst[y * stride + x] = 255 - raw[y * bytesPerRow + x] }
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(surface: surface, isOpaque: false, isMask: true, shouldInterpolate: shouldInterpolate)
    }

    /// Bits per colour component (always 8 for Tessera's native layout).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel.
    public var bitsPerPixel: Int { isMask ? 8 : 32 }
    /// Bytes per row of the native pixels.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }
    /// The colour space (sRGB), or nil for masks.
    public var colorSpace: CGColorSpace? { isMask ? nil : .srgbSpace }
    /// The alpha layout: `noneSkipFirst` for opaque images, `premultipliedFirst` otherwise.
    public var alphaInfo: CGImageAlphaInfo { isMask ? .alphaOnly : isOpaque ? .noneSkipFirst : .premultipliedFirst }
    /// The full pixel layout.
    public var bitmapInfo: CGBitmapInfo {
        isMask ? CGBitmapInfo(alphaInfo: .alphaOnly) : CGBitmapInfo(rawValue: alphaInfo.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }
    /// The byte-order part of the layout.
    public var byteOrderInfo: CGImageByteOrderInfo { isMask ? .orderDefault : .order32Little }
    /// The rendering intent (always the default).
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }
    /// A provider holding a copy of the pixel bytes, `bytesPerRow` per row.
    public var dataProvider: CGDataProvider? {
        cairo_surface_flush(surface)
        return CGDataProvider(data: Data(bytes: cairo_image_surface_get_data(surface), count: bytesPerRow * height))
    }

    /// Reads the pixel bytes without copying them.
    package func withNativePixels<R>(_ body: (UnsafePointer<UInt8>, _ stride: Int) throws -> R) rethrows -> R {
        try body(cairo_image_surface_get_data(surface), bytesPerRow)
    }

    /// The un-premultiplied sRGB colour of one pixel, as 0…255 components; nil outside the image.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return withNativePixels { base, stride in
            if isMask { return (0, 0, 0, base[y * stride + x]) }
            let px = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)[x]
            let a = px >> 24
            func c(_ v: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (v * 255 + a / 2) / a)) }
            return (c((px >> 16) & 255), c((px >> 8) & 255), c(px & 255), UInt8(a))
        }
    }

    /// A copy of the part of the image inside `rect` (in pixels, rounded outward); nil when they do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let w = Int(r.width), h = Int(r.height)
        guard let copy = Self.makeSurface(width: w, height: h, format: cairo_image_surface_get_format(surface)) else { return nil }
        let cr = cairo_create(copy)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, -r.minX, -r.minY)
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(surface: copy, isOpaque: isOpaque, isMask: isMask, shouldInterpolate: shouldInterpolate)
    }

    /// The image itself: images are immutable, so a copy is the same image.
    public func copy() -> CGImage? { self }

    /// The image with the given colour space (RGB spaces only; pixels are unchanged).
    public func copy(colorSpace: CGColorSpace) -> CGImage? { colorSpace.model == .rgb && !isMask ? self : nil }

    /// The image with `mask` applied: an image mask or a gray image whose dark areas keep the image visible
    /// (image masks), or an alpha image whose alpha is multiplied in.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard let out = Self.makeSurface(width: width, height: height) else { return nil }
        let cr = cairo_create(out)!
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_pattern_create_for_surface(mask.maskSurface())!
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, Double(mask.width) / Double(width), Double(mask.height) / Double(height))
        cairo_pattern_set_matrix(pattern, &m)
        cairo_mask(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_destroy(cr)
        return CGImage(surface: out, isOpaque: false, shouldInterpolate: shouldInterpolate)
    }

    /// This image as an A8 coverage surface (a new reference) for masking another image: image masks as
    /// they are; images with alpha by alpha; opaque images by inverted luminance (black shows, white hides).
    func maskSurface() -> OpaquePointer { coverage(luminanceShows: false) }

    /// This image as an A8 coverage surface (a new reference) for `CGContext.clip(to:mask:)`: image masks as
    /// they are; images with alpha by alpha; opaque images by luminance (white paints).
    func coverageSurface() -> OpaquePointer { coverage(luminanceShows: true) }

    private func coverage(luminanceShows: Bool) -> OpaquePointer {
        if isMask { return cairo_surface_reference(surface) }
        let out = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let dstStride = Int(cairo_image_surface_get_stride(out))
        let dst = cairo_image_surface_get_data(out)!
        withNativePixels { src, stride in
            for y in 0..<height {
                let row = UnsafeRawPointer(src + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let px = row[x]
                    let value: UInt32
                    if !isOpaque {
                        value = px >> 24
                    } else {
                        let luma = ((px >> 16 & 255) * 54 + (px >> 8 & 255) * 183 + (px & 255) * 19) >> 8
                        value = luminanceShows ? luma : 255 - luma
                    }
                    dst[y * dstStride + x] = UInt8(value)
                }
            }
        }
        cairo_surface_mark_dirty(out)
        return out
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
