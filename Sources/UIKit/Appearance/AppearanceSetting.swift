/// One value a rule records: for a property reached by key path (identified on first use) or for a
/// declared property with axis values.
@preconcurrency @MainActor
package struct AppearanceSetting {
    /// What the value is recorded under on its proxy.
    enum Key: Hashable {
        case keyPath(AnyKeyPath)
        case property(AppearanceProperty, [Int])
    }

    let key: Key
    let value: Any
    /// Sets the value on a view of the rule's class.
    let apply: @MainActor (UIView) -> Void
    /// Writes the property's current value back, so its setter names its `AppearanceProperty` (key paths only).
    let probe: (@MainActor (UIView) -> Void)?

    init(key: Key, value: Any, apply: @escaping @MainActor (UIView) -> Void, probe: (@MainActor (UIView) -> Void)?) {
        self.key = key
        self.value = value
        self.apply = apply
        self.probe = probe
    }

    init(property: AppearanceProperty, axes: [Int], value: Any) {
        let write = property.writer(value, axes)
        self.init(key: .property(property, axes), value: value, apply: { view in write?.write(view) }, probe: nil)
    }
}
