/// Records appearance values for the views a selector matches: `UILabel.appearance().textColor = .red`.
///
/// Where Tessera differs: the proxy is a value of this type rather than an instance of the view class.
/// Reading a property gives what this proxy recorded, and is optional even for non-optional properties
/// (nil: nothing recorded), since Swift has no nil messaging. Assigning nil to a non-optional property
/// removes the recorded value. A property that is not appearance-capable is reported once, when a rule
/// first reaches a view, and ignored (`tintColor` is appearance-capable, as at iOS's run time). Values
/// reach views as they enter a window; views already in a window change only when the app calls
/// `reapplyAppearance()`.
@MainActor @dynamicMemberLookup
public struct UIAppearanceProxy<View: UIView> {
    let selector: AppearanceSelector

    /// The value recorded for an optional property (nil when none, or when nil was recorded).
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<View, Value?>) -> Value? {
        get { AppearanceRegistry.shared.value(for: selector, key: .keyPath(keyPath)).flatMap { $0 as? Value } }
        nonmutating set { AppearanceRegistry.shared.record(Self.setting(keyPath, newValue), for: selector) }
    }

    /// The value recorded for a non-optional property; assigning nil removes it.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<View, Value>) -> Value? {
        get { AppearanceRegistry.shared.value(for: selector, key: .keyPath(keyPath)).flatMap { $0 as? Value } }
        nonmutating set {
            guard let newValue else { return AppearanceRegistry.shared.remove(.keyPath(keyPath), for: selector) }
            AppearanceRegistry.shared.record(Self.setting(keyPath, newValue), for: selector)
        }
    }

    /// The tint for the views the selector matches (nil when none recorded, or when nil was recorded).
    ///
    /// UIKit's headers don't mark `tintColor` `UI_APPEARANCE_SELECTOR`, but iOS's run time honours it,
    /// and apps rely on it (`UINavigationBar.appearance().tintColor = .white`); Tessera follows the run
    /// time. The value reaches a view as it enters a window and then overrides inheritance for the view
    /// and its subtree exactly as a tint set on the view does (with `tintColorDidChange()`); a tint set
    /// on the view itself beats every proxy.
    public var tintColor: UIColor? {
        get { appearanceValue(for: UIView.tintColorAppearance, axes: [], as: UIColor?.self) ?? nil }
        nonmutating set { setAppearanceValue(newValue, for: UIView.tintColorAppearance, axes: []) }
    }

    /// Records a value for an axis property (the body of an axis setter on the proxy, such as
    /// `setTitleColor(_:for:)`): `axes` are the raw axis values in the order the property declares.
    public func setAppearanceValue<Value>(_ value: Value, for property: AppearanceProperty, axes: [Int]) {
        AppearanceRegistry.shared.record(AppearanceSetting(property: property, axes: axes, value: value), for: selector)
    }

    /// The value this proxy recorded for an axis property and axis values.
    public func appearanceValue<Value>(for property: AppearanceProperty, axes: [Int], as type: Value.Type = Value.self) -> Value? {
        AppearanceRegistry.shared.value(for: selector, key: .property(property, axes)).flatMap { $0 as? Value }
    }

    /// Removes the value this proxy recorded for a property (a Tessera addition).
    public func removeAppearanceValue<Value>(for keyPath: ReferenceWritableKeyPath<View, Value>) {
        AppearanceRegistry.shared.remove(.keyPath(keyPath), for: selector)
    }

    /// Removes every value this proxy recorded (a Tessera addition).
    public func removeAllAppearanceValues() {
        AppearanceRegistry.shared.removeRule(selector)
    }

    private static func setting<Value>(_ keyPath: ReferenceWritableKeyPath<View, Value>, _ value: Value) -> AppearanceSetting {
        AppearanceSetting(key: .keyPath(keyPath), value: value,
                          apply: { unsafeDowncast($0, to: View.self)[keyPath: keyPath] = value },
                          probe: { let view = unsafeDowncast($0, to: View.self); view[keyPath: keyPath] = view[keyPath: keyPath] })
    }
}
