/// Content: backing stores drawn by `draw(in:)`, and contents images.
extension CALayer {
    /// The layer's content: a `CGImage` you set, or the `CABackingStore` that `display()` drew.
    public var contents: Any? {
        get { backingStore ?? extrasStorage?.contents }
        set {
            backingStore = nil
            extrasStorage?.spareBackingStore = nil
            extras.contents = newValue
            setNeedsComposite()
        }
    }

    /// The part of the contents image shown, in unit coordinates (0, 0, 1, 1 by default).
    public var contentsRect: CGRect {
        get { extrasStorage?.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set {
            if !newValue.isUsable, let problem = BadValue.problem(newValue.origin.x, newValue.origin.y, newValue.size.width, newValue.size.height) {
                return BadValue.report("QuartzCore", api: "CALayer.contentsRect", "\(problem) in \(newValue.badValueText) ignored")
            }
            let old = contentsRect
            updateExtras(\.contentsRect, newValue)
            runAction(forKey: "contentsRect", from: .rect(old))
        }
    }

    /// The stretchable centre of the contents, in unit coordinates; the rest keeps its size (nine-slice).
    public var contentsCenter: CGRect {
        get { extrasStorage?.contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set {
            if !newValue.isUsable, let problem = BadValue.problem(newValue.origin.x, newValue.origin.y, newValue.size.width, newValue.size.height) {
                return BadValue.report("QuartzCore", api: "CALayer.contentsCenter", "\(problem) in \(newValue.badValueText) ignored")
            }
            updateExtras(\.contentsCenter, newValue)
        }
    }

    /// How the contents fit the bounds.
    public var contentsGravity: CALayerContentsGravity {
        get { extrasStorage?.contentsGravity ?? .resize }
        set {
            // Every view sets this with its content mode (a label, and each view a document makes, more
            // than once): compared without making the out-of-line storage, and set without key paths.
            guard newValue != (extrasStorage?.contentsGravity ?? .resize) else { return }
            extras.contentsGravity = newValue
            setNeedsComposite()
        }
    }

    /// Pixels per point of the contents and of backing stores.
    public var contentsScale: CGFloat {
        get { storedContentsScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return BadValue.report("QuartzCore", api: "CALayer.contentsScale", "\(BadValue.number(newValue)) is not a positive finite scale; ignored")
            }
            let scale = newValue
            guard scale != contentsScale else { return }
            storedContentsScale = scale
            if backingStore != nil { setNeedsDisplay() }
            setNeedsComposite()
        }
    }

    /// The filter used when contents shrink.
    public var minificationFilter: CALayerContentsFilter {
        get { extrasStorage?.minificationFilter ?? .linear }
        set { updateExtras(\.minificationFilter, newValue) }
    }

    /// The bias of the level of detail a minifying filter picks (0): kept; Tessera's filters do not use
    /// it (cairo has no mipmaps).
    public var minificationFilterBias: Float {
        get { extrasStorage?.minificationFilterBias ?? 0 }
        set { updateExtras(\.minificationFilterBias, newValue) }
    }

    /// The filter used when contents grow.
    public var magnificationFilter: CALayerContentsFilter {
        get { extrasStorage?.magnificationFilter ?? .linear }
        set { updateExtras(\.magnificationFilter, newValue) }
    }

    /// Whether the delegate draws the layer's content (`draw(_:in:)`) straight into the frame while
    /// compositing, clipped to the bounds, instead of into a backing store: for content cheaper to draw
    /// than to store and blend (text). The delegate's `display(_:)` then only marks the layer for
    /// compositing. A Tessera mechanism (Core Animation always keeps a backing store).
    package var drawsWhileCompositing: Bool {
        get { flags.contains(.drawsWhileCompositing) }
        set {
            if newValue { backingStore = nil }
            setFlag(.drawsWhileCompositing, newValue, composite: true)
        }
    }

    /// Marks the layer to redraw its backing store in the next display pass.
    public func setNeedsDisplay() {
        assert(FramePhase.allowsMarking("setNeedsDisplay()"))
        guard !flags.contains(.needsDisplay) else { return }
        flags.insert(.needsDisplay)
        parent?.markDescendant(.descendantNeedsDisplay)
    }

    /// Marks part of the layer to redraw (Tessera redraws the whole backing store).
    public func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Whether the layer will redraw in the next display pass.
    public func needsDisplay() -> Bool { flags.contains(.needsDisplay) }

    /// Redraws now if marked.
    public func displayIfNeeded() {
        guard flags.contains(.needsDisplay) else { return }
        flags.remove(.needsDisplay)
        display()
    }

    /// Redraws every marked layer of this subtree (and their masks), parents first. Walks the marked
    /// paths with an explicit stack, so deep trees cannot overflow the thread's stack.
    public func displayTreeIfNeeded() {
        FramePhase.withPhase(.display) { displayMarkedSublayers() }
    }

    /// The walk of `displayTreeIfNeeded()`.
    private func displayMarkedSublayers() {
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            guard layer.flags.contains(.needsDisplay) || layer.flags.contains(.descendantNeedsDisplay) else { continue }
            layer.displayIfNeeded()
            layer.flags.remove(.descendantNeedsDisplay)
            if let mask = layer.extrasStorage?.mask { stack.append(mask) }
            stack.append(contentsOf: layer.storedSublayers.reversed())
        }
    }

    /// Draws a new backing store of the bounds at `contentsScale` with `draw(in:)`.
    public func drawBackingStore() {
        renderBackingStore(reusing: backingStore)
        setNeedsComposite()
    }

    /// Draws the backing store with `draw(in:)`, in `old`'s memory when it has the same size; none when
    /// the bounds are empty.
    private func renderBackingStore(reusing old: CABackingStore?) {
        delegate?.layerWillDraw(self)
        let size = storedBounds.size
        guard size.width > 0, size.height > 0,
              let store = CABackingStore(size: size, scale: contentsScale, opaque: isOpaque, reusing: old) else {
            backingStore = nil
            return
        }
        let context = store.context
        context.saveGState()
        context.translateBy(x: -storedBounds.minX, y: -storedBounds.minY)
        draw(in: context)
        context.restoreGState()
        backingStore = store
    }

    // MARK: Storing content on reuse

    /// Whether content the delegate redraws goes straight into the next frame (as with
    /// `drawsWhileCompositing`) and into a backing store only when a later frame composites the layer
    /// again with the content unchanged: content that changes at nearly every showing (a keyboard's
    /// keys, whose plane, shift and pressed key change) is then drawn once per change instead of drawn
    /// and then blended from a copy, while content that stays up is stored and blended as usual. The
    /// delegate must draw only over what lies beneath (no clearing, no copy blend modes), since the
    /// first drawing lands in the frame. A Tessera mechanism (Core Animation always keeps a backing
    /// store); Flutter's raster cache makes the same choice, storing a picture only once it is reused.
    package var storesContentOnReuse: Bool {
        get { flags.contains(.storesContentOnReuse) }
        set {
            guard newValue != storesContentOnReuse else { return }
            if newValue {
                flags.insert(.storesContentOnReuse)
            } else {
                flags.remove([.storesContentOnReuse, .drawnIntoFrame, .drawsWhileCompositing])
                extrasStorage?.spareBackingStore = nil
                setNeedsDisplay()
            }
        }
    }

    /// The display step of a layer that stores content on reuse: its backing store is set aside and
    /// the next frame draws the content into itself. The delegate's `display(_:)` calls this.
    package func drawIntoNextFrame() {
        if let store = backingStore {
            extras.spareBackingStore = store
            backingStore = nil
        }
        flags.insert(.drawsWhileCompositing)
        flags.remove(.drawnIntoFrame)
        setNeedsComposite()
    }

    /// Called by the renderer as a frame composites a layer that stores content on reuse and draws
    /// while compositing: the first such frame since the content was redrawn draws it directly (and
    /// notes that); the next one stores it in a backing store (in the spare's memory) and goes back
    /// to blending from it. Nothing is marked: the frame is already compositing the layer.
    func prepareReusedContent() {
        guard flags.contains(.drawnIntoFrame) else {
            flags.insert(.drawnIntoFrame)
            return
        }
        flags.remove([.drawsWhileCompositing, .drawnIntoFrame])
        let spare = extrasStorage?.spareBackingStore
        extrasStorage?.spareBackingStore = nil
        renderBackingStore(reusing: spare)
    }

    /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinates (its position and
    /// transform are not applied). Content not yet displayed is not drawn: run `displayIfNeeded()` first.
    public func render(in ctx: CGContext) {
        LayerRenderer(context: ctx, damage: nil).renderRoot(self)
    }
}
