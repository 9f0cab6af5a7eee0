/// Colour, opacity and drawing.
extension UIView {
    /// A colour resolved for this view's traits.
    func resolvedCGColor(_ color: UIColor) -> CGColor { color.cgColor(resolvedFor: self) }

    func setAlpha(_ value: CGFloat) {
        guard !value.isNaN else { return BadValue.report("UIKit", api: "UIView.alpha", "NaN ignored") }
        // Out of 0…1 clamps silently, as on iOS.
        let opacity = Float(min(max(value, 0), 1))
        // Assistive technologies skip views below 0.01.
        if (layer.opacity >= 0.01) != (opacity >= 0.01) { AccessibilityChanges.mark(self) }
        layer.opacity = opacity
        warnIfOpaqueAndTranslucent()
    }

    /// Pixels per point of the view's drawn content (its layer's `contentsScale`): the screen's scale
    /// until set, and the display scale again when the view's traits change scale. NaN, infinite, zero
    /// and negative factors are reported and ignored. Unlike UIKit's it is not `open` (an extension
    /// member; override `draw(_:)` rather than the factor).
    public var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return BadValue.report("UIKit", api: "UIView.contentScaleFactor", "\(BadValue.number(newValue)) is not a positive finite scale; ignored")
            }
            layer.contentsScale = newValue
        }
    }

    func setOpaque(_ value: Bool) {
        layer.isOpaque = value
        viewFlags.insert(.opaqueSetExplicitly)
        warnIfOpaqueAndTranslucent()
    }

    /// Debugging advice from UIKit's guides: a view declared opaque must not be translucent.
    private func warnIfOpaqueAndTranslucent() {
        guard viewFlags.contains(.opaqueSetExplicitly), layer.isOpaque, layer.opacity < 1,
              !viewFlags.contains(.warnedOpaqueAlpha) else { return }
        viewFlags.insert(.warnedOpaqueAlpha)
        TesseraLog.warning("UIKit", "\(type(of: self)) is set opaque but its alpha is \(alpha): do not set isOpaque = true on a view with an alpha below 1 (set it to false)")
    }

    func setContentMode(_ mode: ContentMode) {
        storedContentMode = mode
        layer.contentsGravity = mode.gravity
        layer.needsDisplayOnBoundsChange = mode == .redraw
    }

    func setViewFlag(_ flag: ViewFlags, _ on: Bool) {
        if on { viewFlags.insert(flag) } else { viewFlags.remove(flag) }
    }

    // MARK: Backing stores

    /// Whether views of this class draw with `draw(_:)`: learnt the first time one draws (a class that
    /// neither overrides `draw(_:)` nor draws anything gets no backing store).
    static func drawsContent(_ view: UIView) -> Bool {
        DrawProbe.classDraws[ObjectIdentifier(type(of: view))] ?? true
    }

    /// Draws the view's content into its backing store: clears (to the background colour when opaque),
    /// then `draw(_:)` with this view's traits current. Content drawn while compositing (labels) goes
    /// straight into the frame, with nothing cleared; content a layer stores on reuse is filled as its
    /// backing store would be, wherever it is drawn, so both look the same.
    func drawLayerContent(in context: CGContext) {
        let rect = bounds
        if clearsContextBeforeDrawing && (!layer.drawsWhileCompositing || layer.storesContentOnReuse) {
            if layer.isOpaque {
                context.setFillColor(storedBackgroundColor.map(resolvedCGColor) ?? CGColor(gray: 0, alpha: 1))
                context.fill(rect)
            }
        }
        let before = context.drawOperationCount
        DrawProbe.baseDrawCalled = false
        UIGraphicsPushContext(context)
        traitCollection.performAsCurrent { draw(rect) }
        UIGraphicsPopContext()
        let key = ObjectIdentifier(type(of: self))
        if DrawProbe.classDraws[key] == nil {
            DrawProbe.classDraws[key] = !DrawProbe.baseDrawCalled || context.drawOperationCount > before
        }
    }

    /// Draws the backing store, unless the view's class turned out not to draw.
    public func display(_ layer: CALayer) {
        guard Self.drawsContent(self) else { return }
        // Content stored only once reused goes into the next frame first.
        if layer.storesContentOnReuse { return layer.drawIntoNextFrame() }
        // Content drawn while compositing needs no backing store: the frame redraws it.
        if layer.drawsWhileCompositing { return layer.setNeedsComposite() }
        layer.drawBackingStore()
        if !Self.drawsContent(self) { layer.contents = nil }
    }
}

/// How UIKit learns which view classes draw (UIKit checks for a `drawRect:` override; Swift cannot).
@MainActor
enum DrawProbe {
    /// Set by `UIView.draw(_:)`'s own implementation.
    static var baseDrawCalled = false
    /// Per class: whether its views draw.
    static var classDraws: [ObjectIdentifier: Bool] = [:]
}

extension UIColor {
    /// The colour as `view`'s traits resolve it. The traits are read only for a colour that depends on
    /// them: reading them retains and releases the trait collection, which a fixed colour does not need.
    @MainActor func cgColor(resolvedFor view: UIView) -> CGColor {
        if let fixedCGColor { return fixedCGColor }
        return dynamicCGColor(resolvedFor: view)
    }

    /// The dynamic colour's part of `cgColor(resolvedFor:)`, out of line: inlined, it took the colour
    /// owned (it becomes the result's source), and callers retained the colour on the fixed path too.
    @MainActor @inline(never)
    private func dynamicCGColor(resolvedFor view: UIView) -> CGColor {
        cgColor(resolvedWith: view.resolvedTraits)
    }
}
