import CCairo

/// The compositing pipeline every drawing operation goes through: blend mode and global alpha directly
/// when possible, and through an offscreen group when a shadow, a soft mask or `plusDarker` is in effect.
extension CGContext {
    /// Performs one drawing operation. `extents` answers the device-space area it can touch (nil: the clip);
    /// it is asked only when a group is needed.
    /// With `groupAlpha`, the global alpha applies to the result as a whole instead of inside `body`.
    func render(extents: () -> CGRect?, groupAlpha: Bool = false, _ body: () -> Void) {
        guard state.drawable else {
            cairo_new_path(cr)
            return
        }
        drawOperationCount &+= 1
        let alpha = groupAlpha ? state.alpha : 1
        let needsGroup = state.shadow != nil || state.softMask != nil || state.blendMode == .plusDarker || alpha < 1
        guard needsGroup else {
            cairo_set_operator(cr, state.blendMode.cairoOperator)
            body()
            didDraw()
            return
        }
        let clip = clipDeviceExtents
        let bounds = (extents() ?? clip).intersection(clip).integral
        guard !bounds.isNull, bounds.width > 0, bounds.height > 0 else {
            cairo_new_path(cr)
            return
        }
        cairo_save(cr)
        clipToDeviceRect(bounds)
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        body()
        let group = popGroupInDeviceSpace()
        cairo_restore(cr)
        composite(group, bounds: bounds, alpha: alpha, blendMode: state.blendMode, shadow: state.shadow, softMask: state.softMask)
        cairo_pattern_destroy(group)
        didDraw()
    }

    /// Draws with cairo directly, through the compositing pipeline (blend mode, shadow, soft mask); the
    /// global alpha applies to the drawing as a whole. `userExtents` bounds what `body` touches.
    /// For Tessera's text engine, which renders glyphs with Pango.
    package func drawWithCairo(userExtents: CGRect?, _ body: (OpaquePointer) -> Void) {
        render(extents: { [self] in userExtents.flatMap { deviceRect(fromUser: $0) } }, groupAlpha: true) { body(cr) }
    }

    /// Ends a cairo group and returns it as a pattern addressed in device space.
    func popGroupInDeviceSpace() -> OpaquePointer {
        let group = cairo_pop_group(cr)!
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_pattern_set_matrix(group, &identity)
        return group
    }

    /// Draws a device-space pattern (covering `bounds`) onto the destination with a shadow, soft mask,
    /// alpha and blend mode.
    func composite(_ pattern: OpaquePointer, bounds: CGRect, alpha: CGFloat, blendMode: CGBlendMode,
                   shadow: Shadow?, softMask: SoftMask?) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if let shadow {
            drawShadowLayer(of: pattern, bounds: bounds, shadow: shadow, alpha: alpha, blendMode: blendMode, softMask: softMask)
        }
        if blendMode == .plusDarker {
            plusDarker(pattern, bounds: bounds, alpha: alpha, softMask: softMask)
        } else {
            cairo_set_operator(cr, blendMode.cairoOperator)
            cairo_set_source(cr, pattern)
            paintSource(alpha: alpha, softMask: softMask)
        }
        cairo_restore(cr)
    }

    /// Paints cairo's current source through the soft mask and alpha (device space).
    private func paintSource(alpha: CGFloat, softMask: SoftMask?) {
        if let softMask {
            if alpha < 1 {
                cairo_push_group(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                cairo_mask_surface(cr, softMask.surface, 0, 0)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, Double(alpha))
            } else {
                cairo_mask_surface(cr, softMask.surface, 0, 0)
            }
        } else if alpha < 1 {
            cairo_paint_with_alpha(cr, Double(alpha))
        } else {
            cairo_paint(cr)
        }
    }

    /// Paints the blurred, offset silhouette of `pattern` in the shadow colour.
    func drawShadowLayer(of pattern: OpaquePointer, bounds: CGRect, shadow: Shadow, alpha: CGFloat,
                            blendMode: CGBlendMode, softMask: SoftMask?) {
        let base = baseTransform
        // Base space → Core Graphics device space (y up) → cairo device space (y down).
        let dx = base.a * shadow.offset.width + base.c * shadow.offset.height
        let dy = -(base.b * shadow.offset.width + base.d * shadow.offset.height)
        let scale = abs(base.a * base.d - base.b * base.c).squareRoot()
        let sigma = shadow.blur * scale / 2
        // A blur wider than the largest bitmap can't be drawn (and would overflow Int).
        guard (sigma * 3).isFinite, sigma * 3 <= CGFloat(CGImage.maximumDimension),
              bounds.width.isFinite, bounds.height.isFinite,
              bounds.width <= CGFloat(CGImage.maximumDimension), bounds.height <= CGFloat(CGImage.maximumDimension) else { return }
        let pad = Int((sigma * 3).rounded(.up))
        let w = Int(bounds.width) + 2 * pad, h = Int(bounds.height) + 2 * pad
        guard w > 0, h > 0, w <= CGImage.maximumDimension, h <= CGImage.maximumDimension,
              let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)),
              cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }
        defer { cairo_surface_destroy(mask) }
        let mcr = cairo_create(mask)!
        cairo_translate(mcr, -(Double(bounds.minX) - Double(pad)), -(Double(bounds.minY) - Double(pad)))
        cairo_set_source(mcr, pattern)
        cairo_paint(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        ShadowBlur.blur(mask, sigma: sigma)
        cairo_surface_mark_dirty(mask)

        let c = shadow.color
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * alpha))
        cairo_set_operator(cr, blendMode == .plusDarker ? CAIRO_OPERATOR_OVER : blendMode.cairoOperator)
        let x = Double(bounds.minX) - Double(pad) + Double(dx), y = Double(bounds.minY) - Double(pad) + Double(dy)
        if let softMask {
            cairo_push_group(cr)
            cairo_mask_surface(cr, mask, x, y)
            cairo_pop_group_to_source(cr)
            cairo_mask_surface(cr, softMask.surface, 0, 0)
        } else {
            cairo_mask_surface(cr, mask, x, y)
        }
    }

    /// Quartz's `plusDarker`, which cairo lacks: Ra = Sa + Da − Sa·Da, Rc = max(0, Ra − ((Da − Dc) + (Sa − Sc))).
    private func plusDarker(_ pattern: OpaquePointer, bounds: CGRect, alpha: CGFloat, softMask: SoftMask?) {
        let target = cairo_get_group_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 || cairo_image_surface_get_format(target) == CAIRO_FORMAT_RGB24 else {
            TesseraLog.warningOnce("CoreGraphics", key: "plusDarker-target", "plusDarker needs an RGB bitmap destination; drawing with normal blending")
            cairo_set_source(cr, pattern)
            paintSource(alpha: alpha, softMask: softMask)
            return
        }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
        let region = bounds.offsetBy(dx: CGFloat(ox), dy: CGFloat(oy))
            .intersection(CGRect(x: 0, y: 0, width: tw, height: th)).integral
        guard !region.isNull, region.width > 0, region.height > 0 else { return }
        let w = Int(region.width), h = Int(region.height)
        let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(source) }
        let scr = cairo_create(source)!
        cairo_translate(scr, -(Double(region.minX) - ox), -(Double(region.minY) - oy))
        cairo_set_source(scr, pattern)
        if let softMask { cairo_mask_surface(scr, softMask.surface, 0, 0) } else { cairo_paint(scr) }
        if alpha < 1 {
            cairo_set_operator(scr, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_rgba(scr, 0, 0, 0, Double(alpha))
            cairo_paint(scr)
        }
        cairo_destroy(scr)
        cairo_surface_flush(source)
        cairo_surface_flush(target)
        let sStride = Int(cairo_image_surface_get_stride(source)), dStride = Int(cairo_image_surface_get_stride(target))
        let src = cairo_image_surface_get_data(source)!, dst = cairo_image_surface_get_data(target)!
        let opaqueTarget = cairo_image_surface_get_format(target) == CAIRO_FORMAT_RGB24
        for y in 0..<h {
            let s = UnsafeMutableRawPointer(src + y * sStride).assumingMemoryBound(to: UInt32.self)
            let d = UnsafeMutableRawPointer(dst + (Int(region.minY) + y) * dStride).assumingMemoryBound(to: UInt32.self) + Int(region.minX)
            for x in 0..<w {
                let sp = s[x], dp = opaqueTarget ? d[x] | 0xFF00_0000 : d[x]
                let sa = Int(sp >> 24), da = Int(dp >> 24)
                if sa == 0 { continue }
                let ra = sa + da - sa * da / 255
                func channel(_ shift: UInt32) -> UInt32 {
                    let sc = Int(sp >> shift & 255), dc = Int(dp >> shift & 255)
                    return UInt32(max(0, ra - ((da - dc) + (sa - sc)))) << shift
                }
                d[x] = UInt32(ra) << 24 | channel(16) | channel(8) | channel(0)
            }
        }
        cairo_surface_mark_dirty(target)
    }

    /// The clip's bounds in cairo device space (y down, pixels).
    var clipDeviceExtents: CGRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// The cairo device-space bounds of a user-space rectangle.
    func deviceRect(fromUser rect: CGRect) -> CGRect? {
        guard !rect.isNull, rect.width.isFinite, rect.height.isFinite else { return nil }
        var box = BoundsAccumulator()
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(cr, &dx, &dy)
            box.add(CGPoint(x: dx, y: dy))
        }
        return box.rect
    }

    /// Intersects cairo's clip with a device-space rectangle, keeping the current path.
    private func clipToDeviceRect(_ rect: CGRect) {
        withPreservedPath {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(cr)
            cairo_set_matrix(cr, &m)
        }
    }
}

extension CGBlendMode {
    /// The cairo operator with the same formula (`plusDarker` has none and is done by hand).
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal, .plusDarker: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }

    /// Operators cairo applies outside the drawn shape too (Quartz confines every mode to the shape).
    var isUnbounded: Bool {
        switch self {
        case .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .copy: return true
        default: return false
        }
    }
}
