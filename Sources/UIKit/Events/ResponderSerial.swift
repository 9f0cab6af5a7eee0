import Synchronization

/// The serial numbers responders are given as they are made (`UIResponder.objectSerial`): no two
/// responders of one process share one, so a desktop bridge that keyed an object by its address tells
/// it from a later object at the same address by comparing numbers, without holding a reference to it
/// (a weak reference would move every retain and release of the object onto Swift's slower side-table
/// path) and without reading freed memory.
enum ResponderSerial {
    private static let counter = Atomic<UInt64>(0)

    /// The next number. Responders may be made on any thread (decoding, tests), hence the atomic.
    static func next() -> UInt64 {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
