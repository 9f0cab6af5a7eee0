import CPango
import CoreGraphics

/// `CGFont(_:)`'s lookups: the face from the installed fonts' catalogue, its metrics from HarfBuzz in
/// font units (the same tables `FontFace` reads at a size).
extension CGFontLookup: CGFontResolving {
    package static func description(forFontNamed name: String) -> CGFont.Description? {
        guard let face = FontCatalog.installed.face(named: name) else { return nil }
        return PangoRuntime.locked { () -> CGFont.Description? in
            guard let desc = pango_font_description_new() else { return nil }
            defer { pango_font_description_free(desc) }
            pango_font_description_set_family(desc, face.family)
            pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(face.weight)))
            pango_font_description_set_style(desc, face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
            pango_font_description_set_absolute_size(desc, 1000 * Double(PANGO_SCALE))
            guard let font = pango_font_map_load_font(PangoRuntime.fontMap, PangoRuntime.context(), desc) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            let hb = pango_font_get_hb_font(font)
            let hbFace = hb_font_get_face(hb)
            let upem = Int32(hb_face_get_upem(hbFace))
            var xScale: Int32 = 0, yScale: Int32 = 0
            hb_font_get_scale(hb, &xScale, &yScale)
            guard upem > 0, yScale != 0 else { return nil }
            // HarfBuzz reports in the font's scale; font units are that times units-per-em over the scale.
            func units(_ value: hb_position_t) -> Int32 { Int32((Double(value) * Double(upem) / Double(yScale)).rounded()) }
            func metric(_ tag: hb_ot_metrics_tag_t) -> Int32? {
                var position: hb_position_t = 0
                return hb_ot_metrics_get_position(hb, tag, &position) != 0 ? units(position) : nil
            }
            // Fonts whose OS/2 table predates cap and x heights: the tops of H and x, as Core Text measures them.
            func glyphTop(_ character: Character) -> Int32? {
                var glyph: hb_codepoint_t = 0
                var glyphExtents = hb_glyph_extents_t()
                guard let scalar = character.unicodeScalars.first, hb_font_get_nominal_glyph(hb, scalar.value, &glyph) != 0,
                      hb_font_get_glyph_extents(hb, glyph, &glyphExtents) != 0 else { return nil }
                return units(glyphExtents.y_bearing)
            }
            var extents = hb_font_extents_t()
            hb_font_get_h_extents(hb, &extents)
            return CGFont.Description(
                family: face.family, postScriptName: face.postScriptName, fullName: face.fullName, unitsPerEm: upem,
                ascent: units(extents.ascender), descent: units(extents.descender), leading: units(extents.line_gap),
                capHeight: metric(HB_OT_METRICS_TAG_CAP_HEIGHT).flatMap { $0 > 0 ? $0 : nil } ?? glyphTop("H") ?? 0,
                xHeight: metric(HB_OT_METRICS_TAG_X_HEIGHT).flatMap { $0 > 0 ? $0 : nil } ?? glyphTop("x") ?? 0,
                italicAngle: CGFloat(hb_style_get_value(hb, HB_STYLE_TAG_SLANT_ANGLE)),
                fontBBox: headBounds(hbFace) ?? CGRect(x: 0, y: Int(units(extents.descender)), width: Int(upem),
                                                          height: Int(units(extents.ascender) - units(extents.descender))),
                numberOfGlyphs: Int(hb_face_get_glyph_count(hbFace)))
        }
    }

    /// The glyph bounds in the `head` table (xMin, yMin, xMax, yMax: big-endian 16-bit integers at byte 36).
    private static func headBounds(_ face: OpaquePointer?) -> CGRect? {
        let tag = hb_tag_t(0x68_65_61_64) // 'head'
        guard let blob = hb_face_reference_table(face, tag) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 44 else { return nil }
        func int16(_ offset: Int) -> Int {
            Int(Int16(bitPattern: UInt16(UInt8(bitPattern: data[offset])) << 8 | UInt16(UInt8(bitPattern: data[offset + 1]))))
        }
        let minX = int16(36), minY = int16(38), maxX = int16(40), maxY = int16(42)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
