@testable import CoreGraphics
import Testing
import TesseraTesting

/// A backdrop's sample reads the bitmaps beneath its own as the screen shows them: composited back to
/// front with source-over, then reduced and blurred. Uniform areas far from any edge keep their colour
/// exactly, so each side of the sample must show the very bytes cairo's own compositing gives there.
@Suite struct BackdropSampleTests {
    init() { LogCapture.install() }

    @Test func aSampleShowsTheBitmapOverTheOnesBeneath() throws {
        // A half-transparent white window above an opaque red one that covers only its right half.
        let below = makeContext(200, 200)
        below.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        below.fill(CGRect(x: 0, y: 0, width: 200, height: 200))
        let above = makeContext(400, 200)
        above.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        above.fill(CGRect(x: 0, y: 0, width: 400, height: 200))
        // What the screen shows on the right: the same white over red, composited by cairo.
        let reference = makeContext(400, 200)
        reference.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        reference.fill(CGRect(x: 0, y: 0, width: 400, height: 200))
        reference.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        reference.fill(CGRect(x: 0, y: 0, width: 400, height: 200))

        let geometry = try #require(BackdropGeometry(target: above.pixelBounds, filter: BackdropFilter(blurRadius: 8, saturation: 1),
                                                     bounds: above.pixelBounds))
        #expect(geometry.factor > 1, "the sample is reduced")
        let sample = try #require(above.sampleBackdrop(geometry, beneath: [(context: below, dx: 200, dy: 0)]))
        let out = makeContext(400, 200)
        out.drawBackdrop(sample)
        #expect(pixel(out, 50, 100) == pixel(above, 50, 100), "nothing beneath on the left")
        #expect(pixel(out, 350, 100) == pixel(reference, 350, 100), "white over red on the right")
        #expect(pixel(out, 350, 100) != pixel(out, 50, 100))
    }

    /// The bytes of a whole bitmap, for comparing two drawings exactly.
    private func bytes(_ context: CGContext) -> [UInt8] {
        let data = context.data!.assumingMemoryBound(to: UInt8.self)
        return Array(UnsafeBufferPointer(start: data, count: context.bytesPerRow * context.height))
    }

    /// Diagonal stripes of three colours: detail for a blur to smooth.
    private func stripes(_ width: Int, _ height: Int) -> CGContext {
        let context = makeContext(width, height)
        let colours: [(CGFloat, CGFloat, CGFloat)] = [(1, 0.2, 0.1), (0.1, 0.6, 1), (1, 0.9, 0.2)]
        for k in -20..<40 {
            let c = colours[(k % 3 + 3) % 3]
            context.setFillColor(red: c.0, green: c.1, blue: c.2, alpha: 1)
            let x = CGFloat(k) * 23
            context.move(to: CGPoint(x: x, y: 0))
            context.addLine(to: CGPoint(x: x + 23, y: 0))
            context.addLine(to: CGPoint(x: x + 23 + CGFloat(height), y: CGFloat(height)))
            context.addLine(to: CGPoint(x: x + CGFloat(height), y: CGFloat(height)))
            context.fillPath()
        }
        return context
    }

    @Test func aSampleDrawnInPiecesGivesTheBytesOfOneDrawnWhole() throws {
        // A compositor's partial frame draws a kept sample within its damage only.
        let source = stripes(300, 160)
        let target = PixelRect(x: 10, y: 20, width: 280, height: 100)
        let geometry = try #require(BackdropGeometry(target: target, filter: BackdropFilter(blurRadius: 15, saturation: 1.8),
                                                     bounds: source.pixelBounds))
        #expect(geometry.factor > 1)
        let sample = try #require(source.sampleBackdrop(geometry))
        let tint = CGColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.6)
        let whole = stripes(300, 160), pieces = stripes(300, 160)
        whole.drawBackdrop(sample, tint: tint)
        // Core Graphics coordinates: y up. Three bands, one of them split in two.
        for band in [CGRect(x: 0, y: 0, width: 300, height: 57), CGRect(x: 0, y: 57, width: 131, height: 50),
                     CGRect(x: 131, y: 57, width: 169, height: 50), CGRect(x: 0, y: 107, width: 300, height: 53)] {
            pieces.saveGState()
            pieces.clip(to: band)
            pieces.drawBackdrop(sample, tint: tint)
            pieces.restoreGState()
        }
        #expect(bytes(pieces) == bytes(whole))
        #expect(bytes(whole) != bytes(stripes(300, 160)), "the material was drawn")
    }

    @Test func aTintOverTheMaterialGivesTheBytesOfCairosFill() throws {
        // Over a uniform area the material is that colour; the tint over it must be what filling the
        // tint over that colour gives.
        let source = makeContext(200, 200)
        source.setFillColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        source.fill(CGRect(x: 0, y: 0, width: 200, height: 200))
        let geometry = try #require(BackdropGeometry(target: source.pixelBounds, filter: BackdropFilter(blurRadius: 10, saturation: 1),
                                                     bounds: source.pixelBounds))
        let sample = try #require(source.sampleBackdrop(geometry))
        let tint = CGColor(red: 0.118, green: 0.118, blue: 0.118, alpha: 0.75)
        let out = makeContext(200, 200)
        out.drawBackdrop(sample, tint: tint)
        let reference = makeContext(200, 200)
        reference.setFillColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        reference.fill(CGRect(x: 0, y: 0, width: 200, height: 200))
        reference.setFillColor(tint)
        reference.fill(CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(pixel(out, 100, 100) == pixel(reference, 100, 100))
        #expect(pixel(out, 3, 197) == pixel(reference, 3, 197))
    }

    @Test func aLayerCoveringItsDrawingGivesTheBytesOfOneOverTheClip() {
        // A layer over what it draws, grown to whole pixels, instead of one as large as the clip.
        func draw(bounded: Bool) -> CGContext {
            let context = stripes(120, 90)
            context.scaleBy(x: 1.5, y: 1.5)
            let shape = CGRect(x: 10.3, y: 7.7, width: 40.2, height: 31.9)
            if bounded { context.beginTransparencyLayer(covering: shape) } else { context.beginTransparencyLayer(auxiliaryInfo: nil) }
            context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
            context.fillEllipse(in: shape)
            context.setBlendMode(.sourceIn)
            context.setFillColor(red: 0.2, green: 0.4, blue: 1, alpha: 0.8)
            context.fill(shape)
            context.endTransparencyLayer()
            return context
        }
        #expect(bytes(draw(bounded: true)) == bytes(draw(bounded: false)))
    }
}
