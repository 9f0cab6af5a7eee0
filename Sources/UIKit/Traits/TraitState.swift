/// The trait state of a view or view controller that has overrides or registrations (most have
/// neither, and never allocate one).
@MainActor
final class TraitState {
    /// The traits overridden here.
    var overrides = UITraitOverrides()
    /// The inherited collection `overrideResult` was made from.
    weak var overrideBase: UITraitCollection?
    /// The inherited collection with the overrides applied (reused while the inherited one is the same).
    var overrideResult: UITraitCollection?
    /// Closure registrations, in the order made.
    var registrations: [TraitChangeRegistration] = []
    /// A view controller's traits as last computed (unused for views, which keep theirs in the view).
    var resolved: UITraitCollection?

    /// `base` with the overrides applied; the same object as long as `base` is the same object.
    func applyingOverrides(to base: UITraitCollection) -> UITraitCollection {
        guard !overrides.isEmpty else { return base }
        if base === overrideBase, let overrideResult { return overrideResult }
        let result = UITraitCollection(storage: overrides.applied(to: base.storage))
        overrideBase = base
        overrideResult = result
        return result
    }

    /// Calls the registrations one of whose traits changed, with `environment` and the previous traits.
    func deliverRegistrations(_ environment: AnyObject, from previous: UITraitCollection, to current: UITraitCollection) {
        guard !registrations.isEmpty else { return }
        for registration in registrations where registration.isAffected(from: previous, to: current) {
            current.performAsCurrent { registration.handler(environment, previous) }
        }
    }

    /// Makes a registration whose handler takes the environment as `Environment`.
    static func registration<Environment>(_ traits: [UITrait], _ handler: @escaping (Environment, UITraitCollection) -> Void) -> TraitChangeRegistration {
        TraitChangeRegistration(traits: traits) { object, previous in
            guard let environment = object as? Environment else {
                TesseraLog.error("UIKit", "registerForTraitChanges: the handler takes \(Environment.self), but the observed object is a \(type(of: object)); not called")
                return
            }
            handler(environment, previous)
        }
    }
}
