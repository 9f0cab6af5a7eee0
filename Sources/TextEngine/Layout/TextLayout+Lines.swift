import CPango
import CoreGraphics

/// Drawing chosen lines of a layout, each moved by its own vertical offset: TextKit's layout manager
/// draws only the visible lines of a paragraph and places them itself (delegate line spacing).
extension TextLayout {
    /// Draws the lines at `indices` with the layout's top-left at `origin`, line `i` moved down by
    /// `offsets[i]` (0 when missing). Shadows draw in one pass with the first run's shadow.
    package func drawLines(_ indices: Range<Int>, offsets: [CGFloat] = [], in context: CGContext, at origin: CGPoint) {
        let indices = indices.clamped(to: lines.indices)
        guard !indices.isEmpty else { return }
        let shadow = text.runs.first?.style.shadow
        if let shadow {
            context.saveGState()
            context.setShadow(offset: shadow.offset, blur: shadow.blurRadius, color: shadow.color)
        }
        let margin = inkMargin
        var bounds = CGRect.null
        for i in indices {
            let dy = i < offsets.count ? offsets[i] : 0
            bounds = bounds.union(lines[i].rect.union(lines[i].usedRect).offsetBy(dx: origin.x, dy: origin.y + dy))
        }
        context.drawWithCairo(userExtents: bounds.insetBy(dx: -margin, dy: -margin)) { cr in
            PangoRuntime.locked {
                for i in indices {
                    let fragment = lines[i]
                    let dy = i < offsets.count ? offsets[i] : 0
                    let entry = layouts[fragment.layoutIndex]
                    if let color = entry.paragraph.uniformColor {
                        let c = color.rgba
                        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
                    }
                    guard let line = pango_layout_get_line_readonly(entry.layout, Int32(fragment.lineIndex)) else { continue }
                    var own = PangoRectangle()
                    pango_layout_line_get_extents(line, nil, &own)
                    cairo_move_to(cr, Double(origin.x + fragment.usedRect.minX - own.x.points),
                                  Double(origin.y + dy + fragment.baseline))
                    pango_cairo_show_layout_line(cr, line)
                }
            }
        }
        if shadow != nil { context.restoreGState() }
    }
}
