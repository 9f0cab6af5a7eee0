@testable import CoreGraphics
import Testing

/// The ring bitmap: rows in a ring mapped twice, so that turning it scrolls the bitmap without moving
/// pixels, and every view of it is one contiguous run of rows, across the ring's end too.
@Suite struct RingBitmapTests {
    /// Paints row `y` of `context` (counted from the top) in a colour that names `label`.
    private func paintRow(_ context: CGContext, _ y: Int, label: Int) {
        context.setFillColor(CGColor(red: CGFloat(label % 256) / 255, green: CGFloat(label / 256) / 255, blue: 0.5, alpha: 1))
        context.fill(CGRect(x: 0, y: context.height - 1 - y, width: context.width, height: 1))
    }

    /// The label a row was painted with, read from the bitmap's first and last pixels of the row.
    private func label(_ context: CGContext, _ y: Int) -> Int? {
        let first = pixel(context, 0, y), last = pixel(context, context.width - 1, y)
        guard first == last else { return nil }
        return first[0] + first[1] * 256
    }

    @Test func theRingHoldsWholePagesAndAtLeastTheBitmapsRows() throws {
        let ring = try #require(RingBitmap(pixelWidth: 1170, pixelHeight: 2532))
        #expect(ring.bytesPerRow == 4736, "1,170 pixels of 4 bytes, rounded up to 64")
        #expect(ring.ringRows >= 2532)
        #expect(ring.ringRows * ring.bytesPerRow % Int(sysconf(Int32(_SC_PAGESIZE))) == 0)
        #expect(ring.ringRows - 2532 < 64, "a short ring: the padding is under a period of 64 rows")
    }

    @Test func turningTheRingScrollsEveryRowAndWrapsAcrossItsEnd() throws {
        let ring = try #require(RingBitmap(pixelWidth: 37, pixelHeight: 300))
        var context = try #require(ring.makeContext())
        for y in 0..<300 { paintRow(context, y, label: y + 1) }
        // Turn forwards past the ring's end, a step at a time: row y shows what row y + step showed.
        var shift = 0
        for step in [90, 120, 200, ring.ringRows - 150] {
            ring.rotate(by: step)
            shift += step
            context = try #require(ring.makeContext())
            for y in stride(from: 0, to: 300 - step, by: 7) {
                #expect(label(context, y) == y + shift + 1, "row \(y) after turning by \(shift)")
            }
            // The rows that came into view are painted, as the compositor paints the uncovered strip.
            for y in (300 - step)..<300 where y >= 0 { paintRow(context, y, label: y + shift + 1) }
        }
        // And backwards: the top rows come into view stale, the rest move down.
        ring.rotate(by: -40)
        context = try #require(ring.makeContext())
        for y in stride(from: 40, to: 300, by: 11) { #expect(label(context, y) == y + shift - 40 + 1) }
        #expect(ring.firstRow >= 0 && ring.firstRow < ring.ringRows)
    }

    @Test func aContextKeepsItsRingAlive() throws {
        var ring = RingBitmap(pixelWidth: 64, pixelHeight: 64)
        let context = try #require(ring?.makeContext())
        weak let watched = ring
        ring = nil
        #expect(watched != nil, "the context holds the ring")
        paintRow(context, 10, label: 77)
        #expect(label(context, 10) == 77)
    }

    @Test func unusableSizesMakeNoRing() {
        #expect(RingBitmap(pixelWidth: 0, pixelHeight: 10) == nil)
        #expect(RingBitmap(pixelWidth: 10, pixelHeight: -1) == nil)
        #expect(RingBitmap(pixelWidth: 1 << 20, pixelHeight: 1 << 20) == nil)
    }
}
