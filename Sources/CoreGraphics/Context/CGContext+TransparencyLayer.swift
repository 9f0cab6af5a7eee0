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

    /// Starts a transparency layer over `rect` (user space) grown out to whole device pixels: for drawing
    /// that stays inside `rect`, the pixels of a layer over the whole clip, without a group the size of
    /// the clip (a window's whole bitmap while compositing) to clear and composite. Over the whole clip
    /// when the transform turns the axes or `rect` is empty.
    package func beginTransparencyLayer(covering rect: CGRect) {
        let t = ctm
        guard t.b == 0, t.c == 0, t.a != 0, t.d != 0, !rect.isNull, !rect.isInfinite,
              rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            beginLayer(in: nil)
            return
        }
        beginLayer(in: Self.pixelAligned(rect, under: t))
    }

    /// A rectangle grown to whole device pixels when the transform keeps axes (else unchanged): a clip to
    /// it cuts no pixel in part.
    package static func pixelAligned(_ rect: CGRect, under t: CGAffineTransform) -> CGRect {
        guard t.b == 0, t.c == 0, t.a != 0, t.d != 0 else { return rect }
        let device = rect.applying(t)
        let grown = CGRect(x: device.minX.rounded(.down), y: device.minY.rounded(.down),
                           width: device.maxX.rounded(.up) - device.minX.rounded(.down),
                           height: device.maxY.rounded(.up) - device.minY.rounded(.down))
        return grown.applying(t.inverted())
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
