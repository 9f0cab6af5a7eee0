/// The layer tree.
extension CALayer {
    /// The layer this one is a sublayer of (or masks).
    public var superlayer: CALayer? { parent }

    /// The sublayers, back to front (nil when there are none, as in Core Animation).
    public var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { detach(layer) }
            storedSublayers = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(storedSublayers.count)) }
        }
    }

    /// Adds `layer` on top of the other sublayers (moving it from its current superlayer).
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(storedSublayers.count))
    }

    /// Inserts `layer` at an index of the sublayers (clamped to the end).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        // A layer without sublayers has no descendants, so the walk up can be skipped.
        guard layer !== self, layer.storedSublayers.isEmpty || !isDescendant(of: layer) else {
            TesseraLog.error("QuartzCore", "cannot add a layer to itself or to one of its own sublayers")
            return
        }
        if Int(index) > storedSublayers.count {
            BadValue.report("QuartzCore", api: "CALayer.insertSublayer(_:at:)", "index \(index) is past the end (\(storedSublayers.count) sublayers); appended")
        }
        var position = min(Int(index), storedSublayers.count)
        if layer.parent === self, let current = storedSublayers.firstIndex(where: { $0 === layer }) {
            storedSublayers.remove(at: current)
            if current < position { position -= 1 }
            storedSublayers.insert(layer, at: min(position, storedSublayers.count))
            layer.setNeedsComposite()
            return
        }
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: position)
        layer.parent = self
        layer.compositedRect = .null
        layer.propagateMarksToAncestors()
        layer.setNeedsComposite()
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } }.map { $0 + 1 } ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces the sublayer `old` with `new` at the same position.
    public func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === old }) else {
            TesseraLog.error("QuartzCore", "replaceSublayer(_:with:): the layer to replace is not a sublayer")
            return
        }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(index))
    }

    /// Removes the layer from its superlayer (or from the layer it masks).
    public func removeFromSuperlayer() {
        guard let parent else { return }
        if parent.extrasStorage?.mask === self {
            parent.extrasStorage?.mask = nil
            self.parent = nil
            parent.setNeedsComposite()
            return
        }
        parent.detach(self)
        parent.storedSublayers.removeAll { $0 === self }
    }

    /// Puts `layers`, which must be sublayers, in this order into the slots they occupy, leaving the other
    /// sublayers where they are.
    package func reorderSublayers(_ layers: [CALayer]) {
        let members = Set(layers.map(ObjectIdentifier.init))
        let slots = storedSublayers.indices.filter { members.contains(ObjectIdentifier(storedSublayers[$0])) }
        guard slots.count == layers.count else { return }
        for (slot, layer) in zip(slots, layers) where storedSublayers[slot] !== layer {
            storedSublayers[slot] = layer
            layer.setNeedsComposite()
        }
    }

    /// Unlinks the sublayers in `layers` in one pass over the sublayers, where removing them one by one
    /// would scan the list once each (a view being freed lets go of all its subviews' layers at once).
    package func removeSublayers(_ layers: Set<ObjectIdentifier>) {
        var kept: [CALayer] = []
        kept.reserveCapacity(storedSublayers.count)
        for sublayer in storedSublayers {
            if layers.contains(ObjectIdentifier(sublayer)) { detach(sublayer) } else { kept.append(sublayer) }
        }
        storedSublayers = kept
    }

    /// Unlinks a sublayer, remembering the screen area it covered so the next frame repaints it.
    func detach(_ layer: CALayer) {
        if !layer.compositedRect.isNull {
            extras.removedDamage.append(layer.compositedRect)
            markDescendantNeedsComposite()
        }
        layer.parent = nil
    }

    /// Whether this layer is `layer` or lies below it.
    func isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let c = current {
            if c === layer { return true }
            current = c.parent
        }
        return false
    }

    /// Carries a newly attached subtree's pending layout, display and composite marks up the tree.
    func propagateMarksToAncestors() {
        if flags.contains(.needsLayout) || flags.contains(.descendantNeedsLayout) { parent?.markDescendant(.descendantNeedsLayout) }
        if flags.contains(.needsDisplay) || flags.contains(.descendantNeedsDisplay) { parent?.markDescendant(.descendantNeedsDisplay) }
        if flags.contains(.needsComposite) || flags.contains(.descendantNeedsComposite) { parent?.markDescendant(.descendantNeedsComposite) }
    }

    /// Sets a descendant mark here and on every ancestor up to the first that already has it.
    func markDescendant(_ mark: LayerFlags) {
        var current: CALayer? = self
        while let layer = current, !layer.flags.contains(mark) {
            layer.flags.insert(mark)
            current = layer.parent
        }
    }

    func markDescendantNeedsComposite() { markDescendant(.descendantNeedsComposite) }

    /// Marks the layer as changed for the next composite.
    package func setNeedsComposite() {
        flags.remove(.onlyScrolled)
        guard !flags.contains(.needsComposite) else { return }
        flags.insert(.needsComposite)
        parent?.markDescendantNeedsComposite()
    }

    /// Marks the layer as changed for the next composite by a move of its bounds' origin from `origin`
    /// alone, unless it has changed otherwise already: then the compositor may move its pixels.
    func setNeedsCompositeForScroll(from origin: CGPoint) {
        guard !flags.contains(.needsComposite) else { return }
        flags.insert([.needsComposite, .onlyScrolled])
        extras.scrolledFrom = origin
        parent?.markDescendantNeedsComposite()
    }

    /// The sublayers in drawing order: by zPosition, ties in sublayer order.
    var sublayersInDrawingOrder: [CALayer] {
        // A loop, not `contains(where:)`: a main-actor closure passed to a generic algorithm is checked
        // for its executor at every call, and every composited layer asks.
        var anyRaised = false
        for sublayer in storedSublayers where (sublayer.extrasStorage?.zPosition ?? 0) != 0 {
            anyRaised = true
            break
        }
        guard anyRaised else { return storedSublayers }
        return storedSublayers.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }
}
