/// Marks a property of a view subclass as appearance-capable, the Swift counterpart of
/// `UI_APPEARANCE_SELECTOR` (a Tessera type): `@Appearance var borderWidth: CGFloat = 0`.
///
/// The declared value is only a default, which appearance rules override; any value the
/// code sets, in an initializer too, is explicit and never overwritten by appearance. Property
/// observers (`didSet`) run for appearance values as for any other. Only properties of `UIView`
/// subclasses can be marked; elsewhere the compiler refuses it.
@propertyWrapper
public struct Appearance<Value> {
    var value: Value
    /// The value the declaration gives: what a reset of appearance restores.
    let defaultValue: Value

    /// Declares the property with its default.
    public init(wrappedValue: Value) {
        value = wrappedValue
        defaultValue = wrappedValue
    }

    /// Unavailable: `@Appearance` works only on properties of view classes.
    @available(*, unavailable, message: "@Appearance can only mark properties of UIView subclasses")
    public var wrappedValue: Value {
        get { fatalError("unreachable") }
        set { fatalError("unreachable") }
    }

    /// Reads and writes the property of a view, recording whether a write is explicit or from appearance.
    @preconcurrency @MainActor
    public static subscript<View: UIView>(_enclosingInstance view: View,
                                          wrapped wrappedKeyPath: ReferenceWritableKeyPath<View, Value>,
                                          storage storageKeyPath: ReferenceWritableKeyPath<View, Self>) -> Value {
        get { view[keyPath: storageKeyPath].value }
        set {
            guard view.appearanceAllowsSetting(AppearanceRegistry.property(wrapped: wrappedKeyPath, storage: storageKeyPath)) else { return }
            view[keyPath: storageKeyPath].value = newValue
        }
    }
}
