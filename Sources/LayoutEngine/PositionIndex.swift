/// Positions by symbol for long rows and symbol lists: open addressing with linear probing and a
/// multiplicative hash, cheaper than a `Dictionary` for these small integer keys. Never iterated, so its
/// order cannot leak into results. A value type (copied on write) one word wide, so rows and lists
/// without an index stay small.
struct PositionIndex {
    private final class Storage {
        // Probed in the solver's inner loops: release builds skip the exclusivity checks, debug builds keep
        // them (no probe holds an access across another).
#if DEBUG
        /// (symbol, position) pairs; symbol -1 marks an empty slot. The count is a power of two.
        var slots: [(key: Int, value: Int)]
        var count = 0
        var shift: Int
#else
        @exclusivity(unchecked) var slots: [(key: Int, value: Int)]
        @exclusivity(unchecked) var count = 0
        @exclusivity(unchecked) var shift: Int
#endif

        init(slots: [(key: Int, value: Int)], count: Int, shift: Int) {
            self.slots = slots
            self.count = count
            self.shift = shift
        }
    }

    private var storage: Storage

    private var slots: [(key: Int, value: Int)] {
        get { storage.slots }
        _modify { yield &storage.slots }
    }
    private var count: Int {
        get { storage.count }
        set { storage.count = newValue }
    }
    private var shift: Int {
        get { storage.shift }
        set { storage.shift = newValue }
    }

    /// An index of `symbols` (symbol → its offset).
    init<S: Sequence<Int>>(_ symbols: S, capacity: Int) {
        var bits = 4
        while (1 << bits) < capacity * 2 { bits += 1 }
        storage = Storage(slots: Array(repeating: (-1, 0), count: 1 << bits), count: 0, shift: 64 - bits)
        for (position, symbol) in symbols.enumerated() { self[symbol] = position }
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(slots: storage.slots, count: storage.count, shift: storage.shift)
        }
    }

    private func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    private func find(_ key: Int) -> (slot: Int, found: Bool) {
        let slots = storage.slots
        let mask = slots.count - 1
        var i = home(key)
        while true {
            let k = slots[i].key
            if k == key { return (i, true) }
            if k == -1 { return (i, false) }
            i = (i + 1) & mask
        }
    }

    /// The position of `key`; setting stores it (never nil: use `remove`).
    subscript(key: Int) -> Int? {
        get {
            let (slot, found) = find(key)
            return found ? slots[slot].value : nil
        }
        set {
            guard let newValue else { return remove(key) }
            makeUnique()
            let (slot, found) = find(key)
            slots[slot] = (key, newValue)
            if !found {
                count += 1
                if count * 2 > slots.count { grow() }
            }
        }
    }

    /// Removes `key` by shifting later entries of its probe run back (no tombstones).
    mutating func remove(_ key: Int) {
        var (i, found) = find(key)
        guard found else { return }
        makeUnique()
        let mask = slots.count - 1
        var j = i
        while true {
            j = (j + 1) & mask
            let k = slots[j].key
            if k == -1 { break }
            let h = home(k)
            // Entry j may move to i unless its home lies cyclically in (i, j].
            let stays = i <= j ? (i < h && h <= j) : (i < h || h <= j)
            if stays { continue }
            slots[i] = slots[j]
            i = j
        }
        slots[i] = (-1, 0)
        count -= 1
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: (-1, 0), count: old.count * 2)
        shift -= 1
        count = 0
        for (key, value) in old where key != -1 {
            let (slot, _) = find(key)
            slots[slot] = (key, value)
            count += 1
        }
    }
}
