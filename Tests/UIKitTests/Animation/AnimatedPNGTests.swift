import Foundation
import Testing
import UIKit

/// The animated PNG writer the headless catalog uses for moving pages.
@MainActor @Suite struct AnimatedPNGTests {
    private func solid(_ color: UIColor, size: CGSize = CGSize(width: 4, height: 3)) -> CGImage {
        UIGraphicsImageRenderer(size: size, format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }.cgImage!
    }

    @Test func framesFollowTheAPNGLayout() throws {
        let data = try #require(APNGEncoder.encode([solid(.red), solid(.blue), solid(.green)], delay: 0.1))
        let chunks = try #require(APNGEncoder.chunks(of: data))
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        let control = [UInt8](chunks[1].body)
        #expect(control == [0, 0, 0, 3, 0, 0, 0, 0], "three frames, looping for ever")
        // Sequence numbers run through the frame controls and frame data: 0, 1 … 4.
        let numbered = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        let sequences: [UInt32] = numbered.map { chunk in
            let bytes = [UInt8](chunk.body.prefix(4))
            return UInt32(bytes[0]) << 24 | UInt32(bytes[1]) << 16 | UInt32(bytes[2]) << 8 | UInt32(bytes[3])
        }
        #expect(sequences == [0, 1, 2, 3, 4])
        let delay = [UInt8](chunks[2].body)[20..<24]
        #expect(Array(delay) == [0, 100, 3, 232], "100/1000 s")
        // Viewers without APNG support show the first frame: a plain PNG of it.
        let first = try #require(UIImage(data: data))
        #expect(rgba(first, 1, 1) == [255, 0, 0, 255])
    }

    @Test func framesOfDifferentSizesAreRefused() {
        #expect(APNGEncoder.encode([solid(.red), solid(.red, size: CGSize(width: 5, height: 5))], delay: 0.1) == nil)
        #expect(APNGEncoder.encode([], delay: 0.1) == nil)
    }
}
