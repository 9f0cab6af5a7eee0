import CPango
import CoreGraphics

/// Builds the Pango layout of one paragraph: attributes, wrapping, alignment, indents and tabs.
enum PangoParagraph {
    /// How the paragraph's lines are formed.
    enum Mode {
        /// Wrap at word boundaries, breaking long words; or at any character.
        case wrap(byCharacter: Bool)
        /// One line per paragraph, truncated with an ellipsis where `mode` says.
        case truncate(PangoEllipsizeMode)
        /// One line per paragraph, not wrapped (clipped when drawn).
        case singleLine
    }

    /// The horizontal frame a paragraph's lines are laid out in, from its indents.
    struct Frame {
        var x: CGFloat
        var width: CGFloat?
    }

    static func frame(for style: ParagraphStyle, containerWidth: CGFloat?, rightToLeft: Bool) -> Frame {
        let lead = min(style.firstLineHeadIndent, style.headIndent)
        guard let containerWidth else { return Frame(x: lead, width: nil) }
        let tailInset = style.tailIndent > 0 ? max(0, containerWidth - style.tailIndent) : -style.tailIndent
        let width = max(1, containerWidth - lead - tailInset)
        return Frame(x: rightToLeft ? tailInset : lead, width: width)
    }

    /// Makes the paragraph's layout (a new reference). Call under the Pango lock.
    static func makeLayout(_ para: ParagraphText, containerWidth: CGFloat?, mode: Mode,
                           hiddenUnlessShadow shadowFilter: TextShadow?? = nil) -> OpaquePointer {
        let style = para.style
        let rtl = para.isRightToLeft
        let natural = style.baseWritingDirection == .natural
        let layout = pango_layout_new(PangoRuntime.context(rtl: !natural && rtl))!
        pango_layout_set_auto_dir(layout, natural ? 1 : 0)
        pango_layout_set_text(layout, para.utf8, Int32(para.byteCount))
        pango_layout_set_font_description(layout, para.defaultFont.description_)
        if let attributes = makeAttributes(para, shadowFilter: shadowFilter) {
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }

        let frame = frame(for: style, containerWidth: containerWidth, rightToLeft: rtl)
        let wraps: Bool
        switch mode {
        case .wrap(let byCharacter):
            pango_layout_set_wrap(layout, byCharacter ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            wraps = true
        case .truncate(let ellipsis):
            pango_layout_set_ellipsize(layout, ellipsis)
            pango_layout_set_height(layout, -1)
            wraps = true
        case .singleLine:
            wraps = false
        }
        pango_layout_set_width(layout, wraps ? (frame.width?.pangoUnits ?? -1) : -1)
        pango_layout_set_indent(layout, (style.firstLineHeadIndent - style.headIndent).pangoUnits)

        // Pango swaps left and right for paragraphs against the context's direction when auto-dir is on.
        var visual: PangoAlignment
        switch style.alignment {
        case .center: visual = PANGO_ALIGN_CENTER
        case .left: visual = PANGO_ALIGN_LEFT
        case .right: visual = PANGO_ALIGN_RIGHT
        case .natural, .justified: visual = rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        }
        if frame.width == nil || !wraps { visual = rtl && frame.width != nil ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT }
        if natural && rtl && visual != PANGO_ALIGN_CENTER {
            visual = visual == PANGO_ALIGN_LEFT ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        }
        pango_layout_set_alignment(layout, visual)
        pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)

        if para.hasTabs {
            let interval = style.defaultTabInterval > 0 ? style.defaultTabInterval : 28
            let stops = style.tabStops.isEmpty ? [interval, 2 * interval] : style.tabStops
            let tabs = pango_tab_array_new(Int32(stops.count), 0)!
            for (i, stop) in stops.enumerated() { pango_tab_array_set_tab(tabs, Int32(i), PANGO_TAB_LEFT, stop.pangoUnits) }
            pango_layout_set_tabs(layout, tabs)
            pango_tab_array_free(tabs)
        }
        return layout
    }

    /// The Pango attributes of the paragraph's runs: only what differs from the layout's base font, and
    /// colours only when runs differ (a uniform colour is drawn as cairo's source); nil when there are
    /// none. With a shadow filter, runs whose shadow differs are made invisible (for drawing one shadow
    /// group at a time).
    private static func makeAttributes(_ para: ParagraphText, shadowFilter: TextShadow??) -> OpaquePointer? {
        // Made at the first attribute: the usual one-font, one-colour paragraph has none, and a layout
        // without a list spares Pango copying and filtering an empty one each time it lays it out.
        var list: OpaquePointer?
        var offset = para.range.lowerBound
        for run in para.runs {
            let start = UInt32(para.byteIndex(ofUTF16: offset))
            let end = run.length == 0 ? UInt32(para.byteCount) : UInt32(para.byteIndex(ofUTF16: offset + run.length))
            offset += run.length
            guard end > start || para.byteCount == 0 else { continue }
            let s = run.style
            let visible = shadowFilter.map { $0 == s.shadow } ?? true
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                if list == nil { list = pango_attr_list_new() }
                pango_attr_list_insert(list, attribute)
            }
            if s.font != para.defaultFont { add(pango_attr_font_desc_new(s.font.description_)) }
            var features = s.font.features.map { "\($0)=1" }
            if s.ligature == 0 { features += ["liga=0", "clig=0"] }
            if !features.isEmpty { add(pango_attr_font_features_new(features.joined(separator: ", "))) }
            if let box = s.attachmentBounds {
                var rect = PangoRectangle(x: box.minX.pangoUnits, y: (-box.maxY).pangoUnits,
                                          width: box.width.pangoUnits, height: box.height.pangoUnits)
                add(pango_attr_shape_new(&rect, &rect))
            }
            if s.kern != 0 { add(pango_attr_letter_spacing_new(s.kern.pangoUnits)) }
            if s.baselineOffset != 0 { add(pango_attr_rise_new(s.baselineOffset.pangoUnits)) }
            let fg = s.foregroundColor ?? .black
            if para.uniformColor == nil {
                add(pango_attr_foreground_new(fg.red16, fg.green16, fg.blue16))
                // Pango reads an alpha of 0 as "unset"; 1/65535 is invisible.
                add(pango_attr_foreground_alpha_new(visible ? max(1, fg.alpha16) : 1))
            }
            if !visible { continue }
            if let bg = s.backgroundColor, bg.alpha > 0 {
                add(pango_attr_background_new(bg.red16, bg.green16, bg.blue16))
                add(pango_attr_background_alpha_new(bg.alpha16))
            }
            if s.underlineStyle != 0 {
                let double = s.underlineStyle & 0xF == 0x09
                add(pango_attr_underline_new(double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
                let c = s.underlineColor ?? fg
                add(pango_attr_underline_color_new(c.red16, c.green16, c.blue16))
            }
            if s.strikethroughStyle != 0 {
                add(pango_attr_strikethrough_new(1))
                let c = s.strikethroughColor ?? fg
                add(pango_attr_strikethrough_color_new(c.red16, c.green16, c.blue16))
            }
        }
        return list
    }
}

extension CGColor {
    private func channel16(_ v: CGFloat) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
    var red16: UInt16 { channel16(rgba.red) }
    var green16: UInt16 { channel16(rgba.green) }
    var blue16: UInt16 { channel16(rgba.blue) }
    var alpha16: UInt16 { channel16(rgba.alpha) }
}
