/// Values made once per element of one document and kept with it (a view's plan, a view's constraints
/// decoded), by element.
///
/// Concurrency: a parsed document is `Sendable` and shared by every loader of the file; the tables it
/// holds are isolated to the main actor, where every instantiation runs, so the compiler checks that
/// they are filled and read only there (no lock, no `@unchecked Sendable`). A value never changes once
/// stored. Keys are the elements' identities: the document holds its elements for as long as it holds
/// the table, so an identity is never reused while a value is stored under it.
@MainActor
final class IBPlanTable<Value> {
    private var values: [ObjectIdentifier: Value] = [:]

    nonisolated init() {}

    /// The value kept for `element`, if one was stored.
    func existingValue(for element: IBElement) -> Value? { values[ObjectIdentifier(element)] }

    /// Keeps `value` for `element` (a value made only when nothing was reported while making it).
    func store(_ value: Value, for element: IBElement) { values[ObjectIdentifier(element)] = value }

    /// The value kept for `element`, made by `make` the first time.
    func value(for element: IBElement, make: () -> Value) -> Value {
        let key = ObjectIdentifier(element)
        if let value = values[key] { return value }
        let value = make()
        values[key] = value
        return value
    }
}
