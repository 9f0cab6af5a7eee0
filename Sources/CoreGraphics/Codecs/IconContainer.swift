/// Picks the image an ICO or CUR file shows: the largest, deepest entry. PNG entries (common since
/// Windows Vista, and unsupported by gdk-pixbuf's icon loader) come back as PNG data; bitmap entries as
/// a one-entry icon file for the icon loader.
enum IconContainer {
    /// The chosen entry as (data, format to decode it as); nil when the directory is unreadable.
    static func bestEntry(_ data: Data) -> (data: Data, format: ImageFormat)? {
        let bytes = [UInt8](data)
        guard bytes.count >= 6 else { return nil }
        func le16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        func le32(_ i: Int) -> Int { le16(i) | le16(i + 2) << 16 }
        let count = le16(4)
        var best: (area: Int, depth: Int, entry: Int)?
        for i in 0..<count {
            let e = 6 + 16 * i
            guard e + 16 <= bytes.count else { return nil }
            let w = bytes[e] == 0 ? 256 : Int(bytes[e]), h = bytes[e + 1] == 0 ? 256 : Int(bytes[e + 1])
            let depth = le16(e + 6)
            if best == nil || (w * h, depth) > (best!.area, best!.depth) { best = (w * h, depth, e) }
        }
        guard let chosen = best?.entry else { return nil }
        let size = le32(chosen + 8), offset = le32(chosen + 12)
        guard size > 0, offset >= 6 + 16 * count, offset <= bytes.count, size <= bytes.count - offset else { return nil }
        let payload = Data(bytes[offset..<offset + size])
        if payload.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return (payload, .png) }
        var single = Data(bytes[0..<4])
        single.append(contentsOf: [1, 0])
        var entry = Array(bytes[chosen..<chosen + 12])
        entry += [22, 0, 0, 0]
        single.append(contentsOf: entry)
        single.append(payload)
        return (single, .ico)
    }
}
