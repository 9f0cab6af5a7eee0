/// Draws a layer tree into a Core Graphics context: background, contents, sublayers (clipped with
/// `masksToBounds`), border on top; opacity groups, shadows and masks. Walks the tree with an explicit
/// stack, so arbitrarily deep trees draw without exhausting the thread's stack.
@MainActor
struct LayerRenderer {
    let context: CGContext
    /// The area to repaint, in the root's space; layers whose last composited area misses it are skipped.
    let damage: CGRect?
    /// While compositing: the bitmaps beneath and the samples the compositor planned for backdrop
    /// layers. Nil elsewhere (a snapshot): backdrops sample the context afresh and keep nothing.
    var backdrops: BackdropPass? = nil

    private enum Step {
        case enter(CALayer, ownTransform: Bool)
        /// `dissolve`: the layer's new look is in a cross-dissolve group with its old look, ended here.
        case exit(CALayer, group: Bool, dissolve: Bool)
        /// A transition's old look, drawn over the layer after it (reveal).
        case oldLook(CALayer, CGImage, TransitionFrame.Look, ownTransform: Bool)
    }

    /// Renders `layer` in its own coordinate space (its position and transform not applied), as
    /// `CALayer.render(in:)` does.
    func renderRoot(_ layer: CALayer) { run(.enter(layer, ownTransform: false)) }

    /// Renders `layer` in its superlayer's space.
    func render(_ layer: CALayer) { run(.enter(layer, ownTransform: true)) }

    private func run(_ first: Step) {
        let rootSpace = context.ctm
        var steps = [first]
        while let step = steps.popLast() {
            switch step {
            case .enter(let layer, let ownTransform):
                enter(layer, ownTransform: ownTransform, rootSpace: rootSpace, steps: &steps)
            case .exit(let layer, let group, let dissolve):
                exit(layer, group: group, dissolve: dissolve)
            case .oldLook(let layer, let image, let look, let ownTransform):
                context.saveGState()
                if ownTransform { context.concatenate(layer.boundsToSuperlayer) }
                draw(image, look, in: layer.storedBounds)
                context.restoreGState()
            }
        }
    }

    /// Draws a layer's own parts and queues its exit and its sublayers. `rootSpace` is the context's
    /// transform for the space the compositor measures areas in.
    private func enter(_ layer: CALayer, ownTransform: Bool, rootSpace: CGAffineTransform, steps: inout [Step]) {
        guard !layer.isHidden, layer.storedOpacity > 0 else { return }
        if let damage, !layer.compositedRect.isNull, !layer.compositedRect.intersects(damage) { return }
        let c = context
        c.saveGState()
        if ownTransform { c.concatenate(layer.boundsToSuperlayer) }
        var opacity = CGFloat(layer.storedOpacity)
        var transition = TransitionStart(oldLookOnTop: nil, dissolve: false, showsNewLook: true)
        if layer.flags.contains(.transitioning) {
            transition = beginTransition(of: layer, ownTransform: ownTransform, opacity: &opacity)
            guard transition.showsNewLook else {
                c.restoreGState()
                if let oldLook = transition.oldLookOnTop { steps.append(oldLook) }
                return
            }
        }
        let group = beginEffects(of: layer, opacity: opacity, rootSpace: rootSpace)
        drawOwnContent(of: layer)
        if let oldLook = transition.oldLookOnTop { steps.append(oldLook) }
        steps.append(.exit(layer, group: group, dissolve: transition.dissolve))
        guard !layer.storedSublayers.isEmpty else { return }
        c.concatenate(layer.sublayerSpaceTransform)
        for sublayer in layer.sublayersInDrawingOrder.reversed() {
            steps.append(.enter(sublayer, ownTransform: true))
        }
    }

    /// What `beginTransition(of:ownTransform:opacity:)` leaves for the rest of a layer's drawing: the
    /// old look to draw over the new one (reveals), whether a cross-dissolve's groups are open (they end
    /// at the exit), and whether the new look shows at all this frame.
    private struct TransitionStart {
        var oldLookOnTop: Step?
        var dissolve: Bool
        var showsNewLook: Bool
    }

    /// Starts drawing a layer in a `CATransition`: draws its old look under the new one, queues it over
    /// the new one, or opens a cross-dissolve's groups; then places the new look and fades `opacity` by it.
    private func beginTransition(of layer: CALayer, ownTransform: Bool, opacity: inout CGFloat) -> TransitionStart {
        guard let (transition, progress) = LayerAnimations.transition(of: layer), let image = transition.snapshot else {
            return TransitionStart(oldLookOnTop: nil, dissolve: false, showsNewLook: true)
        }
        let c = context
        let bounds = layer.storedBounds
        let frame = TransitionFrame(transition, progress: progress, bounds: bounds)
        var oldLookOnTop: Step?
        if frame.dissolves {
            // A true cross-dissolve: old·(1 − p) + new·p, summed in a group of their own, so
            // opaque looks mix without the background showing through.
            c.beginTransparencyLayer(in: bounds, auxiliaryInfo: nil)
            draw(image, frame.old, in: bounds)
            c.setAlpha(frame.new.alpha)
            c.setBlendMode(.plusLighter)
            c.beginTransparencyLayer(in: bounds, auxiliaryInfo: nil)
        } else if frame.oldOnTop {
            oldLookOnTop = .oldLook(layer, image, frame.old, ownTransform: ownTransform)
        } else {
            draw(image, frame.old, in: bounds)
        }
        // (A dissolve's groups end at the exit, so its new look always goes on.)
        guard frame.dissolves || frame.new.isVisible else {
            return TransitionStart(oldLookOnTop: oldLookOnTop, dissolve: false, showsNewLook: false)
        }
        c.concatenate(frame.new.transform(in: bounds))
        if !frame.dissolves { opacity *= frame.new.alpha }
        return TransitionStart(oldLookOnTop: oldLookOnTop, dissolve: frame.dissolves, showsNewLook: true)
    }

    /// Applies what acts on the layer and its sublayers together: a shadow from its `shadowPath`, its
    /// mask, and either a transparency group (group opacity over sublayers, a shadow cast by what it
    /// draws, a content tint) or a plain alpha. Returns whether a group was opened (its exit ends it).
    private func beginEffects(of layer: CALayer, opacity: CGFloat, rootSpace: CGAffineTransform) -> Bool {
        let c = context
        let extras = layer.extrasStorage
        // Not `extras.flatMap { … }`: a main-actor closure passed to a generic function is checked for
        // its executor at every call, and every composited layer comes here.
        var shadowColor: CGColor?
        if let e = extras, e.shadowOpacity > 0 {
            shadowColor = e.shadowColor?.copy(alpha: (e.shadowColor?.alpha ?? 1) * CGFloat(e.shadowOpacity))
        }
        if let shadowColor, let path = extras?.shadowPath {
            c.drawShadow(of: path, offset: extras!.shadowOffset, blur: 2 * extras!.shadowRadius, color: shadowColor)
        }
        if let mask = extras?.mask { applyMask(mask, of: layer) }
        let hasSublayers = !layer.storedSublayers.isEmpty
        let group = (opacity < 1 && layer.allowsGroupOpacity && hasSublayers) || (shadowColor != nil && extras?.shadowPath == nil)
            || extras?.contentTint != nil
        if group {
            c.setAlpha(opacity)
            // A vibrant group is blended with what lies beneath when it ends.
            if let tint = extras?.contentTint { c.setBlendMode(tint.blendMode) }
            if let shadowColor, extras?.shadowPath == nil {
                c.setShadow(offset: extras!.shadowOffset, blur: 2 * extras!.shadowRadius, color: shadowColor)
            }
            // While compositing, the layer's measured area bounds the group (a group is otherwise as large
            // as the clip, and its shadow is blurred over all of it).
            if damage != nil, !layer.compositedRect.isNull {
                let area = layer.compositedRect.applying(rootSpace.concatenating(c.ctm.inverted()))
                c.beginTransparencyLayer(in: area, auxiliaryInfo: nil)
            } else {
                c.beginTransparencyLayer(auxiliaryInfo: nil)
            }
        } else if opacity < 1 {
            c.setAlpha(c.alpha * opacity)
        }
        return group
    }

    /// Draws what the layer itself shows: backdrop and background in its (rounded) bounds, then, clipped
    /// to them when it masks to bounds, its contents and what its delegate or subclass draws. The clip
    /// stays for the sublayers: the state saved here is restored first thing in the exit.
    private func drawOwnContent(of layer: CALayer) {
        let c = context
        let bounds = layer.storedBounds
        let shape = roundedBounds(layer)
        // A material's tint (its background colour) goes down with it, in the same pass.
        let tinted = layer.extrasStorage?.backdrop.map { drawBackdrop($0, of: layer, shape: shape, tint: layer.storedBackgroundColor) } ?? false
        if !tinted, let background = layer.storedBackgroundColor, background.alpha > 0 {
            c.setFillColor(background)
            if let shape { c.addPath(shape); c.fillPath() } else { c.fill(bounds) }
        }
        c.saveGState()
        if layer.masksToBounds {
            if let shape { c.addPath(shape); c.clip() } else { c.clip(to: bounds) }
        }
        // A frame (not a snapshot) compositing content drawn for the frames: stored once reused.
        if damage != nil, layer.flags.contains(.storesContentOnReuse), layer.flags.contains(.drawsWhileCompositing) {
            layer.prepareReusedContent()
        }
        drawContents(of: layer)
        if layer.flags.contains(.drawsWhileCompositing), let delegate = layer.delegate {
            c.saveGState()
            // Clipped as a backing store would be: to the bounds, out to whole device pixels.
            c.clip(to: CGContext.pixelAligned(bounds, under: c.ctm))
            delegate.draw(layer, in: c)
            c.restoreGState()
        }
        layer.renderContent(in: c)
    }

    /// Draws a backdrop layer's material: what the context shows under its bounds, blurred and
    /// saturated, with `tint` over it, clipped to its shape. While compositing, the sample the
    /// compositor planned is kept and drawn again in later frames until something beneath changes.
    /// Returns whether the tint was drawn (false when there was no material to draw it with).
    private func drawBackdrop(_ backdrop: CALayer.Backdrop, of layer: CALayer, shape: CGPath?, tint: CGColor?) -> Bool {
        let c = context
        let filter = BackdropFilter(blurRadius: backdrop.blurRadius * c.deviceScale, saturation: backdrop.saturation)
        guard let pixels = c.devicePixels(covering: layer.storedBounds),
              let geometry = BackdropGeometry(target: pixels, filter: filter, bounds: c.pixelBounds) else { return false }
        let planned = backdrops?.planned[ObjectIdentifier(layer)] == geometry
        let sample: BackdropSample
        if planned, let kept = layer.extrasStorage?.backdropSample, kept.geometry == geometry {
            sample = kept
        } else {
            guard let made = c.sampleBackdrop(geometry, beneath: backdrops?.beneath ?? []) else { return false }
            sample = made
            backdrops?.blurred += 1
            // Kept only where the compositor repainted everything the sample read.
            if planned { layer.extras.backdropSample = made }
        }
        c.saveGState()
        if let shape { c.addPath(shape); c.clip() } else { c.clip(to: layer.storedBounds) }
        c.drawBackdrop(sample, tint: tint)
        c.restoreGState()
        return tint != nil
    }

    /// Draws a transition's old look of a layer with `bounds`, placed and faded as `look` says.
    private func draw(_ image: CGImage, _ look: TransitionFrame.Look, in bounds: CGRect) {
        guard look.isVisible else { return }
        let c = context
        c.saveGState()
        c.concatenate(look.transform(in: bounds))
        c.setAlpha(c.alpha * look.alpha)
        c.drawUpright(image, in: bounds)
        c.restoreGState()
    }

    private func exit(_ layer: CALayer, group: Bool, dissolve: Bool) {
        let c = context
        c.restoreGState()
        if let extras = layer.extrasStorage, extras.borderWidth > 0, let color = extras.borderColor, color.alpha > 0 {
            let inset = layer.storedBounds.insetBy(dx: extras.borderWidth / 2, dy: extras.borderWidth / 2)
            c.setStrokeColor(color)
            c.setLineWidth(extras.borderWidth)
            if extras.cornerRadius > 0 {
                c.addPath(Self.roundedPath(inset, radius: max(0, extras.cornerRadius - extras.borderWidth / 2), layer: layer))
                c.strokePath()
            } else {
                c.stroke(inset)
            }
        }
        if let tint = layer.extrasStorage?.contentTint {
            // What the layer and its sublayers drew keeps its coverage and takes the tint's colour; the
            // group then ends in the tint's blend mode, over the pixels composited beneath.
            c.saveGState()
            c.setBlendMode(.sourceIn)
            c.setFillColor(tint.color)
            c.fill(c.boundingBoxOfClipPath)
            c.restoreGState()
        }
        if group { c.endTransparencyLayer() }
        if dissolve {
            c.endTransparencyLayer()
            c.endTransparencyLayer()
        }
        c.restoreGState()
    }

    /// The rounded outline of the bounds, or nil when corners are square.
    private func roundedBounds(_ layer: CALayer) -> CGPath? {
        guard let extras = layer.extrasStorage, extras.cornerRadius > 0, !extras.maskedCorners.isEmpty else { return nil }
        return Self.roundedPath(layer.storedBounds, radius: extras.cornerRadius, layer: layer)
    }

    static func roundedPath(_ rect: CGRect, radius: CGFloat, layer: CALayer) -> CGPath {
        let path = CGMutablePath()
        let extras = layer.extrasStorage
        RoundedRectPath.add(to: path, rect: rect, corners: RectCorners(rawValue: (extras?.maskedCorners ?? .all).rawValue),
                            radius: radius, continuous: extras?.cornerCurve == .continuous)
        return path
    }

    /// Draws the backing store, or the contents image with gravity, contentsRect and contentsCenter.
    private func drawContents(of layer: CALayer) {
        let bounds = layer.storedBounds
        if let store = layer.backingStore {
            context.drawUpright(contentsOf: store.context, in: CGRect(origin: bounds.origin, size: store.size))
            return
        }
        guard let extras = layer.extrasStorage, let contents = extras.contents else { return }
        guard let full = contents as? CGImage else { return }
        var image = full
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        if extras.contentsRect != unit {
            let r = extras.contentsRect
            let pixels = CGRect(x: r.minX * CGFloat(full.width), y: r.minY * CGFloat(full.height),
                                width: r.width * CGFloat(full.width), height: r.height * CGFloat(full.height))
            guard let cropped = full.cropping(to: pixels) else { return }
            image = cropped
        }
        let scale = layer.storedContentsScale
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let target = extras.contentsGravity.rect(forContentSize: size, in: bounds)
        context.saveGState()
        context.interpolationQuality = extras.magnificationFilter == .nearest ? .none : .default
        if extras.contentsCenter != unit {
            let center = extras.contentsCenter
            let w = CGFloat(image.width), h = CGFloat(image.height)
            context.drawNineSlice(image, insets: (top: center.minY * h, left: center.minX * w,
                                                  bottom: (1 - center.maxY) * h, right: (1 - center.maxX) * w),
                                  scale: scale, in: target, tile: false)
        } else {
            context.drawUpright(image, in: target)
        }
        context.restoreGState()
    }

    /// Clips to the alpha of `mask` (drawn in the masked layer's space) for the rest of the layer.
    private func applyMask(_ mask: CALayer, of layer: CALayer) {
        let bounds = layer.storedBounds
        let scale = max(1, context.deviceScale)
        guard bounds.width > 0, bounds.height > 0,
              let store = CABackingStore(size: bounds.size, scale: scale, opaque: false, reusing: nil) else { return }
        store.context.translateBy(x: -bounds.minX, y: -bounds.minY)
        LayerRenderer(context: store.context, damage: nil).render(mask)
        guard let image = store.makeImage() else { return }
        // clip(to:mask:) reads the image in Core Graphics' y-up sense: flip around the bounds.
        context.translateBy(x: 0, y: bounds.minY + bounds.maxY)
        context.scaleBy(x: 1, y: -1)
        context.clip(to: bounds, mask: image)
        context.scaleBy(x: 1, y: -1)
        context.translateBy(x: 0, y: -(bounds.minY + bounds.maxY))
    }
}

