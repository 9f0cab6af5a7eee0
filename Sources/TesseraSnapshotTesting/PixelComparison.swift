import Foundation
import UIKit

/// The pixels of an image as un-premultiplied sRGB bytes, four per pixel (red, green, blue, alpha), for
/// comparing images read back from PNG with images drawn in memory.
struct RGBAPixels {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    /// The pixels of `image`; nil when it has no bitmap.
    init?(_ image: UIImage) {
        guard let cg = image.cgImage else { return nil }
        let width = cg.width, height = cg.height
        self.width = width
        self.height = height
        var out = [UInt8](repeating: 0, count: width * height * 4)
        if cg.bitsPerPixel == 32, let data = cg.dataProvider?.data as Data? {
            // Tessera's native layout: 32-bit little-endian premultiplied ARGB (bytes B, G, R, A).
            let stride = cg.bytesPerRow
            let opaque = cg.alphaInfo == .noneSkipFirst
            data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                for y in 0..<height {
                    for x in 0..<width {
                        let s = y * stride + x * 4, d = (y * width + x) * 4
                        let a = opaque ? 255 : Int(raw[s + 3])
                        func c(_ v: UInt8) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (Int(v) * 255 + a / 2) / a)) }
                        out[d] = c(raw[s + 2]); out[d + 1] = c(raw[s + 1]); out[d + 2] = c(raw[s]); out[d + 3] = UInt8(a)
                    }
                }
            }
        } else {
            for y in 0..<height {
                for x in 0..<width {
                    guard let p = cg.pixel(x: x, y: y) else { continue }
                    let d = (y * width + x) * 4
                    out[d] = p.red; out[d + 1] = p.green; out[d + 2] = p.blue; out[d + 3] = p.alpha
                }
            }
        }
        bytes = out
    }

    /// The pixel at (x, y), or transparent black outside the image.
    func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        guard x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }
}

/// Pixel and perceptual comparison of two images, with the iOS library's failure messages.
enum PixelComparison {
    /// Why `new` does not match `reference` within the precisions, or nil when it does.
    ///
    /// `precision` is the fraction of pixels that must match; with `perceptualPrecision` below 1 a pixel
    /// matches when its colour difference (CIE94 ΔE on a 0…100 scale, Tessera's stand-in for Core Image's
    /// `CILabDeltaE`, plus the alpha difference on the same scale) is at most `(1 − perceptualPrecision) × 100`;
    /// otherwise only identical pixels match. The new image is compared after a round trip through PNG, as
    /// the reference was, so premultiplication rounding never counts as a difference.
    static func failure(reference: UIImage, new: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
        guard let old = RGBAPixels(reference) else { return "Reference image could not be loaded." }
        guard new.cgImage != nil, new.size.width > 0, new.size.height > 0 else { return "Newly-taken snapshot is empty." }
        guard let drawn = RGBAPixels(new) else { return "Newly-taken snapshot could not be loaded." }
        guard old.width == drawn.width, old.height == drawn.height else {
            // Sizes as iOS prints a CGSize: "(width, height)".
            func text(_ size: CGSize) -> String { "(\(Double(size.width)), \(Double(size.height)))" }
            return "Newly-taken snapshot@\(text(new.size)) does not match reference@\(text(reference.size))."
        }
        if old.bytes == drawn.bytes { return nil }
        guard let png = new.pngData(), let reread = UIImage(data: png), let fresh = RGBAPixels(reread) else {
            return "Newly-taken snapshot's data could not be loaded."
        }
        if old.bytes == fresh.bytes { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }

        let pixelCount = old.width * old.height
        let threshold = Double(1 - perceptualPrecision) * 100
        var failing = 0
        var largestDelta = 0.0
        var i = 0
        while i < pixelCount * 4 {
            defer { i += 4 }
            let same = old.bytes[i] == fresh.bytes[i] && old.bytes[i + 1] == fresh.bytes[i + 1]
                && old.bytes[i + 2] == fresh.bytes[i + 2] && old.bytes[i + 3] == fresh.bytes[i + 3]
            if same { continue }
            if perceptualPrecision >= 1 { failing += 1; continue }
            let delta = deltaE(old.bytes, fresh.bytes, at: i)
            if delta > threshold {
                failing += 1
                largestDelta = max(largestDelta, delta)
            }
        }
        let actual = 1 - Float(failing) / Float(pixelCount)
        guard actual < precision else { return nil }
        if perceptualPrecision >= 1 {
            return "Actual image precision \(actual) is less than required \(precision)"
        }
        let lowest = 1 - min(Float(largestDelta) / 100, 1)
        return """
            The percentage of pixels that match \(actual) is less than required \(precision)
            The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
            """
    }

    /// A picture of where two images differ: black where equal, brighter where more different (the largest
    /// channel difference, stretched so the largest difference is white). Images of different sizes are
    /// compared over the larger size, the missing part counting as transparent.
    static func differenceImage(_ reference: UIImage, _ new: UIImage) -> UIImage {
        guard let a = RGBAPixels(reference), let b = RGBAPixels(new) else { return UIImage() }
        let width = max(a.width, b.width), height = max(a.height, b.height)
        guard width > 0, height > 0 else { return UIImage() }
        var deltas = [UInt8](repeating: 0, count: width * height)
        var largest: UInt8 = 0
        for y in 0..<height {
            for x in 0..<width {
                let p = a.pixel(x, y), q = b.pixel(x, y)
                func d(_ u: UInt8, _ v: UInt8) -> UInt8 { u > v ? u - v : v - u }
                let delta = max(d(p.0, q.0), d(p.1, q.1), d(p.2, q.2), d(p.3, q.3))
                deltas[y * width + x] = delta
                largest = max(largest, delta)
            }
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for (index, delta) in deltas.enumerated() {
            let level = largest == 0 ? 0 : UInt8(Int(delta) * 255 / Int(largest))
            rgba[index * 4] = level; rgba[index * 4 + 1] = level; rgba[index * 4 + 2] = level
        }
        let provider = CGDataProvider(data: Data(rgba))
        guard let image = CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipLast.rawValue),
                                  provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        else { return UIImage() }
        return UIImage(cgImage: image, scale: max(reference.scale, new.scale), orientation: .up)
    }

    /// The CIE94 colour difference (graphic-arts weights) of the pixels at byte offset `i`, or the alpha
    /// difference scaled to 0…100 when that is larger.
    static func deltaE(_ a: [UInt8], _ b: [UInt8], at i: Int) -> Double {
        let (l1, a1, b1) = lab(a[i], a[i + 1], a[i + 2])
        let (l2, a2, b2) = lab(b[i], b[i + 1], b[i + 2])
        let dL = l1 - l2
        let c1 = (a1 * a1 + b1 * b1).squareRoot(), c2 = (a2 * a2 + b2 * b2).squareRoot()
        let dC = c1 - c2
        let da = a1 - a2, db = b1 - b2
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        let colour = (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
        let alpha = abs(Double(a[i + 3]) - Double(b[i + 3])) / 255 * 100
        return max(colour, alpha)
    }

    /// CIE L*a*b* (D65) of an sRGB colour.
    static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (Double, Double, Double) {
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let rl = linear(r), gl = linear(g), bl = linear(b)
        let x = (0.4124 * rl + 0.3576 * gl + 0.1805 * bl) / 0.95047
        let y = 0.2126 * rl + 0.7152 * gl + 0.0722 * bl
        let z = (0.0193 * rl + 0.1192 * gl + 0.9505 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
