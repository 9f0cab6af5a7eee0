/// Debug builds' record of the objects that others refer to through `unowned(unsafe)` references, so each
/// read of such a reference can assert that its object has not been freed.
///
/// Every use is inside `assert(...)`, directly or through `checked(_:_:)`: `born` and `died` return `true`
/// so they can, and release builds compile the asserts away, so the record costs nothing there. An address freed and reused by a new object
/// of the same kind reads as alive; AddressSanitizer (`make sanitize`) catches what this cannot.
@_spi(TesseraInternals) public enum LiveObjects {
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

    /// Whether `object` is still alive (nil counts as alive: there is nothing to dangle).
    @usableFromInline package static func isAlive(_ object: AnyObject?) -> Bool {
        guard let object else { return true }
        let id = ObjectIdentifier(object)
        return live.withLock { $0.contains(id) }
    }

    /// `object`, read from an `unowned(unsafe)` reference, after asserting in debug builds that it is
    /// still alive (`message` says what the dangling reference would mean). In release builds this is
    /// the object itself, inlined away. Public (behind an SPI, so apps never see it) rather than
    /// `package`: Swift does not inline an `@inlinable package` function into other modules, and a
    /// call here (with the retain it made) came with every read of a superlayer or superview.
    @inlinable @inline(__always)
    public static func checked<Object: AnyObject>(_ object: Object?, _ message: @autoclosure () -> String) -> Object? {
        assert(isAlive(object), message())
        return object
    }

    /// The same for a reference that is never nil.
    @inlinable @inline(__always)
    public static func checked<Object: AnyObject>(_ object: Object, _ message: @autoclosure () -> String) -> Object {
        assert(isAlive(object), message())
        return object
    }
}
