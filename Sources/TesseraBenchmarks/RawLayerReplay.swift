import CCairo
import CPango
import UIKit

/// The baseline of the first-frame benchmark: a window's layer tree turned once into a list of raw cairo
/// and Pango steps (fills, strokes, clips, groups, blurred shadows, images, text laid out afresh), replayed
/// straight into one surface each frame, with no views, layers, backing stores or damage tracking.
@MainActor
final class RawLayerReplay {
    typealias Step = (OpaquePointer) -> Void
    private var steps: [Step] = []
    let surface: OpaquePointer
    let cr: OpaquePointer
    let pango: OpaquePointer
    let scale: CGFloat

    init(window: UIWindow) {
        scale = window.screen.scale
        let size = window.bounds.size
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32((size.width * scale).rounded(.up)),
                                             Int32((size.height * scale).rounded(.up)))
        cr = cairo_create(surface)
        pango = pango_cairo_create_context(cr)
        record(window.layer, isRoot: true)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(pango))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// One frame: clears the surface and replays every step.
    func draw() {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, Double(scale), Double(scale))
        for step in steps { step(cr) }
        cairo_restore(cr)
        cairo_surface_flush(surface)
    }

    // MARK: Recording

    private func record(_ layer: CALayer, isRoot: Bool = false) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let m = isRoot ? CGAffineTransform.identity : layer.boundsToSuperlayer
        let bounds = layer.bounds
        let shape = Self.shape(of: layer)
        let opacity = Double(layer.opacity)
        let shadow = layer.shadowOpacity > 0 ? layer.shadowColor.map { Self.rgba($0, alpha: CGFloat(layer.shadowOpacity)) } : nil
        let offset = layer.shadowOffset, radius = layer.shadowRadius
        let group = opacity < 1 || (shadow != nil && layer.shadowPath == nil)
        steps.append { cr in
            cairo_save(cr)
            var matrix = cairo_matrix_t(xx: Double(m.a), yx: Double(m.b), xy: Double(m.c), yy: Double(m.d), x0: Double(m.tx), y0: Double(m.ty))
            cairo_transform(cr, &matrix)
        }
        if let shadow, let path = layer.shadowPath {
            let scale = self.scale
            steps.append { cr in
                Self.shadow(cr, scale: scale, color: shadow, offset: offset, radius: radius, area: path.boundingBoxOfPath) { mcr in
                    Self.addPath(path, to: mcr)
                    cairo_fill(mcr)
                }
            }
        }
        if group { steps.append { cairo_push_group($0) } }
        if let background = layer.backgroundColor, background.alpha > 0 {
            let c = Self.rgba(background)
            steps.append { cr in
                cairo_set_source_rgba(cr, c.0, c.1, c.2, c.3)
                shape(cr)
                cairo_fill(cr)
            }
        }
        steps.append { cairo_save($0) }
        if layer.masksToBounds {
            steps.append { cr in
                shape(cr)
                cairo_clip(cr)
            }
        }
        recordContents(of: layer)
        for sublayer in layer.sublayers ?? [] { record(sublayer) }
        steps.append { cairo_restore($0) }
        if layer.borderWidth > 0, let border = layer.borderColor {
            let c = Self.rgba(border), width = Double(layer.borderWidth)
            let inset = Self.shape(of: layer, inset: layer.borderWidth / 2)
            steps.append { cr in
                cairo_set_source_rgba(cr, c.0, c.1, c.2, c.3)
                cairo_set_line_width(cr, width)
                inset(cr)
                cairo_stroke(cr)
            }
        }
        if group {
            let scale = self.scale
            steps.append { cr in
                let pattern = cairo_pop_group(cr)!
                if let shadow {
                    Self.shadow(cr, scale: scale, color: shadow, offset: offset, radius: radius, area: bounds) { mcr in
                        cairo_set_source(mcr, pattern)
                        cairo_paint(mcr)
                    }
                }
                cairo_set_source(cr, pattern)
                cairo_paint_with_alpha(cr, opacity)
                cairo_pattern_destroy(pattern)
            }
        }
        steps.append { cairo_restore($0) }
    }

    /// Text for labels, the ring and dot of the page's tint swatches, and images for layers with contents.
    private func recordContents(of layer: CALayer) {
        let bounds = layer.bounds
        if let label = layer.delegate as? UILabel, let text = label.text {
            let font = label.font!
            let color = Self.rgba(label.textColor.resolvedColor(with: label.traitCollection).cgColor,
                                  alpha: label.isEnabled ? 1 : 0.5)
            let shadowColor = label.shadowColor.map { Self.rgba($0.cgColor) }, shadowOffset = label.shadowOffset
            let weight = font.fontName.contains("Bold") ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL
            let family = font.familyName, size = font.pointSize, pango = self.pango
            steps.append { cr in
                let description = pango_font_description_new()!
                pango_font_description_set_family(description, family)
                pango_font_description_set_weight(description, weight)
                pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
                let layout = pango_layout_new(pango)!
                pango_layout_set_font_description(layout, description)
                pango_layout_set_width(layout, Int32(bounds.width * CGFloat(PANGO_SCALE)))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_text(layout, text, -1)
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_get_pixel_extents(layout, &ink, &logical)
                let y = (Double(bounds.height) - Double(logical.height)) / 2
                if let shadowColor {
                    cairo_set_source_rgba(cr, shadowColor.0, shadowColor.1, shadowColor.2, shadowColor.3)
                    cairo_move_to(cr, Double(shadowOffset.width), y + Double(shadowOffset.height))
                    pango_cairo_show_layout(cr, layout)
                }
                cairo_set_source_rgba(cr, color.0, color.1, color.2, color.3)
                cairo_move_to(cr, 0, y)
                pango_cairo_show_layout(cr, layout)
                g_object_unref(UnsafeMutableRawPointer(layout))
                pango_font_description_free(description)
            }
        } else if let view = layer.delegate as? UIView, layer.contents == nil, String(describing: type(of: view)) == "TintSwatch" {
            let tint = Self.rgba(view.tintColor.resolvedColor(with: view.traitCollection).cgColor)
            steps.append { cr in
                cairo_set_source_rgba(cr, tint.0, tint.1, tint.2, tint.3)
                let r = bounds.insetBy(dx: 3, dy: 3)
                cairo_new_path(cr)
                cairo_arc(cr, Double(r.midX), Double(r.midY), Double(r.width / 2), 0, 2 * .pi)
                cairo_set_line_width(cr, 4)
                cairo_stroke(cr)
                let d = bounds.insetBy(dx: 16, dy: 16)
                cairo_arc(cr, Double(d.midX), Double(d.midY), Double(d.width / 2), 0, 2 * .pi)
                cairo_fill(cr)
            }
        } else if let image = layer.contents as? CGImage {
            let pixels = CGSize(width: image.width, height: image.height)
            let target = layer.contentsGravity.rect(forContentSize: CGSize(width: pixels.width / layer.contentsScale,
                                                                          height: pixels.height / layer.contentsScale), in: bounds)
            let source = image.surface
            steps.append { cr in
                cairo_save(cr)
                cairo_translate(cr, Double(target.minX), Double(target.minY))
                cairo_scale(cr, Double(target.width / pixels.width), Double(target.height / pixels.height))
                cairo_set_source_surface(cr, source, 0, 0)
                cairo_paint(cr)
                cairo_restore(cr)
            }
        }
    }

    // MARK: Helpers

    /// A step adding the layer's (possibly rounded, inset) bounds as the current path.
    private static func shape(of layer: CALayer, inset: CGFloat = 0) -> Step {
        let rect = layer.bounds.insetBy(dx: inset, dy: inset)
        let radius = Double(max(0, layer.cornerRadius - inset))
        let corners = layer.maskedCorners
        return { cr in
            cairo_new_path(cr)
            guard radius > 0 else {
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                return
            }
            let r = min(radius, Double(min(rect.width, rect.height)) / 2)
            let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
            let tl = corners.contains(.layerMinXMinYCorner) ? r : 0, tr = corners.contains(.layerMaxXMinYCorner) ? r : 0
            let br = corners.contains(.layerMaxXMaxYCorner) ? r : 0, bl = corners.contains(.layerMinXMaxYCorner) ? r : 0
            cairo_arc(cr, x0 + tl, y0 + tl, tl, .pi, 1.5 * .pi)
            cairo_arc(cr, x1 - tr, y0 + tr, tr, 1.5 * .pi, 2 * .pi)
            cairo_arc(cr, x1 - br, y1 - br, br, 0, 0.5 * .pi)
            cairo_arc(cr, x0 + bl, y1 - bl, bl, 0.5 * .pi, .pi)
            cairo_close_path(cr)
        }
    }

    /// Paints a blurred silhouette (what `silhouette` draws into an A8 mask) offset and in `color`.
    private static func shadow(_ cr: OpaquePointer, scale: CGFloat, color: (Double, Double, Double, Double), offset: CGSize,
                               radius: CGFloat, area: CGRect, silhouette: (OpaquePointer) -> Void) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let sigma = Double(radius * scale)
        let pad = (sigma * 3).rounded(.up)
        var x0 = Double(area.minX), y0 = Double(area.minY), x1 = Double(area.maxX), y1 = Double(area.maxY)
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        let left = (min(x0, x1) - pad).rounded(.down), top = (min(y0, y1) - pad).rounded(.down)
        let width = Int32((max(x0, x1) + pad).rounded(.up) - left), height = Int32((max(y0, y1) + pad).rounded(.up) - top)
        guard width > 0, height > 0 else { return }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)!
        let mcr = cairo_create(mask)!
        cairo_translate(mcr, -left, -top)
        cairo_transform(mcr, &matrix)
        silhouette(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        ShadowBlur.blur(mask, sigma: CGFloat(sigma))
        cairo_surface_mark_dirty(mask)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.0, color.1, color.2, color.3)
        cairo_mask_surface(cr, mask, left + Double(offset.width * scale), top + Double(offset.height * scale))
        cairo_restore(cr)
        cairo_surface_destroy(mask)
    }

    private static func addPath(_ path: CGPath, to cr: OpaquePointer) {
        cairo_new_path(cr)
        path.applyWithBlock { element in
            let p = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint: cairo_move_to(cr, Double(p[0].x), Double(p[0].y))
            case .addLineToPoint: cairo_line_to(cr, Double(p[0].x), Double(p[0].y))
            case .addQuadCurveToPoint:
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                let c1 = (x + 2 / 3 * (Double(p[0].x) - x), y + 2 / 3 * (Double(p[0].y) - y))
                let c2 = (Double(p[1].x) + 2 / 3 * (Double(p[0].x) - Double(p[1].x)), Double(p[1].y) + 2 / 3 * (Double(p[0].y) - Double(p[1].y)))
                cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, Double(p[1].x), Double(p[1].y))
            case .addCurveToPoint:
                cairo_curve_to(cr, Double(p[0].x), Double(p[0].y), Double(p[1].x), Double(p[1].y), Double(p[2].x), Double(p[2].y))
            case .closeSubpath: cairo_close_path(cr)
            @unknown default: break
            }
        }
    }

    private static func rgba(_ color: CGColor, alpha: CGFloat = 1) -> (Double, Double, Double, Double) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(cgColor: color).getRed(&r, green: &g, blue: &b, alpha: &a)
        return (Double(r), Double(g), Double(b), Double(a * alpha))
    }
}
