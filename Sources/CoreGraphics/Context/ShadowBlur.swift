import CCairo

/// An approximately Gaussian blur of an A8 surface: three box blurs per axis.
package enum ShadowBlur {
    /// Blurs `surface` (A8, flushed) in place with standard deviation `sigma` pixels.
    package static func blur(_ surface: OpaquePointer, sigma: CGFloat) {
        guard sigma >= 0.5 else { return }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let radii = boxRadii(sigma: sigma)
        var line = [UInt8](repeating: 0, count: max(w, h))
        var out = [UInt8](repeating: 0, count: max(w, h))
        for y in 0..<h {
            for x in 0..<w { line[x] = data[y * stride + x] }
            for r in radii { boxPass(&line, &out, count: w, radius: r); swap(&line, &out) }
            for x in 0..<w { data[y * stride + x] = line[x] }
        }
        for x in 0..<w {
            for y in 0..<h { line[y] = data[y * stride + x] }
            for r in radii { boxPass(&line, &out, count: h, radius: r); swap(&line, &out) }
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
    private static func boxPass(_ input: inout [UInt8], _ output: inout [UInt8], count: Int, radius: Int) {
        guard radius > 0 else {
            for i in 0..<count { output[i] = input[i] }
            return
        }
        let window = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(input[i]) }
        for i in 0..<count {
            let add = i + radius, remove = i - radius - 1
            if add < count { sum += Int(input[add]) }
            if remove >= 0 { sum -= Int(input[remove]) }
            output[i] = UInt8((sum + window / 2) / window)
        }
    }
}
