/// The layout pass, layout margins, the safe area, traits and layout direction.
extension UIView {
    /// One view's turn in the layout pass (parents before children): safe-area and margin updates, then
    /// the view controller's `viewWillLayoutSubviews()`, `layoutSubviews()`, `viewDidLayoutSubviews()`.
    func performLayout() {
        // Saved and restored: `layoutSubviews()` may lay the same view out again (`layoutIfNeeded()`).
        let wasInLayout = viewFlags.contains(.inLayout)
        viewFlags.insert(.inLayout)
        defer { if !wasInLayout { viewFlags.remove(.inLayout) } }
        updateSafeAreaInsets()
        let controller = viewExtras?.viewController
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// Schedules layout after a subview changed size or was added, unless this view is laying out (its
    /// own `layoutSubviews()` made the change).
    func subviewsChanged() {
        if !viewFlags.contains(.inLayout) { setNeedsLayout() }
    }

    /// Reports a safe-area change found in this pass, and marks the subviews, whose insets derive from
    /// this view's, to check theirs.
    private func updateSafeAreaInsets() {
        let current = storedWindow == nil ? UIEdgeInsets.zero : computedSafeAreaInsets
        guard current != (viewExtras?.reportedSafeAreaInsets ?? .zero) else { return }
        extras.reportedSafeAreaInsets = current
        layoutInputsChanged(.geometry)
        for subview in storedSubviews { subview.setNeedsLayout() }
        safeAreaInsetsDidChange()
        viewExtras?.viewController?.viewSafeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea { layoutMarginsChanged(relayout: false) }
    }

    /// After the view's geometry changed: forgets the cached safe areas of its subtree, and lays the view
    /// out when its safe area now differs from the one last reported.
    func geometryDidChange() {
        layoutInputsChanged(.frame)
        invalidateSafeAreaCache()
        guard storedWindow != nil, !layer.needsLayout() else { return }
        if computedSafeAreaInsets != (viewExtras?.reportedSafeAreaInsets ?? .zero) { setNeedsLayout() }
    }

    // MARK: Safe area

    /// The safe area insets, derived from the window down: each view's safe area is its superview's
    /// (edges with no inset do not limit it) seen in its own coordinates, plus the view controller's
    /// `additionalSafeAreaInsets` on a root view. Results are cached until the geometry of the view or
    /// an ancestor changes, so a layout pass computes each view's insets once.
    var computedSafeAreaInsets: UIEdgeInsets {
        guard let window = storedWindow else { return .zero }
        if viewFlags.contains(.safeAreaCached) { return viewExtras?.cachedSafeAreaInsets ?? .zero }
        // Walk up to the nearest ancestor whose insets are known (or to the window)…
        var chain: [UIView] = []
        var current: UIView = self
        while !current.viewFlags.contains(.safeAreaCached) {
            chain.append(current)
            guard current !== window, let superview = current.storedSuperview else { break }
            current = superview
        }
        let known = current.viewFlags.contains(.safeAreaCached)
        var insets = known ? (current.viewExtras?.cachedSafeAreaInsets ?? .zero) : .zero
        var parent: UIView? = known ? current : nil
        // …then derive each view's insets from its superview's on the way back down.
        for view in chain.reversed() {
            if let parent {
                insets = view.insets(within: parent.bounds, parentInsets: insets)
            } else {
                insets = view === window ? window.windowSafeAreaInsets : .zero
            }
            if let controller = view.viewExtras?.viewController {
                insets = insets + controller.additionalSafeAreaInsets + controller.containerSafeAreaInsets
            }
            view.viewFlags.insert(.safeAreaCached)
            if insets != .zero || view.viewExtras != nil { view.extras.cachedSafeAreaInsets = insets }
            parent = view
        }
        return insets
    }

    /// Forgets the cached safe area of this view and its subtree (a view's cache is valid only while its
    /// ancestors' are, so the walk stops at views without one).
    func invalidateSafeAreaCache() { clearCacheFlag(.safeAreaCached) }

    /// Removes a cache's validity flag from this view and its subtree. For caches whose validity implies
    /// their ancestors', so the walk stops at views without the flag.
    func clearCacheFlag(_ flag: ViewFlags) {
        guard viewFlags.contains(flag) else { return }
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            guard view.viewFlags.contains(flag) else { continue }
            view.viewFlags.remove(flag)
            stack.pushSubviews(of: view, inOrder: false)
        }
    }

    /// This view's insets from its superview's safe area (`parentInsets` of `parentBounds`).
    private func insets(within parentBounds: CGRect, parentInsets: UIEdgeInsets) -> UIEdgeInsets {
        guard parentInsets != .zero else { return .zero }
        // The superview's safe edges; an edge without an inset does not limit the safe area.
        let huge = CGFloat.greatestFiniteMagnitude / 8
        let left = parentInsets.left > 0 ? parentBounds.minX + parentInsets.left : -huge
        let right = parentInsets.right > 0 ? parentBounds.maxX - parentInsets.right : huge
        let top = parentInsets.top > 0 ? parentBounds.minY + parentInsets.top : -huge
        let bottom = parentInsets.bottom > 0 ? parentBounds.maxY - parentInsets.bottom : huge
        // Those edges in this view's coordinates (the bounding box of the corners when rotated).
        // Loops, not `map` and `min()`: a main-actor closure passed to a generic algorithm is checked for
        // its executor at every call, and this runs for every view on every layout of a safe area.
        let toLocal = layer.toSuperlayerSpace.inverted()
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity, minY = CGFloat.infinity, maxY = -CGFloat.infinity
        for corner in [CGPoint(x: left, y: top), CGPoint(x: right, y: top), CGPoint(x: left, y: bottom), CGPoint(x: right, y: bottom)] {
            let p = corner.applying(toLocal)
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let b = bounds
        return UIEdgeInsets(top: max(0, min(b.height, minY - b.minY)), left: max(0, min(b.width, minX - b.minX)),
                            bottom: max(0, min(b.height, b.maxY - maxY)), right: max(0, min(b.width, b.maxX - maxX)))
    }

    // MARK: Layout margins

    /// The margins before adjustments: as set, else 8 points (zero on top and bottom of a view
    /// controller's root view), raised to the controller's system minimum on a root view.
    private var baseLayoutMargins: UIEdgeInsets {
        // The direction is found by a walk up the tree: only directional insets ask for it.
        let controller = viewExtras?.viewController
        var margins: UIEdgeInsets
        switch viewExtras?.explicitMargins {
        case .absolute(let insets)?: margins = insets
        case .directional(let insets)?: margins = insets.edgeInsets(effectiveUserInterfaceLayoutDirection)
        case nil: margins = controller == nil ? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) : .zero
        }
        if let controller, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins.edgeInsets(effectiveUserInterfaceLayoutDirection)
            margins = UIEdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
                                   bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
        }
        return margins
    }

    /// The margins with the safe area added (when `insetsLayoutMarginsFromSafeArea`), and the
    /// superview's margins reaching into the view (when `preservesSuperviewLayoutMargins`).
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = baseLayoutMargins
        if insetsLayoutMarginsFromSafeArea { margins = margins + safeAreaInsets }
        if preservesSuperviewLayoutMargins, let superview = storedSuperview {
            let inner = superview.bounds.inset(by: superview.effectiveLayoutMargins)
            let local = superview.convert(inner, to: self)
            let b = bounds
            margins = UIEdgeInsets(top: max(margins.top, local.minY - b.minY), left: max(margins.left, local.minX - b.minX),
                                   bottom: max(margins.bottom, b.maxY - local.maxY), right: max(margins.right, b.maxX - local.maxX))
        }
        return margins
    }

    func setExplicitMargins(_ margins: ExplicitMargins) {
        guard viewExtras?.explicitMargins != margins else { return }
        extras.explicitMargins = margins
        layoutMarginsChanged()
    }

    /// Tells the view (and its view controller) that the margins changed, and lays it out again unless
    /// this happens during its layout.
    func layoutMarginsChanged(relayout: Bool = true) {
        layoutInputsChanged(.geometry)
        layoutMarginsDidChange()
        viewExtras?.viewController?.viewLayoutMarginsDidChange()
        if relayout { setNeedsLayout() }
    }

    // MARK: Layout direction

    /// Left to right or right to left: from the view's semantic content attribute, or, when that is
    /// `.unspecified`, the direction its superview arranges its content in (so a subtree under a view
    /// forced right to left lays out right to left); a view without a superview takes its traits'
    /// layout direction, else the app's.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        // Walks up (without recursion, for deep trees) to the first view whose attribute decides.
        var view: UIView = self
        while true {
            let attribute = view.semanticContentAttribute
            if attribute != .unspecified { return UIView.userInterfaceLayoutDirection(for: attribute) }
            guard let superview = view.storedSuperview else { break }
            view = superview
        }
        switch view.traitCollection.layoutDirection {
        case .rightToLeft: return .rightToLeft
        case .leftToRight: return .leftToRight
        default: return UIApplication.shared.userInterfaceLayoutDirection
        }
    }

    /// The layout direction of content with `attribute` in the app's direction.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The layout direction of content with `semanticContentAttribute` inside content laid out in
    /// `layoutDirection`: the forced directions win, playback controls and spatial controls are always
    /// left to right, and unspecified content follows `layoutDirection`.
    public static func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                    relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return layoutDirection
        }
    }
}

extension UIEdgeInsets {
    /// Edge-wise sum.
    static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}
