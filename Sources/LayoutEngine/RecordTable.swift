/// The engine's constraints by id. Ids are handed out in sequence, so an array indexed by id holds them
/// (a removed constraint leaves a hole); cheaper than hashing on every lookup.
struct RecordTable {
    private var storage: [LayoutEngine.Record?] = []
    /// How many constraints the table holds.
    private(set) var count = 0

    subscript(id: Int) -> LayoutEngine.Record? {
        get { id >= 0 && id < storage.count ? storage[id] : nil }
        set {
            guard id >= 0 else { return }
            if id >= storage.count {
                guard newValue != nil else { return }
                while storage.count <= id { storage.append(nil) }
            }
            count += (newValue != nil ? 1 : 0) - (storage[id] != nil ? 1 : 0)
            storage[id] = newValue
        }
    }

    /// Removes and returns the constraint with `id`.
    mutating func removeValue(forKey id: Int) -> LayoutEngine.Record? {
        let old = self[id]
        self[id] = nil
        return old
    }
}
