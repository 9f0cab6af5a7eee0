import CCairo

/// A pixel layout described by Core Graphics' parameters, and conversion to and from Tessera's native
/// layout: cairo's premultiplied ARGB32 in native-endian 32-bit words (`premultipliedFirst | byteOrder32Little`).
struct PixelLayout: Equatable {
    /// Byte offsets within a pixel of red, green, blue (equal for gray) and alpha (nil when absent).
    let red: Int, green: Int, blue: Int
    let alpha: Int?
    /// Bytes per component (1 or 2) and whether 2-byte components are little-endian.
    let componentBytes: Int
    let littleEndian16: Bool
    let bytesPerPixel: Int
    let premultiplied: Bool
    /// Whether colour is absent (alpha-only masks).
    let alphaOnly: Bool

    /// The cairo format that stores this layout directly, if any.
    var cairoFormat: cairo_format_t? {
        if self == .nativeARGB { return CAIRO_FORMAT_ARGB32 }
        if self == .nativeRGB { return CAIRO_FORMAT_RGB24 }
        if self == .alpha8 { return CAIRO_FORMAT_A8 }
        return nil
    }

    static let nativeARGB = PixelLayout(red: 2, green: 1, blue: 0, alpha: 3, componentBytes: 1, littleEndian16: false,
                                        bytesPerPixel: 4, premultiplied: true, alphaOnly: false)
    static let nativeRGB = PixelLayout(red: 2, green: 1, blue: 0, alpha: nil, componentBytes: 1, littleEndian16: false,
                                       bytesPerPixel: 4, premultiplied: true, alphaOnly: false)
    static let alpha8 = PixelLayout(red: 0, green: 0, blue: 0, alpha: 0, componentBytes: 1, littleEndian16: false,
                                    bytesPerPixel: 1, premultiplied: true, alphaOnly: true)

    /// The layout for Core Graphics' description of a pixel, or `nil` with a reason when unsupported.
    static func make(bitsPerComponent: Int, bitsPerPixel: Int, model: CGColorSpaceModel?,
                     bitmapInfo: CGBitmapInfo) -> Result<PixelLayout, LayoutError> {
        guard !bitmapInfo.contains(.floatComponents) else { return .failure(.unsupported("floating-point components")) }
        guard bitsPerComponent == 8 || bitsPerComponent == 16 else {
            return .failure(.unsupported("\(bitsPerComponent) bits per component (8 and 16 are supported)"))
        }
        let size = bitsPerComponent / 8
        let info = bitmapInfo.alphaInfo
        if info == .alphaOnly || model == nil {
            guard bitsPerPixel == bitsPerComponent else { return .failure(.mismatch) }
            return .success(PixelLayout(red: 0, green: 0, blue: 0, alpha: 0, componentBytes: size,
                                        littleEndian16: bitmapInfo.byteOrder == .order16Little,
                                        bytesPerPixel: size, premultiplied: true, alphaOnly: true))
        }
        let colourCount: Int
        switch model {
        case .rgb?: colourCount = 3
        case .monochrome?: colourCount = 1
        default: return .failure(.unsupported("colour model \(String(describing: model))"))
        }
        let hasAlphaSlot = info != .none
        let slots = colourCount + (hasAlphaSlot ? 1 : 0)
        guard bitsPerPixel == slots * bitsPerComponent else { return .failure(.mismatch) }
        // Logical component order, before byte-order swapping.
        var order: [Character] = colourCount == 3 ? ["r", "g", "b"] : ["k"]
        switch info {
        case .premultipliedFirst, .first, .noneSkipFirst: order.insert("a", at: 0)
        case .premultipliedLast, .last, .noneSkipLast: order.append("a")
        default: break
        }
        var byteOffsets = Array(0..<slots).map { $0 * size }
        let byteOrder = bitmapInfo.byteOrder
        if byteOrder == .order32Little || byteOrder == .order16Little && size == 1 {
            let word = byteOrder == .order32Little ? 4 : 2
            guard bitsPerPixel == word * 8 else { return .failure(.unsupported("byte order for \(bitsPerPixel)-bit pixels")) }
            byteOffsets = byteOffsets.map { word - size - $0 }
        }
        func offset(_ c: Character) -> Int? { order.firstIndex(of: c).map { byteOffsets[$0] } }
        let alphaUsed = [.premultipliedFirst, .premultipliedLast, .first, .last].contains(info)
        let r = offset("r") ?? offset("k")!, g = offset("g") ?? offset("k")!, b = offset("b") ?? offset("k")!
        return .success(PixelLayout(red: r, green: g, blue: b, alpha: alphaUsed ? offset("a") : nil,
                                    componentBytes: size, littleEndian16: byteOrder == .order16Little && size == 2,
                                    bytesPerPixel: slots * size,
                                    // Without alpha, colours are trivially "premultiplied" by one.
                                    premultiplied: !alphaUsed || info == .premultipliedFirst || info == .premultipliedLast,
                                    alphaOnly: false))
    }

    enum LayoutError: Error, CustomStringConvertible {
        case unsupported(String)
        case mismatch
        var description: String {
            switch self {
            case .unsupported(let what): return "unsupported pixel format: \(what)"
            case .mismatch: return "bitsPerPixel does not match the components of the colour space and alpha info"
            }
        }
    }

    private func read(_ p: UnsafePointer<UInt8>, _ offset: Int) -> UInt32 {
        if componentBytes == 1 { return UInt32(p[offset]) }
        // The high byte of a 16-bit component.
        return UInt32(littleEndian16 ? p[offset + 1] : p[offset])
    }

    /// Converts rows of this layout into native premultiplied ARGB32.
    func convertToNative(from src: UnsafePointer<UInt8>, sourceStride: Int,
                         to dst: UnsafeMutablePointer<UInt8>, destinationStride: Int, width: Int, height: Int) {
        for y in 0..<height {
            let s = src + y * sourceStride
            let d = UnsafeMutableRawPointer(dst + y * destinationStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = s + x * bytesPerPixel
                let a = alpha.map { read(p, $0) } ?? 255
                if alphaOnly {
                    d[x] = a << 24
                    continue
                }
                var r = read(p, red), g = read(p, green), b = read(p, blue)
                if !premultiplied && a != 255 {
                    r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255
                } else if premultiplied {
                    r = min(r, a); g = min(g, a); b = min(b, a)
                }
                d[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
    }

    /// Converts rows of native premultiplied ARGB32 into this layout (16-bit components are widened).
    func convertFromNative(from src: UnsafePointer<UInt8>, sourceStride: Int,
                           to dst: UnsafeMutablePointer<UInt8>, destinationStride: Int, width: Int, height: Int) {
        func write(_ p: UnsafeMutablePointer<UInt8>, _ offset: Int, _ v: UInt32) {
            if componentBytes == 1 { p[offset] = UInt8(v); return }
            p[offset] = UInt8(v); p[offset + 1] = UInt8(v)
        }
        for y in 0..<height {
            let s = UnsafeRawPointer(src + y * sourceStride).assumingMemoryBound(to: UInt32.self)
            let d = dst + y * destinationStride
            for x in 0..<width {
                let px = s[x]
                let a = px >> 24
                let p = d + x * bytesPerPixel
                if alphaOnly { write(p, 0, a); continue }
                var r = (px >> 16) & 255, g = (px >> 8) & 255, b = px & 255
                if alpha == nil || !premultiplied, a != 0, a != 255 {
                    if alpha != nil {
                        r = min(255, (r * 255 + a / 2) / a); g = min(255, (g * 255 + a / 2) / a); b = min(255, (b * 255 + a / 2) / a)
                    }
                }
                if red == green && green == blue {
                    // Gray: Rec. 709 luma of the colour.
                    write(p, red, (r * 54 + g * 183 + b * 19 + 128) >> 8)
                } else {
                    write(p, red, r); write(p, green, g); write(p, blue, b)
                }
                if let alpha { write(p, alpha, a) }
            }
        }
    }
}
