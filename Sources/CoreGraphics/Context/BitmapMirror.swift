import CCairo

/// How a caller's bitmap buffer relates to the native surface drawn into.
enum MirrorKind {
    /// Same pixel layout, different row stride: rows are copied.
    case rowCopy(Int)
    /// A different pixel layout: pixels are converted.
    case convert(PixelLayout)
}

/// A caller's buffer kept in step with the native surface, for layouts cairo cannot draw into directly.
struct BitmapMirror {
    let data: UnsafeMutableRawPointer
    let kind: MirrorKind
    let ownsData: Bool

    /// Copies the caller's initial pixels into the surface.
    func load(into surface: OpaquePointer, width: Int, height: Int, bytesPerRow: Int) {
        let dst = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let src = data.assumingMemoryBound(to: UInt8.self)
        switch kind {
        case .rowCopy(let bpp):
            for y in 0..<height { memcpy(dst + y * stride, src + y * bytesPerRow, width * bpp) }
        case .convert(let layout):
            layout.convertToNative(from: src, sourceStride: bytesPerRow, to: dst, destinationStride: stride,
                                   width: width, height: height)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Copies the surface's pixels out to the caller's buffer.
    func store(from surface: OpaquePointer, width: Int, height: Int, bytesPerRow: Int) {
        cairo_surface_flush(surface)
        let src = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let dst = data.assumingMemoryBound(to: UInt8.self)
        switch kind {
        case .rowCopy(let bpp):
            for y in 0..<height { memcpy(dst + y * bytesPerRow, src + y * stride, width * bpp) }
        case .convert(let layout):
            layout.convertFromNative(from: src, sourceStride: stride, to: dst, destinationStride: bytesPerRow,
                                     width: width, height: height)
        }
    }
}
