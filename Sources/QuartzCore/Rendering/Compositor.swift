/// Retained rendering of a layer tree into a bitmap: each frame finds what changed since the last one
/// (marked layers, with the screen areas they covered before and cover now), and repaints only that
/// damage, skipping layers outside it. Layers that draw keep their backing stores between frames.
@preconcurrency @MainActor
package final class Compositor {
    /// The layer tree's root, drawn in the bitmap's coordinates (points).
    package let root: CALayer
    /// The bitmap, UIKit-oriented, `scale` pixels per point.
    package private(set) var surface: CGContext
    /// The bitmap's size in points.
    package private(set) var size: CGSize
    /// Where the bitmap's top-left corner is in the root's superlayer space (a window's frame origin on
    /// its screen): the bitmap shows the root where it is, from there. Damage is reported in that space.
    package let origin: CGPoint
    /// Pixels per point.
    package let scale: CGFloat

    /// What the last frame did, for tests and benchmarks.
    package struct FrameReport: Sendable {
        /// The repainted areas, in points.
        package var damage: [CGRect] = []
        /// Areas whose pixels were moved rather than repainted (scrolled layers), in points.
        package var moved: [CGRect] = []
        /// Layers whose compositing areas were recomputed.
        package var layersMeasured = 0
        /// Backdrop samples blurred anew (kept ones drawn again are not counted).
        package var backdropsBlurred = 0
    }

    package private(set) var lastFrame = FrameReport()
    /// Whether the bitmap has not been painted since it was made.
    private var surfaceIsUndefined = true
    /// The memory under `surface` when it could be made a ring (see `RingBitmap`): a scroll of content
    /// as wide as the bitmap then turns the ring instead of moving pixels. Nil: an ordinary bitmap.
    private(set) var ring: RingBitmap?
    /// The bitmaps beneath as the last frame saw them (see `renderFrame(beneath:beneathDamage:)`).
    var beneathKey: [BeneathKey] = []

    /// A compositor drawing `root` into a bitmap of `size` points whose top-left corner is at `origin`
    /// in the root's superlayer space; nil when the size is unusable.
    package init?(root: CALayer, size: CGSize, scale: CGFloat, origin: CGPoint = .zero) {
        guard let (surface, ring) = Self.makeBitmap(size: size, scale: scale, origin: origin) else { return nil }
        self.origin = origin
        self.root = root
        self.surface = surface
        self.ring = ring
        self.size = size
        self.scale = scale
        root.setNeedsComposite()
    }

    /// A bitmap of `size` points: a ring where the system can map one, else ordinary memory.
    private static func makeBitmap(size: CGSize, scale: CGFloat, origin: CGPoint) -> (CGContext, RingBitmap?)? {
        let pw = Int((size.width * scale).rounded(.up)), ph = Int((size.height * scale).rounded(.up))
        guard size.width > 0, size.height > 0 else { return nil }
        if let ring = RingBitmap(pixelWidth: pw, pixelHeight: ph), let context = ring.makeContext() {
            return (prepare(context, scale: scale, origin: origin), ring)
        }
        guard let context = CGContext(uninitializedPixelWidth: pw, pixelHeight: ph) else { return nil }
        return (prepare(context, scale: scale, origin: origin), nil)
    }

    /// Gives a bitmap context UIKit's orientation: points from `origin`, y down.
    static func prepare(_ context: CGContext, scale: CGFloat, origin: CGPoint) -> CGContext {
        context.translateBy(x: 0, y: CGFloat(context.height))
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -origin.x, y: -origin.y)
        context.baseTransform = context.ctm
        return context
    }

    /// Changes the bitmap's size; the next frame repaints everything.
    package func resize(to newSize: CGSize) {
        guard newSize != size, let (made, madeRing) = Self.makeBitmap(size: newSize, scale: scale, origin: origin) else { return }
        surface = made
        ring = madeRing
        size = newSize
        surfaceIsUndefined = true
        root.setNeedsComposite()
    }

    /// Repaints what changed since the last frame; returns the areas whose pixels changed, in points
    /// (none when nothing changed): the repainted ones and those moved for scrolled layers. Run the
    /// layout and display passes first.
    ///
    /// `beneath` are the compositors of what lies under this bitmap on screen (the windows below, back
    /// to front, already composited this frame) and `beneathDamage` what changed in them this frame, in
    /// screen points: backdrop layers blur them together with this bitmap's own pixels.
    @discardableResult
    package func renderFrame(beneath: [Compositor] = [], beneathDamage: [CGRect] = []) -> [CGRect] {
        FramePhase.withPhase(.compositing) { renderDamage(beneath: beneath, beneathDamage: beneathDamage) }
    }

    /// The work of `renderFrame(beneath:beneathDamage:)`.
    private func renderDamage(beneath: [Compositor], beneathDamage: [CGRect]) -> [CGRect] {
        var report = FrameReport()
        var changes: [BackdropChange]? = BackdropLayers.any ? [] : nil
        var work = collectDamage(&report, blitsAllowed: !surfaceIsUndefined, changes: &changes)
        let fresh = surfaceIsUndefined
        // A new bitmap starts undefined: its first frame paints all of it.
        if surfaceIsUndefined {
            work = FrameWork(damage: [CGRect(origin: origin, size: size)])
            surfaceIsUndefined = false
        }
        let pass = changes == nil ? nil : planBackdrops(&work, changes: changes ?? [], beneath: beneath,
                                                         beneathDamage: beneathDamage, fresh: fresh)
        if let turn = ringTurn(for: work), let turned = turnRing(by: turn) {
            surface = turned
            work.damage = merge(work.damage + rowsBeside(turn))
        } else {
            for blit in work.blits { move(blit) }
        }
        report.damage = work.damage
        report.moved = work.blits.map(\.rect)
        lastFrame = report
        if !work.damage.isEmpty {
            let bounds = work.damage.dropFirst().reduce(work.damage[0]) { $0.union($1) }
            surface.saveGState()
            surface.clip(to: work.damage)
            clearDamage(work.damage, resampled: pass?.resampled ?? [])
            LayerRenderer(context: surface, damage: bounds, backdrops: pass).render(root)
            surface.restoreGState()
        }
        lastFrame.backdropsBlurred = pass?.blurred ?? 0
        return work.blits.isEmpty ? work.damage : merge(report.moved + work.damage)
    }

    /// Clears the damaged areas, except the whole pixels an opaque layer at the top of the tree (a root
    /// view, a full-screen list) will paint over anyway. A layer drawn after a backdrop that samples
    /// anew (`resampled`) covers nothing: the sample must read what lies beneath, not last frame's pixels.
    private func clearDamage(_ damage: [CGRect], resampled: [CALayer]) {
        let toDevice = surface.ctm
        let covers = LayerRenderer.covers(ofTreeAt: root, toDevice: toDevice, keeping: coverFilter(resampled: resampled))
        guard !covers.isEmpty, surface.fillsOpaqueColorsExactly, toDevice.b == 0, toDevice.c == 0 else {
            for rect in damage { surface.clear(rect) }
            return
        }
        let fromDevice = toDevice.inverted()
        for rect in damage {
            for piece in LayerRenderer.uncovered(rect.applying(toDevice), by: covers) {
                surface.clear(piece.applying(fromDevice))
            }
        }
    }

    /// An image of the bitmap as last rendered (transparent before the first frame).
    package func image() -> CGImage? {
        if surfaceIsUndefined {
            surface.clear(CGRect(origin: origin, size: size))
            surfaceIsUndefined = false
        }
        return surface.makeImage()
    }

    // MARK: Damage

    private struct Visit {
        let layer: CALayer
        let toRoot: CGAffineTransform
        /// An ancestor's whole subtree is being recomputed and repainted.
        let forced: Bool
        let exiting: Bool
        let oldRect: CGRect
        /// How far the pixels of this layer's old look were moved by a scrolled ancestor's blit.
        var shift = CGVector.zero
        /// The layer's own pixels are moved (it scrolled by `blit.shift`) instead of repainted.
        var blit: Blit? = nil
    }

    /// What a frame does to the bitmap: pixels to move, then areas to repaint.
    struct FrameWork {
        var damage: [CGRect]
        var blits: [Blit] = []
    }

    /// Recomputes the compositing areas of changed layers (and of their ancestors' unions), and returns
    /// the union of old and new areas of every changed layer and of removed layers, pixel-aligned and
    /// merged, with the scrolled layers whose pixels move instead (`blitsAllowed`; see
    /// `Compositor+Scrolling`). Walks with an explicit stack.
    /// With `changes`, also records each area with the layer it belongs to, for backdrops.
    private func collectDamage(_ report: inout FrameReport, blitsAllowed: Bool, changes: inout [BackdropChange]?) -> FrameWork {
        guard root.flags.contains(.needsComposite) || root.flags.contains(.descendantNeedsComposite) else { return FrameWork(damage: []) }
        var rects: [CGRect] = []
        // Old areas outside scrolled subtrees: a blit may have carried their pixels along.
        var unshiftedOld: [CGRect] = []
        var blits: [Blit] = []
        var stack = [Visit(layer: root, toRoot: .identity, forced: false, exiting: false, oldRect: root.compositedRect)]
        while var visit = stack.popLast() {
            let layer = visit.layer
            if !visit.exiting {
                let forced = visit.forced || (layer.flags.contains(.needsComposite) && !layer.flags.contains(.onlyScrolled))
                guard forced || layer.flags.contains(.needsComposite) || layer.flags.contains(.descendantNeedsComposite) else {
                    if visit.shift != .zero { Self.shiftAreas(of: layer, by: visit.shift) }
                    continue
                }
                let toRoot = visit.layer === root ? layer.boundsToSuperlayer : visit.toRoot
                var childShift = visit.shift
                var childForced = forced
                if !forced, layer.flags.contains(.onlyScrolled) {
                    if blitsAllowed, visit.shift == .zero, let blit = blit(for: layer, toRoot: toRoot) {
                        visit.blit = blit
                        blits.append(blit)
                        childShift = blit.shift
                    } else {
                        childForced = true
                    }
                }
                stack.append(Visit(layer: layer, toRoot: toRoot, forced: visit.forced, exiting: true, oldRect: visit.oldRect,
                                   shift: visit.shift, blit: visit.blit))
                let childSpace = layer.sublayerSpaceTransform.concatenating(toRoot)
                for sublayer in layer.storedSublayers {
                    stack.append(Visit(layer: sublayer, toRoot: sublayer.boundsToSuperlayer.concatenating(childSpace),
                                       forced: childForced, exiting: false, oldRect: sublayer.compositedRect, shift: childShift))
                }
                continue
            }
            report.layersMeasured += 1
            let newRect = area(of: layer, toRoot: visit.toRoot)
            if layer.flags.contains(.needsComposite) && !visit.forced && visit.blit == nil {
                let old = visit.oldRect.offsetBy(dx: visit.shift.dx, dy: visit.shift.dy)
                rects.append(old)
                if visit.shift == .zero { unshiftedOld.append(old) }
                rects.append(newRect)
                if changes != nil {
                    changes?.append(BackdropChange(rect: old, layer: layer))
                    changes?.append(BackdropChange(rect: newRect, layer: layer))
                }
            }
            if let extras = layer.extrasStorage, !extras.removedDamage.isEmpty {
                // Removed sublayers' pixels moved with a blit of this layer or of an ancestor.
                let shift = visit.blit?.shift ?? visit.shift
                let removed = extras.removedDamage.map { $0.offsetBy(dx: shift.dx, dy: shift.dy) }
                rects += removed
                if shift == .zero { unshiftedOld += removed }
                if changes != nil { changes? += removed.map { BackdropChange(rect: $0, layer: layer) } }
                extras.removedDamage = []
            }
            layer.compositedRect = newRect
            layer.flags.remove([.needsComposite, .descendantNeedsComposite, .onlyScrolled])
        }
        guard !blits.isEmpty else { return FrameWork(damage: merge(rects)) }
        return settle(blits, damage: rects, unshiftedOld: unshiftedOld)
    }

    /// The screen area a layer's subtree covers: its bounds (and shadow) and its sublayers' areas,
    /// clipped to the bounds with masksToBounds; null when hidden or transparent.
    private func area(of layer: CALayer, toRoot: CGAffineTransform) -> CGRect {
        guard !layer.isHidden, layer.storedOpacity > 0 else { return .null }
        var own = layer.storedBounds
        if let extras = layer.extrasStorage, extras.shadowOpacity > 0 {
            let spread = 3 * extras.shadowRadius + 1
            let shadowBox = (extras.shadowPath?.boundingBox ?? own)
                .offsetBy(dx: extras.shadowOffset.width, dy: extras.shadowOffset.height)
                .insetBy(dx: -spread, dy: -spread)
            own = own.union(shadowBox)
        }
        if layer.flags.contains(.transitioning), let (transition, _) = LayerAnimations.transition(of: layer) {
            own = own.union(TransitionFrame.extent(of: transition, bounds: layer.storedBounds))
        }
        let ownRect = own.isEmpty && layer.storedBackgroundColor == nil && !layer.flags.contains(.transitioning) ? CGRect.null : own.applying(toRoot)
        var children = CGRect.null
        for sublayer in layer.storedSublayers where !sublayer.compositedRect.isNull {
            children = children.union(sublayer.compositedRect)
        }
        if layer.masksToBounds { children = children.intersection(layer.storedBounds.applying(toRoot)) }
        return ownRect.union(children)
    }

    /// Pixel-aligned, clipped to the bitmap, overlapping rectangles merged; many become one bounding box.
    func merge(_ rects: [CGRect]) -> [CGRect] {
        Self.merge(rects, canvas: CGRect(origin: origin, size: size), scale: scale)
    }

    /// `merge(_:)` on a canvas at a scale. Nonisolated and without closures (a main-actor closure passed
    /// to a generic algorithm is checked for its executor at every call), and on plain edges rather than
    /// `CGRect`'s intersection and union, which standardize their operands on each call: this sees every
    /// change of every frame.
    private nonisolated static func merge(_ rects: [CGRect], canvas: CGRect, scale: CGFloat) -> [CGRect] {
        /// A rectangle with positive size, as its edges.
        struct Edges {
            var minX, minY, maxX, maxY: CGFloat
            func overlaps(_ other: Edges) -> Bool {
                minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
            }
            func contains(_ other: Edges) -> Bool {
                minX <= other.minX && minY <= other.minY && other.maxX <= maxX && other.maxY <= maxY
            }
            mutating func formUnion(_ other: Edges) {
                minX = min(minX, other.minX); minY = min(minY, other.minY)
                maxX = max(maxX, other.maxX); maxY = max(maxY, other.maxY)
            }
            var rect: CGRect { CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
        }
        let bounds = canvas.standardized
        var result: [Edges] = []
        for rect in rects where !rect.isNull {
            let rect = rect.standardized
            // Clipped to the canvas; nothing left of it (or not finite): nothing to repaint.
            let clipped = Edges(minX: max(rect.minX, bounds.minX), minY: max(rect.minY, bounds.minY),
                                maxX: min(rect.maxX, bounds.maxX), maxY: min(rect.maxY, bounds.maxY))
            guard clipped.minX < clipped.maxX, clipped.minY < clipped.maxY else { continue }
            // Inside the one area already found (after many changes, usually): nothing to add.
            if result.count == 1, result[0].contains(clipped) { continue }
            // Out to whole pixels.
            var r = Edges(minX: (clipped.minX * scale).rounded(.down) / scale, minY: (clipped.minY * scale).rounded(.down) / scale,
                          maxX: (clipped.maxX * scale).rounded(.up) / scale, maxY: (clipped.maxY * scale).rounded(.up) / scale)
            var i = 0
            while i < result.count {
                if result[i].overlaps(r) {
                    r.formUnion(result.remove(at: i))
                    i = 0
                } else {
                    i += 1
                }
            }
            result.append(r)
            // Past eight areas, one bounding box repaints faster than many clips (and keeps this linear
            // when many layers change apart from each other).
            if result.count > 8 {
                var box = result[0]
                for other in result.dropFirst() { box.formUnion(other) }
                result = [box]
            }
        }
        return result.map(\.rect)
    }
}
