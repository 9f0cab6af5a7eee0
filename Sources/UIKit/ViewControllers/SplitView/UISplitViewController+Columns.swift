/// Showing and hiding columns: the display mode changes (the delegate hears `willChangeTo` and then
/// `willShow`/`willHide` per column), and the columns' views slide in or out from the primary's edge
/// with the appearance callbacks (`viewWillAppear`/`viewWillDisappear` at the start, the `did` ones at
/// the end), or change at once when not animated (the window then sends the callbacks).
extension UISplitViewController {
    /// How long a column takes to slide in or out, in seconds.
    static let columnAnimationDuration: TimeInterval = 0.35

    /// `show(_:)`'s work (see there).
    func showColumn(_ column: Column) {
        if collapsed {
            showCollapsed(column)
            return
        }
        let behavior = splitBehavior
        let mode = displayMode
        var target = mode
        switch column {
        case .secondary:
            switch mode {
            case .oneOverSecondary, .twoOverSecondary: target = .secondaryOnly
            case .twoDisplaceSecondary: target = .oneBesideSecondary
            default: break
            }
        case .primary:
            if !visibleColumns(for: mode).contains(.primary) {
                target = style == .tripleColumn ? normalized(.twoBesideSecondary, behavior: behavior) : normalized(.oneBesideSecondary, behavior: behavior)
            }
        case .supplementary:
            guard style == .tripleColumn else { return }
            if mode == .secondaryOnly { target = normalized(.oneBesideSecondary, behavior: behavior) }
        case .compact:
            return
        }
        changeDisplayMode(to: target, animated: true)
    }

    /// `hide(_:)`'s work (see there).
    func hideColumn(_ column: Column) {
        guard !collapsed else { return }
        let mode = displayMode
        var target = mode
        switch column {
        case .primary:
            guard visibleColumns(for: mode).contains(.primary) else { return }
            target = style == .tripleColumn ? normalized(.oneBesideSecondary, behavior: splitBehavior) : .secondaryOnly
        case .supplementary:
            guard style == .tripleColumn else { return }
            target = .secondaryOnly
        case .secondary:
            BadValue.report("UIKit", api: "UISplitViewController.hide(_:)", "the secondary column cannot be hidden; nothing changes")
            return
        case .compact:
            return
        }
        changeDisplayMode(to: target, animated: true)
    }

    /// Changes the display mode to `requested` (made one the behavior allows), telling the delegate
    /// and showing the columns it wants.
    func changeDisplayMode(to requested: DisplayMode, animated: Bool) {
        let new = normalized(requested == .automatic ? targetDisplayMode(for: layoutSize) : requested, behavior: splitBehavior)
        guard let old = currentDisplayMode, !collapsed else {
            currentDisplayMode = new
            return
        }
        guard new != old else { return }
        delegate?.splitViewController(self, willChangeTo: new)
        if style != .unspecified {
            let before = visibleColumns(for: old), after = visibleColumns(for: new)
            for column in after where !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
            for column in before where !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
        }
        currentDisplayMode = new
        updateShownColumns(animated: animated)
    }

    /// A preference changed: the display mode follows (at once; inside an animation block the
    /// columns move with it).
    func preferencesChanged() {
        guard isViewLoaded, !collapsed, currentDisplayMode != nil else { return }
        changeDisplayMode(to: targetDisplayMode(for: layoutSize), animated: false)
        viewIfLoaded?.setNeedsLayout()
    }

    /// The children each container should show now.
    private func wantedChildren() -> [Column: UIViewController] {
        var wanted: [Column: UIViewController] = [:]
        if collapsed {
            if let shown = columnChildren[.compact] ?? columnChildren[.primary] { wanted[.compact] = shown }
        } else {
            for column in visibleColumns(for: displayMode) { wanted[column] = columnChildren[column] }
        }
        return wanted
    }

    /// Puts the wanted children's views in their containers and takes the others out: animated (when
    /// on screen), the arriving columns slide in and the leaving ones out, with appearance transitions;
    /// else at once.
    func updateShownColumns(animated: Bool) {
        guard let root = viewIfLoaded else { return }
        visibilityGeneration += 1
        let generation = visibilityGeneration
        let containers = [primaryContainer, supplementaryContainer, secondaryContainer, collapsedContainer]
        let wanted = wantedChildren()
        let before = containers.compactMap(\.child)
        let after = Array(wanted.values)
        let arriving = after.filter { child in !before.contains { $0 === child } }
        let leaving = before.filter { child in !after.contains { $0 === child } }
        let animate = animated && isOnScreen && !(arriving.isEmpty && leaving.isEmpty)
        if animate {
            root.layoutIfNeeded()
            for child in leaving { child.beginAppearanceTransition(false, animated: true) }
            for child in arriving { child.beginAppearanceTransition(true, animated: true) }
        }
        for container in containers {
            let child = wanted[container.column]
            if container.child !== child, let old = container.child, old.viewIfLoaded?.superview === container {
                if !(animate && leaving.contains(where: { $0 === old })) { old.viewIfLoaded?.removeFromSuperview() }
            }
            container.child = child
            if let child, child.view.superview !== container {
                child.view.frame = container.bounds
                container.insertSubview(child.view, at: 0)
            }
            if child != nil { container.isHidden = false }
        }
        columnsOnScreen = Set(containers.filter { $0.child != nil }.map(\.column))
        placeDisplayModeButton()
        guard animate else {
            finishColumnChange(generation: generation)
            placeColumns()
            return
        }
        UIView.animate(withDuration: Self.columnAnimationDuration, animations: {
            self.placeColumns()
            root.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self else { return }
            if generation == self.visibilityGeneration { self.finishColumnChange(generation: generation) }
            for child in leaving where child.appearanceIsManual { child.endAppearanceTransition() }
            for child in arriving where child.appearanceIsManual { child.endAppearanceTransition() }
        })
    }

    /// Takes leftover views out of their containers and hides the empty containers and the dimming.
    private func finishColumnChange(generation: Int) {
        for container in [primaryContainer, supplementaryContainer, secondaryContainer, collapsedContainer] {
            for subview in container.subviews where subview !== container.separator && subview !== container.child?.viewIfLoaded {
                subview.removeFromSuperview()
            }
            container.isHidden = container.child == nil
        }
        dimmingView.isHidden = collapsed || !dimsSecondary(displayMode)
    }

    /// Puts the display-mode button in the navigation bar of the leading shown column while a sidebar
    /// is hidden (`.automatic`), always (`.always`) or never (`.never`); column styles only, and not
    /// while collapsed. It shows at the root of that column's stack, where no back button is.
    func placeDisplayModeButton() {
        var target: UINavigationController?
        if style != .unspecified, !collapsed, displayModeButtonVisibility != .never {
            let visible = visibleColumns(for: displayMode)
            if !visible.contains(.primary) || displayModeButtonVisibility == .always {
                target = visible.first.flatMap { columnChildren[$0] as? UINavigationController }
            }
        }
        for column in [Column.primary, .supplementary, .secondary] {
            guard let navigation = columnChildren[column] as? UINavigationController else { continue }
            let item = navigation === target ? displayModeButtonItem : nil
            if navigation.navigationBar.splitViewLeadingItem !== item { navigation.navigationBar.splitViewLeadingItem = item }
        }
    }

    // MARK: Taps, the button and the edge swipe

    /// A tap on the dimmed secondary hides the sidebars over it (or pushing it aside).
    func dimmingTapped() {
        show(.secondary)
    }

    /// The display-mode button: the delegate's target mode, else the primary shown or hidden.
    func displayModeButtonTapped() {
        guard !collapsed else { return }
        let target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target != .automatic {
            changeDisplayMode(to: target, animated: true)
        } else if visibleColumns(for: displayMode).contains(.primary) {
            hide(.primary)
        } else {
            show(.primary)
        }
    }

    /// The swipe in from the primary's edge shows the next hidden sidebar (unless the leading shown
    /// column's navigation controller can go back: its own edge swipe pops then).
    func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard pan.state == .began, presentsWithGesture, !collapsed else { return }
        let visible = visibleColumns(for: displayMode)
        if let leading = visible.first.flatMap({ columnChildren[$0] as? UINavigationController }), leading.viewControllers.count > 1 { return }
        if style == .tripleColumn, !visible.contains(.supplementary) {
            show(.supplementary)
        } else if !visible.contains(.primary) {
            show(.primary)
        }
    }

    /// The swipe starts from the primary's edge, and only when the gesture presents.
    func updateEdgePan() {
        edgePan.isEnabled = presentsWithGesture
        edgePan.edges = columnsMirrored ? .right : .left
    }
}
