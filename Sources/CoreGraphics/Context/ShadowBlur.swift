import CCairo

/// An approximately Gaussian blur of an A8 surface: three box blurs per axis.
package enum ShadowBlur {
    /// Blurs `surface` (A8, flushed) in place with standard deviation `sigma` pixels.
    package static func blur(_ surface: OpaquePointer, sigma: CGFloat) {
        guard sigma >= 0.5 else { return }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        guard w > 0, h > 0 else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let radii = boxRadii(sigma: sigma)
        let length = max(w, h)
        // Two line buffers, swapped after each pass; raw pointers keep the inner loops free of checks.
        let buffers = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * length)
        defer { buffers.deallocate() }
        var line = buffers, out = buffers + length
        for y in 0..<h {
            let row = data + y * stride
            line.update(from: row, count: w)
            for r in radii { boxPass(line, out, count: w, radius: r); swap(&line, &out) }
            row.update(from: line, count: w)
        }
        for x in 0..<w {
            for y in 0..<h { line[y] = data[y * stride + x] }
            for r in radii { boxPass(line, out, count: h, radius: r); swap(&line, &out) }
            for y in 0..<h { data[y * stride + x] = line[y] }
        }
    }

    /// Three box radii whose successive application approximates a Gaussian of `sigma`.
    private static func boxRadii(sigma: CGFloat) -> [Int] {
        let n = 3.0
        let ideal = (12 * Double(sigma * sigma) / n + 1).squareRoot()
        var lower = Int(ideal)
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * Double(sigma * sigma) - n * Double(lower * lower) - 4 * n * Double(lower) - 3 * n) / Double(-4 * lower - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// One box blur of `count` samples with a window of 2·radius+1, edges treated as zero.
    private static func boxPass(_ input: UnsafeMutablePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>, count: Int, radius: Int) {
        guard radius > 0 else {
            output.update(from: input, count: count)
            return
        }
        let window = 2 * radius + 1
        let half = window / 2
        // Division by the window as a multiplication: exact for sums this small (at most 255 · window).
        let reciprocal = ((1 << 32) + window - 1) / window
        var sum = 0
        for i in 0..<min(radius, count) { sum &+= Int(input[i]) }
        for i in 0..<count {
            let add = i &+ radius, remove = i &- radius &- 1
            if add < count { sum &+= Int(input[add]) }
            if remove >= 0 { sum &-= Int(input[remove]) }
            output[i] = UInt8(truncatingIfNeeded: ((sum &+ half) &* reciprocal) >> 32)
        }
    }
}
