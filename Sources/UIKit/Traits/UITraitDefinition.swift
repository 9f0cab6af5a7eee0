/// A trait: a named value with a default that trait collections hold, inherited down the trait
/// hierarchy (iOS 17). Define a custom trait by declaring a type with a `defaultValue`.
///
/// Where Tessera differs: `Value` must be `Equatable`, so that changes can be detected without the
/// Objective-C runtime (every system trait's value is).
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value: Equatable
    /// The value a collection reports when the trait was never set.
    static var defaultValue: Value { get }
    /// A unique, stable identifier (reverse-DNS recommended); the type's name by default.
    static var identifier: String { get }
    /// A short human-readable name for descriptions; the type's name by default.
    static var name: String { get }
    /// Whether changes to the trait change how dynamic colours and images resolve (false by default).
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's fully qualified name.
    public static var identifier: String { _typeName(Self.self, qualified: true) }
    /// The type's name.
    public static var name: String { _typeName(Self.self, qualified: false) }
    /// False: a custom trait does not affect colours unless it says so.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as passed to `registerForTraitChanges(_:handler:)` and `UITraitOverrides.contains(_:)`.
public typealias UITrait = any UITraitDefinition.Type

/// Whether two values of a trait are equal (values of the wrong type count as different).
func traitValuesEqual<T: UITraitDefinition>(_ trait: T.Type, _ a: Any, _ b: Any) -> Bool {
    guard let a = a as? T.Value, let b = b as? T.Value else { return false }
    return a == b
}
