/// Values made once per element of one document and kept with it (a view's plan, a view's constraints
/// decoded), by element.
///
/// Concurrency: a parsed document is `Sendable` and shared by every loader of the file; the tables it
/// holds are isolated to the main actor, where every instantiation runs, so the compiler checks that
/// they are filled and read only there (no lock, no `@unchecked Sendable`). A value never changes once
/// stored. Values are kept by the element's place in its document (`IBElement.index`): a table belongs
/// to one document and is asked only about that document's elements, so a lookup is an array read,
/// not a hash (every object each instantiation makes looks several plans up).
@MainActor
final class IBPlanTable<Value> {
    /// The values by element index (nil where none is stored). Never accessed while another access is
    /// under way (`value(for:make:)` stores after `make` returns): release builds skip the exclusivity check.
#if DEBUG
    private var values: [Value?] = []
#else
    @exclusivity(unchecked) private var values: [Value?] = []
#endif

    nonisolated init() {}

    /// The value kept for `element`, if one was stored.
    func existingValue(for element: IBElement) -> Value? {
        element.index < values.count ? values[element.index] : nil
    }

    /// Keeps `value` for `element` (a value made only when nothing was reported while making it).
    func store(_ value: Value, for element: IBElement) {
        if element.index >= values.count {
            values.append(contentsOf: repeatElement(nil, count: element.index - values.count + 1))
        }
        values[element.index] = value
    }

    /// The value kept for `element`, made by `make` the first time.
    func value(for element: IBElement, make: () -> Value) -> Value {
        if let value = existingValue(for: element) { return value }
        let value = make()
        store(value, for: element)
        return value
    }
}
