import Glibc

/// A per-thread value (UIKit keeps the current graphics context and trait collection per thread).
final class ThreadLocal<Value>: @unchecked Sendable {
    private final class Box { var value: Value; init(_ value: Value) { self.value = value } }
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
