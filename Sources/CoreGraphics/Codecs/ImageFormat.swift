/// The image file formats Tessera reads, recognised by their first bytes, with the pixel size the file's
/// header claims (read before decoding so absurd sizes are refused before any memory is allocated).
package enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, gif, tiff, bmp, ico, xbm, webp

    /// The gdk-pixbuf loader that decodes this format.
    var loaderName: String { self == .ico ? "ico" : rawValue }

    /// The format of `data` and the size its header claims; nil when the data is not a supported image
    /// or its header is unreadable.
    package static func sniff(_ data: Data) -> (format: ImageFormat, width: Int, height: Int)? {
        let b = [UInt8](data.prefix(4096))
        func be16(_ i: Int) -> Int? { i + 2 <= b.count ? Int(b[i]) << 8 | Int(b[i + 1]) : nil }
        func le16(_ i: Int) -> Int? { i + 2 <= b.count ? Int(b[i + 1]) << 8 | Int(b[i]) : nil }
        func be32(_ i: Int) -> Int? { i + 4 <= b.count ? Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) : nil }
        func le32(_ i: Int) -> Int? { i + 4 <= b.count ? Int(b[i + 3]) << 24 | Int(b[i + 2]) << 16 | Int(b[i + 1]) << 8 | Int(b[i]) : nil }
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            offset + prefix.count <= b.count && Array(b[offset..<offset + prefix.count]) == prefix
        }

        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard let w = be32(16), let h = be32(20) else { return nil }
            return (.png, w, h)
        }
        if starts([0xFF, 0xD8, 0xFF]) {
            return jpegSize(data).map { (.jpeg, $0.0, $0.1) }
        }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            guard let w = le16(6), let h = le16(8) else { return nil }
            return (.gif, w, h)
        }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
            return tiffSize(data).map { (.tiff, $0.0, $0.1) }
        }
        if starts(Array("BM".utf8)) {
            guard let headerSize = le32(14) else { return nil }
            if headerSize == 12 {
                guard let w = le16(18), let h = le16(20) else { return nil }
                return (.bmp, w, h)
            }
            guard let w = le32(18), let h = le32(22) else { return nil }
            return (.bmp, abs(Int(Int32(truncatingIfNeeded: w))), abs(Int(Int32(truncatingIfNeeded: h))))
        }
        if starts([0, 0, 1, 0]) || starts([0, 0, 2, 0]) {
            // Icons and cursors: the largest entry, including PNG entries' own headers.
            guard let count = le16(4), count > 0 else { return nil }
            var best = (0, 0)
            for i in 0..<count {
                let e = 6 + i * 16
                guard e + 16 <= data.count, let offset = le32Data(data, e + 12) else { return nil }
                var w = Int(data[data.startIndex + e]), h = Int(data[data.startIndex + e + 1])
                if w == 0 { w = 256 }
                if h == 0 { h = 256 }
                let entry = [UInt8](data.dropFirst(offset).prefix(24))
                if entry.count == 24, entry.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
                    let p = entry
                    w = Int(p[16]) << 24 | Int(p[17]) << 16 | Int(p[18]) << 8 | Int(p[19])
                    h = Int(p[20]) << 24 | Int(p[21]) << 16 | Int(p[22]) << 8 | Int(p[23])
                }
                if min(w, 1 << 24) * min(h, 1 << 24) > min(best.0, 1 << 24) * min(best.1, 1 << 24) { best = (w, h) }
            }
            return (.ico, best.0, best.1)
        }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            if starts(Array("VP8 ".utf8), at: 12) {
                guard let w = le16(26), let h = le16(28) else { return nil }
                return (.webp, w & 0x3FFF, h & 0x3FFF)
            }
            if starts(Array("VP8L".utf8), at: 12) {
                guard b.count >= 25, b[20] == 0x2F, let bits = le32(21) else { return nil }
                return (.webp, (bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
            }
            if starts(Array("VP8X".utf8), at: 12) {
                guard b.count >= 30 else { return nil }
                let w = Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16
                let h = Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16
                return (.webp, w + 1, h + 1)
            }
            return nil
        }
        if let text = String(data: data.prefix(1024), encoding: .ascii), text.hasPrefix("#define") {
            return xbmSize(text).map { (.xbm, $0.0, $0.1) }
        }
        return nil
    }

    private static func le32Data(_ data: Data, _ i: Int) -> Int? {
        guard i + 4 <= data.count else { return nil }
        let s = data.startIndex + i
        return Int(data[s + 3]) << 24 | Int(data[s + 2]) << 16 | Int(data[s + 1]) << 8 | Int(data[s])
    }

    /// The size in a JPEG's first start-of-frame marker.
    private static func jpegSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data)
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                let h = Int(bytes[i + 5]) << 8 | Int(bytes[i + 6])
                let w = Int(bytes[i + 7]) << 8 | Int(bytes[i + 8])
                return (w, h)
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    /// The size in a TIFF's first image directory.
    private static func tiffSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data)
        let little = bytes[0] == 0x49
        func u16(_ i: Int) -> Int? {
            guard i >= 0, i + 2 <= bytes.count else { return nil }
            return little ? Int(bytes[i]) | Int(bytes[i + 1]) << 8 : Int(bytes[i]) << 8 | Int(bytes[i + 1])
        }
        func u32(_ i: Int) -> Int? {
            guard let a = u16(i), let b = u16(i + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        var w: Int?, h: Int?
        for k in 0..<count {
            let e = ifd + 2 + k * 12
            guard let tag = u16(e), let type = u16(e + 2) else { return nil }
            let value = type == 3 ? u16(e + 8) : u32(e + 8)
            if tag == 256 { w = value }
            if tag == 257 { h = value }
        }
        guard let w, let h else { return nil }
        return (w, h)
    }

    /// The size in an XBM file's `#define name_width` and `_height` lines.
    private static func xbmSize(_ text: String) -> (Int, Int)? {
        var w: Int?, h: Int?
        for line in text.split(separator: "\n").prefix(4) {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 3, parts[0] == "#define", let value = Int(parts[2]) else { continue }
            if parts[1].hasSuffix("_width") { w = value }
            if parts[1].hasSuffix("_height") { h = value }
        }
        guard let w, let h else { return nil }
        return (w, h)
    }
}
