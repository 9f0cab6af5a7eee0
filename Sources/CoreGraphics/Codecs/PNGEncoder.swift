import CDeflate
import Dispatch

/// Writes PNG files fast: rows filtered with a cheap per-row choice between the two cheapest filters, Up
/// and Sub, in bands across the cores, then compressed by libdeflate in parallel pieces joined into one
/// zlib stream.
/// Opaque images are written as RGB, others as straight (un-premultiplied) RGBA, masks as gray.
package enum PNGEncoder {
    /// The libdeflate level used: a good balance of speed and size for interface images.
    package static let defaultLevel: Int32 = 4

    /// The PNG bytes of `image`; `pieces` forces the number of parallel deflate pieces (for tests).
    package static func encode(_ image: CGImage, level: Int32 = defaultLevel, pieces: Int? = nil) -> Data? {
        let width = image.width, height = image.height
        let opaque = !image.isMask && (image.isOpaque || image.withNativePixels { isFullyOpaque($0, stride: $1, width: width, height: height) })
        let bpp = image.isMask ? 1 : opaque ? 3 : 4
        let rowBytes = width * bpp
        let filteredCount = (rowBytes + 1) * height
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: filteredCount)
        defer { filtered.deallocate() }
        image.withNativePixels { pixels, stride in
            // Shared with the bands unlocked: they only read `pixels`, and each band writes only its own
            // rows of `output` (disjoint row ranges within the image, asserted in debug builds).
            nonisolated(unsafe) let pixels = pixels, output = filtered
            let bands = max(1, min(ProcessInfo.processInfo.activeProcessorCount, height / 64))
            let bandHeight = (height + bands - 1) / bands
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let first = band * bandHeight, last = min(height, first + bandHeight)
                guard first < last else { return }
                assert(last <= height, "a band runs past the image")
                let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
                let current = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
                defer { previous.deallocate(); current.deallocate() }
                if first == 0 {
                    previous.initialize(repeating: 0, count: rowBytes)
                } else {
                    unpack(pixels + (first - 1) * stride, into: previous, width: width, bpp: bpp, mask: image.isMask)
                }
                var prev = previous, cur = current
                for y in first..<last {
                    let out = output + y * (rowBytes + 1)
                    if bpp == 3 {
                        // Opaque pixels filter straight from the native words.
                        let above = y == 0 ? nil : UnsafeRawPointer(pixels + (y - 1) * stride).assumingMemoryBound(to: UInt32.self)
                        filterOpaqueRow(UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self), above, width: width, into: out)
                        continue
                    }
                    unpack(pixels + y * stride, into: cur, width: width, bpp: bpp, mask: image.isMask)
                    filterRow(cur, prev, count: rowBytes, bpp: bpp, into: out)
                    swap(&prev, &cur)
                }
            }
        }
        guard let compressed = ParallelDeflate.zlibCompress(UnsafeBufferPointer(start: filtered, count: filteredCount), level: level, pieces: pieces) else {
            return nil
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.reserveCapacity(compressed.count + 64)
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, image.isMask ? 0 : opaque ? 2 : 6, 0, 0, 0])
        appendChunk("IHDR", header, to: &png)
        appendChunk("sRGB", Data([0]), to: &png)
        appendChunk("IDAT", Data(compressed), to: &png)
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
            dst.update(from: src, count: width)
            return
        }
        let px = UnsafeRawPointer(src).assumingMemoryBound(to: UInt32.self)
        if bpp == 3 {
            var o = dst
            for x in 0..<width {
                let p = px[x]
                o[0] = UInt8(truncatingIfNeeded: p >> 16)
                o[1] = UInt8(truncatingIfNeeded: p >> 8)
                o[2] = UInt8(truncatingIfNeeded: p)
                o += 3
            }
            return
        }
        unpremultiply.withUnsafeBufferPointer { buffer in
            let table = buffer.baseAddress!
            var o = dst
            for x in 0..<width {
                let p = px[x]
                let a = Int(p >> 24)
                if a == 255 {
                    o[0] = UInt8(truncatingIfNeeded: p >> 16); o[1] = UInt8(truncatingIfNeeded: p >> 8)
                    o[2] = UInt8(truncatingIfNeeded: p); o[3] = 255
                } else {
                    let base = a << 8
                    o[0] = table[base | Int(p >> 16 & 255)]
                    o[1] = table[base | Int(p >> 8 & 255)]
                    o[2] = table[base | Int(p & 255)]
                    o[3] = UInt8(a)
                }
                o += 4
            }
        }
    }

    /// Filters a row of opaque native pixels (xRGB words) into RGB bytes with Up or Sub, whichever leaves
    /// fewer pixels changed, computed on whole words.
    private static func filterOpaqueRow(_ row: UnsafePointer<UInt32>, _ above: UnsafePointer<UInt32>?, width: Int,
                                        into out: UnsafeMutablePointer<UInt8>) {
        @inline(__always) func difference(_ p: UInt32, _ q: UInt32) -> UInt32 {
            // Byte-wise p − q without borrows between bytes.
            ((p | 0x8080_8080) &- (q & 0x7F7F_7F7F)) ^ ((p ^ ~q) & 0x8080_8080)
        }
        var changedUp = 0, changedLeft = 0
        var left: UInt32 = 0
        if let above {
            for x in 0..<width {
                let p = row[x]
                changedUp &+= (p ^ above[x]) & 0x00FF_FFFF == 0 ? 0 : 1
                changedLeft &+= (p ^ left) & 0x00FF_FFFF == 0 ? 0 : 1
                left = p
            }
        }
        let useUp = above != nil && changedUp <= changedLeft
        out[0] = useUp ? 2 : 1
        var o = out + 1
        left = 0
        for x in 0..<width {
            let p = row[x]
            let d = difference(p, useUp ? above.unsafelyUnwrapped[x] : left)
            left = p
            o[0] = UInt8(truncatingIfNeeded: d >> 16)
            o[1] = UInt8(truncatingIfNeeded: d >> 8)
            o[2] = UInt8(truncatingIfNeeded: d)
            o += 3
        }
    }

    /// Writes the filter byte and the row filtered with Up or Sub, whichever has the smaller sum of
    /// absolute (signed) residuals.
    private static func filterRow(_ cur: UnsafePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count n: Int, bpp: Int,
                                  into out: UnsafeMutablePointer<UInt8>) {
        @inline(__always) func cost(_ v: UInt8) -> Int { v < 128 ? Int(v) : 256 - Int(v) }
        var sumUp = 0, sumSub = 0
        for i in 0..<min(bpp, n) {
            sumUp += cost(cur[i] &- prev[i])
            sumSub += cost(cur[i])
        }
        if n > bpp {
            for i in bpp..<n {
                sumUp += cost(cur[i] &- prev[i])
                sumSub += cost(cur[i] &- cur[i - bpp])
            }
        }
        let row = out + 1
        if sumUp <= sumSub {
            out[0] = 2
            for i in 0..<n { row[i] = cur[i] &- prev[i] }
        } else {
            out[0] = 1
            for i in 0..<min(bpp, n) { row[i] = cur[i] }
            if n > bpp { for i in bpp..<n { row[i] = cur[i] &- cur[i - bpp] } }
        }
    }

    static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
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
