/// Tint: inherited down the view tree, dimmable, with change notifications.
extension UIView {
    /// The tint before dimming: the first non-nil tint from this view up, else system blue.
    var inheritedTintColor: UIColor {
        resolveTint()
        return cachedInheritedTint ?? .systemBlue
    }

    var effectiveTintColor: UIColor {
        let tint = inheritedTintColor
        return effectiveTintAdjustmentMode == .dimmed ? UIView.dimmed(tint) : tint
    }

    /// The first non-automatic adjustment mode from this view up, else normal.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        resolveTint()
        return viewFlags.contains(.tintDimmed) ? .dimmed : .normal
    }

    func setTintColor(_ color: UIColor?) {
        // An appearance rule re-applying the value the view has already (re-entering a window, say)
        // changes nothing and tells no one.
        if AppearanceRegistry.mode == .applying && storedTintColor == color { return }
        storedTintColor = color
        invalidateTintCache()
        sendTintColorDidChange()
        notifyDescendants { $0.storedTintColor != nil }
    }

    func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        if viewExtras == nil && mode == .automatic { return }
        extras.tintAdjustmentMode = mode
        invalidateTintCache()
        sendTintColorDidChange()
        notifyDescendants { ($0.viewExtras?.tintAdjustmentMode ?? .automatic) != .automatic }
    }

    /// Fills the tint cache of this view and of the ancestors without one, top down, so reading the tint
    /// costs a walk up to the nearest cached ancestor (the superview, once the tree has been read) rather
    /// than to the root. Invariant: a view's cache is valid only if its superview's is.
    func resolveTint() {
        guard !viewFlags.contains(.tintCached) else { return }
        if storedSuperview?.viewFlags.contains(.tintCached) ?? true {
            cacheTint(inheriting: storedSuperview)
            return
        }
        var path: [UIView] = []
        var current: UIView? = self
        while let view = current, !view.viewFlags.contains(.tintCached) {
            path.append(view)
            current = view.storedSuperview
        }
        for view in path.reversed() { view.cacheTint(inheriting: view.storedSuperview) }
    }

    /// Caches this view's tint from its own values and its superview's cached ones.
    private func cacheTint(inheriting superview: UIView?) {
        let (tint, dimmed) = tintInherited(from: superview)
        cachedInheritedTint = tint
        if dimmed { viewFlags.insert(.tintDimmed) } else { viewFlags.remove(.tintDimmed) }
        viewFlags.insert(.tintCached)
    }

    /// This view's inherited tint and whether it is dimmed, from its own values and `superview`'s cache.
    private func tintInherited(from superview: UIView?) -> (tint: UIColor, dimmed: Bool) {
        let tint = storedTintColor ?? superview?.cachedInheritedTint ?? .systemBlue
        let mode = viewExtras?.tintAdjustmentMode ?? .automatic
        return (tint, mode == .automatic ? superview?.viewFlags.contains(.tintDimmed) ?? false : mode == .dimmed)
    }

    /// Forgets the cached tint of this view and its descendants (after a change of tint or adjustment
    /// mode, or a move).
    func invalidateTintCache() { clearCacheFlag(.tintCached) }

    /// After the view moved to a new superview (or lost its superview): its subtree keeps its cached
    /// tints when the view inherits the same tint and dimming there as before (the usual case), and
    /// forgets them otherwise.
    func tintCacheDidMove() {
        guard viewFlags.contains(.tintCached) else { return }
        storedSuperview?.resolveTint()
        let (tint, dimmed) = tintInherited(from: storedSuperview)
        if tint === cachedInheritedTint && dimmed == viewFlags.contains(.tintDimmed) { return }
        invalidateTintCache()
    }

    /// After a move: tells the view and the descendants that inherit its tint, if the effective tint
    /// differs from `before` (dimmed or not: `dimmedBefore`) in the new place. Descendants with a tint of
    /// their own hear only if the dimming they inherit changed. Views in `told` heard of a change already
    /// while the move applied appearance rules (a tint from a proxy), so they are not told twice.
    func tintMayHaveChanged(from before: UIColor, dimmedBefore: Bool, told: Set<ObjectIdentifier> = []) {
        guard effectiveTintColor != before else { return }
        if !told.contains(ObjectIdentifier(self)) { sendTintColorDidChange() }
        let dimmingChanged = (effectiveTintAdjustmentMode == .dimmed) != dimmedBefore
        notifyDescendants(skipping: told) {
            $0.storedTintColor != nil && (!dimmingChanged || ($0.viewExtras?.tintAdjustmentMode ?? .automatic) != .automatic)
        }
    }

    /// The views told of a tint change while appearance rules are applied to a subtree entering a window
    /// (nil at other times): the move that applied them tells the others afterwards.
    static var toldOfTintChange: Set<ObjectIdentifier>?

    /// Runs `body` (applying appearance to a subtree entering a window) and returns the views told of a
    /// tint change meanwhile. Nested (a rule's setter adding views to a view in a window), the views the
    /// inner pass told count for the outer one too.
    static func recordingTintNotifications(_ body: () -> Void) -> Set<ObjectIdentifier> {
        let outer = toldOfTintChange
        toldOfTintChange = []
        body()
        let told = toldOfTintChange ?? []
        toldOfTintChange = outer.map { $0.union(told) }
        return told
    }

    /// Calls `tintColorDidChange()`, unless this view is already inside its own call (so setting a tint
    /// there cannot recurse forever).
    private func sendTintColorDidChange() {
        guard !viewFlags.contains(.inTintColorDidChange) else { return }
        if UIView.toldOfTintChange != nil { UIView.toldOfTintChange?.insert(ObjectIdentifier(self)) }
        viewFlags.insert(.inTintColorDidChange)
        tintColorDidChange()
        viewFlags.remove(.inTintColorDidChange)
    }

    /// Sends `tintColorDidChange()` to descendants, not entering those `keepsOwn` says set their own
    /// value, and not telling those in `skipping` (they heard already).
    private func notifyDescendants(skipping: Set<ObjectIdentifier> = [], keepsOwn: (UIView) -> Bool) {
        var stack = Array(storedSubviews.reversed())
        while let view = stack.popLast() {
            guard !keepsOwn(view) else { continue }
            if skipping.isEmpty || !skipping.contains(ObjectIdentifier(view)) { view.sendTintColorDidChange() }
            stack.pushSubviews(of: view, inOrder: true)
        }
    }

    /// A dimmed tint: the colour's luminance as a gray, lightened (Apple documents only "desaturated";
    /// this keeps dimmed controls legible, as iOS's are).
    static func dimmed(_ color: UIColor) -> UIColor {
        UIColor(dynamicProvider: { traits in
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
            return UIColor(white: min(1, luma * 0.5 + 0.3), alpha: a)
        })
    }

    var extras: ViewExtras {
        if let viewExtras { return viewExtras }
        let made = ViewExtras()
        viewExtras = made
        return made
    }
}
