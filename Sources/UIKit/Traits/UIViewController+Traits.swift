/// Traits on view controllers: a controller sits in the trait hierarchy between its root view's
/// superview and its root view, so its `traitOverrides` and `overrideUserInterfaceStyle` reach its view
/// and everything below; its `traitCollectionDidChange(_:)` and registrations are called before its
/// view's.
extension UIViewController: UITraitEnvironment, UITraitChangeObservable, TraitStateOwner {
    /// The traits this controller overrides for itself and its view hierarchy (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set { setTraitOverrides(newValue) }
    }

    /// Forces light or dark on this controller and its views (`.unspecified`: inherit); stored as its
    /// `userInterfaceStyle` trait override.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedUserInterfaceStyleOverride }
        set { setUserInterfaceStyleOverride(newValue) }
    }

    /// Calls `handler` (after `traitCollectionDidChange(_:)`) whenever one of `traits` changes value on this
    /// controller. Write the first parameter's type to get it typed: `{ (controller: MyController, previous) in … }`.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        addTraitRegistration(traits, handler)
    }

    /// Removes a registration made on this controller.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        removeTraitRegistration(registration)
    }

    // MARK: Internals

    /// The trait state, made on first use.
    var ensuredTraitState: TraitState {
        if let traitState { return traitState }
        let made = TraitState()
        traitState = made
        return made
    }

    /// Brings its view's traits up to date after the controller's overrides changed.
    func traitOverridesDidChange() {
        if let view = viewIfLoaded { UIView.updateTraits(subtree: view) }
    }

    /// The controller's traits: as last computed with its view, else from its parent (or the main screen)
    /// with its overrides.
    var resolvedTraits: UITraitCollection {
        if let resolved = traitState?.resolved { return resolved }
        let inherited = parent?.traitCollection ?? UIScreen.main.traitCollection
        return traitState?.applyingOverrides(to: inherited) ?? inherited
    }

    /// Delivers a change of the controller's traits: `traitCollectionDidChange(_:)`, then the
    /// registrations whose traits changed, with the new traits current.
    func traitsDidChange(from previous: UITraitCollection) {
        let current = resolvedTraits
        current.performAsCurrent { traitCollectionDidChange(previous) }
        traitState?.deliverRegistrations(self, from: previous, to: current)
    }
}
