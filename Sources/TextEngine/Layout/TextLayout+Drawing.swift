import CPango
import CoreGraphics

/// Drawing a layout into a Core Graphics context.
extension TextLayout {
    /// Draws the lines with the layout's top-left at `origin` (user space of a flipped, UIKit-style context).
    /// Runs with shadows draw with their shadow, each distinct shadow in its own pass.
    package func draw(in context: CGContext, at origin: CGPoint) {
        guard !lines.isEmpty else { return }
        if let shadow = uniformShadow {
            drawPass(in: context, at: origin, shadow: shadow, filter: nil)
            return
        }
        for shadow in distinctShadows() {
            PangoRuntime.locked { setShadowFilter(shadow) }
            drawPass(in: context, at: origin, shadow: shadow, filter: shadow)
        }
        PangoRuntime.locked { setShadowFilter(nil) }
    }

    private func drawPass(in context: CGContext, at origin: CGPoint, shadow: TextShadow?, filter: TextShadow??) {
        if let shadow {
            context.saveGState()
            context.setShadow(offset: shadow.offset, blur: shadow.blurRadius, color: shadow.color)
        }
        let margin = inkMargin
        let bounds = CGRect(origin: origin, size: usedSize).insetBy(dx: -margin, dy: -margin)
        let clipWidth = container.width.flatMap { width in lines.contains { $0.usedRect.maxX > width + 0.5 } ? width : nil }
        context.drawWithCairo(userExtents: bounds) { cr in
            PangoRuntime.locked {
                if let clipWidth {
                    cairo_save(cr)
                    cairo_rectangle(cr, Double(origin.x), Double(origin.y) - 1e4, Double(clipWidth), 2e4)
                    cairo_clip(cr)
                }
                for fragment in lines {
                    let entry = layouts[fragment.layoutIndex]
                    if let color = entry.paragraph.uniformColor {
                        // A uniform paragraph is wholly in or out of a shadow pass.
                        if let filter, filter != entry.paragraph.runs.first?.style.shadow { continue }
                        let c = color.rgba
                        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
                    }
                    guard let line = pango_layout_get_line_readonly(entry.layout, Int32(fragment.lineIndex)) else { continue }
                    var own = PangoRectangle()
                    pango_layout_line_get_extents(line, nil, &own)
                    cairo_move_to(cr, Double(origin.x + fragment.usedRect.minX - own.x.points), Double(origin.y + fragment.baseline))
                    pango_cairo_show_layout_line(cr, line)
                }
                if clipWidth != nil { cairo_restore(cr) }
            }
        }
        if shadow != nil { context.restoreGState() }
    }

    /// How far ink may leave the lines' logical boxes (italics, emoji, accents), for bounding a drawing
    /// generously: 0.6 of the largest font size. A loop over the runs in place: this is asked at every draw.
    var inkMargin: CGFloat {
        var largest: CGFloat?
        for index in text.runs.indices { largest = max(largest ?? 0, text.runs[index].style.font.size) }
        return (largest ?? 17) * 0.6
    }

    /// Whether threads may draw this layout at the same time: drawing changes nothing in it unless its
    /// runs have different shadows (each shadow then draws in a pass that rebuilds the Pango layouts).
    package var isShareable: Bool { uniformShadow != nil }

    /// The shadow every run has (`.some(nil)` when none has one, the usual case), or nil when runs differ.
    /// Reads the runs in place: this is asked at every draw.
    private var uniformShadow: TextShadow?? {
        let runs = text.runs
        guard !runs.isEmpty else { return .some(nil) }
        for index in runs.indices.dropFirst() where runs[index].style.shadow != runs[0].style.shadow { return nil }
        return .some(runs[0].style.shadow)
    }

    /// The shadows used by the text, `nil` standing for runs without one; one entry when uniform.
    private func distinctShadows() -> [TextShadow?] {
        var result: [TextShadow?] = []
        for run in text.runs where !result.contains(where: { $0 == run.style.shadow }) {
            result.append(run.style.shadow)
        }
        return result.isEmpty ? [nil] : result
    }

    /// Rebuilds each Pango layout's attributes so only runs with `shadow` show (nil restores all).
    /// Only colours change, so line breaks and positions stay the same.
    private func setShadowFilter(_ shadow: TextShadow??) {
        for (index, entry) in layouts.enumerated() where entry.paragraph.uniformColor == nil {
            let rebuilt = PangoParagraph.makeLayout(entry.paragraph, containerWidth: container.width, mode: entry.mode,
                                                    hiddenUnlessShadow: shadow)
            g_object_unref(UnsafeMutableRawPointer(entry.layout))
            layouts[index].layout = rebuilt
        }
    }
}
