/// One appearance-capable property: what rule values, explicit instance values and resets are keyed
/// by (a Tessera type; iOS marks such properties with `UI_APPEARANCE_SELECTOR`).
///
/// Built-in properties are declared once as static constants next to the view class, and their
/// setters begin with `guard appearanceAllowsSetting(Self.someProperty) else { return }` (the hottest
/// few, whose explicit value is a view flag, with the inlined `appearanceAllowsSetting(flag:_:)`). A user's
/// own property needs only `@Appearance`; an axis setter such as `setTitleColor(_:for:)` declares a
/// property with `axes` and calls `appearanceAllowsSetting(_:axes:)` with its axis values.
@preconcurrency @MainActor
public final class AppearanceProperty: Hashable, CustomStringConvertible {
    /// The property's name, as written in Swift and in style sheets.
    public let name: String
    /// The class that declares the property.
    public let viewClass: UIView.Type
    /// The type of the property's value.
    public let valueType: Any.Type
    /// The kinds of the axis arguments, in order (empty for a plain property).
    public let axes: [AppearanceAxis]
    /// Restores the built-in default on a view (for one axis tuple).
    let reset: @MainActor (UIView, [Int]) -> Void
    /// A writer of one value (for one axis tuple), made once per rule value: nil if the value has the
    /// wrong type.
    let writer: @MainActor (Any, [Int]) -> AppearanceWrite?
    /// A view flag recording an explicit value, for the hottest built-in properties (nil: kept in a set).
    let explicitFlag: ViewFlags?

    /// Declares a plain property reached through a key path, with the value its class starts with.
    public convenience init<View: UIView, Value>(_ keyPath: ReferenceWritableKeyPath<View, Value>, name: String, defaultValue: Value) {
        self.init(name: name, of: View.self, axes: [], defaultValue: defaultValue) { view, value, _ in view[keyPath: keyPath] = value }
    }

    /// Declares a property set through an axis setter (`setTitleColor(_:for:)`): `set` receives the axis
    /// values as raw integers in the order of `axes`. With no axes, it declares a plain property whose
    /// setter `set` calls directly (faster than a key path).
    public init<View: UIView, Value>(name: String, of viewClass: View.Type, axes: [AppearanceAxis], defaultValue: Value,
                                     set: @escaping @MainActor (View, Value, [Int]) -> Void) {
        self.name = name
        self.viewClass = viewClass
        valueType = Value.self
        self.axes = axes
        explicitFlag = nil
        reset = { view, axisValues in set(unsafeDowncast(view, to: View.self), defaultValue, axisValues) }
        writer = { value, axisValues in
            guard let value = value as? Value else { return nil }
            return AppearanceWrite { view in set(unsafeDowncast(view, to: View.self), value, axisValues) }
        }
    }

    /// A built-in plain property whose explicit value is kept in the view flag `flag`. `bind` makes the
    /// write of one value (`{ color in { $0.backgroundColor = color } }`), so that applying a rule
    /// value is one call into the setter, where the general form calls a writer that calls `set`.
    /// Invariant: the writes it makes reach only views of `viewClass` (rules are matched by class), so
    /// `bind`'s write may downcast its view with `unsafeDowncast` (checked in debug builds).
    init<Value>(name: String, of viewClass: UIView.Type, defaultValue: Value, flag: ViewFlags,
                bind: @escaping @MainActor (Value) -> @MainActor (UIView) -> Void) {
        self.name = name
        self.viewClass = viewClass
        valueType = Value.self
        axes = []
        explicitFlag = flag
        reset = { view, _ in bind(defaultValue)(view) }
        writer = { value, _ in
            guard let value = value as? Value else { return nil }
            return AppearanceWrite(write: bind(value))
        }
    }

    /// A user's `@Appearance` property, found from its storage.
    init<View: UIView, Value>(wrapped: ReferenceWritableKeyPath<View, Value>, storage: ReferenceWritableKeyPath<View, Appearance<Value>>) {
        name = Self.name(of: wrapped)
        viewClass = View.self
        valueType = Value.self
        axes = []
        explicitFlag = nil
        reset = { view, _ in
            let view = unsafeDowncast(view, to: View.self)
            view[keyPath: wrapped] = view[keyPath: storage].defaultValue
        }
        writer = { value, _ in
            guard let value = value as? Value else { return nil }
            return AppearanceWrite { view in unsafeDowncast(view, to: View.self)[keyPath: wrapped] = value }
        }
    }

    /// The property's name from a key path's description (`\RoundLabel.borderWidth` gives "borderWidth").
    static func name(of keyPath: AnyKeyPath) -> String {
        let text = String(describing: keyPath)
        guard let dot = text.lastIndex(of: ".") else { return text }
        return String(text[text.index(after: dot)...])
    }

    public nonisolated static func == (lhs: AppearanceProperty, rhs: AppearanceProperty) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public nonisolated var description: String { mainActorDescription(of: self) { "\(viewClass).\(name)" } }
}

/// One typed write of a rule value to a view, made once per rule value and shared by every resolution
/// that holds the value. A class, so that a resolution's write loop can call it without retaining the
/// function's context (see `AppearanceRegistry.Resolution`).
@MainActor final class AppearanceWrite {
    let write: @MainActor (UIView) -> Void

    init(write: @escaping @MainActor (UIView) -> Void) {
        self.write = write
    }
}
