import Foundation

/// A value guarded by a lock: every read and write goes through `withLock`, so threads can share it.
///
/// The box is `Sendable` only when its value is (as swift-nio's `NIOLockedValueBox`): the lock makes
/// each access exclusive, but a value that is not `Sendable` (a class instance with no locking of its
/// own, say) could still escape `withLock` and be used from two threads at once, which the lock
/// cannot prevent.
package final class LockedValue<Value> {
    /// Only reached under `lock`, which already makes every access exclusive: release builds skip
    /// Swift's dynamic exclusivity check on it; debug builds keep it.
#if DEBUG
    private var value: Value
#else
    @exclusivity(unchecked) private var value: Value
#endif
    private let lock = NSLock()

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

extension LockedValue: @unchecked Sendable where Value: Sendable {}
