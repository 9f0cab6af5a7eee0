/// Traits on views: each view's collection is its superview's (a window's is its
/// screen's; a view controller's root view's is its controller's), with its own `traitOverrides`
/// applied. Collections are cached per view and shared by identity down the tree, so a view without
/// overrides costs one pointer; a change is pushed down only through the subtrees it reaches, and
/// `traitCollectionDidChange(_:)` and trait-change registrations are called, parents first, only
/// where the collection's values changed.
///
/// Where Tessera differs: outside a window, a root view inherits the main screen's traits as they were
/// when it last moved (or was made); trait changes are delivered at once rather than before the next
/// layout pass.
extension UIView: UITraitEnvironment, UITraitChangeObservable, TraitStateOwner {
    /// The traits this view overrides for itself and its subviews (iOS 17). Setting them updates the
    /// subtree's traits at once.
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set { setTraitOverrides(newValue) }
    }

    /// Forces light or dark on this view and its subviews (`.unspecified`: inherit). It is stored as the
    /// view's `userInterfaceStyle` trait override, so either spelling changes the other.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedUserInterfaceStyleOverride }
        set { setUserInterfaceStyleOverride(newValue) }
    }

    /// Calls `handler` (after `traitCollectionDidChange(_:)`) whenever one of `traits` changes value on this
    /// view. Write the first parameter's type to get the view typed: `{ (view: MyView, previous) in … }`.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        addTraitRegistration(traits, handler)
    }

    /// Removes a registration made on this view.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        removeTraitRegistration(registration)
    }

    // MARK: Internals

    /// The view's trait state, nil until it has overrides or registrations.
    var traitState: TraitState? { viewExtras?.traits }

    /// The view's trait state, made on first use.
    var ensuredTraitState: TraitState {
        if let state = extras.traits { return state }
        let made = TraitState()
        extras.traits = made
        return made
    }

    /// The collection the view inherits: its superview's, its screen's for a window, its controller's
    /// parent's for a detached root view of a child controller, else the main screen's.
    private var inheritedTraits: UITraitCollection {
        if let superview = storedSuperview { return superview.resolvedTraits }
        if let window = self as? UIWindow { return window.screen.traitCollection }
        if let parent = viewExtras?.viewController?.parent { return parent.traitCollection }
        return UIScreen.main.traitCollection
    }

    /// Brings the subtree's traits up to date after the view's overrides changed.
    func traitOverridesDidChange() { UIView.updateTraits(subtree: self) }

    /// Brings the traits of a subtree up to date after something it inherits from changed (its place,
    /// its window's screen, an override): recomputes each view's collection from its parent's, parents
    /// first, and does not enter subtrees whose collection stayed the same.
    static func updateTraits(subtree root: UIView) {
        // Most moves change nothing: one comparison, no allocation.
        guard root.refreshTraits() else { return }
        var stack = Array(root.storedSubviews.reversed())
        while let view = stack.popLast() {
            guard view.refreshTraits() else { continue }
            stack.pushSubviews(of: view, inOrder: true)
        }
    }

    /// Recomputes this view's collection (and its view controller's, which sits between it and its
    /// superview) and delivers the changes; returns whether the subviews need updating.
    private func refreshTraits() -> Bool {
        var inherited = inheritedTraits
        var controllerChange: (controller: UIViewController, previous: UITraitCollection)?
        if let controller = viewExtras?.viewController {
            let previous = controller.resolvedTraits
            let new = controller.traitState?.applyingOverrides(to: inherited) ?? inherited
            if new !== previous, new != previous {
                controller.ensuredTraitState.resolved = new
                controllerChange = (controller, previous)
            } else if controller.traitState?.resolved == nil {
                controller.ensuredTraitState.resolved = previous
            }
            inherited = controller.traitState?.resolved ?? previous
        }
        let previous = resolvedTraits
        let new = traitState?.applyingOverrides(to: inherited) ?? inherited
        let changed = new !== previous && new != previous
        if changed { resolvedTraits = new }
        if let controllerChange { controllerChange.controller.traitsDidChange(from: controllerChange.previous) }
        if changed { traitsDidChange(from: previous) }
        return changed
    }

    /// What every view does when its collection changed (called once per affected view by
    /// `traitsDidChange(from:)`, after the collection is updated): follow a new scale, re-resolve dynamic
    /// colours and redraw when colours resolve differently, then `traitCollectionDidChange(_:)` and the
    /// registrations whose traits changed, with the new traits current.
    func deliverTraitChange(from previous: UITraitCollection) {
        let current = resolvedTraits
        if current.displayScale > 0, current.displayScale != previous.displayScale, layer.contentsScale != current.displayScale {
            layer.contentsScale = current.displayScale
        }
        if current.hasDifferentColorAppearance(comparedTo: previous) {
            refreshDynamicLayerColors()
            setNeedsDisplay()
        }
        current.performAsCurrent { traitCollectionDidChange(previous) }
        traitState?.deliverRegistrations(self, from: previous, to: current)
    }

    /// Re-resolves the layer's colours that came from dynamic colours: the background colour, and the
    /// background, border and shadow colours set on the layer from a dynamic `UIColor`'s `cgColor`
    /// (Tessera remembers where such a `CGColor` came from; on iOS they keep their old value).
    private func refreshDynamicLayerColors() {
        if let background = storedBackgroundColor {
            layer.backgroundColor = resolvedCGColor(background)
        } else if let source = layer.backgroundColor?.dynamicSource as? UIColor {
            layer.backgroundColor = resolvedCGColor(source)
        }
        if layer.borderWidth > 0, let source = layer.borderColor?.dynamicSource as? UIColor {
            layer.borderColor = resolvedCGColor(source)
        }
        if layer.shadowOpacity > 0, let source = layer.shadowColor?.dynamicSource as? UIColor {
            layer.shadowColor = resolvedCGColor(source)
        }
    }
}
