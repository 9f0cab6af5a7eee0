import Foundation

/// Writes animated PNGs (APNG): frames of one size shown one after another, looping. Browsers and most
/// image viewers play them; viewers without APNG support show the first frame.
///
/// Each frame is encoded as a PNG (`PNGEncoder`) and its image data moved into the animation: the
/// first frame's as `IDAT`, the others' as `fdAT`, each after a frame control chunk (`fcTL`) with its
/// delay. Every frame replaces the whole picture.
package enum APNGEncoder {
    /// The APNG bytes of `frames`, each shown `delay` seconds, played `loops` times (0: for ever); nil
    /// when there are no frames, the frames differ in size or pixel format, or one cannot be encoded.
    package static func encode(_ frames: [CGImage], delay: Double, loops: UInt32 = 0) -> Data? {
        guard !frames.isEmpty, delay.isFinite, delay >= 0 else { return nil }
        var header: Data?
        var frameData: [[Data]] = []
        for frame in frames {
            guard let png = PNGEncoder.encode(frame), let chunks = Self.chunks(of: png),
                  let ihdr = chunks.first(where: { $0.type == "IHDR" })?.body else { return nil }
            if header == nil { header = ihdr } else if header != ihdr { return nil }
            frameData.append(chunks.filter { $0.type == "IDAT" }.map(\.body))
        }
        guard let header else { return nil }
        let width = header.prefix(4), height = header.dropFirst(4).prefix(4)
        // The delay as a fraction: milliseconds over 1000.
        let delayNumerator = UInt16(min(delay * 1000, Double(UInt16.max)).rounded())

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        PNGEncoder.appendChunk("IHDR", header, to: &png)
        var control = Data()
        control.appendBigEndian(UInt32(frames.count))
        control.appendBigEndian(loops)
        PNGEncoder.appendChunk("acTL", control, to: &png)
        var sequence: UInt32 = 0
        for (index, pieces) in frameData.enumerated() {
            var fcTL = Data()
            fcTL.appendBigEndian(sequence)
            sequence += 1
            fcTL.append(width)
            fcTL.append(height)
            fcTL.appendBigEndian(0)                      // x offset
            fcTL.appendBigEndian(0)                      // y offset
            fcTL.append(contentsOf: [UInt8(delayNumerator >> 8), UInt8(delayNumerator & 0xFF), 0x03, 0xE8])
            fcTL.append(contentsOf: [0, 0])              // dispose: none; blend: source
            PNGEncoder.appendChunk("fcTL", fcTL, to: &png)
            for piece in pieces {
                if index == 0 {
                    PNGEncoder.appendChunk("IDAT", piece, to: &png)
                } else {
                    var fdAT = Data()
                    fdAT.appendBigEndian(sequence)
                    sequence += 1
                    fdAT.append(piece)
                    PNGEncoder.appendChunk("fdAT", fdAT, to: &png)
                }
            }
        }
        PNGEncoder.appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// The chunks of a PNG file, in order (nil when it is not one).
    package static func chunks(of png: Data) -> [(type: String, body: Data)]? {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, bytes[0] == 0x89, bytes[1] == 0x50 else { return nil }
        var chunks: [(String, Data)] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard offset + 12 + length <= bytes.count else { return nil }
            let type = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            chunks.append((type, Data(bytes[offset + 8 ..< offset + 8 + length])))
            offset += 12 + length
        }
        return chunks
    }
}
