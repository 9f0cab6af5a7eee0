import Foundation

/// A value carried out of `MainActor.assumeIsolated` in GDBus's C callbacks, which run on the main
/// thread (GLib's pointers are not `Sendable`, but they never leave that thread).
///
/// Invariant: made and read on the main thread only. Debug builds check both.
struct Unchecked<Value>: @unchecked Sendable {
    private let stored: Value

    init(value: Value) {
        assert(Thread.isMainThread, "an Unchecked value was made off the main thread")
        stored = value
    }

    /// The value (on the main thread only).
    var value: Value {
        assert(Thread.isMainThread, "an Unchecked value was read off the main thread")
        return stored
    }
}
