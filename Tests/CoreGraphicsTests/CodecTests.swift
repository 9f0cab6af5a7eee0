@testable import CoreGraphics
import Testing
import TesseraTesting

func fixture(_ name: String) -> Data {
    let url = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!
    return try! Data(contentsOf: url)
}

@Suite struct CodecTests {
    init() { LogCapture.install() }

    static let stills = ["sample.png", "sample.jpg", "sample.tiff", "sample.bmp", "sample.webp"]

    @Test(arguments: stills)
    func decodesEveryFormat(_ name: String) throws {
        let decoded = try #require(ImageDecoder.decode(fixture(name)))
        let image = decoded.frames[0]
        #expect(image.width == 24 && image.height == 16)
        // Left half red, right half blue, a green square at (2, 2).
        let red = try #require(image.pixel(x: 8, y: 12)), blue = try #require(image.pixel(x: 18, y: 8)), green = try #require(image.pixel(x: 3, y: 3))
        #expect(red.red > 240 && red.blue < 16)
        #expect(blue.blue > 240 && blue.red < 16)
        #expect(green.green > 240 && green.red < 16)
    }

    @Test func readsIconsCursorsAndBitmaps() throws {
        for name in ["sample.ico", "sample.cur"] {
            let image = try #require(ImageDecoder.decode(fixture(name))).frames[0]
            #expect(image.width == 32 && image.height == 32)
        }
        let dib = try #require(ImageDecoder.decode(fixture("dib.ico"))).frames[0]
        #expect(dib.pixel(x: 2, y: 2)!.red == 255 && dib.pixel(x: 12, y: 2)!.blue == 255)
        let xbm = try #require(ImageDecoder.decode(fixture("sample.xbm"))).frames[0]
        #expect(xbm.width == 16 && xbm.height == 8)
        // Set bits are the foreground (black), clear bits the background (white), as X11 draws them.
        #expect(xbm.pixel(x: 2, y: 2)!.red > 240 && xbm.pixel(x: 12, y: 2)!.red < 16)
    }

    @Test func keepsAlphaAndExifOrientation() throws {
        let png = try #require(ImageDecoder.decode(fixture("sample.png"))).frames[0]
        let corner = try #require(png.pixel(x: 23, y: 15))
        #expect(corner.alpha == 128 && corner.blue >= 254)
        #expect(!png.isOpaque)
        let jpeg = try #require(ImageDecoder.decode(fixture("sample.jpg")))
        #expect(jpeg.frames[0].isOpaque && jpeg.exifOrientation == 1)
        #expect(try #require(ImageDecoder.decode(fixture("rotated.jpg"))).exifOrientation == 6)
    }

    @Test func animatedGIFKeepsFramesAndDelays() throws {
        let gif = try #require(ImageDecoder.decode(fixture("animated.gif")))
        #expect(gif.frames.count == 3)
        #expect(gif.frameDurations == [0.1, 0.2, 0.3])
        #expect(gif.frames[1].pixel(x: 5, y: 5)!.green == 255)
        #expect(gif.frames[2].pixel(x: 5, y: 5)!.blue == 255)
    }

    @Test func pngRoundTripIsExact() throws {
        let original = try #require(ImageDecoder.decode(fixture("sample.png"))).frames[0]
        let encoded = try #require(PNGEncoder.encode(original))
        let decoded = try #require(ImageDecoder.decode(encoded)).frames[0]
        for y in 0..<16 {
            for x in 0..<24 {
                let a = original.pixel(x: x, y: y)!, b = decoded.pixel(x: x, y: y)!
                #expect(a == b, "pixel \(x),\(y)")
            }
        }
        let jpeg = try #require(JPEGEncoder.encode(original, quality: 0.9))
        let back = try #require(ImageDecoder.decode(jpeg)).frames[0]
        #expect(back.width == 24 && back.isOpaque)
    }

    /// A large image with flat areas, gradients, noise and (optionally) varying alpha.
    static func busyImage(width: Int, height: Int, alpha: Bool) -> CGImage {
        var rng = SplitMix64(seed: 42)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                let a: UInt8 = alpha ? [255, 128, 0, 200][(x / 37 + y / 23) % 4] : 255
                var r = UInt8(x & 255), g = UInt8(y & 255), b = UInt8((x + y) / 8 & 255)
                if (x / 100 + y / 80) % 3 == 0 { (r, g, b) = (240, 240, 245) }
                if (x / 50 + y / 50) % 7 == 0 { r = UInt8(truncatingIfNeeded: rng.next()); g = UInt8(truncatingIfNeeded: rng.next()) }
                // Premultiplied RGBA.
                bytes[o] = UInt8(Int(r) * Int(a) / 255); bytes[o + 1] = UInt8(Int(g) * Int(a) / 255)
                bytes[o + 2] = UInt8(Int(b) * Int(a) / 255); bytes[o + 3] = a
            }
        }
        return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                       space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: alpha ? .premultipliedLast : .noneSkipLast),
                       provider: CGDataProvider(data: Data(bytes)), decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
    }

    @Test(arguments: [(false, 1), (false, 3), (true, 2), (true, 7)])
    func largeImagesSurviveParallelCompression(alpha: Bool, pieces: Int) throws {
        let image = Self.busyImage(width: 700, height: 500, alpha: alpha)
        let png = try #require(PNGEncoder.encode(image, pieces: pieces))
        let decoded = try #require(ImageDecoder.decode(png)).frames[0]
        #expect(decoded.width == 700 && decoded.height == 500 && decoded.isOpaque == !alpha)
        var mismatches = 0
        for y in stride(from: 0, to: 500, by: 3) {
            for x in stride(from: 0, to: 700, by: 3) {
                let a = image.pixel(x: x, y: y)!, b = decoded.pixel(x: x, y: y)!
                if a != b { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func deflateScannerFindsTheFinalBlock() throws {
        // A stored block (non-final) followed by a fixed-Huffman final block holding "a" then end of block.
        let stream: [UInt8] = [0x00, 0x01, 0x00, 0xFE, 0xFF, 0x41, 0x4B, 0x04, 0x00]
        let (header, end) = try #require(stream.withUnsafeBufferPointer { DeflateScanner.finalBlock(of: $0) })
        #expect(header == 48)
        #expect(end == 48 + 3 + 8 + 7)
        #expect([UInt8]([0x05, 0x80]).withUnsafeBufferPointer { DeflateScanner.finalBlock(of: $0) } == nil)
    }

    @Test func refusesAbsurdSizesBeforeDecoding() {
        // A PNG header claiming 100000×100000 pixels.
        var png = fixture("sample.png")
        png.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        let reasons = LogCapture.messages(containing: "100000×100000") { #expect(ImageDecoder.decode(png) == nil) }
        #expect(reasons.count == 1)
        var gif = fixture("animated.gif")
        gif.replaceSubrange(6..<10, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(ImageDecoder.decode(gif) == nil)
        #expect(ImageDecoder.decode(Data()) == nil)
        #expect(ImageDecoder.decode(Data("not an image".utf8)) == nil)
    }

    @Test(arguments: ["sample.png", "sample.jpg", "rotated.jpg", "sample.tiff", "sample.bmp", "sample.webp",
                      "sample.ico", "sample.cur", "dib.ico", "sample.xbm", "animated.gif"])
    func mutatedFilesNeverCrash(_ name: String) {
        let original = [UInt8](fixture(name))
        // Seeded from the name's bytes (not `hashValue`, which changes from run to run).
        var rng = SplitMix64(seed: name.utf8.reduce(0x9E37) { $0 &* 31 &+ UInt64($1) })
        var decodedCount = 0
        for round in 0..<1000 {
            var bytes = original
            switch round % 4 {
            case 0: // truncate
                bytes = Array(bytes.prefix(Int(rng.next() % UInt64(bytes.count))))
            case 1: // flip bits
                for _ in 0..<(1 + Int(rng.next() % 8)) {
                    let i = Int(rng.next() % UInt64(bytes.count))
                    bytes[i] ^= UInt8(1 << (rng.next() % 8))
                }
            case 2: // overwrite a run with interesting values
                let i = Int(rng.next() % UInt64(bytes.count))
                let values: [UInt8] = [0, 0xFF, 0x7F, 0x80, 0x01]
                for k in i..<min(bytes.count, i + 1 + Int(rng.next() % 6)) { bytes[k] = values[Int(rng.next() % 5)] }
            default: // insert or delete bytes
                let i = Int(rng.next() % UInt64(bytes.count))
                if rng.next() % 2 == 0 { bytes.insert(contentsOf: [UInt8](repeating: UInt8(truncatingIfNeeded: rng.next()), count: 1 + Int(rng.next() % 16)), at: i) }
                else { bytes.removeSubrange(i..<min(bytes.count, i + 1 + Int(rng.next() % 16))) }
            }
            if let decoded = ImageDecoder.decode(Data(bytes)) {
                decodedCount += 1
                #expect(decoded.frames.allSatisfy { $0.width > 0 && $0.height > 0 })
            }
        }
        // Some mutations leave a readable image; the point is that none crashed.
        #expect(decodedCount < 1000)
    }
}

