import CGdkPixbuf

/// Writes baseline JPEG files through gdk-pixbuf's libjpeg saver. Transparency is composited over black,
/// as iOS does when it drops alpha.
package enum JPEGEncoder {
    /// The JPEG bytes of `image` at `quality` (0 smallest … 1 best).
    package static func encode(_ image: CGImage, quality: CGFloat) -> Data? {
        let width = image.width, height = image.height
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height)) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let dst = gdk_pixbuf_get_pixels(pixbuf)!
        let dstStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        image.withNativePixels { src, stride in
            for y in 0..<height {
                let row = UnsafeRawPointer(src + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = image.isMask ? UInt32(src[y * stride + x]) * 0x010101 : row[x]
                    let o = y * dstStride + 3 * x
                    dst[o] = UInt8(truncatingIfNeeded: p >> 16)
                    dst[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                    dst[o + 2] = UInt8(truncatingIfNeeded: p)
                }
            }
        }
        let q = quality.isFinite ? Int((min(max(quality, 0), 1) * 100).rounded()) : 75
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        let ok = "quality".withCString { key in
            String(q).withCString { value in
                var keys: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: key), nil]
                var values: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: value), nil]
                return gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &keys, &values, &error) != 0
            }
        }
        guard ok, let buffer else {
            if let error {
                TesseraLog.error("ImageIO", "JPEG encoding failed: \(String(cString: error.pointee.message))")
                g_error_free(error)
            }
            return nil
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }
}
