import CCairo

/// Transparency layers: drawing collected offscreen and composited as one piece.
extension CGContext {
    /// Starts a transparency layer covering the clip; alpha, blend mode, shadow and soft mask apply to the
    /// layer as a whole when it ends, and are reset inside it.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        beginLayer(in: nil)
    }

    /// Starts a transparency layer bounded by `rect` (user space).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginLayer(in: rect)
    }

    /// Ends the innermost transparency layer and composites it; an unbalanced call is logged and ignored.
    public func endTransparencyLayer() {
        guard let layer = layers.popLast() else {
            TesseraLog.error("CoreGraphics", "CGContextEndTransparencyLayer: no transparency layer to end")
            return
        }
        let group = popGroupInDeviceSpace()
        // The layer's own clip bounds what it drew: its shadow is blurred over that area only.
        let extents = clipDeviceExtents
        restoreGState()
        if state.drawable {
            composite(group, bounds: extents, alpha: layer.alpha, blendMode: layer.blendMode,
                      shadow: layer.shadow, softMask: layer.softMask)
        }
        cairo_pattern_destroy(group)
        didDraw()
    }

    private func beginLayer(in rect: CGRect?) {
        saveGState()
        layers.append(TransparencyLayer(alpha: state.alpha, blendMode: state.blendMode, shadow: state.shadow, softMask: state.softMask))
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
        state.softMask = nil
        if let rect { clip(to: rect) }
        cairo_push_group(cr)
    }
}
