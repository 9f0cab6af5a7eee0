import CCairo

/// An approximately Gaussian blur of an A8 surface: three box blurs per axis (the loops are
/// `tessera_box_blur`, in CCairo's `pixels.h`, which backdrop materials use too).
package enum ShadowBlur {
    /// Blurs `surface` (A8, flushed) in place with standard deviation `sigma` pixels.
    package static func blur(_ surface: OpaquePointer, sigma: CGFloat) {
        guard sigma >= 0.5 else { return }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        guard w > 0, h > 0 else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let radii = boxRadii(sigma: sigma)
        blur(data, width: w, height: h, stride: stride, channels: 1, radii: radii, clampEdges: false)
    }

    /// Blurs `width` × `height` pixels of `channels` bytes (1 or 4) at `data` in place with three box
    /// blurs per axis of `radii`; outside the image, pixels are transparent or (`clampEdges`) repeat the edge.
    package static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
                             radii: [Int], clampEdges: Bool) {
        guard width > 0, height > 0, radii.count == 3, radii.contains(where: { $0 > 0 }) else { return }
        if channels == 4 && clampEdges {
            // A backdrop's sample: the same bytes by loops that run along memory.
            let bytes = (2 * height + 1) * width * 4 + 4 + width * 4 * MemoryLayout<UInt32>.stride
            let scratch = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
            defer { scratch.deallocate() }
            tessera_box_blur_clamped4(data, Int32(width), Int32(height), Int32(stride), Int32(radii[0]), Int32(radii[1]), Int32(radii[2]),
                                      scratch.assumingMemoryBound(to: UInt8.self))
            return
        }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * max(width, height) * channels)
        defer { scratch.deallocate() }
        tessera_box_blur(data, Int32(width), Int32(height), Int32(stride), Int32(channels),
                         Int32(radii[0]), Int32(radii[1]), Int32(radii[2]), clampEdges ? 1 : 0, scratch)
    }

    /// Three box radii whose successive application approximates a Gaussian of `sigma` (the widths
    /// of W. Kovesi's "fast almost-Gaussian filtering"): their variances sum to about sigma².
    package static func boxRadii(sigma: CGFloat) -> [Int] {
        guard sigma >= 0.5 else { return [0, 0, 0] }
        let n = 3.0
        let ideal = (12 * Double(sigma * sigma) / n + 1).squareRoot()
        var lower = Int(ideal)
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * Double(sigma * sigma) - n * Double(lower * lower) - 4 * n * Double(lower) - 3 * n) / Double(-4 * lower - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }
}
