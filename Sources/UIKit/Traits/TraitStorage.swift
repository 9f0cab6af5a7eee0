/// The values of a trait collection (or of a set of overrides): the system traits in fields, so the
/// common ones cost nothing to read, and custom traits by type.
struct TraitStorage: Hashable {
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    var displayScale: CGFloat = 0
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    /// Custom traits that were set, by trait type.
    var custom: [ObjectIdentifier: CustomTraitValue] = [:]

    /// The value of any trait: a system trait's field, or a custom trait's value (its default when unset).
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get {
            if let system = T.self as? any SystemTrait.Type { return system.read(from: self) as! T.Value }
            return custom[ObjectIdentifier(T.self)]?.value as? T.Value ?? T.defaultValue
        }
        set {
            if let system = T.self as? any SystemTrait.Type {
                system.write(newValue, to: &self)
            } else {
                custom[ObjectIdentifier(T.self)] = CustomTraitValue(trait: T.self, value: newValue)
            }
        }
    }

    /// Copies one trait's value from `other`.
    mutating func copy<T: UITraitDefinition>(_ trait: T.Type, from other: TraitStorage) {
        if T.self is any SystemTrait.Type {
            self[T.self] = other[T.self]
        } else {
            custom[ObjectIdentifier(T.self)] = other.custom[ObjectIdentifier(T.self)]
        }
    }

    /// Whether a trait has different values here and in `other`.
    func differs<T: UITraitDefinition>(in trait: T.Type, from other: TraitStorage) -> Bool {
        self[T.self] != other[T.self]
    }

    /// Whether the custom traits of both (unset ones counting as their defaults) are equal.
    func customTraitsEqual(_ other: TraitStorage) -> Bool {
        if custom.isEmpty && other.custom.isEmpty { return true }
        for entry in custom.values where other.differsCustom(entry) { return false }
        for entry in other.custom.values where differsCustom(entry) { return false }
        return true
    }

    /// Whether this storage's value of `entry`'s trait differs from `entry`'s value.
    private func differsCustom(_ entry: CustomTraitValue) -> Bool {
        func check<T: UITraitDefinition>(_ trait: T.Type) -> Bool { !traitValuesEqual(trait, self[trait] as Any, entry.value) }
        return check(entry.trait)
    }

    /// Whether the traits that affect colours (system and custom) differ.
    func colorAppearanceDiffers(from other: TraitStorage) -> Bool {
        if userInterfaceStyle != other.userInterfaceStyle || userInterfaceLevel != other.userInterfaceLevel
            || accessibilityContrast != other.accessibilityContrast { return true }
        for entry in custom.values where entry.trait.affectsColorAppearance && other.differsCustom(entry) { return true }
        for entry in other.custom.values where entry.trait.affectsColorAppearance && differsCustom(entry) { return true }
        return false
    }

    static func == (lhs: TraitStorage, rhs: TraitStorage) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.userInterfaceLevel == rhs.userInterfaceLevel
            && lhs.accessibilityContrast == rhs.accessibilityContrast && lhs.displayScale == rhs.displayScale
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.layoutDirection == rhs.layoutDirection
            && lhs.customTraitsEqual(rhs)
    }

    /// Hashes the system traits (custom traits only take part in equality).
    func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle); hasher.combine(userInterfaceLevel); hasher.combine(accessibilityContrast)
        hasher.combine(displayScale); hasher.combine(preferredContentSizeCategory); hasher.combine(userInterfaceIdiom)
        hasher.combine(horizontalSizeClass); hasher.combine(verticalSizeClass); hasher.combine(layoutDirection)
    }
}

/// The value of a custom trait, with its type.
struct CustomTraitValue {
    let trait: any UITraitDefinition.Type
    let value: Any
}

/// A system trait: its value lives in a field of `TraitStorage`.
protocol SystemTrait: UITraitDefinition {
    /// The field holding the trait's value.
    static var storageKey: WritableKeyPath<TraitStorage, Value> { get }
}

extension SystemTrait {
    static func read(from storage: TraitStorage) -> Any { storage[keyPath: storageKey] }
    static func write(_ value: Any, to storage: inout TraitStorage) { storage[keyPath: storageKey] = value as! Value }
}

/// A mutable container over a storage, handed to `UITraitCollection(mutations:)`.
struct MutableTraitStorage: UIMutableTraits {
    var storage: TraitStorage
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { storage[trait] }
        set { storage[trait] = newValue }
    }
}
