import Glibc

/// A per-thread value (UIKit keeps the current graphics context and trait collection per thread).
final class ThreadLocal<Value>: @unchecked Sendable {
    /// One thread's value. Only its own thread reaches a box, and no access to `value` overlaps another
    /// (each reads or writes it whole, or appends), so release builds skip Swift's dynamic exclusivity
    /// check, which cost more than the access on hot paths (the current graphics context and trait
    /// collection are read for every drawn view); debug builds keep it.
    private final class Box {
#if DEBUG
        var value: Value
#else
        @exclusivity(unchecked) var value: Value
#endif
        init(_ value: Value) { self.value = value }
    }
    private var key = pthread_key_t()
    private let initial: @Sendable () -> Value

    init(_ initial: @escaping @Sendable () -> Value) {
        self.initial = initial
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
    }

    private var box: Box {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue()
        }
        let box = Box(initial())
        pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
        return box
    }

    /// This thread's value.
    var value: Value {
        get { box.value }
        set { box.value = newValue }
    }
}
