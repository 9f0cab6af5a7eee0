/// A view or view controller: an object with its own trait overrides and trait-change registrations.
/// The trait API the two share publicly (`traitOverrides`, `overrideUserInterfaceStyle`,
/// `registerForTraitChanges`, `unregisterForTraitChanges`) is implemented once here and forwarded to.
@MainActor
protocol TraitStateOwner: AnyObject {
    /// The trait state, nil until overrides or registrations are made.
    var traitState: TraitState? { get }
    /// The trait state, made on first use.
    var ensuredTraitState: TraitState { get }
    /// Brings the traits of the views below up to date after the overrides changed.
    func traitOverridesDidChange()
}

extension TraitStateOwner {
    /// The traits overridden here (none without a trait state).
    var storedTraitOverrides: UITraitOverrides { traitState?.overrides ?? UITraitOverrides() }

    /// Replaces the overrides and updates the traits below, unless nothing changes.
    func setTraitOverrides(_ newValue: UITraitOverrides) {
        if traitState == nil && newValue.isEmpty { return }
        if let traitState, traitState.overrides.isSame(as: newValue) { return }
        let state = ensuredTraitState
        state.overrides = newValue
        state.overrideBase = nil
        state.overrideResult = nil
        traitOverridesDidChange()
    }

    /// The overridden interface style, `.unspecified` when not overridden.
    var storedUserInterfaceStyleOverride: UIUserInterfaceStyle {
        guard let overrides = traitState?.overrides, overrides.contains(UITraitUserInterfaceStyle.self) else { return .unspecified }
        return overrides.userInterfaceStyle
    }

    /// Overrides the interface style, or removes the override for `.unspecified`.
    func setUserInterfaceStyleOverride(_ style: UIUserInterfaceStyle) {
        var overrides = storedTraitOverrides
        if style == .unspecified { overrides.remove(UITraitUserInterfaceStyle.self) } else { overrides.userInterfaceStyle = style }
        setTraitOverrides(overrides)
    }

    /// Adds a registration calling `handler` when one of `traits` changes.
    func addTraitRegistration<Environment>(_ traits: [UITrait], _ handler: @escaping (Environment, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration {
        let registration = TraitState.registration(traits, handler)
        ensuredTraitState.registrations.append(registration)
        return registration
    }

    /// Removes a registration made here.
    func removeTraitRegistration(_ registration: any UITraitChangeRegistration) {
        traitState?.registrations.removeAll { $0 === registration }
    }
}
