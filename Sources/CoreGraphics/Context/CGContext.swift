import CCairo

/// A Quartz drawing destination, implemented on a cairo image surface.
///
/// Contexts made with `init(data:width:height:...)` have Core Graphics' native coordinates: origin at the
/// bottom left, y up, one unit per pixel. UIKit's contexts (image renderers, view drawing) start with a
/// flip and a scale so that their origin is top left in points, as on iOS; `ctm` reports the whole matrix.
/// Drawing never crashes on bad values: a singular transform or non-finite coordinates draw nothing.
public final class CGContext {
    /// The cairo context; replaced only if cairo ever reports an error.
    var cr: OpaquePointer
    /// The destination surface (for non-native layouts, a native shadow of the caller's buffer).
    let surface: OpaquePointer
    /// The caller's buffer in a non-native pixel layout, kept in step after each drawing operation.
    private let mirror: BitmapMirror?
    /// Memory this context allocated for cairo to draw into (from `PixelMemoryPool`), given back to the
    /// pool with the context.
    private var ownedData: UnsafeMutableRawPointer?
    /// The size of `ownedData` in bytes.
    private var ownedByteCount = 0
    /// The owner of borrowed memory this context draws into, kept alive as long as the context.
    private var memoryOwner: AnyObject?

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bits per component of the bitmap.
    public let bitsPerComponent: Int
    /// Bits per pixel of the bitmap.
    public let bitsPerPixel: Int
    /// Bytes per row of the bitmap.
    public let bytesPerRow: Int
    /// The bitmap's colour space (nil for alpha-only bitmaps).
    public let colorSpace: CGColorSpace?
    /// The bitmap's pixel layout.
    public let bitmapInfo: CGBitmapInfo

    var state = GState()
    /// How many drawing operations reached the bitmap (lets UIKit tell whether a view drew anything).
    package internal(set) var drawOperationCount = 0
    private var savedStates: [GState] = []
    var layers: [TransparencyLayer] = []

    /// The linear map from base space (where shadow offsets and blurs are measured) to device pixels.
    /// Core Graphics contexts use device space (y up); UIKit contexts set it to their initial flip and scale,
    /// which is why a positive shadow height falls down there and up here, as on iOS.
    package var baseTransform = CGAffineTransform.identity

    /// Creates a bitmap context drawing into `data` (or into its own zero-filled memory when `data` is nil).
    ///
    /// Supported layouts: 8-bit RGB with alpha or a skipped byte first or last, in either byte order;
    /// 8-bit gray without alpha; 8-bit alpha only. Others return nil with a logged reason, as Core Graphics does.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let model: CGColorSpaceModel? = info.alphaInfo == .alphaOnly ? nil : space.model
        let slots = model == nil ? 1 : space.numberOfComponents + (info.alphaInfo == .none ? 0 : 1)
        let layout: PixelLayout
        switch PixelLayout.make(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerComponent * slots,
                                model: model, bitmapInfo: info) {
        case .success(let l) where bitsPerComponent == 8 && (l.alpha == nil || l.premultiplied || l.alphaOnly):
            layout = l
        case .success:
            TesseraLog.error("CoreGraphics", "CGBitmapContextCreate: unsupported parameter combination: \(bitsPerComponent) bits/component; alpha info \(info.alphaInfo) (contexts need premultiplied or no alpha, 8 bits)")
            return nil
        case .failure(let error):
            TesseraLog.error("CoreGraphics", "CGBitmapContextCreate: \(error)")
            return nil
        }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard rowBytes >= width * layout.bytesPerPixel else {
            TesseraLog.error("CoreGraphics", "CGBitmapContextCreate: bytesPerRow \(bytesPerRow) is less than \(width) pixels need")
            return nil
        }
        let nativeFormat = layout.cairoFormat
        let nativeStride = nativeFormat.map { Int(cairo_format_stride_for_width($0, Int32(clamping: width))) } ?? 0
        if let format = nativeFormat, let data, rowBytes % 4 == 0, rowBytes >= nativeStride {
            // The caller's memory is already in a layout cairo draws into: share it.
            guard CGImage.validateSize(width: width, height: height) else { return nil }
            surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), format,
                                                          Int32(width), Int32(height), Int32(rowBytes))
            mirror = nil
        } else {
            guard let s = CGImage.makeSurface(width: width, height: height, format: nativeFormat ?? CAIRO_FORMAT_ARGB32) else { return nil }
            surface = s
            if data == nil && (nativeFormat == nil ? false : rowBytes == nativeStride) {
                mirror = nil
            } else {
                let buffer = data ?? UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
                if data == nil { buffer.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height) }
                let kind: MirrorKind = nativeFormat == nil ? .convert(layout) : .rowCopy(layout.bytesPerPixel)
                mirror = BitmapMirror(data: buffer, kind: kind, ownsData: data == nil)
                mirror!.load(into: s, width: width, height: height, bytesPerRow: rowBytes)
            }
        }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerComponent * slots
        self.bytesPerRow = mirror == nil ? Int(cairo_image_surface_get_stride(surface)) : rowBytes
        self.colorSpace = model == nil ? nil : space
        self.bitmapInfo = info
        self.cr = cairo_create(surface)
        configureCairo()
    }

    /// Gives a new cairo context Core Graphics' defaults and the current transform.
    private func configureCairo() {
        cairo_set_line_width(cr, 1)
        cairo_set_miter_limit(cr, 10)
        applyMatrix()
    }

    /// Creates a bitmap context from a `CGBitmapInfo` value.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    /// Creates a native premultiplied-ARGB context of the given pixel size, or nil (logged) for unusable sizes.
    /// Large bitmaps draw into memory from `PixelMemoryPool` (cleared), so that one made soon after
    /// another of its size is freed reuses its pages.
    package convenience init?(pixelWidth: Int, pixelHeight: Int, opaque: Bool = false) {
        self.init(pooledPixelWidth: pixelWidth, pixelHeight: pixelHeight, opaque: opaque, zeroed: true)
    }

    /// Creates a native premultiplied-ARGB context whose pixels start undefined: for a bitmap whose
    /// every pixel is painted before it is read (a compositor's first frame), which skips clearing it twice.
    package convenience init?(uninitializedPixelWidth width: Int, pixelHeight height: Int) {
        self.init(pooledPixelWidth: width, pixelHeight: height, opaque: false, zeroed: false)
    }

    /// A native context over memory of its own, from `PixelMemoryPool` when it is large.
    private convenience init?(pooledPixelWidth width: Int, pixelHeight height: Int, opaque: Bool, zeroed: Bool) {
        let info = (opaque ? CGImageAlphaInfo.noneSkipFirst : .premultipliedFirst).rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard width > 0, height > 0, CGImage.validateSize(width: width, height: height) else {
            // Unusable sizes: the designated initializer logs why and fails.
            self.init(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                      space: .srgbSpace, bitmapInfo: info)
            return
        }
        let stride = Int(cairo_format_stride_for_width(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
        let (byteCount, overflow) = stride.multipliedReportingOverflow(by: height)
        guard !overflow, let buffer = PixelMemoryPool.shared.allocate(byteCount: byteCount, zeroed: zeroed) else {
            TesseraLog.error("CoreGraphics", "CGBitmapContextCreate: no memory for \(width)×\(height) pixels")
            return nil
        }
        // Cannot fail: the layout is native, the size valid and the stride cairo's own, so the buffer is
        // always handed over (a failure here would lose it).
        self.init(data: buffer, width: width, height: height, bitsPerComponent: 8, bytesPerRow: stride,
                  space: .srgbSpace, bitmapInfo: info)
        ownedData = buffer
        ownedByteCount = byteCount
    }

    /// A native premultiplied-ARGB context over `pixelHeight` rows of `bytesPerRow` bytes at `data`,
    /// memory that `owner` provides and frees: the context keeps `owner` alive, so the memory outlives it.
    package convenience init?(borrowing data: UnsafeMutableRawPointer, pixelWidth: Int, pixelHeight: Int, bytesPerRow: Int,
                              owner: AnyObject) {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        self.init(data: data, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
                  space: .srgbSpace, bitmapInfo: info)
        memoryOwner = owner
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        if let mirror, mirror.ownsData { mirror.data.deallocate() }
        if let ownedData { PixelMemoryPool.shared.give(ownedData, .heap, byteCount: ownedByteCount) }
    }

    /// The bitmap's memory, in the layout it was created with.
    public var data: UnsafeMutableRawPointer? {
        if let mirror { return mirror.data }
        cairo_surface_flush(surface)
        return UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))
    }

    /// Whether cairo draws straight into the bitmap (no conversion after each operation).
    package var drawsDirectly: Bool { mirror == nil }

    /// The alpha part of the bitmap's layout.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }

    /// An image of the bitmap's current contents.
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        let isMask = format == CAIRO_FORMAT_A8
        guard let copy = CGImage.makeSurface(width: width, height: height, format: isMask ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32) else { return nil }
        let c = cairo_create(copy)!
        cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(c, surface, 0, 0)
        cairo_paint(c)
        cairo_destroy(c)
        return CGImage(surface: copy, isOpaque: format == CAIRO_FORMAT_RGB24, isMask: isMask)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        cairo_save(cr)
        savedStates.append(state)
    }

    /// Pops the graphics state; an unbalanced call is logged and ignored.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            TesseraLog.error("CoreGraphics", "CGContextRestoreGState: invalid context 0x0 (no saved state to restore)")
            return
        }
        cairo_restore(cr)
        state = saved
    }

    /// The number of saved states (for balance checks by UIKit).
    package var savedStateDepth: Int { savedStates.count }

    /// Rebuilds the cairo context if cairo reported an error, so one bad call never poisons later drawing.
    func recoverIfNeeded() {
        let status = cairo_status(cr)
        guard status != CAIRO_STATUS_SUCCESS else { return }
        TesseraLog.error("CoreGraphics", "drawing error (\(String(cString: cairo_status_to_string(status)))); the graphics state was reset")
        cairo_destroy(cr)
        cr = cairo_create(surface)
        savedStates.removeAll()
        layers.removeAll()
        state = GState()
        configureCairo()
    }

    /// Copies the drawing into the caller's buffer when it uses a non-native layout.
    func didDraw() {
        recoverIfNeeded()
        guard let mirror, layers.isEmpty else { return }
        mirror.store(from: surface, width: width, height: height, bytesPerRow: bytesPerRow)
    }

    // MARK: Transform

    /// The current transformation matrix: user space to device space (pixels, origin bottom left).
    public var ctm: CGAffineTransform { state.ctm }

    /// The transform from user space to device space.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }

    /// Translates user space.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` to user space before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
        applyMatrix()
    }

    /// Sends the current transform to cairo; a singular or non-finite matrix disables drawing instead.
    private func applyMatrix() {
        let t = state.ctm
        let det = t.a * t.d - t.b * t.c
        state.drawable = det != 0 && det.isFinite && t.tx.isFinite && t.ty.isFinite
        guard state.drawable else { return }
        // Cairo's device space has y down: flip Core Graphics' device space.
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(-t.b), xy: Double(t.c), yy: Double(-t.d),
                               x0: Double(t.tx), y0: Double(CGFloat(height) - t.ty))
        cairo_set_matrix(cr, &m)
    }

    /// Converts a point from user space to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    /// Converts a point from device space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    /// Converts a size from user space to device space.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }
    /// Converts a size from device space to user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }
    /// Converts a rectangle from user space to device space.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    /// Converts a rectangle from device space to user space.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    // MARK: Drawing attributes

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets the global alpha multiplied into everything drawn (clamped to 0…1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1) }

    /// Sets how drawing combines with the destination.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Sets the stroke width in user-space units (negative widths are treated as zero).
    public func setLineWidth(_ width: CGFloat) {
        state.lineWidth = width.isFinite ? max(width, 0) : 1
        cairo_set_line_width(cr, Double(state.lineWidth))
    }

    /// Sets how open line ends are drawn.
    public func setLineCap(_ cap: CGLineCap) {
        state.lineCap = cap
        cairo_set_line_cap(cr, cap == .butt ? CAIRO_LINE_CAP_BUTT : cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_SQUARE)
    }

    /// Sets how line corners are drawn.
    public func setLineJoin(_ join: CGLineJoin) {
        state.lineJoin = join
        cairo_set_line_join(cr, join == .miter ? CAIRO_LINE_JOIN_MITER : join == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_BEVEL)
    }

    /// Sets the miter limit (ratio of miter length to line width).
    public func setMiterLimit(_ limit: CGFloat) {
        state.miterLimit = limit.isFinite ? max(limit, 1) : 10
        cairo_set_miter_limit(cr, Double(state.miterLimit))
    }

    /// Sets the dash pattern; an empty list draws solid lines. Invalid patterns are logged and draw solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = lengths.allSatisfy { $0 >= 0 && $0.isFinite } && (lengths.isEmpty || lengths.contains { $0 > 0 })
        if !valid { TesseraLog.error("CoreGraphics", "CGContextSetLineDash: invalid dash array \(lengths); drawing solid lines") }
        state.lineDash = valid ? (phase.isFinite ? phase : 0, lengths) : (0, [])
        let dashes = state.lineDash.lengths.map(Double.init)
        cairo_set_dash(cr, dashes, Int32(dashes.count), Double(state.lineDash.phase))
    }

    /// Sets the flatness tolerance for curves (kept for compatibility; cairo chooses its own tolerance).
    public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }

    /// Turns anti-aliasing on or off for later drawing.
    public func setShouldAntialias(_ antialias: Bool) { state.shouldAntialias = antialias; applyAntialias() }

    /// Allows or forbids anti-aliasing; both this and `setShouldAntialias` must be true for it to happen.
    public func setAllowsAntialiasing(_ allows: Bool) { state.allowsAntialiasing = allows; applyAntialias() }

    private func applyAntialias() {
        cairo_set_antialias(cr, state.shouldAntialias && state.allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Whether text is smoothed (kept for compatibility; text is always grayscale anti-aliased).
    public func setShouldSmoothFonts(_ smooth: Bool) {}
    /// Whether font smoothing is allowed (kept for compatibility).
    public func setAllowsFontSmoothing(_ allows: Bool) {}
    /// Sets the rendering intent (kept for compatibility; Tessera draws in sRGB).
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {}

    /// How images are resampled when drawn scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    /// Adds a shadow to later drawing with the default colour (black at one-third alpha).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Adds a shadow to later drawing; offset and blur are in base space, unaffected by the CTM. A nil
    /// or transparent colour turns shadows off, and so does a NaN, infinite or huge (beyond 10¹²)
    /// offset or blur (reported).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        guard BadValue.usable(offset.width), BadValue.usable(offset.height), BadValue.usable(blur) else {
            BadValue.report("CoreGraphics", api: "CGContext.setShadow", "\(BadValue.problem(offset.width, offset.height, blur) ?? "NaN") in offset and blur \(BadValue.text(offset.width, offset.height, blur)); no shadow")
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: max(blur, 0), color: color)
    }

    /// Makes sure everything drawn so far has reached the bitmap.
    public func flush() { cairo_surface_flush(surface); didDraw() }

    /// Same as `flush()` for bitmap contexts.
    public func synchronize() { flush() }
}
