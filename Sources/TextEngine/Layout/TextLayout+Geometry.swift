import CPango
import CoreGraphics

/// Caret positions, hit testing and selection geometry, in the layout's coordinates (top left origin).
extension TextLayout {
    /// The index of the line fragment holding the UTF-16 `offset` (the last line for the end of text).
    package func lineIndex(forCharacterAt offset: Int) -> Int? {
        guard !lines.isEmpty else { return nil }
        for (i, line) in lines.enumerated() where line.characterRange.contains(offset) { return i }
        for (i, line) in lines.enumerated().reversed() where line.characterRange.lowerBound <= offset { return i }
        return 0
    }

    /// The insertion point before the character at UTF-16 `offset`: a thin rectangle as tall as its line.
    package func caretRect(forCharacterAt offset: Int) -> CGRect {
        guard let i = lineIndex(forCharacterAt: offset) else { return CGRect(x: 0, y: 0, width: 2, height: 0) }
        let fragment = lines[i]
        let x = PangoRuntime.locked { () -> CGFloat in
            let (line, para, left) = pangoLine(fragment)
            var position: Int32 = 0
            let range = fragment.characterRange
            if offset >= range.upperBound && range.upperBound > range.lowerBound {
                // At the end of a line: the trailing edge of its last character (left of it in right-to-left text).
                let last = previousCharacterBoundary(before: range.upperBound)
                pango_layout_line_index_to_x(line, Int32(para.byteIndex(ofUTF16: last)), 1, &position)
            } else {
                pango_layout_line_index_to_x(line, Int32(para.byteIndex(ofUTF16: max(offset, range.lowerBound))), 0, &position)
            }
            return left + position.points
        }
        return CGRect(x: x, y: fragment.rect.minY, width: 2, height: fragment.rect.height)
    }

    /// The UTF-16 offset of the caret position nearest `point`.
    package func characterIndex(at point: CGPoint) -> Int {
        guard !lines.isEmpty else { return 0 }
        let fragment = lines.first { point.y < $0.rect.maxY } ?? lines[lines.count - 1]
        return PangoRuntime.locked {
            let (line, para, left) = pangoLine(fragment)
            var index: Int32 = 0, trailing: Int32 = 0
            pango_layout_line_x_to_index(line, (point.x - left).pangoUnits, &index, &trailing)
            var offset = para.utf16Offset(ofByte: Int(index))
            if trailing > 0 { offset = nextCharacterBoundary(after: offset) }
            return min(max(offset, fragment.characterRange.lowerBound), fragment.characterRange.upperBound)
        }
    }

    /// Rectangles covering the characters of a UTF-16 range, one or more per line.
    package func selectionRects(for range: Range<Int>) -> [CGRect] {
        PangoRuntime.locked {
            var rects: [CGRect] = []
            for fragment in lines where fragment.characterRange.overlaps(range) || (range.isEmpty && fragment.characterRange.contains(range.lowerBound)) {
                let (line, para, lineLeft) = pangoLine(fragment)
                // Pango measures the ranges from the layout's left edge, where the caret (`index_to_x`)
                // and `lineLeft` go from the line's: the two differ by the line's place in its layout
                // (its alignment), which is where the line's first index lies in each.
                var inLine: Int32 = 0
                pango_layout_line_index_to_x(line, line.pointee.start_index, 0, &inLine)
                var inLayout = PangoRectangle()
                pango_layout_index_to_pos(layouts[fragment.layoutIndex].layout, line.pointee.start_index, &inLayout)
                let left = lineLeft - (inLayout.x - inLine).points
                let start = para.byteIndex(ofUTF16: max(range.lowerBound, fragment.characterRange.lowerBound))
                let end = para.byteIndex(ofUTF16: min(range.upperBound, fragment.characterRange.upperBound))
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(line, Int32(start), Int32(end), &ranges, &count)
                if let ranges {
                    for k in 0..<Int(count) {
                        let x0 = left + ranges[2 * k].points, x1 = left + ranges[2 * k + 1].points
                        rects.append(CGRect(x: x0, y: fragment.rect.minY, width: x1 - x0, height: fragment.rect.height))
                    }
                    g_free(ranges)
                }
            }
            return rects
        }
    }

    /// The Pango line of a fragment, its paragraph, and the x where the line's origin is drawn.
    private func pangoLine(_ fragment: LineFragment) -> (UnsafeMutablePointer<PangoLayoutLine>, ParagraphText, CGFloat) {
        let entry = layouts[fragment.layoutIndex]
        let line = pango_layout_get_line_readonly(entry.layout, Int32(fragment.lineIndex))!
        var own = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &own)
        return (line, entry.paragraph, fragment.usedRect.minX - own.x.points)
    }

    /// The UTF-16 offset where the character (grapheme cluster) ending at `offset` starts.
    private func previousCharacterBoundary(before offset: Int) -> Int {
        let utf16 = text.string.utf16
        guard offset > 0, offset <= utf16.count else { return max(0, offset - 1) }
        let index = utf16.index(utf16.startIndex, offsetBy: offset)
        guard let characterEnd = index.samePosition(in: text.string) else { return offset - 1 }
        let start = text.string.index(before: characterEnd)
        return utf16.distance(from: utf16.startIndex, to: start)
    }

    /// The UTF-16 offset after the character (grapheme cluster) starting at `offset`.
    private func nextCharacterBoundary(after offset: Int) -> Int {
        let utf16 = text.string.utf16
        guard offset < utf16.count else { return utf16.count }
        let index = utf16.index(utf16.startIndex, offsetBy: offset)
        guard let characterStart = index.samePosition(in: text.string) else { return offset + 1 }
        let next = text.string.index(after: characterStart)
        return utf16.distance(from: utf16.startIndex, to: next)
    }
}
