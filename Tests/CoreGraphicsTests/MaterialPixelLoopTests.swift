import CCairo
@testable import CoreGraphics
import Testing
import TesseraTesting

/// The pixel loops behind a material, against plain reference arithmetic written here: reducing a stack
/// of bitmaps into block averages, enlarging a sample back bilinearly, and the saturation matrix. Each
/// must give exactly the reference's bytes (a material repainted in part must match one painted whole,
/// and two runs must match), and on x86-64 the AVX2 build of each loop must give the baseline's bytes.
@Suite struct MaterialPixelLoopTests {
    /// A small deterministic generator, so that a failure names a reproducible case.
    private struct Bytes {
        var state: UInt32
        mutating func next() -> UInt32 {
            state = state &* 1_103_515_245 &+ 12_345
            return state >> 8
        }
        /// Premultiplied pixels: opaque, clear or partly transparent, in runs as drawn content has.
        mutating func pixels(_ count: Int, opaqueOnly: Bool) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: count * 4)
            var k = 0
            while k < count {
                let alpha: UInt32 = opaqueOnly ? 255 : [0, 255, next() & 255][Int(next() % 3)]
                let colour = (0..<3).map { _ in UInt8((next() & 255) * alpha / 255) }
                let run = min(count - k, 1 + Int(next() % 9))
                for p in k..<(k + run) {
                    out[p * 4] = colour[0]; out[p * 4 + 1] = colour[1]; out[p * 4 + 2] = colour[2]; out[p * 4 + 3] = UInt8(alpha)
                }
                k += run
            }
            return out
        }
    }

    /// pixman's OVER on one byte: s + d · (255 − sa) / 255, rounded as pixman rounds, at most 255.
    private static func over(_ s: UInt8, _ d: UInt8, alpha sa: UInt8) -> UInt8 {
        let t = UInt32(d) * UInt32(255 - sa) + 0x80
        return UInt8(min(255, UInt32(s) + ((t + (t >> 8)) >> 8)))
    }

    /// One bitmap for the reduction: its pixels and where its top-left pixel lies in the area read.
    private struct Layer {
        var pixels: [UInt8]
        var width: Int, height: Int, x: Int, y: Int
        var opaque: Bool
    }

    /// The area composited back to front, one whole image, then averaged in blocks with rounding.
    private static func referenceReduce(_ layers: [Layer], width: Int, height: Int, factor: Int) -> [UInt8] {
        var area = [UInt8](repeating: 0, count: width * height * 4)
        for layer in layers {
            for y in 0..<height {
                let sy = y - layer.y
                guard sy >= 0, sy < layer.height else { continue }
                for x in 0..<width {
                    let sx = x - layer.x
                    guard sx >= 0, sx < layer.width else { continue }
                    let s = (sy * layer.width + sx) * 4, d = (y * width + x) * 4
                    let alpha = layer.opaque ? 255 : layer.pixels[s + 3]
                    for c in 0..<4 {
                        let source = c == 3 ? alpha : layer.pixels[s + c]
                        area[d + c] = over(source, area[d + c], alpha: alpha)
                    }
                }
            }
        }
        let tw = (width + factor - 1) / factor, th = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: tw * th * 4)
        for ty in 0..<th {
            for tx in 0..<tw {
                let ys = (ty * factor)..<min(height, ty * factor + factor), xs = (tx * factor)..<min(width, tx * factor + factor)
                let n = ys.count * xs.count
                for c in 0..<4 {
                    var sum = 0
                    for y in ys { for x in xs { sum += Int(area[(y * width + x) * 4 + c]) } }
                    out[(ty * tw + tx) * 4 + c] = UInt8((sum + n / 2) / n)
                }
            }
        }
        return out
    }

    /// Runs the library's reduction (or one build of it) over `layers`.
    private static func reduce(_ layers: [Layer], width: Int, height: Int, factor: Int,
                               using loop: (UnsafePointer<tessera_bitmap>, Int32, Int32, Int32, UnsafeMutablePointer<UInt8>, Int32, Int32,
                                            UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt16>) -> Void) -> [UInt8] {
        let tw = (width + factor - 1) / factor, th = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: tw * th * 4)
        var row = [UInt8](repeating: 0, count: width * 4)
        var columns = [UInt16](repeating: 0, count: width * 4)
        // Every bitmap's pixels in one buffer, each bitmap at its offset.
        let storage = layers.flatMap(\.pixels)
        storage.withUnsafeBufferPointer { all in
            var stack: [tessera_bitmap] = []
            var offset = 0
            for layer in layers {
                stack.append(tessera_bitmap(data: all.baseAddress! + offset, stride: Int32(layer.width * 4), x: Int32(layer.x), y: Int32(layer.y),
                                            width: Int32(layer.width), height: Int32(layer.height), opaque: layer.opaque ? 1 : 0))
                offset += layer.pixels.count
            }
            loop(stack, Int32(stack.count), Int32(width), Int32(height), &out, Int32(tw * 4), Int32(factor), &row, &columns)
        }
        return out
    }

    /// Stacks of one to three bitmaps over areas of many sizes, with factors whose blocks fit 16-bit
    /// sums and ones that do not (more than 257 pixels), partial blocks at the right and bottom edges,
    /// and bitmaps that cover only part of the area.
    private static func stacks() -> [(layers: [Layer], width: Int, height: Int, factor: Int)] {
        var bytes = Bytes(state: 7)
        return (0..<60).map { trial in
            let width = 1 + Int(bytes.next() % 90), height = 1 + Int(bytes.next() % 50)
            let factor = trial % 5 == 0 ? 17 + Int(bytes.next() % 20) : 1 + Int(bytes.next() % 12)
            let count = 1 + Int(bytes.next() % 3)
            let layers = (0..<count).map { k -> Layer in
                let w = width + Int(bytes.next() % 6), h = height + Int(bytes.next() % 6)
                let opaque = bytes.next() % 2 == 0
                return Layer(pixels: bytes.pixels(w * h, opaqueOnly: opaque && bytes.next() % 2 == 0), width: w, height: h,
                             x: k == 0 ? -Int(bytes.next() % 3) : Int(bytes.next() % 12) - 6,
                             y: k == 0 ? -Int(bytes.next() % 3) : Int(bytes.next() % 12) - 6, opaque: opaque)
            }
            return (layers, width, height, factor)
        }
    }

    @Test func aReductionAveragesTheCompositedStackInBlocks() {
        for (k, stack) in Self.stacks().enumerated() {
            let reference = Self.referenceReduce(stack.layers, width: stack.width, height: stack.height, factor: stack.factor)
            let ours = Self.reduce(stack.layers, width: stack.width, height: stack.height, factor: stack.factor) {
                tessera_reduce_over_argb32($0, $1, $2, $3, $4, $5, $6, $7, $8)
            }
            #expect(ours == reference, "stack \(k): \(stack.layers.count) bitmaps, \(stack.width) × \(stack.height), factor \(stack.factor)")
        }
    }

    /// The enlargement's taps and mix written out: a device pixel's centre p + ½ falls at
    /// (p + ½ − origin) / factor − ½ in samples, between the samples either side (edges padded), the
    /// weight of the later one rounded to 128ths, the bytes mixed with rounding.
    private static func referenceEnlarge(_ sample: [UInt8], sw: Int, sh: Int, origin: (x: Int, y: Int), factor: Int,
                                         x0: Int, y0: Int, width: Int, height: Int) -> [UInt8] {
        func tap(_ p: Int, _ origin: Int, _ samples: Int) -> (index: Int, weight: Int) {
            let n = 2 * (p - origin) + 1 - factor, den = 2 * factor
            var i = Int((Double(n) / Double(den)).rounded(.down)), w = ((n - i * den) * 128 + factor) / den
            if w >= 128 { i += 1; w = 0 }
            if i < 0 { i = 0; w = 0 }
            if i >= samples - 1 { i = samples - 1; w = 0 }
            return (i, w)
        }
        func mix(_ a: Int, _ b: Int, _ w: Int) -> Int { (a * (128 - w) + b * w + 64) >> 7 }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let (iy, wy) = tap(y0 + y, origin.y, sh)
            for x in 0..<width {
                let (ix, wx) = tap(x0 + x, origin.x, sw)
                for c in 0..<4 {
                    func at(_ i: Int, _ j: Int) -> Int { Int(sample[(min(j, sh - 1) * sw + min(i, sw - 1)) * 4 + c]) }
                    let upper = mix(at(ix, iy), at(ix + 1, iy), wx), lower = mix(at(ix, iy + 1), at(ix + 1, iy + 1), wx)
                    out[(y * width + x) * 4 + c] = UInt8(mix(upper, lower, wy))
                }
            }
        }
        return out
    }

    @Test func anEnlargementMixesTheNeighbouringSamplesBilinearly() {
        var bytes = Bytes(state: 11)
        for trial in 0..<40 {
            let sw = 1 + Int(bytes.next() % 12), sh = 1 + Int(bytes.next() % 8), factor = 1 + Int(bytes.next() % 11)
            let sample = bytes.pixels(sw * sh, opaqueOnly: trial % 2 == 0)
            let origin = (x: Int(bytes.next() % 7) - 3, y: Int(bytes.next() % 7) - 3)
            let x0 = Int(bytes.next() % 5), y0 = Int(bytes.next() % 5)
            let width = 1 + Int(bytes.next() % UInt32(sw * factor + 9)), height = 1 + Int(bytes.next() % UInt32(sh * factor + 9))
            let reference = Self.referenceEnlarge(sample, sw: sw, sh: sh, origin: origin, factor: factor, x0: x0, y0: y0, width: width, height: height)
            // Stored (`replace`) into a bitmap of exactly the area, so every byte is the enlargement's.
            var out = [UInt8](repeating: 0x5A, count: width * height * 4)
            var xi = [Int32](repeating: 0, count: width), xw = [UInt8](repeating: 0, count: width)
            var rows = [UInt8](repeating: 0, count: 2 * width * 4)
            tessera_enlarge_argb32(sample, Int32(sw * 4), Int32(sw), Int32(sh), Int32(origin.x), Int32(origin.y), Int32(factor), 0,
                                   &out, Int32(width * 4), Int32(x0), Int32(y0), Int32(width), Int32(height), 1, &xi, &xw, &rows)
            #expect(out == reference, "trial \(trial): \(sw) × \(sh) samples, factor \(factor), \(width) × \(height) pixels from \(x0), \(y0)")
        }
    }

    @Test func theColourMatrixKeepsEachChannelBetweenZeroAndAlpha() {
        var bytes = Bytes(state: 5)
        // A saturation of 1.8 (a material's), and a matrix too large for 32-bit sums.
        let saturating = CGContext.saturationMatrix(1.8).map { Int32(($0 * 65536).rounded()) }
        let large: [Int32] = [5_000_000, -3_000_000, 1, 0, 65536, 0, -4_000_000, 0, 4_100_000]
        for matrix in [saturating, large] {
            let width = 37, height = 5
            var pixels = bytes.pixels(width * height, opaqueOnly: false)
            var reference = pixels
            for p in 0..<(width * height) {
                let b = Int64(reference[p * 4]), g = Int64(reference[p * 4 + 1]), r = Int64(reference[p * 4 + 2]), a = Int64(reference[p * 4 + 3])
                for (row, channel) in [(0, 2), (1, 1), (2, 0)] {
                    let m = matrix[(row * 3)..<(row * 3 + 3)].map(Int64.init)
                    let value = (m[0] * r + m[1] * g + m[2] * b + 32768) >> 16
                    reference[p * 4 + channel] = UInt8(max(0, min(a, value)))
                }
            }
            matrix.withUnsafeBufferPointer { tessera_color_matrix_argb32(&pixels, Int32(width), Int32(height), Int32(width * 4), $0.baseAddress) }
            #expect(pixels == reference, "matrix \(matrix)")
        }
    }

    /// Blurs a copy of `pixels` (`width` × `height`, rows `stride` bytes apart) with `loop`, given the
    /// scratch `tessera_box_blur_clamped4` asks for.
    private static func blurred(_ pixels: [UInt8], width: Int, height: Int, stride: Int, radii: (Int32, Int32, Int32),
                                _ loop: (UnsafeMutablePointer<UInt8>, Int32, Int32, Int32, Int32, Int32, Int32, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        var out = pixels
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: (2 * height + 1) * width * 4 + 4 + width * 4 * 4, alignment: 16)
        defer { scratch.deallocate() }
        out.withUnsafeMutableBufferPointer {
            loop($0.baseAddress!, Int32(width), Int32(height), Int32(stride), radii.0, radii.1, radii.2, scratch.assumingMemoryBound(to: UInt8.self))
        }
        return out
    }

    @Test func aBackdropsBlurGivesTheBytesOfTheGeneralBoxBlur() {
        // The backdrop's loops (rows two at a time, columns whole rows at a time, 16-bit sums where they
        // fit) against the plain three passes per axis with repeated edges; radii past 90 take the
        // 32-bit sums, and a radius past the image repeats its edge pixels throughout.
        var bytes = Bytes(state: 17)
        for trial in 0..<60 {
            let width = 1 + Int(bytes.next() % 70), height = 1 + Int(bytes.next() % 30)
            let stride = width * 4 + 4 * Int(bytes.next() % 3)
            let radii = trial % 10 == 9 ? (Int32(95), Int32(3), Int32(0))
                : (Int32(bytes.next() % 9), Int32(bytes.next() % 9), Int32(bytes.next() % 9))
            let pixels = bytes.pixels(stride / 4 * height, opaqueOnly: trial % 3 == 0)
            let fast = Self.blurred(pixels, width: width, height: height, stride: stride, radii: radii) {
                tessera_box_blur_clamped4($0, $1, $2, $3, $4, $5, $6, $7)
            }
            var reference = pixels
            let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * max(width, height) * 4)
            defer { scratch.deallocate() }
            tessera_box_blur(&reference, Int32(width), Int32(height), Int32(stride), 4, radii.0, radii.1, radii.2, 1, scratch)
            // Only the image's own bytes: the padding of a row is not the blur's.
            let image = { (bytes: [UInt8]) in (0..<height).flatMap { bytes[($0 * stride)..<($0 * stride + width * 4)] } }
            #expect(image(fast) == image(reference), "trial \(trial): \(width) × \(height), radii \(radii)")
        }
    }

    #if arch(x86_64)
    /// A sample enlarged over `under` (`width` × `height` pixels from column `x0`, row 0) by the baseline
    /// build and by the AVX2 one.
    private static func enlargedByBothBuilds(_ sample: [UInt8], sw: Int, sh: Int, origin: (x: Int32, y: Int32), factor: Int, opaque: Bool,
                                             over under: [UInt8], x0: Int32, width: Int, height: Int,
                                             replace: Bool) -> (baseline: [UInt8], wide: [UInt8]) {
        var outputs: [[UInt8]] = []
        for wide in [false, true] {
            var out = under
            var xi = [Int32](repeating: 0, count: width), xw = [UInt8](repeating: 0, count: width)
            var rows = [UInt8](repeating: 0, count: 2 * width * 4)
            let loop = wide ? tessera_enlarge_argb32_avx2 : tessera_enlarge_argb32_baseline
            loop(sample, Int32(sw * 4), Int32(sw), Int32(sh), origin.x, origin.y, Int32(factor), opaque ? 1 : 0, &out,
                 Int32(width * 4), x0, 0, Int32(width), Int32(height), replace ? 1 : 0, &xi, &xw, &rows)
            outputs.append(out)
        }
        return (outputs[0], outputs[1])
    }

    @Test(.enabled(if: tessera_has_avx2() != 0, "the machine has no AVX2"))
    func theAVX2BuildsGiveTheBaselineBytes() {
        for (k, stack) in Self.stacks().enumerated() {
            let baseline = Self.reduce(stack.layers, width: stack.width, height: stack.height, factor: stack.factor) {
                tessera_reduce_over_argb32_baseline($0, $1, $2, $3, $4, $5, $6, $7, $8)
            }
            let wide = Self.reduce(stack.layers, width: stack.width, height: stack.height, factor: stack.factor) {
                tessera_reduce_over_argb32_avx2($0, $1, $2, $3, $4, $5, $6, $7, $8)
            }
            #expect(wide == baseline, "stack \(k)")
        }
        var bytes = Bytes(state: 3)
        for trial in 0..<20 {
            let sw = 2 + Int(bytes.next() % 20), sh = 2 + Int(bytes.next() % 10), factor = 1 + Int(bytes.next() % 9)
            let sample = bytes.pixels(sw * sh, opaqueOnly: false)
            let width = sw * factor, height = sh * factor
            // Put over what is there (not stored): the blending path as well as the mix.
            let under = bytes.pixels(width * height, opaqueOnly: false)
            let outputs = Self.enlargedByBothBuilds(sample, sw: sw, sh: sh, origin: (1, -2), factor: factor, opaque: false, over: under,
                                                    x0: 0, width: width, height: height, replace: trial % 2 == 0)
            #expect(outputs.baseline == outputs.wide, "trial \(trial)")
        }
        // Rows wide enough for the AVX2 build's eight columns at a time (and their last columns, which go
        // one at a time), from samples at any offset, stored or put over what is there.
        for trial in 0..<30 {
            let sw = 8 + Int(bytes.next() % 40), sh = 2 + Int(bytes.next() % 6), factor = 2 + Int(bytes.next() % 12)
            let sample = bytes.pixels(sw * sh, opaqueOnly: trial % 3 == 0)
            let origin = (x: Int32(bytes.next() % 9) - 4, y: Int32(bytes.next() % 9) - 4)
            let x0 = Int32(bytes.next() % 5), width = 1 + Int(bytes.next() % UInt32(sw * factor + 9)), height = 1 + Int(bytes.next() % 40)
            let under = bytes.pixels(width * height, opaqueOnly: false)
            let outputs = Self.enlargedByBothBuilds(sample, sw: sw, sh: sh, origin: origin, factor: factor, opaque: trial % 5 == 0,
                                                    over: under, x0: x0, width: width, height: height, replace: trial % 2 == 0)
            #expect(outputs.baseline == outputs.wide, "wide trial \(trial): \(sw) samples, factor \(factor), \(width) pixels")
        }
        for trial in 0..<20 {
            let width = 1 + Int(bytes.next() % 90), height = 1 + Int(bytes.next() % 40)
            let radii = (Int32(bytes.next() % 9), Int32(bytes.next() % 9), Int32(bytes.next() % 9))
            let pixels = bytes.pixels(width * height, opaqueOnly: false)
            let baseline = Self.blurred(pixels, width: width, height: height, stride: width * 4, radii: radii) {
                tessera_box_blur_clamped4_baseline($0, $1, $2, $3, $4, $5, $6, $7)
            }
            let wide = Self.blurred(pixels, width: width, height: height, stride: width * 4, radii: radii) {
                tessera_box_blur_clamped4_avx2($0, $1, $2, $3, $4, $5, $6, $7)
            }
            #expect(wide == baseline, "blur trial \(trial): \(width) × \(height), radii \(radii)")
        }
    }
    #endif
}
