/// Coordinate conversion and hit testing.
extension CALayer {
    /// The map from this layer's bounds space to the root of its tree's coordinate space (the root's
    /// superlayer space).
    var toRootSpace: CGAffineTransform {
        var m = CGAffineTransform.identity
        var current: CALayer? = self
        while let layer = current {
            m = m.concatenating(layer.toSuperlayerSpace)
            current = layer.parent
        }
        return m
    }

    /// Converts a point from another layer's coordinates (nil: this tree's root space).
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let fromRoot = toRootSpace.inverted()
        guard let l else { return p.applying(fromRoot) }
        return p.applying(l.toRootSpace).applying(fromRoot)
    }

    /// Converts a point to another layer's coordinates (nil: this tree's root space).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let toRoot = toRootSpace
        guard let l else { return p.applying(toRoot) }
        return p.applying(toRoot).applying(l.toRootSpace.inverted())
    }

    /// Converts a rectangle from another layer's coordinates (the bounding box of its corners).
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        let fromRoot = toRootSpace.inverted()
        guard let l else { return r.applying(fromRoot) }
        return r.applying(l.toRootSpace.concatenating(fromRoot))
    }

    /// Converts a rectangle to another layer's coordinates.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        guard let l else { return r.applying(toRootSpace) }
        return r.applying(toRootSpace.concatenating(l.toRootSpace.inverted()))
    }



    /// Hit testing with `p` in the superlayer's bounds space (its sublayerTransform already undone).
    func hitTestInParentSpace(_ p: CGPoint) -> CALayer? {
        guard !isHidden, storedOpacity > 0 else { return nil }
        let local = p.applying(boundsToSuperlayer.inverted())
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let inSublayerSpace = local.applying(sublayerSpaceTransform.inverted())
        for sublayer in sublayersInDrawingOrder.reversed() {
            if let hit = sublayer.hitTestInParentSpace(inSublayerSpace) { return hit }
        }
        return inside ? self : nil
    }

}
