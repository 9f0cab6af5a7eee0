import CDeflate

/// Writes PNG files fast: rows filtered with a cheap per-row choice, then compressed in one call by
/// libdeflate. Opaque images are written as RGB, others as straight (un-premultiplied) RGBA.
package enum PNGEncoder {
    /// The libdeflate level used: a good balance of speed and size for interface images.
    package static let defaultLevel: Int32 = 4

    /// The PNG bytes of `image`.
    package static func encode(_ image: CGImage, level: Int32 = defaultLevel) -> Data? {
        let width = image.width, height = image.height
        let opaque = image.isOpaque || image.withNativePixels { isFullyOpaque($0, stride: $1, width: width, height: height) }
        let bpp = image.isMask ? 1 : opaque ? 3 : 4
        let rowBytes = width * bpp
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        image.withNativePixels { pixels, stride in
            var previous = [UInt8](repeating: 0, count: rowBytes)
            var current = [UInt8](repeating: 0, count: rowBytes)
            filtered.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    current.withUnsafeMutableBufferPointer { row in
                        unpack(pixels + y * stride, into: row.baseAddress!, width: width, bpp: bpp, mask: image.isMask)
                    }
                    filterRow(current, previous, bpp: bpp, into: out.baseAddress! + y * (rowBytes + 1))
                    swap(&previous, &current)
                }
            }
        }
        guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, filtered.count)
        var compressed = [UInt8](repeating: 0, count: bound)
        let size = filtered.withUnsafeBytes { src in
            compressed.withUnsafeMutableBytes { dst in
                libdeflate_zlib_compress(compressor, src.baseAddress, src.count, dst.baseAddress, dst.count)
            }
        }
        guard size > 0 else { return nil }

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.reserveCapacity(size + 64)
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, image.isMask ? 0 : opaque ? 2 : 6, 0, 0, 0])
        appendChunk("IHDR", header, to: &png)
        appendChunk("sRGB", Data([0]), to: &png)
        compressed.withUnsafeBytes { appendChunk("IDAT", Data($0.prefix(size)), to: &png) }
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    private static func isFullyOpaque(_ pixels: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width { all &= row[x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// 255·c/a for every premultiplied (a, c), rounded.
    private static let unpremultiply: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0...a { table[a << 8 | c] = UInt8((c * 255 + a / 2) / a) }
        }
        return table
    }()

    /// Native pixels → RGB, RGBA (straight) or gray bytes.
    private static func unpack(_ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, width: Int, bpp: Int, mask: Bool) {
        if mask {
            for x in 0..<width { dst[x] = src[x] }
            return
        }
        let px = UnsafeRawPointer(src).assumingMemoryBound(to: UInt32.self)
        if bpp == 3 {
            for x in 0..<width {
                let p = px[x]
                dst[3 * x] = UInt8(truncatingIfNeeded: p >> 16)
                dst[3 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
                dst[3 * x + 2] = UInt8(truncatingIfNeeded: p)
            }
            return
        }
        unpremultiply.withUnsafeBufferPointer { table in
            for x in 0..<width {
                let p = px[x]
                let a = Int(p >> 24)
                let o = 4 * x
                if a == 255 {
                    dst[o] = UInt8(truncatingIfNeeded: p >> 16); dst[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                    dst[o + 2] = UInt8(truncatingIfNeeded: p); dst[o + 3] = 255
                } else {
                    let base = a << 8
                    dst[o] = table[base | Int(p >> 16 & 255)]
                    dst[o + 1] = table[base | Int(p >> 8 & 255)]
                    dst[o + 2] = table[base | Int(p & 255)]
                    dst[o + 3] = UInt8(a)
                }
            }
        }
    }

    /// Writes the filter byte and filtered row, choosing Up or Sub by the smaller sum of absolute values
    /// (the heuristic the PNG specification recommends, restricted to the two cheapest filters).
    private static func filterRow(_ row: [UInt8], _ previous: [UInt8], bpp: Int, into out: UnsafeMutablePointer<UInt8>) {
        row.withUnsafeBufferPointer { cur in
            previous.withUnsafeBufferPointer { prev in
                let n = cur.count
                var sumUp = 0, sumSub = 0
                for i in 0..<n {
                    let up = cur[i] &- prev[i]
                    let sub = i >= bpp ? cur[i] &- cur[i - bpp] : cur[i]
                    sumUp += up < 128 ? Int(up) : 256 - Int(up)
                    sumSub += sub < 128 ? Int(sub) : 256 - Int(sub)
                }
                if sumUp <= sumSub {
                    out[0] = 2
                    for i in 0..<n { out[i + 1] = cur[i] &- prev[i] }
                } else {
                    out[0] = 1
                    for i in 0..<n { out[i + 1] = i >= bpp ? cur[i] &- cur[i - bpp] : cur[i] }
                }
            }
        }
    }

    private static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
        png.appendBigEndian(UInt32(body.count))
        var typed = Data(type.utf8)
        typed.append(body)
        png.append(typed)
        let crc = typed.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        png.appendBigEndian(crc)
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)])
    }
}
