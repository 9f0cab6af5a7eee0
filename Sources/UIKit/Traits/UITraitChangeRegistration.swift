/// A token for a trait-change registration, to pass to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// A registration made by `registerForTraitChanges(_:handler:)`: the traits watched and what to call.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    /// Calls the handler with the environment (cast to the type the handler takes) and the previous traits.
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Whether one of the watched traits differs between the two collections.
    func isAffected(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        traits.contains { trait in
            func differs<T: UITraitDefinition>(_ trait: T.Type) -> Bool { current.storage.differs(in: trait, from: previous.storage) }
            return differs(trait)
        }
    }
}
