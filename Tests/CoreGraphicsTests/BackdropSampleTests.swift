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
        #expect(geometry.factor == 2, "the sample is reduced")
        let sample = try #require(above.sampleBackdrop(geometry, beneath: [(context: below, dx: 200, dy: 0)]))
        let out = makeContext(400, 200)
        out.drawBackdrop(sample)
        #expect(pixel(out, 50, 100) == pixel(above, 50, 100), "nothing beneath on the left")
        #expect(pixel(out, 350, 100) == pixel(reference, 350, 100), "white over red on the right")
        #expect(pixel(out, 350, 100) != pixel(out, 50, 100))
    }
}
