/// An object whose trait changes can be observed with closures (iOS 17): views and view controllers.
///
/// Where Tessera differs: only the closure-based registration exists; the selector-based
/// `registerForTraitChanges(_:action:)` and `registerForTraitChanges(_:target:action:)` need the
/// Objective-C runtime, which Linux lacks.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// The closure type a registration calls: the observed object, then its previous traits.
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    /// Calls `handler` after `traitCollectionDidChange(_:)` whenever one of `traits` changes value.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration

    /// Removes a registration.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}
