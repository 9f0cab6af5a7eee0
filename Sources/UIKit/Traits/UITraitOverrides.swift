/// The traits a view, view controller or window overrides for itself and everything below it
/// (`traitOverrides`, iOS 17): set a trait to override it, `remove(_:)` it to inherit again.
public struct UITraitOverrides: UIMutableTraits, CustomStringConvertible {
    /// The overridden values.
    var values = TraitStorage()
    /// The overridden traits.
    var traits: [ObjectIdentifier: any UITraitDefinition.Type] = [:]

    /// No overrides.
    init() {}

    /// The overridden value of a trait (its default when it is not overridden); setting it overrides it.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values[trait] }
        set {
            values[trait] = newValue
            traits[ObjectIdentifier(trait)] = trait
        }
    }

    /// Whether the trait is overridden.
    public func contains(_ trait: UITrait) -> Bool { traits[ObjectIdentifier(trait)] != nil }

    /// Stops overriding the trait.
    public mutating func remove(_ trait: UITrait) {
        guard traits.removeValue(forKey: ObjectIdentifier(trait)) != nil else { return }
        func reset<T: UITraitDefinition>(_ trait: T.Type) { values.copy(trait, from: TraitStorage()) }
        reset(trait)
    }

    /// Whether nothing is overridden.
    var isEmpty: Bool { traits.isEmpty }

    /// `base` with the overridden traits replaced.
    func applied(to base: TraitStorage) -> TraitStorage {
        var result = base
        for trait in traits.values {
            func copy<T: UITraitDefinition>(_ trait: T.Type) { result.copy(trait, from: values) }
            copy(trait)
        }
        return result
    }

    /// Whether both override the same traits with the same values.
    func isSame(as other: UITraitOverrides) -> Bool {
        Set(traits.keys) == Set(other.traits.keys) && values == other.values
    }

    /// The overridden traits and their values.
    public var description: String {
        let entries = traits.values.map { trait -> String in
            func text<T: UITraitDefinition>(_ trait: T.Type) -> String { "\(T.name) = \(values[trait])" }
            return text(trait)
        }
        return "UITraitOverrides(\(entries.sorted().joined(separator: ", ")))"
    }
}
