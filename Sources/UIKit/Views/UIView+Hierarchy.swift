/// The view tree: adding, removing and reordering subviews, with UIKit's callbacks in UIKit's order,
/// and hit testing.
extension UIView {
    /// The view this one is a subview of.
    public var superview: UIView? { storedSuperview }

    /// The subviews, back to front.
    public var subviews: [UIView] { storedSubviews }

    /// The window the view is in, if any.
    public var window: UIWindow? { storedWindow }

    /// `removeFromSuperview()`'s work: the view leaves its superview with UIKit's callbacks in order.
    func detachFromSuperview() {
        guard let oldSuperview = storedSuperview else { return }
        AccessibilityChanges.mark(oldSuperview)
        let usesAutoLayout = AutoLayoutHost.liveCount > 0
        if usesAutoLayout { AutoLayoutHost.subtreeWillLeaveSuperview(self) }
        oldSuperview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let oldWindow = storedWindow
        if oldWindow != nil { Self.callWillMove(toWindow: nil, subtree: self) }
        if isFirstResponderInSubtree { oldWindow?.firstResponderWillLeave(self) }
        oldSuperview.storedSubviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        storedSuperview = nil
        invalidateSafeAreaCache()
        tintCacheDidMove()
        if oldWindow != nil { Self.setWindow(nil, subtree: self) }
        Self.updateTraits(subtree: self)
        if oldWindow != nil { Self.callDidMoveToWindow(subtree: self) }
        didMoveToSuperview()
        oldSuperview.setNeedsLayout()
        if usesAutoLayout { AutoLayoutHost.subtreeDidMove(self) }
    }

    /// Called on each subview of a view being freed, once the freed view's layer has let go of the
    /// subviews' layers: the subview leaves it with the callbacks of
    /// `removeFromSuperview()`, with three differences. The freed view gets no callbacks of its own (its
    /// subclass parts are already gone); `superview` and `window` read nil before the callbacks run,
    /// since either may be the object being freed; and the subtree's constraints rejoin an engine only
    /// when the subtree is next laid out or moved, so freeing a tree costs no Auto Layout work for the
    /// views freed with it.
    func superviewDidFree(inWindow: Bool) {
        if AutoLayoutHost.liveCount > 0 { viewFlags.insert(.rejoinsEngine) }
        storedSuperview = nil
        tintCacheDidMove()
        if inWindow { Self.setWindow(nil, subtree: self) }
        willMove(toSuperview: nil)
        if inWindow { Self.callWillMove(toWindow: nil, subtree: self) }
        invalidateSafeAreaCache()
        Self.updateTraits(subtree: self)
        if inWindow { Self.callDidMoveToWindow(subtree: self) }
        didMoveToSuperview()
    }

    // MARK: Internals

    /// Puts `view` at `requestedIndex` of the subviews: a move within them, or an addition with callbacks.
    func insert(_ view: UIView, at requestedIndex: Int) {
        guard view !== self else {
            TesseraLog.error("UIKit", "Can't add self as subview (\(type(of: self)))")
            return
        }
        // A view without subviews has no descendants, so the walk up can be skipped.
        guard view.storedSubviews.isEmpty || !isDescendant(of: view) else {
            TesseraLog.error("UIKit", "can't add \(type(of: view)) as a subview of its own descendant \(type(of: self)): the view tree would have a cycle")
            return
        }
        AccessibilityChanges.mark(view)
        AccessibilityChanges.mark(self)
        if view.storedSuperview === self, let current = storedSubviews.firstIndex(where: { $0 === view }) {
            // Already here: only the order changes.
            storedSubviews.remove(at: current)
            storedSubviews.insert(view, at: min(max(0, requestedIndex > current ? requestedIndex - 1 : requestedIndex), storedSubviews.count))
            syncSublayerOrder()
            return
        }
        let oldSuperview = view.storedSuperview
        let usesAutoLayout = AutoLayoutHost.liveCount > 0
        if usesAutoLayout, oldSuperview != nil { AutoLayoutHost.subtreeWillLeaveSuperview(view) }
        let oldWindow = view.storedWindow, newWindow = storedWindow
        let tintBefore = view.effectiveTintColor, dimmedBefore = view.effectiveTintAdjustmentMode == .dimmed
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { Self.callWillMove(toWindow: newWindow, subtree: view) }
        if oldWindow !== newWindow, view.isFirstResponderInSubtree { oldWindow?.firstResponderWillLeave(view) }
        if let oldSuperview {
            oldSuperview.storedSubviews.removeAll { $0 === view }
            oldSuperview.setNeedsLayout()
        }
        let index = min(max(0, requestedIndex), storedSubviews.count)
        storedSubviews.insert(view, at: index)
        view.storedSuperview = self
        view.invalidateSafeAreaCache()
        view.tintCacheDidMove()
        layer.insertSublayer(view.layer, at: UInt32(sublayerIndex(forSubviewAt: index)))
        if oldWindow !== newWindow { Self.setWindow(newWindow, subtree: view) }
        Self.updateTraits(subtree: view)
        var toldOfTint: Set<ObjectIdentifier> = []
        if oldWindow !== newWindow, newWindow != nil, AppearanceRegistry.shared.isActive {
            toldOfTint = UIView.recordingTintNotifications { AppearanceRegistry.shared.apply(subtree: view) }
        }
        if oldWindow !== newWindow { Self.callDidMoveToWindow(subtree: view) }
        view.didMoveToSuperview()
        didAddSubview(view)
        // A subtree orphaned by a freed superview rejoins an engine even if every engine has gone since.
        if usesAutoLayout || view.viewFlags.contains(.rejoinsEngine) { AutoLayoutHost.subtreeDidMove(view) }
        if type(of: view).requiresConstraintBasedLayout { _ = rootView.rootLayoutHost }
        if view.viewFlags.contains(.needsUpdateConstraints) || view.viewFlags.contains(.subtreeNeedsUpdateConstraints) {
            view.markSuperviewsNeedUpdateConstraints()
        }
        view.setNeedsLayout()
        subviewsChanged()
        view.tintMayHaveChanged(from: tintBefore, dimmedBefore: dimmedBefore, told: toldOfTint)
    }

    /// The sublayer index that keeps subviews' layers in subview order among other sublayers.
    private func sublayerIndex(forSubviewAt index: Int) -> Int {
        let sublayers = layer.sublayers ?? []
        // Appending (addSubview) puts the layer on top of every sublayer, as UIKit does.
        if index == storedSubviews.count - 1 { return sublayers.count }
        if index + 1 < storedSubviews.count, let next = sublayers.firstIndex(where: { $0 === storedSubviews[index + 1].layer }) {
            return next
        }
        if index > 0, let previous = sublayers.firstIndex(where: { $0 === storedSubviews[index - 1].layer }) {
            return previous + 1
        }
        return sublayers.count
    }

    /// Reorders the subviews' layers to match `storedSubviews`, leaving other sublayers where they are.
    func syncSublayerOrder() {
        layer.reorderSublayers(storedSubviews.map(\.layer))
    }

    /// Whether the window's first responder is this view or one of its descendants.
    var isFirstResponderInSubtree: Bool {
        guard let responder = storedWindow?.currentFirstResponder as? UIView else { return false }
        return responder.isDescendant(of: self)
    }

    /// `willMove(toWindow:)` on a subtree, parents before children.
    static func callWillMove(toWindow window: UIWindow?, subtree root: UIView) {
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            view.willMove(toWindow: window)
            view.viewExtras?.viewController?.viewWillMove(toWindow: window)
            stack.pushSubviews(of: view, inOrder: true)
        }
    }

    /// `didMoveToWindow()` on a subtree, children before their parent (as UIKit's recursion does).
    static func callDidMoveToWindow(subtree root: UIView) {
        var order: [UIView] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            order.append(view)
            stack.pushSubviews(of: view, inOrder: false)
        }
        for view in order.reversed() {
            view.didMoveToWindow()
            view.viewExtras?.viewController?.viewDidMoveToWindow()
        }
    }

    /// Records the new window on every view of a subtree.
    static func setWindow(_ window: UIWindow?, subtree root: UIView) {
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            view.storedWindow = window ?? (view as? UIWindow)
            stack.pushSubviews(of: view, inOrder: false)
        }
    }

    // MARK: Hit testing

    /// UIView's `hitTest(_:with:)`: the deepest visible, interactive view containing the point, front
    /// subviews first.
    ///
    /// UIKit recurses through each subview's `hitTest`. This walks down without recursion while the
    /// subviews are of UIKit classes that keep this implementation (their `hitTest` would do exactly
    /// what the walk does), and calls `hitTest` only on views of other classes, which may override it.
    /// So a deep tree of plain views cannot exhaust the stack, and every override is still called.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsHit(at: point, with: event) else { return nil }
        var view = self, local = point
        descend: while true {
            for subview in view.storedSubviews.reversed() {
                let inSubview = local.applying(subview.layer.toSuperlayerSpace.inverted())
                if Self.keepsDefaultHitTest(subview) {
                    // A subview that takes the point holds the answer: itself or one of its own.
                    guard subview.acceptsHit(at: inSubview, with: event) else { continue }
                    view = subview
                    local = inSubview
                    continue descend
                }
                if let hit = subview.hitTest(inSubview, with: event) { return hit }
            }
            return view
        }
    }

    /// Whether the view takes part in hit testing at `point` (its own coordinates).
    private func acceptsHit(at point: CGPoint, with event: UIEvent?) -> Bool {
        !isHidden && isUserInteractionEnabled && layer.opacity >= 0.01 && self.point(inside: point, with: event)
    }

    /// Whether the view's class is one of UIKit's that inherit UIView's `hitTest(_:with:)`
    /// (`inheritsDefaultHitTest`); one left out is only asked through `hitTest` (recursion).
    private static func keepsDefaultHitTest(_ view: UIView) -> Bool {
        type(of: view).inheritsDefaultHitTest
    }
}

extension Array where Element == UIView {
    /// Pushes a view's subviews onto the stack of a depth-first walk: with `inOrder`, reversed, so they
    /// pop front to back as in `subviews`. A leaf, most views, costs only the emptiness check.
    @MainActor mutating func pushSubviews(of view: UIView, inOrder: Bool) {
        let subviews = view.storedSubviews
        guard !subviews.isEmpty else { return }
        if inOrder { append(contentsOf: subviews.reversed()) } else { append(contentsOf: subviews) }
    }
}
