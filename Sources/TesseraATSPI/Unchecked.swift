/// A value carried out of `MainActor.assumeIsolated` in GDBus's C callbacks, which run on the main
/// thread (GLib's pointers are not `Sendable`, but they never leave that thread).
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}
