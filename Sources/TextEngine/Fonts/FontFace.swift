import CPango
import CoreGraphics

/// A font at a size: the Pango description used for layout, and the metrics `UIFont` reports.
///
/// Faces are cached and shared; their metrics come from the font's own tables through HarfBuzz, the
/// same numbers Pango lays lines out with.
package final class FontFace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The family asked for.
    package let family: String
    /// CSS weight, 100…900.
    package let weight: Int
    /// Whether the face is italic.
    package let italic: Bool
    /// Size in points.
    package let size: CGFloat
    /// OpenType features, such as "tnum" for tabular digits.
    package let features: [String]
    /// Pango's description (owned).
    let description_: OpaquePointer

    /// Ascender, descender (negative), line gap, cap height and x-height, in points.
    package let ascender: CGFloat
    package let descender: CGFloat
    package let lineGap: CGFloat
    package let capHeight: CGFloat
    package let xHeight: CGFloat
    /// The face Pango actually chose (after fontconfig matching).
    package let resolvedFace: FontCatalog.Face?

    private init(family: String, weight: Int, italic: Bool, size: CGFloat, features: [String]) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.size = size
        self.features = features
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, family)
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(desc, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(desc, Double(size) * Double(PANGO_SCALE))
        description_ = desc

        var m = (ascender: size * 0.8, descender: -size * 0.2, gap: CGFloat(0), cap: size * 0.7, x: size * 0.5)
        var resolved: FontCatalog.Face?
        if let font = pango_font_map_load_font(PangoRuntime.fontMap, PangoRuntime.context(), desc) {
            let hb = pango_font_get_hb_font(font)
            var xScale: Int32 = 0, yScale: Int32 = 0
            hb_font_get_scale(hb, &xScale, &yScale)
            if yScale != 0 {
                func metric(_ tag: hb_ot_metrics_tag_t) -> CGFloat? {
                    var position: hb_position_t = 0
                    guard hb_ot_metrics_get_position(hb, tag, &position) != 0 else { return nil }
                    return CGFloat(position) / CGFloat(yScale) * size
                }
                var extents = hb_font_extents_t()
                hb_font_get_h_extents(hb, &extents)
                m.ascender = CGFloat(extents.ascender) / CGFloat(yScale) * size
                m.descender = CGFloat(extents.descender) / CGFloat(yScale) * size
                m.gap = CGFloat(extents.line_gap) / CGFloat(yScale) * size
                m.cap = metric(HB_OT_METRICS_TAG_CAP_HEIGHT) ?? m.cap
                m.x = metric(HB_OT_METRICS_TAG_X_HEIGHT) ?? m.x
            }
            if let chosen = pango_font_describe(font) {
                let name = pango_font_description_get_family(chosen).map { String(cString: $0) }
                let w = Int(pango_font_description_get_weight(chosen).rawValue)
                let it = pango_font_description_get_style(chosen) != PANGO_STYLE_NORMAL
                resolved = FontCatalog.installed.faces.first { $0.family == name && $0.weight == w && $0.italic == it }
                    ?? FontCatalog.installed.faces.first { $0.family == name }
                pango_font_description_free(chosen)
            }
            g_object_unref(UnsafeMutableRawPointer(font))
        }
        ascender = m.ascender
        descender = m.descender
        lineGap = m.gap
        capHeight = m.cap
        xHeight = m.x
        resolvedFace = resolved
    }

    deinit { pango_font_description_free(description_) }

    /// The shared face for these parameters. Sizes that are not positive and finite become 12 points.
    package static func face(family: String, weight: Int = 400, italic: Bool = false, size: CGFloat,
                             features: [String] = []) -> FontFace {
        let validSize = size.isFinite && size > 0 ? min(size, 10_000) : 12
        if validSize != size {
            BadValue.report("Text", api: "UIFont size", "font size \(BadValue.number(size)) is not usable; using \(BadValue.number(validSize)) pt")
        }
        let key = Key(family: family, weight: min(max(weight, 1), 1000), italic: italic, size: validSize, features: features)
        if let face = cache.withLock({ $0[key] }) { return face }
        let face = PangoRuntime.locked {
            FontFace(family: key.family, weight: key.weight, italic: italic, size: validSize, features: features)
        }
        return cache.withLock { cache in
            // Another thread may have made the same face meanwhile: keep the first, so faces stay unique.
            if let made = cache[key] { return made }
            // Faces stay alive while used; the cache only keeps a bounded number for reuse.
            if cache.count >= 4096 { cache.removeAll(keepingCapacity: true) }
            cache[key] = face
            return face
        }
    }

    /// The same face at another size.
    package func withSize(_ size: CGFloat) -> FontFace {
        .face(family: family, weight: weight, italic: italic, size: size, features: features)
    }

    /// The same face with other attributes changed.
    package func with(weight: Int? = nil, italic: Bool? = nil, features: [String]? = nil) -> FontFace {
        .face(family: family, weight: weight ?? self.weight, italic: italic ?? self.italic, size: size,
              features: features ?? self.features)
    }

    private struct Key: Hashable {
        let family: String, weight: Int, italic: Bool, size: CGFloat, features: [String]
    }

    private static let cache = LockedValue<[Key: FontFace]>([:])

    package static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    package var description: String { "\(family) \(weight)\(italic ? " italic" : "") \(size)pt" }
}
