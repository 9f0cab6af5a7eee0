import CGdkPixbuf
import CCairo

/// A decoded image file: one frame, or the frames of an animation with their durations.
package struct DecodedImage: @unchecked Sendable {
    /// The frames, in order; one for still images.
    package let frames: [CGImage]
    /// How long each frame shows, in seconds.
    package let frameDurations: [TimeInterval]
    /// The EXIF orientation (1 = up … 8), 1 when the file has none.
    package let exifOrientation: Int
    /// The file's format.
    package let format: ImageFormat
}

/// Decodes PNG, JPEG, GIF (with animation), TIFF, BMP, ICO/CUR, XBM and WebP through gdk-pixbuf.
///
/// The file's header is read first: unknown formats, and sizes over Tessera's limits, are refused before
/// any decoder runs. Truncated or corrupt files give nil with a logged reason; they never crash.
package enum ImageDecoder {
    /// The largest number of decoded pixels, over all frames, one file may produce.
    static let maximumTotalPixels = CGImage.maximumPixelCount
    /// The most frames an animation may have.
    static let maximumFrames = 2000

    /// Decodes `data`, or returns nil (logged) when it is not a readable image.
    package static func decode(_ data: Data) -> DecodedImage? {
        guard let (format, width, height) = ImageFormat.sniff(data) else {
            TesseraLog.error("ImageIO", "image data (\(data.count) bytes) is not PNG, JPEG, GIF, TIFF, BMP, ICO, CUR, XBM or WebP")
            return nil
        }
        guard CGImage.validateSize(width: width, height: height, subsystem: "ImageIO") else { return nil }
        if format == .ico {
            guard let (entry, entryFormat) = IconContainer.bestEntry(data) else {
                TesseraLog.error("ImageIO", "corrupt icon directory")
                return nil
            }
            return decode(entry, as: entryFormat, reportedAs: .ico)
        }
        return decode(data, as: format, reportedAs: format)
    }

    /// gdk-pixbuf's loaders print criticals to stderr on some corrupt files; they go to Tessera's log.
    private static let routeGdkPixbufMessages: Void = {
        let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue)
        g_log_set_handler("GdkPixbuf", levels, { _, _, message, _ in
            TesseraLog.warning("ImageIO", "gdk-pixbuf: \(message.map { String(cString: $0) } ?? "")")
        }, nil)
    }()

    private static func decode(_ data: Data, as format: ImageFormat, reportedAs reported: ImageFormat) -> DecodedImage? {
        _ = routeGdkPixbufMessages

        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type(format.loaderName, &error) else {
            logError("no gdk-pixbuf loader for \(format.rawValue) (is its Debian package installed?)", error)
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let wrote = data.withUnsafeBytes { raw -> Bool in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return false }
            return gdk_pixbuf_loader_write(loader, base, gsize(raw.count), &error) != 0
        }
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError) != 0
        if wrote, let closeError { error = closeError } else if let closeError { g_error_free(closeError) }
        guard wrote, closed else {
            logError("corrupt or truncated \(format.rawValue) data", error)
            return nil
        }
        guard let animation = gdk_pixbuf_loader_get_animation(loader) else {
            TesseraLog.error("ImageIO", "\(format.rawValue) data decoded to nothing")
            return nil
        }
        if gdk_pixbuf_animation_is_static_image(animation) != 0 {
            guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader), let image = cgImage(from: pixbuf) else { return nil }
            return DecodedImage(frames: [image], frameDurations: [0], exifOrientation: orientation(of: pixbuf), format: reported)
        }
        return frames(of: animation, format: reported)
    }

    /// Walks an animation frame by frame until the last decoded frame.
    private static func frames(of animation: OpaquePointer, format: ImageFormat) -> DecodedImage? {
        // gdk-pixbuf's clock is a (seconds, microseconds) pair of C longs, GLib's deprecated GTimeVal.
        var time: (seconds: Int, microseconds: Int) = (0, 0)
        let iter = withUnsafeMutablePointer(to: &time) { gdk_pixbuf_animation_get_iter(animation, .init(OpaquePointer($0))) }
        guard let iter else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(iter)) }
        var frames: [CGImage] = []
        var durations: [TimeInterval] = []
        var totalPixels = 0
        while frames.count < maximumFrames {
            guard let pixbuf = gdk_pixbuf_animation_iter_get_pixbuf(iter) else { break }
            totalPixels += Int(gdk_pixbuf_get_width(pixbuf)) * Int(gdk_pixbuf_get_height(pixbuf))
            guard totalPixels <= maximumTotalPixels else {
                TesseraLog.error("ImageIO", "animation stopped after \(frames.count) frames: more pixels than Tessera's limit")
                break
            }
            guard let frame = cgImage(from: pixbuf) else { return nil }
            frames.append(frame)
            let delay = Int(gdk_pixbuf_animation_iter_get_delay_time(iter))
            // Browsers and iOS show frames with delays under 20 ms for 100 ms.
            durations.append(delay < 20 ? 0.1 : TimeInterval(delay) / 1000)
            if delay < 0 || gdk_pixbuf_animation_iter_on_currently_loading_frame(iter) != 0 { break }
            let micros = time.microseconds + max(delay, 1) * 1000
            time = (time.seconds + micros / 1_000_000, micros % 1_000_000)
            _ = withUnsafeMutablePointer(to: &time) { gdk_pixbuf_animation_iter_advance(iter, .init(OpaquePointer($0))) }
        }
        guard !frames.isEmpty else { return nil }
        return DecodedImage(frames: frames, frameDurations: durations, exifOrientation: 1, format: format)
    }

    /// Converts a pixbuf (straight RGB or RGBA) to a native premultiplied image.
    static func cgImage(from pixbuf: OpaquePointer) -> CGImage? {
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (hasAlpha ? 4 : 3),
              let surface = CGImage.makeSurface(width: width, height: height) else { return nil }
        let srcStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        // A loader fed corrupt data can hand over a pixbuf whose buffer is shorter than its size says.
        guard width > 0, height > 0, srcStride >= width * channels,
              Int(gdk_pixbuf_get_byte_length(pixbuf)) >= (height - 1) * srcStride + width * channels,
              let src = gdk_pixbuf_read_pixels(pixbuf) else {
            TesseraLog.error("ImageIO", "decoded image has an inconsistent pixel buffer; ignored")
            cairo_surface_destroy(surface)
            return nil
        }
        let dst = cairo_image_surface_get_data(surface)!
        let dstStride = Int(cairo_image_surface_get_stride(surface))
        var opaque = true
        for y in 0..<height {
            let s = src + y * srcStride
            let d = UnsafeMutableRawPointer(dst + y * dstStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = s + x * channels
                let a = hasAlpha ? UInt32(p[3]) : 255
                var r = UInt32(p[0]), g = UInt32(p[1]), b = UInt32(p[2])
                if a != 255 {
                    opaque = false
                    r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255
                }
                d[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(surface)
        return CGImage(surface: surface, isOpaque: opaque)
    }

    private static func orientation(of pixbuf: OpaquePointer) -> Int {
        guard let value = gdk_pixbuf_get_option(pixbuf, "orientation"), let n = Int(String(cString: value)),
              (1...8).contains(n) else { return 1 }
        return n
    }

    private static func logError(_ message: String, _ error: UnsafeMutablePointer<GError>?) {
        if let error {
            TesseraLog.error("ImageIO", "\(message): \(String(cString: error.pointee.message))")
            g_error_free(error)
        } else {
            TesseraLog.error("ImageIO", message)
        }
    }
}
