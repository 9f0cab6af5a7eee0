import CCairo
import CPango
import UIKit

/// A frame-like scene: clear, 200 anti-aliased rounded rectangles and 100 short
/// strings on a 390×844-point screen at scale 3 (1170×2532 pixels), drawn through Tessera's CGContext and
/// string drawing, and the same scene drawn with raw cairo and Pango calls.
enum FrameScene {
    static let size = CGSize(width: 390, height: 844)
    static let scale: CGFloat = 3

    /// Deterministic rectangles, radii and colours.
    static let rects: [(CGRect, CGFloat, (CGFloat, CGFloat, CGFloat))] = (0..<200).map { (i: Int) -> (CGRect, CGFloat, (CGFloat, CGFloat, CGFloat)) in
        let x = CGFloat((i * 37) % 300), y = CGFloat((i * 53) % 780)
        let w = CGFloat(40 + (i * 7) % 50), h = CGFloat(24 + (i * 11) % 30)
        let hue = CGFloat(i % 12) / 12
        let color: (CGFloat, CGFloat, CGFloat) = (0.3 + 0.6 * hue, 0.5 + 0.4 * (1 - hue), 0.9 - 0.5 * hue)
        return (CGRect(x: x, y: y, width: w, height: h), CGFloat(4 + i % 8), color)
    }

    static let words = ["Inbox", "Settings", "Wi‑Fi", "Bluetooth", "Notifications", "Today 9:41", "Messages", "Photos"]

    static let strings: [(String, CGPoint)] = (0..<100).map { (i: Int) -> (String, CGPoint) in
        let text: String = words[i % 8] + " " + String(i)
        let point = CGPoint(x: CGFloat((i * 29) % 300), y: CGFloat((i * 61) % 820))
        return (text, point)
    }

    // MARK: Tessera

    /// A UIKit-style context (top-left origin, points at scale 3), reused across frames.
    static func makeContext() -> CGContext {
        var context: CGContext!
        UIGraphicsBeginImageContextWithOptions(size, true, scale)
        context = UIGraphicsGetCurrentContext()
        UIGraphicsEndImageContext()
        return context
    }

    static func drawTessera(in context: CGContext) {
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        UIColor.white.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
        for (rect, radius, c) in rects {
            UIColor(red: c.0, green: c.1, blue: c.2, alpha: 1).setFill()
            UIBezierPath(roundedRect: rect, cornerRadius: radius).fill()
        }
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.black]
        for (text, point) in strings {
            text.draw(at: point, withAttributes: attributes)
        }
    }

    /// Fifty frames of one side ("tessera" or "raw"), for callgrind.
    @MainActor
    static func profile(_ side: String) {
        if side == "raw" {
            let raw = Raw()
            for _ in 0..<50 { raw.draw() }
        } else {
            let context = makeContext()
            for _ in 0..<50 { drawTessera(in: context) }
        }
    }

    // MARK: Raw cairo and Pango

    /// The raw baseline's long-lived state: a surface, a cairo context, a Pango context and a font.
    final class Raw {
        let surface: OpaquePointer
        let cr: OpaquePointer
        let pango: OpaquePointer
        let font: OpaquePointer

        init() {
            surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(size.width * scale), Int32(size.height * scale))
            cr = cairo_create(surface)
            cairo_scale(cr, Double(scale), Double(scale))
            let fontMap = pango_cairo_font_map_new()!
            pango = pango_font_map_create_context(fontMap)
            let options = cairo_font_options_create()
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            pango_cairo_context_set_font_options(pango, options)
            pango_context_set_round_glyph_positions(pango, 0)
            cairo_font_options_destroy(options)
            font = pango_font_description_new()
            pango_font_description_set_family(font, "Inter")
            pango_font_description_set_absolute_size(font, 15 * Double(PANGO_SCALE))
        }

        /// The same scene, in raw calls: the continuous-corner outlines UIKit draws, then the strings.
        func draw() {
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            for (rect, radius, c) in FrameScene.rects {
                cairo_set_source_rgb(cr, Double(c.0), Double(c.1), Double(c.2))
                Raw.continuousRoundedRect(cr, rect, radius)
                cairo_fill(cr)
            }
            cairo_set_source_rgb(cr, 0, 0, 0)
            for (text, point) in FrameScene.strings {
                let layout = pango_layout_new(pango)!
                pango_layout_set_font_description(layout, font)
                pango_layout_set_text(layout, text, -1)
                cairo_move_to(cr, Double(point.x), Double(point.y))
                pango_cairo_show_layout(cr, layout)
                g_object_unref(UnsafeMutableRawPointer(layout))
            }
            cairo_surface_flush(surface)
        }

        /// iOS's continuous-corner rounded rectangle as cairo curves (the same outline UIBezierPath makes).
        static func continuousRoundedRect(_ cr: OpaquePointer, _ r: CGRect, _ radius: CGFloat) {
            let k: [(Double, Double)] = [(1.52866483, 0), (1.08849296, 0), (0.86840694, 0), (0.63149379, 0.07491139),
                                         (0.37282383, 0.16905956), (0.16905956, 0.37282383), (0.07491139, 0.63149379),
                                         (0, 0.86840694), (0, 1.08849296), (0, 1.52866483)]
            let rr = Double(radius)
            let corners: [((Double, Double), (Double, Double), (Double, Double))] = [
                ((Double(r.maxX), Double(r.minY)), (-1, 0), (0, 1)), ((Double(r.maxX), Double(r.maxY)), (0, -1), (-1, 0)),
                ((Double(r.minX), Double(r.maxY)), (1, 0), (0, -1)), ((Double(r.minX), Double(r.minY)), (0, 1), (1, 0))]
            cairo_move_to(cr, Double(r.minX) + k[0].0 * rr, Double(r.minY))
            for (o, b, f) in corners {
                func p(_ c: (Double, Double)) -> (Double, Double) {
                    (o.0 + (b.0 * c.0 + f.0 * c.1) * rr, o.1 + (b.1 * c.0 + f.1 * c.1) * rr)
                }
                let s = p(k[0])
                cairo_line_to(cr, s.0, s.1)
                for i in stride(from: 1, to: 10, by: 3) {
                    let c1 = p(k[i]), c2 = p(k[i + 1]), e = p(k[i + 2])
                    cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, e.0, e.1)
                }
            }
            cairo_close_path(cr)
        }
    }
}
