import CLinux
import Glibc

/// A premultiplied-ARGB bitmap whose rows form a ring in memory, mapped twice back to back, so that
/// `pixelHeight` rows starting at any row of the ring lie in one contiguous run. Changing which ring
/// row shows first (`rotate(by:)`) scrolls the whole bitmap vertically without moving a byte: the
/// compositor scrolls content that spans its bitmap's width this way, instead of copying every row.
///
/// Draw into it through `makeContext()`, which covers the rows shown now; after a rotation, make a new
/// context. Each context keeps its ring alive, so the memory is never unmapped under a context that is
/// still held.
///
/// Only Linux has what this needs (an anonymous in-memory file, `memfd_create`, mapped twice); where a
/// step fails, `init` returns nil and the caller uses an ordinary bitmap.
package final class RingBitmap {
    /// Width in pixels.
    package let pixelWidth: Int
    /// Height in pixels: how many ring rows a context shows.
    package let pixelHeight: Int
    /// Bytes from one row to the next: the width's bytes rounded up to 64, which keeps the ring short.
    package let bytesPerRow: Int
    /// Rows in the ring: the fewest, at least `pixelHeight`, that fill whole memory pages.
    package let ringRows: Int
    /// The start of the first mapping; the second starts `ringRows × bytesPerRow` bytes later and shows
    /// the same memory.
    private let base: UnsafeMutableRawPointer
    /// The ring row shown as the bitmap's top row, in `0..<ringRows`.
    package private(set) var firstRow = 0

    /// A ring for a bitmap of the given pixel size, or nil when the system cannot map one (the caller
    /// falls back to an ordinary bitmap; nothing is logged, since nothing is lost).
    package init?(pixelWidth: Int, pixelHeight: Int) {
        guard pixelWidth > 0, pixelHeight > 0, CGImage.validateSize(width: pixelWidth, height: pixelHeight) else { return nil }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0 else { return nil }
        let stride = (pixelWidth * 4 + 63) / 64 * 64
        // The ring's byte size must be whole pages for the second mapping to continue the first.
        let period = page / Self.greatestCommonDivisor(stride, page)
        let rows = (pixelHeight + period - 1) / period * period
        let (bytes, overflow) = rows.multipliedReportingOverflow(by: stride)
        guard !overflow, bytes <= Int.max / 2 else { return nil }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        bytesPerRow = stride
        ringRows = rows
        // A ring of the same byte size freed a moment ago serves as it is: any width and height that
        // round to these bytes lay their rows over the file the same way.
        if let recycled = PixelMemoryPool.shared.take(.ring, byteCount: bytes) {
            base = recycled
            return
        }
        let file = tessera_memfd_create("tessera-ring-bitmap", TESSERA_MFD_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        guard ftruncate(file, off_t(bytes)) == 0 else { return nil }
        // Reserve room for both mappings, then lay the file over each half of it.
        let failed = UnsafeMutableRawPointer(bitPattern: -1)
        guard let reserved = mmap(nil, 2 * bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), reserved != failed else { return nil }
        let first = mmap(reserved, bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, file, 0)
        let second = mmap(reserved + bytes, bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, file, 0)
        guard first == reserved, second == reserved + bytes else {
            munmap(reserved, 2 * bytes)
            return nil
        }
        base = reserved
    }

    /// The mapping goes to `PixelMemoryPool`, which unmaps it unless a ring of its size is made soon.
    deinit {
        PixelMemoryPool.shared.give(base, .ring, byteCount: ringRows * bytesPerRow)
    }

    /// The first byte of the bitmap's top row. The `pixelHeight` rows from there are contiguous: rows
    /// past the ring's end run on into the second mapping, which shows the ring's start.
    package var pixels: UnsafeMutableRawPointer {
        // Invariant: a view of `pixelHeight` rows from `firstRow` ends inside the two mappings.
        assert(firstRow >= 0 && firstRow < ringRows && firstRow + pixelHeight <= 2 * ringRows)
        return base + firstRow * bytesPerRow
    }

    /// Scrolls the bitmap by whole rows: afterwards row `y` shows what row `y + rows` showed. Rows that
    /// come from outside the old bitmap hold stale pixels until they are painted.
    package func rotate(by rows: Int) {
        firstRow = ((firstRow + rows) % ringRows + ringRows) % ringRows
    }

    /// A context drawing into the rows shown now (Core Graphics' native coordinates, one unit a pixel),
    /// which keeps this ring alive; nil only where cairo refuses the size.
    package func makeContext() -> CGContext? {
        CGContext(borrowing: pixels, pixelWidth: pixelWidth, pixelHeight: pixelHeight, bytesPerRow: bytesPerRow, owner: self)
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
