import Foundation
@_spi(TesseraInternals) import TesseraSupport

/// A rectangle of content in a tree of layers: geometry, appearance, contents and sublayers.
///
/// Tessera's layers live on the main actor, as UIKit's views do. Rare properties are stored out of line,
/// so a plain layer costs a couple of hundred bytes. Changes mark the layer for the next frame's layout,
/// display and compositing passes; nothing is drawn until then. A change to an animatable property runs
/// the layer's action for it (`action(forKey:)`): a layer in a tree animates the change implicitly, and a
/// view's layer animates only inside an animation block (`UIView.animate`).
@preconcurrency @MainActor
open class CALayer: NSObject {
    // Swift lays a class's stored properties out in declaration order, so those a property change reads
    // and writes (the flags, the background colour, and the parent and delegate that decide whether an
    // action runs) come first, next to the object's header. A change to a layer nothing has touched
    // lately (a colour set as a subtree enters a window) then usually reads one cache line, not two.
    var flags: LayerFlags = [.doubleSided, .allowsGroupOpacity]
    var storedOpacity: Float = 1
    var storedBackgroundColor: CGColor?
    /// The superlayer, or the layer this one masks, held `unowned(unsafe)`: a weak reference would give
    /// every layer a side table and slow every retain and release of it. Invariant: that layer holds
    /// this one in its sublayers or as its mask, and a layer being freed clears the reference in its
    /// sublayers and mask (`deinit`), so it never dangles. Debug builds check it at each read.
    /// `nonisolated(unsafe)` so a layer freed off the main thread can clear it in its children (see
    /// `deinit`); everything else reads and writes it on the main actor.
    nonisolated(unsafe) unowned(unsafe) private var parentReference: CALayer?
    /// The delegate that owns this layer (a view), held `unowned(unsafe)` for the same reason. Invariant:
    /// the owner clears it before it is freed (`setOwningDelegate(nil)` in its deinit). Debug builds
    /// check it at each read.
    /// `nonisolated(unsafe)` for the same reason as `parentReference` (`ownerWillFree()`).
    nonisolated(unsafe) unowned(unsafe) private var owningDelegate: (any CALayerDelegate)?
    var storedSublayers: [CALayer] = []
    var storedBounds = CGRect.zero
    var storedPosition = CGPoint.zero
    var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// Kept here, not in the extras: every view's layer sets it to the screen's scale.
    var storedContentsScale: CGFloat = 1
    /// Any other delegate, held weakly as Core Animation does.
    private weak var otherDelegate: (any CALayerDelegate)?
    /// `nonisolated(unsafe)` only so that `deinit`, which is nonisolated, can read the mask and timing
    /// from it; everything else uses it on the main actor.
    nonisolated(unsafe) var extrasStorage: LayerExtras?
    /// The backing store `display()` draws into.
    package var backingStore: CABackingStore?
    /// What the subtree covered on screen when it was last composited (root coordinates, points).
    var compositedRect = CGRect.null

    /// Creates a layer.
    public required override init() {
        super.init()
        assert(LiveObjects.born(self))
    }

    /// Creates a layer copying another layer's properties (as presentation layers are made).
    public init(layer: Any) {
        super.init()
        assert(LiveObjects.born(self))
        guard let other = layer as? CALayer else { return }
        copyProperties(from: other)
    }

    /// Copies another layer's own properties (not its sublayers, delegate or backing store).
    func copyProperties(from other: CALayer) {
        storedBounds = other.storedBounds
        storedPosition = other.storedPosition
        storedAnchorPoint = other.storedAnchorPoint
        storedOpacity = other.storedOpacity
        flags = other.flags.intersection([.hidden, .masksToBounds, .opaque, .needsDisplayOnBoundsChange, .doubleSided,
                                          .allowsGroupOpacity, .allowsEdgeAntialiasing, .geometryFlipped])
        storedBackgroundColor = other.storedBackgroundColor
        storedContentsScale = other.storedContentsScale
        if let extras = other.extrasStorage {
            let copy = LayerExtras()
            copy.transform = extras.transform; copy.sublayerTransform = extras.sublayerTransform
            copy.zPosition = extras.zPosition; copy.cornerRadius = extras.cornerRadius
            copy.maskedCorners = extras.maskedCorners; copy.cornerCurve = extras.cornerCurve
            copy.borderWidth = extras.borderWidth; copy.borderColor = extras.borderColor
            copy.shadowColor = extras.shadowColor; copy.shadowOpacity = extras.shadowOpacity
            copy.shadowOffset = extras.shadowOffset; copy.shadowRadius = extras.shadowRadius; copy.shadowPath = extras.shadowPath
            copy.contents = extras.contents; copy.contentsRect = extras.contentsRect; copy.contentsCenter = extras.contentsCenter
            copy.contentsGravity = extras.contentsGravity
            copy.name = extras.name
            copy.keyedValues = extras.keyedValues
            extrasStorage = copy
        }
    }

    /// Nonisolated, as on Apple's platforms, so subclasses can declare a `deinit` of their own.
    ///
    /// Freed on the main actor (the normal case), the layer leaves the animation table, clears its
    /// children's back-pointers and frees them. Freed on another thread (its last reference went there),
    /// it first keeps frames from reading it in the animation table (waiting for one that does), clears
    /// the back-pointers, so no child ever points at freed memory, and hands the rest to
    /// `MainThreadTeardown`: the animation table forgets it, and its children are freed, on the main
    /// thread before the next frame. Invariant for the off-main path: those back-pointer stores are its
    /// only writes to other objects, and they race only with main-thread code that still holds a child of
    /// a layer another thread is freeing, which is a use of that child across threads Tessera, like UIKit,
    /// does not support.
    deinit {
        // The stored properties are read before `self` is used: after that, a nonisolated deinit may
        // touch only nonisolated ones. (A frame walking the animation table reads none of these.)
        var children = storedSublayers
        storedSublayers = []
        let mask = extrasStorage?.mask
        let wasShifted = extrasStorage?.timing.map { !$0.isIdentity } ?? false
        let id = ObjectIdentifier(self)
        let onMainActor = MainActorCheck.isOnMainActor
        // Off the main thread, before anything a frame reads changes: a frame reading this layer in the
        // animation table ends before this deinit goes on, and later frames skip it.
        if !onMainActor { LayerAnimations.layerWillFreeElsewhere(id) }
        assert(LiveObjects.died(self))
        for child in children { child.parentReference = nil }
        mask?.parentReference = nil
        if onMainActor {
            MainActor.assumeIsolated {
                LayerAnimations.layerWillFree(id)
                if wasShifted { LayerTiming.shiftedLayers -= 1 }
                TreeTeardown.release(&children)
            }
        } else {
            // Handed, not captured: this thread keeps no copy of the children that could outlive the
            // main thread's (see `schedule(handing:_:)`).
            MainThreadTeardown.schedule(handing: consume children) { freed in
                LayerAnimations.layerWillFree(id, elsewhere: true)
                if wasShifted { LayerTiming.shiftedLayers -= 1 }
                TreeTeardown.release(&freed)
            }
        }
    }

    /// Clears the owning delegate (the view freeing this layer's owner calls it from its deinit, on any
    /// thread: see `deinit` for the invariant that makes the off-main store safe).
    package nonisolated func ownerWillFree() {
        owningDelegate = nil
    }

    /// The superlayer or masked layer (see `parentReference`).
    var parent: CALayer? {
        get { LiveObjects.checked(parentReference, "a freed layer is still a superlayer") }
        set { parentReference = newValue }
    }

    /// Makes `owner`, which keeps this layer alive and must call this again with nil before it is freed,
    /// the layer's delegate without a weak reference (a view and its layer).
    package func setOwningDelegate(_ owner: (any CALayerDelegate)?) {
        owningDelegate = owner
        otherDelegate = nil
    }

    /// The out-of-line properties, made on first write.
    var extras: LayerExtras {
        if let extrasStorage { return extrasStorage }
        let made = LayerExtras()
        extrasStorage = made
        return made
    }

    // MARK: Geometry

    /// The layer's own coordinate space: its origin and size.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            guard let newValue = BadValue.checkedRect(newValue, "QuartzCore", api: "CALayer.bounds"),
                  newValue != storedBounds else { return }
            let resized = newValue.size != storedBounds.size
            let old = storedBounds
            storedBounds = newValue
            runAction(forKey: "bounds", from: .rect(old))
            if resized {
                setNeedsLayout()
                if flags.contains(.needsDisplayOnBoundsChange) { setNeedsDisplay() }
                setNeedsComposite()
            } else {
                setNeedsCompositeForScroll(from: old.origin)
            }
        }
    }

    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint {
        get { storedPosition }
        set {
            guard let newValue = BadValue.checkedPoint(newValue, "QuartzCore", api: "CALayer.position"),
                  newValue != storedPosition else { return }
            let old = storedPosition
            storedPosition = newValue
            runAction(forKey: "position", from: .point(old))
            setNeedsComposite()
        }
    }

    /// The point, in unit coordinates of the bounds, that `position` places and transforms turn around.
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set {
            guard let newValue = BadValue.checkedPoint(newValue, "QuartzCore", api: "CALayer.anchorPoint"),
                  newValue != storedAnchorPoint else { return }
            let old = storedAnchorPoint
            storedAnchorPoint = newValue
            runAction(forKey: "anchorPoint", from: .point(old))
            setNeedsComposite()
        }
    }

    /// The anchor point's z coordinate (kept; Tessera draws in 2-D).
    open var anchorPointZ: CGFloat {
        get { extrasStorage?.anchorPointZ ?? 0 }
        set {
            guard let newValue = BadValue.checkedNumber(newValue, "QuartzCore", api: "CALayer.anchorPointZ") else { return }
            extras.anchorPointZ = newValue
        }
    }

    /// Drawing order among siblings: higher values draw later (on top); ties keep sublayer order.
    open var zPosition: CGFloat {
        get { extrasStorage?.zPosition ?? 0 }
        set {
            guard let newValue = BadValue.checkedNumber(newValue, "QuartzCore", api: "CALayer.zPosition"),
                  newValue != zPosition else { return }
            let old = zPosition
            extras.zPosition = newValue
            runAction(forKey: "zPosition", from: .number(Double(old)))
            setNeedsComposite()
        }
    }

    /// The layer's transform, around its anchor point.
    open var transform: CATransform3D {
        get { extrasStorage?.transform ?? .identity }
        set {
            guard newValue.isFinite(api: "CALayer.transform"), newValue != transform else { return }
            let old = transform
            extras.transform = newValue
            runAction(forKey: "transform", from: .transform(old))
            setNeedsComposite()
        }
    }

    /// The transform applied to sublayers, around the anchor point.
    open var sublayerTransform: CATransform3D {
        get { extrasStorage?.sublayerTransform ?? .identity }
        set {
            guard newValue.isFinite(api: "CALayer.sublayerTransform"), newValue != sublayerTransform else { return }
            let old = sublayerTransform
            extras.sublayerTransform = newValue
            runAction(forKey: "sublayerTransform", from: .transform(old))
            setNeedsComposite()
        }
    }

    /// The transform's affine part.
    open func affineTransform() -> CGAffineTransform { transform.affine }

    /// Sets an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        guard let m = BadValue.checkedTransform(m, "QuartzCore", api: "CALayer.setAffineTransform") else { return }
        transform = CATransform3D(m)
    }

    /// The bounding box of the transformed bounds in the superlayer's coordinates. Setting it places and
    /// sizes the layer; with a transform other than a scale it moves the layer and keeps its size.
    open var frame: CGRect {
        get {
            // Untransformed layers get exact arithmetic: the size is the bounds' size, to the last bit.
            guard transform == .identity else { return storedBounds.applying(boundsToSuperlayer) }
            let size = storedBounds.size
            return CGRect(x: position.x - size.width * anchorPoint.x, y: position.y - size.height * anchorPoint.y,
                          width: size.width, height: size.height)
        }
        set {
            guard let newValue = BadValue.checkedRect(newValue, "QuartzCore", api: "CALayer.frame") else { return }
            let t = transform.affine
            var size = newValue.size
            if t.b == 0 && t.c == 0 && t.a != 0 && t.d != 0 {
                size = CGSize(width: newValue.width / abs(t.a), height: newValue.height / abs(t.d))
            } else if !t.isIdentity {
                size = storedBounds.size
            }
            bounds = CGRect(origin: storedBounds.origin, size: size)
            // Place the anchor so that the transformed bounds' box lands on `newValue`.
            let box = CGRect(origin: storedBounds.origin, size: size).applying(localTransform(anchorAt: .zero))
            position = CGPoint(x: newValue.minX - box.minX, y: newValue.minY - box.minY)
        }
    }

    /// The affine map from this layer's bounds space to its superlayer's coordinates.
    package var boundsToSuperlayer: CGAffineTransform { localTransform(anchorAt: storedPosition) }

    /// Bounds space → superlayer space with the anchor placed at `position`.
    func localTransform(anchorAt position: CGPoint) -> CGAffineTransform {
        let anchor = CGPoint(x: storedBounds.minX + storedAnchorPoint.x * storedBounds.width,
                             y: storedBounds.minY + storedAnchorPoint.y * storedBounds.height)
        var m = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        if let extras = extrasStorage, extras.transform != .identity { m = m.concatenating(extras.transform.affine) }
        return m.concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The affine map this layer's sublayerTransform adds between its bounds space and its sublayers'.
    var sublayerSpaceTransform: CGAffineTransform {
        guard let extras = extrasStorage, extras.sublayerTransform != .identity else { return .identity }
        let anchor = CGPoint(x: storedBounds.minX + storedAnchorPoint.x * storedBounds.width,
                             y: storedBounds.minY + storedAnchorPoint.y * storedBounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(extras.sublayerTransform.affine)
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// The map from this layer's bounds space to its superlayer's bounds space (sublayerTransform included).
    package var toSuperlayerSpace: CGAffineTransform {
        guard let parent else { return boundsToSuperlayer }
        return boundsToSuperlayer.concatenating(parent.sublayerSpaceTransform)
    }

    // MARK: Appearance

    /// Whether the layer and its sublayers are invisible.
    open var isHidden: Bool {
        get { flags.contains(.hidden) }
        set { setFlag(.hidden, newValue, composite: true) }
    }

    /// Whether contents and sublayers are clipped to the bounds (and corner radius).
    open var masksToBounds: Bool {
        get { flags.contains(.masksToBounds) }
        set { setFlag(.masksToBounds, newValue, composite: true) }
    }

    /// A promise that the layer fills its bounds with opaque content.
    open var isOpaque: Bool {
        get { flags.contains(.opaque) }
        set { setFlag(.opaque, newValue, composite: false) }
    }

    /// Whether a bounds size change calls `setNeedsDisplay()`.
    open var needsDisplayOnBoundsChange: Bool {
        get { flags.contains(.needsDisplayOnBoundsChange) }
        set { setFlag(.needsDisplayOnBoundsChange, newValue, composite: false) }
    }

    /// Whether the back of the layer shows when flipped (kept; Tessera draws in 2-D).
    open var isDoubleSided: Bool {
        get { flags.contains(.doubleSided) }
        set { setFlag(.doubleSided, newValue, composite: false) }
    }

    /// Whether the layer's geometry is flipped (kept for compatibility).
    open var isGeometryFlipped: Bool {
        get { flags.contains(.geometryFlipped) }
        set { setFlag(.geometryFlipped, newValue, composite: true) }
    }

    /// Whether a partly transparent layer composites its sublayers as one group (the default).
    open var allowsGroupOpacity: Bool {
        get { flags.contains(.allowsGroupOpacity) }
        set { setFlag(.allowsGroupOpacity, newValue, composite: true) }
    }

    /// Whether edges are anti-aliased when transformed (kept; Tessera always anti-aliases).
    open var allowsEdgeAntialiasing: Bool {
        get { flags.contains(.allowsEdgeAntialiasing) }
        set { setFlag(.allowsEdgeAntialiasing, newValue, composite: false) }
    }

    /// Whether drawing may happen on another thread (kept; Tessera draws on the main thread).
    open var drawsAsynchronously: Bool {
        get { flags.contains(.drawsAsynchronously) }
        set { setFlag(.drawsAsynchronously, newValue, composite: false) }
    }

    /// Whether the layer is cached as a bitmap (kept; Tessera's backing stores already cache drawing).
    open var shouldRasterize: Bool {
        get { flags.contains(.shouldRasterize) }
        set { setFlag(.shouldRasterize, newValue, composite: false) }
    }

    /// The scale of a rasterized layer.
    open var rasterizationScale: CGFloat {
        get { extrasStorage?.rasterizationScale ?? 1 }
        set {
            guard let scale = BadValue.checkedNumber(newValue, "QuartzCore", api: "CALayer.rasterizationScale") else { return }
            guard scale > 0 else {
                return BadValue.report("QuartzCore", api: "CALayer.rasterizationScale", "\(BadValue.number(scale)) is not a positive scale; ignored")
            }
            extras.rasterizationScale = scale
        }
    }

    /// The layer's opacity, 0…1; below 1 the subtree composites as one group.
    open var opacity: Float {
        get { storedOpacity }
        set {
            guard !newValue.isNaN else { return BadValue.report("QuartzCore", api: "CALayer.opacity", "NaN ignored") }
            // Out of 0…1 clamps silently, as on iOS.
            let clamped = min(max(newValue, 0), 1)
            guard clamped != storedOpacity else { return }
            let old = storedOpacity
            storedOpacity = clamped
            runAction(forKey: "opacity", from: .number(Double(old)))
            setNeedsComposite()
        }
    }

    /// The colour filling the bounds behind the contents.
    open var backgroundColor: CGColor? {
        get { storedBackgroundColor }
        set {
            guard newValue != storedBackgroundColor else { return }
            let old = storedBackgroundColor
            // Consumed: the setter owns its value, and without `consume` storing it cost a retain
            // and the setter's end a release.
            storedBackgroundColor = consume newValue
            runAction(forKey: "backgroundColor", from: .color(old))
            setNeedsComposite()
        }
    }

    /// The radius of the background's and border's corners (and of the clip with `masksToBounds`).
    open var cornerRadius: CGFloat {
        get { extrasStorage?.cornerRadius ?? 0 }
        set {
            guard let radius = BadValue.checkedNumber(newValue, atLeast: 0, "QuartzCore", api: "CALayer.cornerRadius") else { return }
            let old = cornerRadius
            updateExtras(\.cornerRadius, radius)
            runAction(forKey: "cornerRadius", from: .number(Double(old)))
        }
    }

    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask {
        get { extrasStorage?.maskedCorners ?? .all }
        set { updateExtras(\.maskedCorners, newValue) }
    }

    /// Circular or continuous corners.
    open var cornerCurve: CALayerCornerCurve {
        get { extrasStorage?.cornerCurve ?? .circular }
        set { updateExtras(\.cornerCurve, newValue) }
    }

    /// The width of the border, drawn inside the bounds above contents and sublayers.
    open var borderWidth: CGFloat {
        get { extrasStorage?.borderWidth ?? 0 }
        set {
            guard let width = BadValue.checkedNumber(newValue, atLeast: 0, "QuartzCore", api: "CALayer.borderWidth") else { return }
            let old = borderWidth
            updateExtras(\.borderWidth, width)
            runAction(forKey: "borderWidth", from: .number(Double(old)))
        }
    }

    /// The border's colour (opaque black by default).
    open var borderColor: CGColor? {
        get { extrasStorage == nil ? CGColor(gray: 0, alpha: 1) : extrasStorage!.borderColor }
        set {
            let old = borderColor
            updateExtras(\.borderColor, newValue)
            runAction(forKey: "borderColor", from: .color(old))
        }
    }

    /// The shadow's colour (opaque black by default).
    open var shadowColor: CGColor? {
        get { extrasStorage == nil ? CGColor(gray: 0, alpha: 1) : extrasStorage!.shadowColor }
        set {
            let old = shadowColor
            updateExtras(\.shadowColor, newValue)
            runAction(forKey: "shadowColor", from: .color(old))
        }
    }

    /// The shadow's opacity, 0 (no shadow, the default) … 1.
    open var shadowOpacity: Float {
        get { extrasStorage?.shadowOpacity ?? 0 }
        set {
            guard !newValue.isNaN else { return BadValue.report("QuartzCore", api: "CALayer.shadowOpacity", "NaN ignored") }
            let old = shadowOpacity
            updateExtras(\.shadowOpacity, min(max(newValue, 0), 1))
            runAction(forKey: "shadowOpacity", from: .number(Double(old)))
        }
    }

    /// How far the shadow falls, in points; the default (0, −3) casts it upward, as on iOS.
    open var shadowOffset: CGSize {
        get { extrasStorage?.shadowOffset ?? CGSize(width: 0, height: -3) }
        set {
            guard let offset = BadValue.checkedSize(newValue, "QuartzCore", api: "CALayer.shadowOffset") else { return }
            let old = shadowOffset
            updateExtras(\.shadowOffset, offset)
            runAction(forKey: "shadowOffset", from: .size(old))
        }
    }

    /// The shadow's blur radius (roughly the standard deviation of its Gaussian), 3 by default.
    open var shadowRadius: CGFloat {
        get { extrasStorage?.shadowRadius ?? 3 }
        set {
            guard let radius = BadValue.checkedNumber(newValue, atLeast: 0, "QuartzCore", api: "CALayer.shadowRadius") else { return }
            let old = shadowRadius
            updateExtras(\.shadowRadius, radius)
            runAction(forKey: "shadowRadius", from: .number(Double(old)))
        }
    }

    /// The shadow's shape; nil uses the layer's composited content (slower).
    open var shadowPath: CGPath? {
        get { extrasStorage?.shadowPath }
        set { updateExtras(\.shadowPath, newValue) }
    }

    /// A layer whose alpha masks this layer's content.
    open var mask: CALayer? {
        get { extrasStorage?.mask }
        set {
            guard newValue !== extrasStorage?.mask else { return }
            extrasStorage?.mask?.parent = nil
            newValue?.removeFromSuperlayer()
            newValue?.parent = self
            extras.mask = newValue
            setNeedsComposite()
        }
    }

    /// The layer's name, for debugging and lookup.
    open var name: String? {
        get { extrasStorage?.name }
        set { extras.name = newValue }
    }

    /// The layer's delegate (UIKit's views are their layers' delegates), held weakly.
    open var delegate: (any CALayerDelegate)? {
        get {
            assert(LiveObjects.isAlive(owningDelegate), "a layer's owner was freed without letting go of it")
            return owningDelegate ?? otherDelegate
        }
        set {
            owningDelegate = nil
            otherDelegate = newValue
        }
    }

    func setFlag(_ flag: LayerFlags, _ on: Bool, composite: Bool) {
        guard flags.contains(flag) != on else { return }
        if on { flags.insert(flag) } else { flags.remove(flag) }
        if composite { setNeedsComposite() }
    }

    func updateExtras<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<LayerExtras, Value>, _ value: Value) {
        guard extras[keyPath: keyPath] != value else { return }
        extras[keyPath: keyPath] = value
        setNeedsComposite()
    }

    // MARK: Actions

    /// Actions by key path, looked up after the delegate's (`NSNull()` for a key turns its action off).
    open var actions: [String: any CAAction]? {
        get { extrasStorage?.actions }
        set { extras.actions = newValue }
    }

    /// The action for a change of `event`: the delegate's `action(for:forKey:)` if it gives one, then
    /// `actions[event]`, then the class's `defaultAction(forKey:)`. `NSNull()` from the delegate or the
    /// dictionary ends the search with no action (nil).
    open func action(forKey event: String) -> (any CAAction)? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = extrasStorage?.actions?[event] {
            return action is NSNull ? nil : action
        }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The action for `event` when neither the delegate nor `actions` has one: for an animatable
    /// property, an implicit animation (`CABasicAnimation` with the current transaction's duration and
    /// timing function, from the value on screen to the new one).
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        LayerActions.implicitAnimation(forKey: event)
    }

    /// Runs the action for a change of `key` whose previous value was `old`. A layer outside any tree
    /// without a delegate has no one to show the change to and runs none (as in Core Animation, where
    /// a lone root layer does not animate). While values are being stored without actions nothing runs,
    /// and that is asked first: it is one load, where the test of the links loads weak references and
    /// the old value is made (and retained) before `LayerActions` is asked.
    func runAction(forKey key: String, from old: @autoclosure () -> AnimatableValue) {
        guard !LayerActions.storing, parentReference != nil || owningDelegate != nil || otherDelegate != nil else { return }
        LayerActions.layer(self, changed: key, from: old())
    }

    /// The value of an animatable property by key path, from storage (nil: not animatable here).
    /// Subclasses with animatable properties of their own add them and defer to `super` for the rest.
    func animatableValue(forKey key: String) -> AnimatableValue? {
        LayerProperty.baseValue(of: self, key)
    }

    /// Whether `storeAnimatableValue(_:forKey:)` writes some properties through their setters (whose
    /// actions must then be held off); a plain layer writes storage.
    class var storesThroughSetters: Bool { false }

    /// Stores a presentation or model value of an animatable property, as `animatableValue(forKey:)`
    /// reads it.
    func storeAnimatableValue(_ value: AnimatableValue, forKey key: String) {
        LayerProperty.baseStore(value, in: self, key)
    }

    // MARK: Overridable behaviour

    /// Updates the layer's content: the delegate's `display(_:)` when there is a delegate, otherwise
    /// drawing with `draw(in:)` into a backing store.
    open func display() {
        if let delegate { delegate.display(self) } else { drawBackingStore() }
    }

    /// Draws the layer's content (the default asks the delegate); the context has UIKit's orientation:
    /// the bounds' origin at the top left, y down, in points.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Lays out the sublayers; the default asks the delegate.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Whether a point in this layer's coordinates is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { storedBounds.contains(p) }

    /// The deepest visible layer containing `p` (in the superlayer's coordinates); sublayers above come first.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        hitTestInParentSpace(p.applying(parent?.sublayerSpaceTransform.inverted() ?? .identity))
    }

    /// The layer's preferred size: its bounds' size (subclasses may know better).
    open func preferredFrameSize() -> CGSize { storedBounds.size }

    /// Draws content the layer makes itself (shape and gradient layers), after its contents and before
    /// its sublayers.
    func renderContent(in ctx: CGContext) {}

    /// A copy of the layer as it is on screen now: its properties with running animations applied.
    /// (Core Animation's presentation layer also has presentation sublayers, and a subclass's own
    /// properties; Tessera's copy has the layer's own properties only.)
    open func presentation() -> Self? {
        let copy = Self.init()
        copy.copyProperties(from: self)
        LayerAnimations.applyPresentation(of: self, to: copy, at: MediaClock.now)
        return copy
    }

    /// The model layer: the layer itself (Tessera's layers are the model; `presentation()` makes copies).
    open func model() -> Self { self }

    // MARK: Key-value coding (see CALayer+KeyValueCoding.swift)

    /// The value of the property `key` names, boxed as Core Animation boxes it: numbers as `NSNumber`,
    /// geometry as `NSValue`, colours as `CGColor`. A key that names no property answers what
    /// `setValue(_:forKey:)` stored under it, else `defaultValue(forKey:)`, as a layer does on iOS.
    open func value(forKey key: String) -> Any? { keyValue(forKey: key) }

    /// Sets the property `key` names through its setter (so its action runs, as a property change's
    /// does), from a boxed value or a plain Swift one; a key that names no property stores the value.
    open func setValue(_ value: Any?, forKey key: String) { setKeyValue(value, forKey: key) }

    /// The value at `keyPath`, which may reach into a property (`"transform.scale"`, `"bounds.size"`,
    /// `"position.x"`), boxed as `value(forKey:)` boxes it.
    open func value(forKeyPath keyPath: String) -> Any? { keyValue(forKeyPath: keyPath) }

    /// Sets the value at `keyPath`, which may reach into a property: the whole property is set through
    /// its setter with that part changed.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setKeyValue(value, forKeyPath: keyPath) }

    /// The value a key that was never set answers (nil; subclasses give defaults of their own keys).
    open class func defaultValue(forKey key: String) -> Any? { nil }
}
