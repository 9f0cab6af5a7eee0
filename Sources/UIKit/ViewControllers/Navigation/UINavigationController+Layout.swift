/// The navigation controller's geometry: the bar under the status bar (44 points, 96 with a large
/// title, collapsing as the content scrolls), the toolbar above the bottom safe area, the top
/// controller's view filling the container (below the bar when its `edgesForExtendedLayout` leaves
/// out the top), and the children's safe areas ending at the bars.
extension UINavigationController {
    /// Lays out the bars and the shown controller's view (from the root view's `layoutSubviews`).
    func layoutNavigation() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        let safe = root.safeAreaInsets
        containerView.frame = bounds
        let bar = storedNavigationBar
        let barHeight = currentBarHeight()
        bar.frame = CGRect(x: bounds.minX, y: barHidden ? bounds.minY - barHeight : bounds.minY + safe.top,
                           width: bounds.width, height: barHeight)
        let toolbarHeight = storedToolbar.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
        let toolbarY = toolbarIsHidden ? bounds.maxY : bounds.maxY - safe.bottom - toolbarHeight
        storedToolbar.frame = CGRect(x: bounds.minX, y: toolbarY, width: bounds.width, height: toolbarHeight)
        if let shown = shownController, runningTransition == nil, let view = shown.viewIfLoaded, view.superview === containerView {
            view.frame = childFrame(for: shown)
        }
        for controller in [shownController].compactMap({ $0 }) + (runningTransition.map { [$0.viewController(forKey: .to), $0.viewController(forKey: .from)].compactMap { $0 } } ?? []) {
            updateSafeArea(of: controller)
        }
        updateScrollEdge()
    }

    /// The frame of a child's view in the container: the whole view, less the bar's part when the
    /// child does not extend under the top (and the toolbar's when it does not extend under the bottom).
    func childFrame(for controller: UIViewController) -> CGRect {
        guard let root = viewIfLoaded else { return .zero }
        var frame = root.bounds
        let edges = controller.edgesForExtendedLayout
        let opaqueBar = !storedNavigationBar.isTranslucent && !controller.extendedLayoutIncludesOpaqueBars
        if (!edges.contains(.top) || opaqueBar), !barHidden {
            let top = storedNavigationBar.frame.maxY
            frame.size.height -= top - frame.minY
            frame.origin.y = top
        }
        if !edges.contains(.bottom), !toolbarIsHidden {
            frame.size.height = max(0, storedToolbar.frame.minY - frame.minY)
        }
        return frame
    }

    /// Sets a child's container insets so that its safe area ends at the bars.
    func updateSafeArea(of controller: UIViewController) {
        guard let root = viewIfLoaded else { return }
        let frame = controller.viewIfLoaded?.superview === containerView ? (controller.viewIfLoaded?.frame ?? childFrame(for: controller)) : childFrame(for: controller)
        let safe = root.safeAreaInsets
        var insets = UIEdgeInsets.zero
        if !barHidden {
            let covered = max(0, storedNavigationBar.frame.maxY - frame.minY)
            let windowCovered = max(0, safe.top - frame.minY)
            insets.top = max(0, covered - windowCovered)
        }
        if !toolbarIsHidden {
            let covered = max(0, frame.maxY - storedToolbar.frame.minY)
            let windowCovered = max(0, frame.maxY - (root.bounds.maxY - safe.bottom))
            insets.bottom = max(0, covered - windowCovered)
        }
        controller.containerSafeAreaInsets = insets
    }

    /// The bar's height now: the full height, less what the large title collapsed by. The bar's
    /// bottom follows the content: scrolled up by 52 points from the top (where the inset under the
    /// full bar puts it), the bar is 44 tall. Until the scroll view's inset has taken in the full bar
    /// (a controller just shown), the bar stays full.
    func currentBarHeight() -> CGFloat {
        let bar = storedNavigationBar
        let full = bar.barHeight
        guard bar.showsLargeTitle, let scroll = trackedScrollView(), let scrolled = largeTitleScrollDistance(scroll, full: full) else { return full }
        let collapsed = full - UINavigationBar.largeTitleHeight
        return min(max(full - scrolled, collapsed), full).rounded()
    }

    /// How far the content has scrolled up from where it rests under the full bar (nil while the bar
    /// is held full).
    private func largeTitleScrollDistance(_ scroll: UIScrollView, full: CGFloat) -> CGFloat? {
        guard let root = viewIfLoaded else { return nil }
        let barTop = root.bounds.minY + root.safeAreaInsets.top
        let scrollTop = scroll.convert(scroll.bounds.origin, to: root).y
        let expandedInset = max(0, barTop + full - scrollTop) + scroll.contentInset.top
        if largeTitleHeldFull {
            guard scroll.adjustedContentInset.top >= expandedInset - 0.5 else { return nil }
            largeTitleHeldFull = false
        }
        return scroll.contentOffset.y + expandedInset
    }

    /// Whether the bar shows its scroll-edge appearance: the top controller's content is at its top
    /// (or it has no scroll view).
    func updateScrollEdge() {
        guard let scroll = trackedScrollView() else {
            if !storedNavigationBar.showsScrollEdgeAppearance { storedNavigationBar.showsScrollEdgeAppearance = true }
            return
        }
        let atTop: Bool
        if storedNavigationBar.showsLargeTitle {
            atTop = (largeTitleScrollDistance(scroll, full: storedNavigationBar.barHeight) ?? 0) <= 0.5
        } else {
            atTop = scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
        }
        if storedNavigationBar.showsScrollEdgeAppearance != atTop { storedNavigationBar.showsScrollEdgeAppearance = atTop }
    }

    /// The top controller's content scroll view, observed for the large title and scroll edge.
    func trackedScrollView() -> UIScrollView? {
        guard let shown = shownController else { return nil }
        let scroll = shown.contentScrollView(for: .top)
        if scroll !== observedScrollView {
            if let old = observedScrollView, old.offsetObserver === containerView { old.offsetObserver = nil }
            observedScrollView = scroll
            scroll?.offsetObserver = containerView
            largeTitleHeldFull = true
        }
        return scroll
    }

    /// A controller set a content scroll view: the bar follows the new one.
    func contentScrollViewChanged() { viewIfLoaded?.setNeedsLayout() }

    // MARK: Hiding the bars

    /// Whether the navigation bar is hidden.
    public var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar, sliding it up out of view (or down) when `animated`; the
    /// children's safe areas follow.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        animateBarChange(animated: animated) { [weak self] in
            guard let self, self.barHidden == hidden else { return }
            self.storedNavigationBar.isHidden = hidden
        }
        if !hidden { storedNavigationBar.isHidden = false }
    }

    /// Whether the toolbar is hidden (true by default).
    public var isToolbarHidden: Bool {
        get { toolbarIsHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar, sliding it down out of view (or up) when `animated`.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarIsHidden else { return }
        toolbarIsHidden = hidden
        if !hidden { storedToolbar.isHidden = false }
        animateBarChange(animated: animated) { [weak self] in
            guard let self, self.toolbarIsHidden == hidden else { return }
            self.storedToolbar.isHidden = hidden
        }
    }

    private func animateBarChange(animated: Bool, completion: @escaping () -> Void) {
        guard let root = viewIfLoaded else { completion(); return }
        root.setNeedsLayout()
        guard animated, root.window != nil else {
            root.layoutIfNeeded()
            completion()
            return
        }
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: {
            root.layoutIfNeeded()
            self.shownController?.viewIfLoaded?.layoutIfNeeded()
        }, completion: { _ in completion() })
    }
}

/// The navigation controller's root view: lays out the bars and the shown child.
final class NavigationControllerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutNavigation()
    }
}

/// The view the children's views (and the transitions' views) are in, under the bars. It follows the
/// top controller's content scroll view for the large title.
final class NavigationContainerView: UIView, ScrollViewOffsetObserving {
    func scrollViewOffsetDidChange(_ scrollView: UIScrollView) {
        guard let root = superview as? NavigationControllerView, let controller = root.controller else { return }
        let bar = controller.storedNavigationBar
        if bar.showsLargeTitle, controller.currentBarHeight() != bar.frame.height {
            controller.layoutNavigation()
        }
        controller.updateScrollEdge()
    }
}
