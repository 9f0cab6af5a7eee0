@testable import CoreGraphics
import Foundation
import Testing

/// The pool of large pixel memory: a bitmap freed gives its memory to the next bitmap of its size made
/// soon after, for a limited time and up to a limited size; nothing else changes (new bitmaps start
/// clear). The pool's own rules are checked on pools of the tests' own, with a clock they move; the
/// bitmaps' use of the shared pool, with sizes no other test makes.
@Suite struct PixelMemoryPoolTests {
    /// A clock the test moves.
    final class TestClock: @unchecked Sendable {
        private let lock = NSLock()
        private var seconds = 100.0
        func advance(by delta: Double) { lock.withLock { seconds += delta } }
        var now: Double { lock.withLock { seconds } }
    }

    private func makePool(capacity: Int = 1 << 20, clock: TestClock) -> PixelMemoryPool {
        PixelMemoryPool(minimumByteCount: 4096, capacity: capacity, lifetime: 2, clock: { clock.now })
    }

    @Test func aBlockGivenBackIsTakenByTheNextRequestOfItsKindAndSizeOnly() throws {
        let clock = TestClock()
        let pool = makePool(clock: clock)
        let block = try #require(malloc(8192))
        pool.give(block, .heap, byteCount: 8192)
        #expect(pool.heldBytes == 8192)
        #expect(pool.take(.heap, byteCount: 8196) == nil, "another size")
        #expect(pool.take(.ring, byteCount: 8192) == nil, "another kind")
        #expect(pool.take(.heap, byteCount: 8192) == block)
        #expect(pool.heldBytes == 0)
        #expect(pool.take(.heap, byteCount: 8192) == nil, "taken once")
        free(block)
    }

    @Test func smallBlocksAreFreedAtOnce() throws {
        let clock = TestClock()
        let pool = makePool(clock: clock)
        pool.give(try #require(malloc(1024)), .heap, byteCount: 1024)
        #expect(pool.heldBytes == 0)
        #expect(pool.take(.heap, byteCount: 1024) == nil)
    }

    @Test func blocksNobodyTakesAreFreedAfterTheirLifetime() throws {
        let clock = TestClock()
        let pool = makePool(clock: clock)
        pool.give(try #require(malloc(8192)), .heap, byteCount: 8192)
        clock.advance(by: 1.5)
        pool.give(try #require(malloc(16384)), .heap, byteCount: 16384)
        let untilFirst = try #require(pool.releaseExpired())
        #expect(abs(untilFirst - 0.5) < 1e-9, "the older block expires half a second from now")
        clock.advance(by: 0.6)
        let untilSecond = try #require(pool.releaseExpired())
        #expect(pool.heldBytes == 16384, "the older block is freed, the newer kept")
        #expect(abs(untilSecond - 1.4) < 1e-9)
        #expect(pool.take(.heap, byteCount: 8192) == nil)
        clock.advance(by: 1.5)
        #expect(pool.take(.heap, byteCount: 16384) == nil, "expired blocks are not handed out")
        #expect(pool.heldBytes == 0)
        #expect(pool.releaseExpired() == nil, "nothing left to wake up for")
    }

    @Test func theOldestBlocksMakeRoomAndNothingLargerThanThePoolIsKept() throws {
        let clock = TestClock()
        let pool = makePool(capacity: 64 * 1024, clock: clock)
        let first = try #require(malloc(32 * 1024)), second = try #require(malloc(24 * 1024))
        pool.give(first, .heap, byteCount: 32 * 1024)
        pool.give(second, .heap, byteCount: 24 * 1024)
        pool.give(try #require(malloc(16 * 1024)), .heap, byteCount: 16 * 1024)
        #expect(pool.heldBytes == 40 * 1024, "the first block went to make room for the third")
        #expect(pool.take(.heap, byteCount: 32 * 1024) == nil)
        pool.give(try #require(malloc(128 * 1024)), .heap, byteCount: 128 * 1024)
        #expect(pool.heldBytes == 40 * 1024, "a block larger than the pool is freed, and evicts nothing")
        #expect(pool.take(.heap, byteCount: 24 * 1024) == second)
        free(second)
    }

    @Test func aDisabledPoolKeepsNothing() throws {
        let pool = PixelMemoryPool(minimumByteCount: 4096, capacity: 1 << 20, lifetime: 2, isEnabled: false)
        pool.give(try #require(malloc(8192)), .heap, byteCount: 8192)
        #expect(pool.heldBytes == 0)
        #expect(pool.take(.heap, byteCount: 8192) == nil)
    }

    @Test(.enabled(if: PixelMemoryPool.shared.isEnabled, "TESSERA_PIXEL_POOL=0 turns the pool off"))
    func aNewBitmapOfAFreedOnesSizeReusesItsMemoryAndStartsClear() throws {
        // 1,237 × 263 pixels: 1.3 MB, a size no other test makes.
        var first: CGContext? = CGContext(pixelWidth: 1237, pixelHeight: 263)
        let memory = try #require(first?.data)
        first?.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        first?.fill(CGRect(x: 0, y: 0, width: 1237, height: 263))
        first = nil
        let second = try #require(CGContext(pixelWidth: 1237, pixelHeight: 263))
        #expect(second.data == memory, "the freed bitmap's memory is reused")
        let bytes = try #require(second.data).assumingMemoryBound(to: UInt8.self)
        #expect((0..<(second.bytesPerRow * 263)).allSatisfy { bytes[$0] == 0 }, "a new bitmap starts transparent")
    }

    @Test(.enabled(if: PixelMemoryPool.shared.isEnabled, "TESSERA_PIXEL_POOL=0 turns the pool off"))
    func aNewRingOfAFreedOnesSizeReusesItsMapping() throws {
        // 811 × 1,013 pixels, a size no other test makes.
        var first = RingBitmap(pixelWidth: 811, pixelHeight: 1013)
        let memory = try #require(first?.pixels)
        first = nil
        let second = try #require(RingBitmap(pixelWidth: 811, pixelHeight: 1013))
        #expect(second.pixels == memory)
        // The reused ring still wraps: its two mappings show one memory file.
        let context = try #require(second.makeContext())
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 1012, width: 811, height: 1))
        let top = second.pixels.assumingMemoryBound(to: UInt32.self)
        let mirrored = (second.pixels + second.ringRows * second.bytesPerRow).assumingMemoryBound(to: UInt32.self)
        #expect(top[0] == 0xFF00_00FF && mirrored[0] == top[0], "the top row, seen through both mappings")
    }
}
