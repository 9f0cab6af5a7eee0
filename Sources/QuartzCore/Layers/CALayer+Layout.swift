/// The layout pass: parents before children, once per frame.
extension CALayer {
    /// Marks the layer to lay out its sublayers in the next layout pass.
    public func setNeedsLayout() {
        assert(FramePhase.allowsMarking("setNeedsLayout()"))
        guard !flags.contains(.needsLayout) else { return }
        flags.insert(.needsLayout)
        parent?.markDescendant(.descendantNeedsLayout)
    }

    /// Whether the layer will lay out in the next pass.
    public func needsLayout() -> Bool { flags.contains(.needsLayout) }

    /// Whether the layer or a layer below it will lay out in the next pass.
    package var needsLayoutInSubtree: Bool { flags.contains(.needsLayout) || flags.contains(.descendantNeedsLayout) }

    /// Lays out this layer (if marked) and then every marked layer below it, parents first. Layers marked
    /// while this runs (by a parent's layout) are laid out in the same pass.
    public func layoutIfNeeded() {
        FramePhase.withPhase(.layout) { layoutMarkedSublayers() }
    }

    /// The walk of `layoutIfNeeded()`.
    private func layoutMarkedSublayers() {
        // An explicit pass: walk the marked subtree without recursion, so deep trees cannot overflow the stack.
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            if layer.flags.contains(.needsLayout) {
                layer.flags.remove(.needsLayout)
                layer.layoutSublayers()
            }
            guard layer.flags.contains(.descendantNeedsLayout) else { continue }
            layer.flags.remove(.descendantNeedsLayout)
            for sublayer in layer.storedSublayers.reversed()
            where sublayer.flags.contains(.needsLayout) || sublayer.flags.contains(.descendantNeedsLayout) {
                stack.append(sublayer)
            }
        }
    }

}
