import CLinux
import Glibc
import TesseraSupport

/// Large pixel memory recently freed, kept for a short while for the next bitmap of the same size.
///
/// A window's frame bitmap at 3× is 12–20 MB. Memory that large comes straight from the kernel and goes
/// back to it when freed, so a new bitmap of the same size (a window replacing another, a sheet or the
/// keyboard shown again, a layer redrawn at a new size and back) starts on fresh pages: the kernel
/// faults in and zeroes every page on first touch, which cost more than drawing the frame did. Bitmaps
/// of at least `minimumByteCount` give their memory to `shared` instead, and bitmaps made within
/// `lifetime` seconds take it back; a block nobody takes is freed once it is older than that (on the
/// next use of the pool, or when the main run loop goes to sleep: `releaseExpired()`), and the pool
/// never holds more than `capacity` bytes.
///
/// Invariant: a block given back is no longer used by anyone (its cairo surface and context are gone).
/// Debug builds fill each block given back with a pattern, so a use after the fact draws garbage in
/// tests; setting `TESSERA_PIXEL_POOL=0` in the environment turns the shared pool off, so that memory
/// tools (AddressSanitizer) see every free. Thread-safe: bitmaps are made and freed on any thread.
package final class PixelMemoryPool: Sendable {
    /// What a block is: malloc'd memory, or a ring's double mapping (see `RingBitmap`).
    package enum Kind: Hashable, Sendable {
        case heap
        /// `byteCount` bytes of a memory file, mapped twice back to back (`2 × byteCount` reserved).
        case ring
    }

    /// The pool bitmaps use: blocks of 256 KiB and more, 64 MiB at most, kept for two seconds.
    package static let shared = PixelMemoryPool(minimumByteCount: 256 * 1024, capacity: 64 * 1024 * 1024, lifetime: 2,
                                                isEnabled: getenv("TESSERA_PIXEL_POOL").map { String(cString: $0) != "0" } ?? true)

    /// Blocks smaller than this are not kept: malloc's own free lists reuse them already.
    package let minimumByteCount: Int
    /// The most bytes the pool holds at once.
    package let capacity: Int
    /// How long a block waits for a taker, in seconds.
    package let lifetime: Double
    /// Whether blocks are kept at all.
    package let isEnabled: Bool
    /// Seconds on a monotonic clock.
    private let clock: @Sendable () -> Double

    private struct Block: @unchecked Sendable {
        // Invariant: nobody else uses `pointer` while the block is in the pool.
        let pointer: UnsafeMutableRawPointer
        let kind: Kind
        let byteCount: Int
        let givenAt: Double
    }

    private struct State: Sendable {
        /// In the order given, so the oldest (the first to expire or be evicted) are at the front.
        var blocks: [Block] = []
        var heldBytes = 0
    }

    private let state = LockedValue(State())

    /// A pool with its own limits; `clock` answers seconds on a monotonic clock (the system's by default).
    package init(minimumByteCount: Int, capacity: Int, lifetime: Double, isEnabled: Bool = true,
                 clock: @escaping @Sendable () -> Double = PixelMemoryPool.monotonicSeconds) {
        self.minimumByteCount = minimumByteCount
        self.capacity = capacity
        self.lifetime = lifetime
        self.isEnabled = isEnabled
        self.clock = clock
    }

    deinit { releaseAll() }

    /// Takes a block of exactly `byteCount` bytes of `kind`, holding whatever pixels it held; nil if the
    /// pool has none.
    package func take(_ kind: Kind, byteCount: Int) -> UnsafeMutableRawPointer? {
        guard isEnabled, byteCount >= minimumByteCount else { return nil }
        let now = clock()
        let (found, expired) = state.withLock { state -> (UnsafeMutableRawPointer?, [Block]) in
            let expired = removeExpired(from: &state, now: now)
            // Newest first: its pages are the likeliest to be in the caches. A loop, not
            // `lastIndex(where:)`: the pool holds a handful of blocks.
            var index = state.blocks.count - 1
            while index >= 0, state.blocks[index].kind != kind || state.blocks[index].byteCount != byteCount { index -= 1 }
            guard index >= 0 else { return (nil, expired) }
            let block = state.blocks.remove(at: index)
            state.heldBytes -= block.byteCount
            return (block.pointer, expired)
        }
        for block in expired { Self.release(block) }
        return found
    }

    /// Gives back a block no longer used: kept for a taker, or freed at once when it is small, the pool
    /// is off, or it is larger than the whole pool. To make room, the oldest blocks are freed first.
    package func give(_ pointer: UnsafeMutableRawPointer, _ kind: Kind, byteCount: Int) {
        guard isEnabled, byteCount >= minimumByteCount, byteCount <= capacity else {
            return Self.release(Block(pointer: pointer, kind: kind, byteCount: byteCount, givenAt: 0))
        }
#if DEBUG
        // Pixels drawn through a pointer kept past this point show as this pattern.
        memset(pointer, 0xA5, byteCount)
#endif
        let block = Block(pointer: pointer, kind: kind, byteCount: byteCount, givenAt: clock())
        let evicted = state.withLock { state -> [Block] in
            var evicted = removeExpired(from: &state, now: block.givenAt)
            var dropped = 0
            while state.heldBytes + byteCount > capacity, dropped < state.blocks.count {
                state.heldBytes -= state.blocks[dropped].byteCount
                dropped += 1
            }
            evicted.append(contentsOf: state.blocks.prefix(dropped))
            state.blocks.removeFirst(dropped)
            state.blocks.append(block)
            state.heldBytes += byteCount
            return evicted
        }
        for old in evicted { Self.release(old) }
    }

    /// Frees the blocks older than `lifetime`, and answers in how many seconds the oldest remaining one
    /// expires, or nil when the pool is empty.
    @discardableResult
    package func releaseExpired() -> Double? {
        let now = clock()
        let (expired, next) = state.withLock { state in
            (removeExpired(from: &state, now: now), state.blocks.first.map { max(0, $0.givenAt + lifetime - now) })
        }
        for block in expired { Self.release(block) }
        return next
    }

    /// Frees every block (a memory warning, or a test that counts bytes).
    package func releaseAll() {
        let all = state.withLock { state -> [Block] in
            defer { state = State() }
            return state.blocks
        }
        for block in all { Self.release(block) }
    }

    /// Bytes held now.
    package var heldBytes: Int { state.withLock { $0.heldBytes } }

    /// Memory for a bitmap of `byteCount` bytes: a pooled block (cleared when `zeroed`) or new memory,
    /// zero-filled when `zeroed`. Give it back as `.heap`; nil if memory ran out.
    package func allocate(byteCount: Int, zeroed: Bool) -> UnsafeMutableRawPointer? {
        if let block = take(.heap, byteCount: byteCount) {
            if zeroed { memset(block, 0, byteCount) }
            return block
        }
        // calloc: memory fresh from the kernel is zero already, so only reused heap memory is cleared.
        return zeroed ? calloc(byteCount, 1) : malloc(byteCount)
    }

    /// Removes the blocks older than `lifetime` (at the front: blocks are kept in the order given).
    private func removeExpired(from state: inout State, now: Double) -> [Block] {
        var count = 0
        while count < state.blocks.count, now - state.blocks[count].givenAt > lifetime {
            state.heldBytes -= state.blocks[count].byteCount
            count += 1
        }
        guard count > 0 else { return [] }
        defer { state.blocks.removeFirst(count) }
        return Array(state.blocks.prefix(count))
    }

    private static func release(_ block: Block) {
        switch block.kind {
        case .heap: free(block.pointer)
        case .ring: munmap(block.pointer, 2 * block.byteCount)
        }
    }

    /// Seconds on the system's monotonic clock.
    package static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
