/// Debug builds' record of the objects that others refer to through `unowned(unsafe)` references, so each
/// read of such a reference can assert that its object has not been freed.
///
/// Every call belongs inside `assert(...)`: the calls return `true` so they can, and release builds
/// compile them away, so the record costs nothing there. An address freed and reused by a new object
/// of the same kind reads as alive; AddressSanitizer (`make sanitize`) catches what this cannot.
package enum LiveObjects {
    private static let live = LockedValue<Set<ObjectIdentifier>>([])

    /// Notes that `object` was made. Always true.
    package static func born(_ object: AnyObject) -> Bool {
        live.withLock { _ = $0.insert(ObjectIdentifier(object)) }
        return true
    }

    /// Notes that `object` is being freed (call from its deinit). Always true.
    package static func died(_ object: AnyObject) -> Bool {
        live.withLock { _ = $0.remove(ObjectIdentifier(object)) }
        return true
    }

    /// Whether the object behind `id` is still alive (nil counts as alive: there is nothing to dangle).
    package static func isAlive(_ id: ObjectIdentifier?) -> Bool {
        guard let id else { return true }
        return live.withLock { $0.contains(id) }
    }
}
