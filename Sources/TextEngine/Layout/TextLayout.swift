import CPango
import CoreGraphics

/// Attributed text laid out in a container: line fragments with their geometry, ready to draw,
/// measure and hit-test. This is the layout UILabel, text fields, text views and string drawing share.
///
/// Paragraphs are laid out one by one (each with its own paragraph style, as in TextKit): Pango breaks
/// lines, shapes (bidirectional text, CJK, colour emoji) and aligns horizontally; line heights,
/// spacing and truncation of the last visible line are Tessera's own, following TextKit.
package final class TextLayout: @unchecked Sendable {
    package let text: AttributedText
    package let container: TextContainer
    /// The visible lines, top to bottom.
    package private(set) var lines: [LineFragment] = []
    /// Width of the widest line and height down to the last line's bottom.
    package private(set) var usedSize: CGSize = .zero
    /// Whether some text is not shown (lines cut by the height or line limit, or an ellipsis).
    package private(set) var isTruncated = false

    var paragraphs: [ParagraphText] = []
    /// Pango layouts (owned), and the horizontal origin and paragraph of each.
    var layouts: [(layout: OpaquePointer, x: CGFloat, paragraph: ParagraphText, mode: PangoParagraph.Mode)] = []

    /// Lays `text` out in `container`; `defaultFont` sizes empty text.
    package init(text: AttributedText, container: TextContainer, defaultFont: FontFace) {
        self.text = text
        self.container = container
        PangoRuntime.locked { layOut(defaultFont: defaultFont) }
    }

    deinit {
        PangoRuntime.locked {
            for entry in layouts { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        }
    }

    /// The first line's baseline (0 without lines).
    package var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }
    /// The last line's baseline (0 without lines).
    package var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }
    /// Whether every paragraph is laid out left to right (by its writing direction, or by its first
    /// strong character when that is natural).
    package var isLeftToRight: Bool { !paragraphs.contains(where: \.isRightToLeft) }

    private func layOut(defaultFont: FontFace) {
        paragraphs = ParagraphText.split(text, fallbackFont: defaultFont)
        var y: CGFloat = 0
        var gap: CGFloat = 0
        var cut = false
        outer: for para in paragraphs {
            if !lines.isEmpty { gap += para.style.paragraphSpacingBefore }
            let layoutIndex = addLayout(for: para, mode: mode(for: para))
            let iter = pango_layout_get_iter(layouts[layoutIndex].layout)!
            defer { pango_layout_iter_free(iter) }
            var lineIndex = 0
            repeat {
                let top = lines.isEmpty ? 0 : y + gap
                var fragment = makeFragment(iter: iter, layoutIndex: layoutIndex, lineIndex: lineIndex, top: top, para: para)
                if container.maximumNumberOfLines > 0 && lines.count == container.maximumNumberOfLines {
                    cut = true
                    break outer
                }
                if let h = container.height, !lines.isEmpty, fragment.rect.maxY > h + 0.001 {
                    cut = true
                    break outer
                }
                fragment.rect.size.width = container.width ?? 0
                lines.append(fragment)
                y = fragment.rect.maxY
                gap = para.style.lineSpacing
                lineIndex += 1
            } while pango_layout_iter_next_line(iter) != 0
            gap += para.style.paragraphSpacing
        }
        if lines.contains(where: \.isTruncated) { isTruncated = true }
        if cut {
            isTruncated = true
            truncateLastLine()
        }
        let width = lines.map(\.usedRect.maxX).max() ?? 0
        if container.width == nil {
            for i in lines.indices { lines[i].rect.size.width = width }
        }
        usedSize = CGSize(width: max(0, width), height: lines.last?.rect.maxY ?? 0)
    }

    /// How a paragraph's lines are formed under the container's truncation policy.
    private func mode(for para: ParagraphText) -> PangoParagraph.Mode {
        let style = para.style
        switch container.truncation {
        case .lastLine:
            return .wrap(byCharacter: style.lineBreak == .charWrap)
        case .paragraphStyles:
            switch style.lineBreak {
            case .wordWrap: return .wrap(byCharacter: false)
            case .charWrap: return .wrap(byCharacter: true)
            case .clip: return .singleLine
            case .truncateHead: return .truncate(PANGO_ELLIPSIZE_START)
            case .truncateTail: return .truncate(PANGO_ELLIPSIZE_END)
            case .truncateMiddle: return .truncate(PANGO_ELLIPSIZE_MIDDLE)
            }
        }
    }

    private func addLayout(for para: ParagraphText, mode: PangoParagraph.Mode) -> Int {
        let layout = PangoParagraph.makeLayout(para, containerWidth: container.width, mode: mode)
        let frame = PangoParagraph.frame(for: para.style, containerWidth: container.width, rightToLeft: para.isRightToLeft)
        layouts.append((layout, frame.x, para, mode))
        return layouts.count - 1
    }

    /// Measures the iterator's line and places it at `top`, applying the paragraph's line-height rules.
    private func makeFragment(iter: OpaquePointer, layoutIndex: Int, lineIndex: Int, top: CGFloat,
                              para: ParagraphText) -> LineFragment {
        let line = pango_layout_iter_get_line_readonly(iter)!
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, nil, &logical)
        let baselineInLayout = pango_layout_iter_get_baseline(iter).points
        let ascent = baselineInLayout - logical.y.points
        let descent = (logical.y + logical.height).points - baselineInLayout
        let style = para.style
        var height = ascent + descent
        if container.usesFontLeading { height += para.defaultFont.lineGap }
        if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
        let range = para.utf16Offset(ofByte: start)..<para.utf16Offset(ofByte: start + length)
        let x = layouts[layoutIndex].x + logical.x.points
        return LineFragment(
            rect: CGRect(x: 0, y: top, width: 0, height: height),
            usedRect: CGRect(x: x, y: top, width: logical.width.points, height: height),
            baseline: top + height - descent,
            characterRange: range,
            isTruncated: lineIndex == 0 && pango_layout_is_ellipsized(layouts[layoutIndex].layout) != 0,
            layoutIndex: layoutIndex, lineIndex: lineIndex)
    }

    /// Replaces the last visible line with one truncated line standing for all the text it and later
    /// lines held, following TextKit and UILabel: tail keeps the start, head the end, middle both ends.
    private func truncateLastLine() {
        guard let last = lines.last else { return }
        let ellipsis: PangoEllipsizeMode
        switch container.truncation {
        case .lastLine(let mode):
            switch mode {
            case .truncateHead: ellipsis = PANGO_ELLIPSIZE_START
            case .truncateMiddle: ellipsis = PANGO_ELLIPSIZE_MIDDLE
            case .truncateTail: ellipsis = PANGO_ELLIPSIZE_END
            default: return
            }
        case .paragraphStyles(let truncatesLastVisibleLine):
            guard truncatesLastVisibleLine else { return }
            switch layouts[last.layoutIndex].paragraph.style.lineBreak {
            case .truncateHead: ellipsis = PANGO_ELLIPSIZE_START
            case .truncateMiddle: ellipsis = PANGO_ELLIPSIZE_MIDDLE
            default: ellipsis = PANGO_ELLIPSIZE_END
            }
        }
        let paragraph = layouts[last.layoutIndex].paragraph
        let start = last.characterRange.lowerBound
        let total = text.string.utf16.count
        var tail: AttributedText
        if ellipsis == PANGO_ELLIPSIZE_END {
            tail = text.slice(start..<paragraph.range.upperBound)
            // Text after this paragraph is hidden too: the line must end in an ellipsis even if it fits.
            if paragraph.range.upperBound < total { tail = tail.appending("\u{2026}") }
        } else {
            tail = text.slice(start..<total).joiningParagraphs()
        }
        guard let lone = ParagraphText.split(tail, fallbackFont: paragraph.defaultFont).first?.shifted(to: start) else { return }
        let layoutIndex = addLayout(for: lone, mode: .truncate(ellipsis))
        let iter = pango_layout_get_iter(layouts[layoutIndex].layout)!
        defer { pango_layout_iter_free(iter) }
        var fragment = makeFragment(iter: iter, layoutIndex: layoutIndex, lineIndex: 0, top: last.rect.minY, para: lone)
        fragment.rect.size.width = last.rect.width
        fragment.characterRange = start..<total
        fragment.isTruncated = true
        lines[lines.count - 1] = fragment
    }
}
