import CMalloc
import Foundation

/// One memory measurement: bytes in use at two points, and whether the growth stayed within the bound.
struct MemoryReport {
    /// What was measured ("screen-cycles", "theme-switches").
    let name: String
    /// Extra fields printed before the figures ("cycles=200 views=100").
    let parameters: String
    let first: Int
    let last: Int
    /// The most the bytes in use may grow.
    let limit: Int
    let seconds: Double

    var growth: Int { last - first }
    var passed: Bool { growth <= limit }

    /// `name parameters first=… last=… growth=… limit=… seconds=… result=pass|fail`, parsed by the tests.
    var line: String {
        "\(name) \(parameters) first=\(first) last=\(last) growth=\(growth) limit=\(limit) "
            + "seconds=\(String(format: "%.2f", seconds)) result=\(passed ? "pass" : "fail")"
    }

    /// Bytes malloc has handed out and not had back: small blocks plus mmap'd large ones (backing stores).
    /// Under AddressSanitizer or ThreadSanitizer, whose allocators replace malloc's (and leave its
    /// statistics at zero), the sanitizer's own count of allocated bytes.
    static func bytesInUse() -> Int {
        if let sanitizerCount { return sanitizerCount() }
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
    }

    /// The sanitizer runtime's `__sanitizer_get_current_allocated_bytes`, when one is loaded.
    private static let sanitizerCount: (@Sendable () -> Int)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__sanitizer_get_current_allocated_bytes") else { return nil }
        let function = unsafeBitCast(symbol, to: (@convention(c) () -> Int).self)
        return { function() }
    }()
}
