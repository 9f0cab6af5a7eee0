@_spi(TesseraInternals) import TesseraSupport

/// A rectangle of content on screen: the base of every visible UIKit object.
///
/// Each view is backed by a layer (`layerClass`) whose delegate it is; geometry, visibility and colour
/// are the layer's. A view draws into a backing store only if its class overrides `draw(_:)`.
/// Changes are applied in the next frame's layout, display and compositing passes.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The view's layer.
    public let layer: CALayer
    /// The subviews, back to front: the tree owns its views through these arrays. Read on every walk of
    /// the tree, so release builds skip Swift's dynamic exclusivity check here; the invariant that makes
    /// that sound (no walk mutates an array it is iterating: walks copy it first) is checked by debug
    /// builds, which keep the check.
    /// `nonisolated(unsafe)` only so a window freed off the main thread can walk its subtree to clear the
    /// window references in it (see `deinit`); everything else uses it on the main actor.
#if DEBUG
    nonisolated(unsafe) var storedSubviews: [UIView] = []
#else
    @exclusivity(unchecked) nonisolated(unsafe) var storedSubviews: [UIView] = []
#endif
    /// The superview and the window, held `unowned(unsafe)`: a weak reference would give every view a
    /// side table and put every retain and release of it on Swift's slow path. Invariants: the superview
    /// holds this view in `storedSubviews`, and the window is the root of the tree this view is in; a
    /// view being freed clears both references in its subtree (`deinit`), so neither ever dangles.
    /// Debug builds check at each read that the object is alive (`LiveObjects`).
    /// Both are `nonisolated(unsafe)` so a view freed off the main thread can clear them in its subviews
    /// (see `deinit`); everything else reads and writes them on the main actor.
    nonisolated(unsafe) unowned(unsafe) private var superviewReference: UIView?
    nonisolated(unsafe) unowned(unsafe) private var windowReference: UIWindow?
    var viewFlags: ViewFlags = [.userInteractionEnabled, .clearsContextBeforeDrawing, .autoresizesSubviews,
                                .insetsLayoutMarginsFromSafeArea, .needsUpdateConstraints]
    var storedBackgroundColor: UIColor?
    var storedTintColor: UIColor?
    /// The inherited tint, valid only while `viewFlags` has `.tintCached` (see UIView+Tint.swift).
    var cachedInheritedTint: UIColor?
    var storedContentMode = ContentMode.scaleToFill
    var storedAutoresizingMask: AutoresizingMask = []
    var viewExtras: ViewExtras?
    /// Constraints, layout guides and engine state (see Layout/), made when Auto Layout first needs them.
    var storedLayoutNode: LayoutNode?
    /// The view's trait collection, kept up to date (see Traits/UIView+Traits.swift).
    var resolvedTraits: UITraitCollection
    /// The appearance properties whose values came from rules when the view last resolved them. Only the
    /// appearance registry touches it, never while another access is open; release builds skip the
    /// exclusivity check, debug builds keep it.
#if DEBUG
    var appliedAppearance: [AppearanceKey] = []
#else
    @exclusivity(unchecked) var appliedAppearance: [AppearanceKey] = []
#endif

    /// The identifier state restoration saves the view under (kept; Tessera restores no state).
    open var restorationIdentifier: String? {
        get { viewExtras?.restorationIdentifier }
        set { if newValue != nil || viewExtras != nil { extras.restorationIdentifier = newValue } }
    }

    /// Called when Interface Builder renders a designable view; Tessera has no Interface Builder, so it
    /// is never called, and exists so that views written for it (`@IBDesignable`) compile. The base does
    /// nothing.
    open func prepareForInterfaceBuilder() {}

    /// The class of layer made for each view of this class.
    open class var layerClass: CALayer.Type { CALayer.self }

    /// Whether hit testing may walk into views of exactly this class without calling their
    /// `hitTest(_:with:)` (a shortcut: the walk is the same as UIView's own `hitTest`). UIKit's classes
    /// that inherit UIView's `hitTest` override this as `self == TheirClass.self`, so subclasses, which
    /// may override `hitTest`, are always asked; a UIKit class that overrides `hitTest` must not. Keeping
    /// the answer with each class lets the view layer stay ignorant of the controls built on it.
    class var inheritsDefaultHitTest: Bool { self == UIView.self }

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        layer = Self.layerClass.init()
        resolvedTraits = UIScreen.main.traitCollection
        super.init()
        assert(LiveObjects.born(self))
        layer.setOwningDelegate(self)
        layer.contentsScale = MainScreenScale.value
        layer.isOpaque = true
        self.frame = frame
        if Self.drawsContent(self) { layer.needsDisplayOnBoundsChange = storedContentMode == .redraw; layer.setNeedsDisplay() }
    }

    /// Creates a view from an archive: from an Interface Builder document (`UINib`, `UIStoryboard`) it
    /// reads the view's attributes and makes its subviews; from any other coder, an empty view.
    public required init?(coder: NSCoder) {
        layer = Self.layerClass.init()
        resolvedTraits = UIScreen.main.traitCollection
        super.init()
        assert(LiveObjects.born(self))
        layer.setOwningDelegate(self)
        layer.contentsScale = MainScreenScale.value
        layer.isOpaque = true
        if Self.drawsContent(self) { layer.setNeedsDisplay() }
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderView(coder) }
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// UIKit's form, `<UILabel: 0x…; frame = (20 40; 280 21); hidden = YES; alpha = 0.5; layer = <CALayer: 0x…>>`:
    /// the frame always, then only the properties that differ from a new view's. Off the main actor it is
    /// NSObject's `<Class: 0x…>` (the view's state belongs to the main actor).
    open override var description: String {
        mainActorDescription(of: self) { self.formattedDescription }
    }

    /// Nonisolated, as on Apple's platforms, so subclasses can declare a `deinit` of their own (to remove
    /// observers, say).
    ///
    /// Freed on the main actor (the normal case), the view detaches its subviews as UIKit does: each hears
    /// `willMove(toSuperview: nil)` and `didMoveToSuperview()` (and the window calls when it was in one),
    /// then is freed. Freed on another thread (its last reference went there), the view clears what would
    /// otherwise point at freed memory now (its layer's delegate, its subviews' superview and window) and
    /// hands the rest to `MainThreadTeardown`: the subviews hear the same calls on the main thread before
    /// the next frame, and are freed there. The view's own layer goes with whichever thread lets it go
    /// last (the view holds it to the end of its deinit); its sublayers are freed on the main thread
    /// either way (see `CALayer`'s deinit). Invariant for the off-main path: those
    /// stores are its only writes to other objects; they race only with main-thread code that still uses
    /// a subview of a view another thread is freeing, a use across threads UIKit does not support either.
    deinit {
        assert(LiveObjects.died(self))
        layer.ownerWillFree()
        guard !storedSubviews.isEmpty else { return }
        let inWindow = windowReference != nil
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated { detachSubviewsOfFreedView(inWindow: inWindow) }
            return
        }
        let subviews = storedSubviews
        storedSubviews = []
        let layer = layer
        // Off the main thread a view still in a window is the window itself (any other view in one is
        // held by its superview), so every view below points at it.
        for subview in subviews { subview.superviewReference = nil }
        if inWindow {
            var below = subviews
            while let view = below.popLast() {
                view.windowReference = nil
                below.append(contentsOf: view.storedSubviews)
            }
        }
        // Handed, not captured: this thread keeps no copy of the subviews that could outlive the main
        // thread's (see `schedule(handing:_:)`).
        MainThreadTeardown.schedule(handing: consume subviews) { freed in
            Self.detachSubviews(&freed, ofFreedViewWith: layer, inWindow: inWindow)
        }
    }

    /// The main-actor half of `deinit`: detaches and frees the subviews.
    private func detachSubviewsOfFreedView(inWindow: Bool) {
        Self.detachSubviews(&storedSubviews, ofFreedViewWith: layer, inWindow: inWindow)
    }

    /// Takes `subviews`' layers out of `layer`, tells each subview its superview is gone, and frees them.
    private static func detachSubviews(_ subviews: inout [UIView], ofFreedViewWith layer: CALayer, inWindow: Bool) {
        var subviewLayers = Set<ObjectIdentifier>(minimumCapacity: subviews.count)
        for subview in subviews { subviewLayers.insert(ObjectIdentifier(subview.layer)) }
        layer.removeSublayers(subviewLayers)
        for subview in subviews { subview.superviewDidFree(inWindow: inWindow) }
        TreeTeardown.release(&subviews)
    }

    /// The superview (see `superviewReference`).
    var storedSuperview: UIView? {
        get { LiveObjects.checked(superviewReference, "a freed view is still a superview") }
        set { superviewReference = newValue }
    }

    /// The window (see `windowReference`).
    var storedWindow: UIWindow? {
        get { LiveObjects.checked(windowReference, "a freed window is still a view's window") }
        set { windowReference = newValue }
    }

    // MARK: Responder

    /// The next responder: the view controller whose root view this is, else the superview.
    open override var next: UIResponder? { viewExtras?.viewController ?? storedSuperview }

    override var firstResponderScope: UIWindow? { window }

    // MARK: Focus (see Focus/)

    /// Whether the view can take keyboard focus now (false; controls, text views and list items say
    /// true). A view that can must also be visible, open to interaction and in a window.
    open var canBecomeFocused: Bool { false }
    /// Whether the view is its window's focused item.
    open var isFocused: Bool { window?.existingFocusSystem?.focusedItem === self }
    /// The environments searched first when focus is placed in the view (none: its items are searched
    /// from the top leading corner).
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    /// The controller whose root view this is, else the superview.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { next as? any UIFocusEnvironment }
    /// The view itself.
    open var focusItemContainer: (any UIFocusItemContainer)? { self }
    /// Asks for focus to be placed in the view at the next frame.
    open func setNeedsFocusUpdate() { UIFocusSystem.focusSystem(for: self)?.requestFocusUpdate(to: self) }
    /// Performs a focus update asked for, now.
    open func updateFocusIfNeeded() { UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded() }
    /// Whether focus may move as `context` says (true).
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Focus moved in or out of the view.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// The focus group the view forms with its descendants (nil: its parent's; tables and collection
    /// views form one of their own).
    open var focusGroupIdentifier: String? {
        get { FocusStorage.of(self)?.groupIdentifier }
        set { FocusStorage.make(for: self).groupIdentifier = newValue }
    }
    /// How strongly the view asks for focus when its group is entered (`.ignored`).
    open var focusGroupPriority: UIFocusGroupPriority {
        get { FocusStorage.of(self)?.groupPriority ?? .ignored }
        set { FocusStorage.make(for: self).groupPriority = newValue }
    }
    /// How the focused view is drawn (nil: the system's halo).
    open var focusEffect: UIFocusEffect? {
        get { FocusStorage.of(self)?.effect }
        set { FocusStorage.make(for: self).effect = newValue }
    }
    /// Whether views of this class form a focus group of their own (tables and collection views).
    package class var formsFocusGroup: Bool { false }
    /// The view gained or lost keyboard focus (a control's state changes with it).
    package func focusStateDidChange() {}

    // MARK: Geometry (see UIView+Geometry.swift)

    /// The frame in the superview's coordinates: derived from center, bounds and transform.
    open var frame: CGRect {
        get { layer.frame }
        set { setFrame(newValue) }
    }

    /// The view's own coordinate space: origin and size.
    open var bounds: CGRect {
        get { layer.bounds }
        set { setBounds(newValue) }
    }

    /// The centre of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            guard let newValue = BadValue.checkedPoint(newValue, "UIKit", api: "UIView.center") else { return }
            layer.position = newValue
            AccessibilityChanges.mark(storedSuperview ?? self)
            geometryDidChange()
        }
    }

    /// The view's transform around its center.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            guard let newValue = BadValue.checkedTransform(newValue, "UIKit", api: "UIView.transform") else { return }
            layer.setAffineTransform(newValue)
            AccessibilityChanges.mark(storedSuperview ?? self)
            geometryDidChange()
        }
    }

    /// The view's 3-D transform (drawn by its affine part).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set {
            guard newValue.isFinite(api: "UIView.transform3D", subsystem: "UIKit") else { return }
            layer.transform = newValue
            AccessibilityChanges.mark(storedSuperview ?? self)
            geometryDidChange()
        }
    }

    // MARK: Rendering (see UIView+Rendering.swift)

    /// The colour behind the view's content; nil is transparent. Dynamic colours follow the view's traits.
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            guard appearanceAllowsSetting(flag: .explicitBackgroundColor, { UIView.backgroundColorAppearance }) else { return }
            // Optional chaining, not `if let` (which copied the colour, a retain and a release per call)
            // nor `map { … }` (a main-actor closure passed to `map` pays an executor check per call).
            let cgColor = newValue?.cgColor(resolvedFor: self)
            // Consumed: the setter owns its value, and without `consume` storing it cost a retain and
            // the setter's end a release.
            storedBackgroundColor = consume newValue
            layer.backgroundColor = cgColor
        }
    }

    /// The view's opacity, 0…1 (stored by the layer in single precision, as on iOS).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { setAlpha(newValue) }
    }

    /// Whether the view and its subviews are invisible (and ignore touches).
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            AccessibilityChanges.mark(self)
            layer.isHidden = newValue
            storedSuperview?.subviewVisibilityDidChange(self)
        }
    }

    /// Called when a subview is hidden or shown (a stack view re-arranges).
    func subviewVisibilityDidChange(_ subview: UIView) {}

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A promise that the view fills its bounds with opaque content (true by default, as on iOS).
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { setOpaque(newValue) }
    }

    /// Whether the drawing buffer is cleared before `draw(_:)`.
    open var clearsContextBeforeDrawing: Bool {
        get { viewFlags.contains(.clearsContextBeforeDrawing) }
        set { setViewFlag(.clearsContextBeforeDrawing, newValue) }
    }

    /// How the view's drawn content follows bounds changes.
    open var contentMode: ContentMode {
        get { storedContentMode }
        set { setContentMode(newValue) }
    }

    /// A number identifying the view for `viewWithTag(_:)`.
    open var tag: Int = 0

    /// Whether the view receives touches.
    open var isUserInteractionEnabled: Bool {
        get { viewFlags.contains(.userInteractionEnabled) }
        set { setViewFlag(.userInteractionEnabled, newValue) }
    }

    /// Whether the view receives more than one touch at a time.
    open var isMultipleTouchEnabled: Bool {
        get { viewFlags.contains(.multipleTouchEnabled) }
        set { setViewFlag(.multipleTouchEnabled, newValue) }
    }

    /// Whether a touch in this view keeps other views in the window from receiving touches.
    open var isExclusiveTouch: Bool {
        get { viewFlags.contains(.exclusiveTouch) }
        set { setViewFlag(.exclusiveTouch, newValue) }
    }

    /// Whether subviews are resized with `autoresizingMask` when the bounds change.
    open var autoresizesSubviews: Bool {
        get { viewFlags.contains(.autoresizesSubviews) }
        set { setViewFlag(.autoresizesSubviews, newValue) }
    }

    /// How the view's frame follows its superview's size.
    open var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set { storedAutoresizingMask = newValue }
    }

    // MARK: Tint (see UIView+Tint.swift)

    /// The first non-nil tint up the superview chain, starting here; system blue when none; dimmed when
    /// the effective adjustment mode is dimmed. Setting nil inherits.
    ///
    /// Appearance proxies may set it (`UINavigationBar.appearance().tintColor = .white`), as on iOS,
    /// whose headers don't mark it `UI_APPEARANCE_SELECTOR` but whose run time honours it: the value
    /// then overrides inheritance for the view and its subtree as a value set here does, and a value set
    /// here beats every proxy.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set {
            guard appearanceAllowsSetting(flag: .explicitTintColor, { UIView.tintColorAppearance }) else { return }
            setTintColor(newValue)
        }
    }

    /// Normal, dimmed, or automatic (inherit).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setTintAdjustmentMode(newValue) }
    }

    /// Called when the view's effective tint changes; override to redraw tinted content.
    open func tintColorDidChange() {}

    /// Called on every view in a window after the app's theme changed and its appearance rules were
    /// re-applied; override to restyle from `UIApplication.shared.theme(as:)`. A Tessera addition.
    open func themeDidChange() {}

    // MARK: The view tree (see UIView+Hierarchy.swift)
    // Declared in the class, not an extension, so that subclasses can override them as on iOS (a
    // container that keeps its own list of added views, a view that logs its removal).

    /// Adds `view` on top of the other subviews (moving it from its current superview). Adding a view
    /// that is already a subview brings it to the front without callbacks.
    open func addSubview(_ view: UIView) { insert(view, at: storedSubviews.count) }

    /// Inserts `view` at an index of the subviews (clamped to the end).
    open func insertSubview(_ view: UIView, at index: Int) {
        if index < 0 || index > storedSubviews.count {
            BadValue.report("UIKit", api: "UIView.insertSubview(_:at:)", "index \(index) is out of range (\(storedSubviews.count) subviews); clamped to \(min(max(0, index), storedSubviews.count))")
        }
        insert(view, at: index)
    }

    /// Inserts `view` just below `siblingSubview` (at the bottom when it is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, at: storedSubviews.firstIndex { $0 === siblingSubview } ?? 0)
    }

    /// Inserts `view` just above `siblingSubview` (on top when it is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, at: storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? storedSubviews.count)
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insert(view, at: storedSubviews.count)
    }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insert(view, at: 0)
    }

    /// Swaps the subviews at two indexes.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2), index1 != index2 else {
            if index1 != index2 {
                BadValue.report("UIKit", api: "UIView.exchangeSubview(at:withSubviewAt:)", "index \(index1) or \(index2) is out of range (\(storedSubviews.count) subviews); ignored")
            }
            return
        }
        AccessibilityChanges.mark(self)
        storedSubviews.swapAt(index1, index2)
        syncSublayerOrder()
    }

    /// Removes the view from its superview (and its window).
    open func removeFromSuperview() { detachFromSuperview() }

    /// Whether this view is `view` or lies below it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c.storedSuperview
        }
        return false
    }

    /// This view or the first descendant (depth first, the view itself first) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.tag == tag { return view }
            stack.pushSubviews(of: view, inOrder: true)
        }
        return nil
    }

    /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point.applying(conversion(to: view)) }
    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point.applying(conversion(from: view)) }
    /// Converts a rectangle to `view`'s coordinates (the bounding box of its transformed corners).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect.applying(conversion(to: view)) }
    /// Converts a rectangle from `view`'s coordinates.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect.applying(conversion(from: view)) }

    /// Makes the first responder resign when it is this view or lies below it (a text field or text view
    /// being edited, typically), and answers whether none is left there.
    ///
    /// With `force` false the responder may refuse (a text field's delegate answering false to
    /// `textFieldShouldEndEditing(_:)`); with `force` true it is not asked and always resigns.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let responder = window?.currentFirstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        return ForcedResignation.perform(force) { responder.resignFirstResponder() }
    }

    // MARK: Hierarchy callbacks (see UIView+Hierarchy.swift)

    /// Called before the view moves to a new superview (nil: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new window (nil: leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a new window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Drawing and layout

    /// Draws the view's content in `rect` into the current context. Override it to draw; a class that
    /// does gets a backing store at screen scale.
    open func draw(_ rect: CGRect) {
        DrawProbe.baseDrawCalled = true
    }

    /// Lays out subviews: the default gives the subviews that constraints position their solved frames
    /// (autoresizing already happened when the bounds changed).
    open func layoutSubviews() { applyConstraintLayoutToSubviews() }

    /// The size that best fits `size`; the default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to the size that best fits its current size.
    open func sizeToFit() {
        if transform.isIdentity {
            frame = CGRect(origin: frame.origin, size: sizeThatFits(frame.size))
        } else {
            bounds = CGRect(origin: bounds.origin, size: sizeThatFits(bounds.size))
        }
    }

    /// The size the content wants; `noIntrinsicMetric` in a dimension that has none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Whether views of the class are self-sizing cells (`SelfSizingCell`), asked by every intrinsic-size
    /// invalidation: a class property, because a cast to the protocol looks the conformance up in the
    /// runtime's tables on each call (most of the cost of an appearance rule's font write did).
    class var isSelfSizingCell: Bool { false }

    /// Tells layout the intrinsic size changed (the superview lays out again; constraints re-solve).
    open func invalidateIntrinsicContentSize() {
        storedSuperview?.setNeedsLayout()
        layoutInputsChanged(.intrinsic)
        notifySelfSizingCell()
    }

    /// Marks the view for `layoutSubviews()` in the next layout pass.
    open func setNeedsLayout() {
        AccessibilityChanges.mark(self)
        layer.setNeedsLayout()
    }

    /// Lays out the view and its marked subviews now (after updating and solving constraints).
    open func layoutIfNeeded() { runLayoutPass() }

    /// Marks the whole view to redraw (does nothing for views that do not draw).
    open func setNeedsDisplay() {
        // How the standard views show a new text, value or state: what assistive technologies read.
        AccessibilityChanges.markContent(self)
        // The layer's flag first: it is cheaper than the class lookup and often already set.
        if !layer.needsDisplay(), Self.drawsContent(self) { layer.setNeedsDisplay() }
    }

    /// Marks part of the view to redraw.
    open func setNeedsDisplay(_ invalidRect: CGRect) { setNeedsDisplay() }

    // MARK: Auto Layout (see Layout/UIView+Constraints.swift)

    /// Whether the view's frame becomes constraints that hold it in place (true by default, as for views
    /// made in code). Set it to false for a view that constraints position and size.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { !viewFlags.contains(.constraintBased) }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            setViewFlag(.constraintBased, !newValue)
            existingLayoutNode?.host?.translationChanged(self)
        }
    }

    /// Whether the view needs constraint-based layout even before it has constraints (false by default):
    /// a view of such a class gets `updateConstraints()` once it is in a tree, to add its constraints there.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates the view's constraints in the update-constraints pass; call super as the last step.
    open func updateConstraints() {}

    /// Asks for `updateConstraints()` in the next update-constraints pass.
    open func setNeedsUpdateConstraints() {
        viewFlags.insert(.needsUpdateConstraints)
        markSuperviewsNeedUpdateConstraints()
        _ = rootView.rootLayoutHost   // the tree now takes part in the update-constraints pass
    }

    /// Runs the update-constraints pass on the view and its subviews now.
    open func updateConstraintsIfNeeded() { updateConstraintsPass() }

    /// Whether `updateConstraints()` will be called in the next pass.
    open func needsUpdateConstraints() -> Bool { viewFlags.contains(.needsUpdateConstraints) }

    /// How far the content's alignment rectangle (what constraints position) lies inside the frame.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle for a frame.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame for an alignment rectangle.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }

    /// The view whose first baseline is this view's (the view itself by default).
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline is this view's (the view itself by default).
    open var forLastBaselineLayout: UIView { self }

    /// The smallest (or largest) size the view's constraints allow: `layoutFittingCompressedSize` or
    /// `layoutFittingExpandedSize`, pulled at the fitting-size priority.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when pulled towards `targetSize` at these priorities
    /// (`.required` width and `.fittingSizeLevel` height: the height for a fixed width, as table cells do).
    /// A NaN or infinite target on an axis is reported, and that axis is left to the constraints.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Whether the constraints leave the view's position or size free.
    open var hasAmbiguousLayout: Bool {
        AutoLayoutHost.isAmbiguous(self, axis: .horizontal) || AutoLayoutHost.isAmbiguous(self, axis: .vertical)
    }

    /// The constraints acting on the view along `axis`: from its frame or intrinsic size, and those
    /// that mention it.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        AutoLayoutHost.constraints(affecting: self, axis: axis)
    }

    /// The font whose metrics place the view's baselines (nil: the baselines are the bottom edge).
    var baselineFont: UIFont? { nil }

    /// Whether the intrinsic height depends on the width the view is given (multi-line text).
    var intrinsicSizeDependsOnWidth: Bool { false }

    /// The intrinsic size when the view is `width` wide (nil: its current width).
    func intrinsicContentSize(fittingWidth width: CGFloat?) -> CGSize { intrinsicContentSize }

    // MARK: Margins and safe area (see UIView+Layout.swift)

    /// The space to leave inside the edges, as UIKit computes it: the margins you set (8 points by default;
    /// for a view controller's root view at least the system minimum), plus the safe area when
    /// `insetsLayoutMarginsFromSafeArea`, and at least the superview's margins overlapping this view when
    /// `preservesSuperviewLayoutMargins`. Setting it sets the margins before those adjustments.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            let m = newValue
            guard Self.acceptsMargins("UIView.layoutMargins", m.top, m.left, m.bottom, m.right) else { return }
            setExplicitMargins(.absolute(newValue))
        }
    }

    /// The layout margins with leading and trailing edges, which follow the layout direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveLayoutMargins.directional(effectiveUserInterfaceLayoutDirection) }
        set {
            let m = newValue
            guard Self.acceptsMargins("UIView.directionalLayoutMargins", m.top, m.leading, m.bottom, m.trailing) else { return }
            setExplicitMargins(.directional(newValue))
        }
    }

    /// Whether four margins are usable numbers; reports `api` when they are not.
    private static func acceptsMargins(_ api: String, _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> Bool {
        if BadValue.usable(a) && BadValue.usable(b) && BadValue.usable(c) && BadValue.usable(d) { return true }
        BadValue.report("UIKit", api: api, "\(BadValue.problem(a, b, c, d) ?? "a bad number") in \(BadValue.text(a, b, c, d)) ignored")
        return false
    }

    /// Whether the superview's margins, where they reach into this view, enlarge this view's margins.
    open var preservesSuperviewLayoutMargins: Bool {
        get { viewFlags.contains(.preservesSuperviewLayoutMargins) }
        set { setViewFlag(.preservesSuperviewLayoutMargins, newValue); layoutMarginsChanged() }
    }

    /// Whether the safe area insets are added to the layout margins (true by default).
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { viewFlags.contains(.insetsLayoutMarginsFromSafeArea) }
        set { setViewFlag(.insetsLayoutMarginsFromSafeArea, newValue); layoutMarginsChanged() }
    }

    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {}

    /// The parts of the view covered by the screen's status bar, sensor housing and home indicator (and a
    /// view controller's `additionalSafeAreaInsets`): zero outside a window.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// Called in the layout pass when the safe area insets changed.
    open func safeAreaInsetsDidChange() {}

    /// Whether the view's content flips in right-to-left layouts.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { viewExtras?.semanticContentAttribute ?? .unspecified }
        set {
            let old = semanticContentAttribute
            extras.semanticContentAttribute = newValue
            setNeedsLayout()
            setNeedsDisplay()
            // Leading and trailing constraints in the subtree may now mean the other edges.
            if newValue != old { AutoLayoutHost.layoutDirectionMayHaveChanged(in: self) }
        }
    }

    /// The environment the view is drawn for: its superview's traits (its view controller's for a root
    /// view, its screen's for a window) with its own `traitOverrides` applied.
    open var traitCollection: UITraitCollection { resolvedTraits }

    /// Called, parents before children, when the values of the view's traits changed (style, scale, text
    /// size, an override above it, a move to a place with other traits), with the new traits current.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The one place every view's trait change is delivered, once per affected view, after its collection
    /// was updated: hooks that follow trait changes belong here (subclasses call super).
    /// Trait-restricted appearance rules are re-resolved first, so `traitCollectionDidChange(_:)` sees them.
    func traitsDidChange(from previous: UITraitCollection) {
        AppearanceRegistry.shared.traitsChanged(self)
        deliverTraitChange(from: previous)
    }

    // MARK: Accessibility (declared on UIResponder; the tree in UIView+Accessibility.swift)

    /// A view keeps its accessibility properties with its other rarely set properties.
    override var accessibilityStorageIfMade: AccessibilityStorage? { viewExtras?.accessibility }

    override var accessibilityStorage: AccessibilityStorage {
        AccessibilityChanges.markContent(self)
        return accessibility
    }

    /// The element's frame in screen coordinates; by default the view's bounds converted to the screen
    /// through every transform on the way (the box around them when rotated).
    open override var accessibilityFrame: CGRect {
        get { viewExtras?.accessibility?.frame ?? boundsOnScreen }
        set { super.accessibilityFrame = newValue }
    }

    // MARK: Hit testing (see UIView+Hierarchy.swift)

    /// The deepest visible, interactive view containing `point` (in this view's coordinates); subviews
    /// in front first; nil when the point is outside this view or it is hidden, transparent or inert.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    /// Whether a gesture recognizer may begin with touches in this view (true by default); controls
    /// refuse recognizers of other views that would take their default action (see UIControl).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `point` (in this view's coordinates) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: CALayerDelegate

    /// Draws the view's backing store with `draw(_:)`.
    public func draw(_ layer: CALayer, in ctx: CGContext) { drawLayerContent(in: ctx) }

    /// Lays out the view: autoresizing of subviews happened when the bounds changed; now `layoutSubviews()`.
    public func layoutSublayers(of layer: CALayer) { performLayout() }

    /// The action for a change of the layer's `event`: inside an animation block, the block's animation
    /// for the properties views animate; otherwise `NSNull()`, so a view's layer never animates
    /// implicitly. Override it to animate a property of your own layer with the block.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        AnimationBlock.viewAction(for: layer, forKey: event) ?? UIView.noAction
    }

    /// The one `NSNull` views hand out as "no action".
    private static let noAction = NSNull()
}
