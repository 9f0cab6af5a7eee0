import CoreGraphics

/// An area a frame repaints, with the layer whose change put it there.
struct BackdropChange {
    let rect: CGRect
    let layer: CALayer
}

/// A bitmap beneath this one, as a frame saw it: which compositor, and where its pixels lie in ours.
struct BeneathKey: Equatable {
    let compositor: ObjectIdentifier
    let dx: Int, dy: Int
}

/// What a frame's renderer needs for backdrop layers (see `Compositor.planBackdrops`).
@MainActor
final class BackdropPass {
    /// The bitmaps beneath this one (windows below), back to front, with their top-left pixels in ours.
    let beneath: [(context: CGContext, dx: Int, dy: Int)]
    /// The geometry of every backdrop the compositor expects drawn, by layer: a sample taken with it
    /// reads only pixels this frame repaints (or that did not change), so it may be kept.
    var planned: [ObjectIdentifier: BackdropGeometry] = [:]
    /// The backdrops that sample anew this frame.
    var resampled: [CALayer] = []
    /// Samples blurred this frame.
    var blurred = 0

    init(beneath: [(context: CGContext, dx: Int, dy: Int)]) {
        self.beneath = beneath
    }
}

/// Backdrop layers in compositing: a backdrop's material is a blur of the pixels beneath it, which
/// reaches beyond any damage, so the compositor decides each frame, before painting, which backdrops
/// must sample anew.
///
/// A backdrop samples anew when the bitmap is new, when it moved, resized or changed its filter (its
/// geometry differs from its kept sample's), when the bitmaps beneath it changed or were added or
/// removed, or when a layer drawn before it (beneath it: earlier in drawing order, or an ancestor)
/// changed within its reach (its bounds grown by the blur's reach), or scrolled there. It is then
/// repainted whole, together with whatever is drawn after it within its reach, so that the sample
/// reads exactly what a full repaint would show beneath it: pixels repainted this frame up to the
/// backdrop, or unchanged ones on which nothing above it lies; a layer drawn after it covers nothing
/// in that frame (the compositor clears under it as usual). Otherwise its kept sample is drawn again,
/// wherever the damage crosses it: changes inside it or above it (its content, a bar's title) never
/// blur anew.
extension Compositor {
    /// Finds the backdrops of the tree, extends the frame's damage by the reach of those that sample
    /// anew (dropping their kept samples), and returns what the renderer needs.
    func planBackdrops(_ work: inout FrameWork, changes: [BackdropChange], beneath: [Compositor],
                       beneathDamage: [CGRect], fresh: Bool) -> BackdropPass? {
        let layers = BackdropLayers.layers(under: root)
        let under = beneath.filter { $0 !== self }
        let key = under.map {
            BeneathKey(compositor: ObjectIdentifier($0), dx: Int((($0.origin.x - origin.x) * scale).rounded()),
                       dy: Int((($0.origin.y - origin.y) * scale).rounded()))
        }
        let beneathChanged = key != beneathKey
        beneathKey = key
        guard !layers.isEmpty else { return nil }
        let pass = BackdropPass(beneath: zip(under, key).map { (context: $0.surface, dx: $1.dx, dy: $1.dy) })
        let bitmap = PixelRect(x: 0, y: 0, width: surface.width, height: surface.height)
        var reaches: [CGRect] = []
        for layer in layers {
            guard let backdrop = layer.backdrop, isShown(layer) else {
                layer.extrasStorage?.backdropSample = nil
                continue
            }
            let toRoot = transformToRoot(layer)
            let rect = layer.storedBounds.applying(toRoot)
            let device = CGRect(x: (rect.minX - origin.x) * scale, y: (rect.minY - origin.y) * scale,
                                width: rect.width * scale, height: rect.height * scale)
            // Points to pixels as the renderer measures them: the layer's own scaling included.
            let pixelsPerPoint = abs(toRoot.a * toRoot.d - toRoot.b * toRoot.c).squareRoot() * scale
            let filter = BackdropFilter(blurRadius: backdrop.blurRadius * pixelsPerPoint, saturation: backdrop.saturation)
            guard let pixels = PixelRect(covering: device),
                  let geometry = BackdropGeometry(target: pixels, filter: filter, bounds: bitmap) else {
                layer.extrasStorage?.backdropSample = nil
                continue
            }
            pass.planned[ObjectIdentifier(layer)] = geometry
            let source = geometry.source
            let reach = CGRect(x: origin.x + CGFloat(source.x) / scale, y: origin.y + CGFloat(source.y) / scale,
                               width: CGFloat(source.width) / scale, height: CGFloat(source.height) / scale)
            var stale = fresh || beneathChanged || layer.extrasStorage?.backdropSample?.geometry != geometry
                || beneathDamage.contains { $0.intersects(reach) }
            if !stale {
                let order = DrawingOrder(of: layer)
                stale = changes.contains { $0.rect.intersects(reach) && order.isBeneath($0.layer) }
                    || work.blits.contains { $0.rect.intersects(reach) && order.isBeneath($0.layer) }
            }
            guard stale else { continue }
            layer.extrasStorage?.backdropSample = nil
            pass.resampled.append(layer)
            // The material itself, and where within its reach something drawn after it lies: there the
            // bitmap shows more than what lies beneath, so it is repainted up to the backdrop first.
            // Elsewhere in the reach, the pixels are beneath ones already: changed ones are in the damage,
            // the others are as the last frame painted them.
            reaches.append(rect)
            for above in areasAbove(layer) + [layer.compositedRect] where above.intersects(reach) {
                reaches.append(above.intersection(reach))
            }
        }
        if !reaches.isEmpty { work.damage = merge(work.damage + reaches) }
        return pass
    }

    /// Whether a layer and its ancestors are all shown (not hidden, not transparent).
    private func isShown(_ layer: CALayer) -> Bool {
        var current: CALayer? = layer
        while let c = current {
            guard !c.isHidden, c.storedOpacity > 0 else { return false }
            if c === root { return true }
            current = c.parent
        }
        return false
    }

    /// Which of the root's sublayers may skip clearing under them: none drawn after the first root
    /// sublayer holding a backdrop that samples anew.
    func coverFilter(resampled: [CALayer]) -> (CALayer) -> Bool {
        guard !resampled.isEmpty else { return { _ in true } }
        let ordered = root.sublayersInDrawingOrder
        var limit = ordered.count
        for layer in resampled {
            var current = layer
            while let parent = current.parent, parent !== root { current = parent }
            if let index = ordered.firstIndex(where: { $0 === current }) { limit = min(limit, index) }
        }
        let allowed = Set(ordered.prefix(limit + 1).map(ObjectIdentifier.init))
        return { allowed.contains(ObjectIdentifier($0)) }
    }
}

/// Where layers are drawn relative to one layer: before it (beneath), or after it (its sublayers,
/// later siblings of it and of its ancestors).
@MainActor
struct DrawingOrder {
    /// The layer's ancestors from the top down, ending with the layer.
    private let chain: [CALayer]
    private let depth: [ObjectIdentifier: Int]

    init(of layer: CALayer) {
        var chain = [layer]
        while let parent = chain[chain.count - 1].parent { chain.append(parent) }
        chain.reverse()
        self.chain = chain
        depth = Dictionary(uniqueKeysWithValues: chain.enumerated().map { (ObjectIdentifier($1), $0) })
    }

    /// Whether `other` is drawn before the layer: an ancestor (its own content lies beneath), or a
    /// layer earlier in drawing order. Unsure cases (a mask, a layer outside the tree) answer true.
    func isBeneath(_ other: CALayer) -> Bool {
        var child: CALayer? = nil
        var current = other
        while true {
            if let index = depth[ObjectIdentifier(current)] {
                if index == chain.count - 1 { return false }      // the layer itself, or inside it
                guard let child else { return true }              // an ancestor
                let ordered = current.sublayersInDrawingOrder
                guard let mine = ordered.firstIndex(where: { $0 === chain[index + 1] }),
                      let theirs = ordered.firstIndex(where: { $0 === child }) else { return true }
                return theirs < mine
            }
            child = current
            guard let parent = current.parent else { return true }
            current = parent
        }
    }
}
