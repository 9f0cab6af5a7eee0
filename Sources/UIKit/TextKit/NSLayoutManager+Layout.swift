import Foundation
import TextEngine

/// Laying paragraphs out: the layout pass, one paragraph's lines, and the container's line limit.
extension NSLayoutManager {
    // MARK: Ensuring layout

    /// Lays out all the text of `container`.
    public func ensureLayout(for container: NSTextContainer) {
        layOut(throughY: .infinity)
    }

    /// Lays out as far as the characters of `charRange`.
    public func ensureLayout(forCharacterRange charRange: NSRange) {
        let range = clamped(charRange)
        layOut(throughCharacter: range.location + range.length)
    }

    /// Lays out as far as the glyphs of `glyphRange`.
    public func ensureLayout(forGlyphRange glyphRange: NSRange) {
        ensureLayout(forCharacterRange: glyphRange)
    }

    /// Lays out as far as `bounds` (container coordinates) reaches.
    public func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) {
        layOut(throughY: bounds.maxY.isFinite ? bounds.maxY : .infinity)
    }

    /// Lays out everything (used by queries that need the whole text).
    func layOutAll() { layOut(throughY: .infinity) }

    func layOut(throughCharacter index: Int) {
        guard needsLayoutPass else { return }
        if !allowsNonContiguousLayout { return layOutAll() }
        let target = paragraphIndex(containing: index)
        layOut { i, _ in i <= target }
    }

    func layOut(throughY y: CGFloat) {
        guard needsLayoutPass else { return }
        if !allowsNonContiguousLayout || y == .infinity { return layOut { _, _ in true } }
        layOut { _, top in top <= y }
    }

    /// The layout pass: walks paragraphs from the top while `proceed(index, top)` holds, laying out the
    /// invalid ones and moving valid ones to where the paragraph above now ends. A valid paragraph is
    /// laid out again only when exclusion paths reach its old or new place (its lines would change).
    private func layOut(while proceed: (Int, CGFloat) -> Bool) {
        guard let container = primaryContainer, textStorage != nil else {
            needsLayoutPass = false
            return
        }
        var y: CGFloat = 0
        var finished = true
        let oldCut = cut
        for (i, p) in paragraphs.enumerated() {
            guard proceed(i, y) else {
                finished = false
                break
            }
            if p.isValid && p.top != y {
                let moved = y - p.top
                if !container.isSimpleRectangularTextContainer,
                   container.exclusionsTouch(minY: min(p.top, y), maxY: max(p.bottom, y + p.height)) {
                    p.isValid = false
                } else {
                    p.top += moved
                }
            }
            if !p.isValid { layOutParagraph(p, index: i, at: y, in: container) }
            y = p.bottom
        }
        if finished { needsLayoutPass = false }
        applyLineLimit(container)
        if finished || oldCut != nil {
            delegate?.layoutManager(self, didCompleteLayoutFor: container, atEnd: finished && cut == nil)
        }
    }

    // MARK: One paragraph

    /// The engine text of a paragraph (an empty paragraph lays out a space in its attributes, for height),
    /// and its attachments and background runs.
    private func engineText(_ p: ParagraphLayout, storage: NSTextStorage) -> AttributedText {
        p.attachments = []
        p.backgrounds = []
        let total = storage.length
        guard p.contentLength > 0 else {
            let at = min(p.location, total - 1)
            let attributes = at >= 0 ? storage.attributes(at: at, effectiveRange: nil) : emptyAttributes
            var style = TextConversion.style(attributes)
            style.backgroundColor = nil
            if attributes[.font] == nil, at < 0 { style.font = TextConversion.defaultFont.face }
            return AttributedText(string: " ", style: style)
        }
        var runs: [AttributedText.Run] = []
        var location = p.location
        let end = p.location + p.contentLength
        let string = (storage.string as NSString).substring(with: NSRange(location: p.location, length: p.contentLength))
        while location < end {
            var range = NSRange(location: 0, length: 0)
            var attributes = storage.attributes(at: location, effectiveRange: &range)
            let runEnd = min(end, max(range.location + range.length, location + 1))
            if attributes[.link] != nil, let linkAttributes {
                for (key, value) in linkAttributes { attributes[key] = value }
            }
            var style = TextConversion.style(attributes)
            if let background = attributes[.backgroundColor] as? UIColor {
                p.backgrounds.append(((location - p.location)..<(runEnd - p.location), background))
                style.backgroundColor = nil
            }
            if let attachment = attributes[.attachment] as? NSTextAttachment {
                // Each attachment character gets its own run with the attachment's box.
                var k = location
                let units = Array(string.utf16)
                while k < runEnd {
                    var s = style
                    if units[k - p.location] == 0xFFFC {
                        s.attachmentBounds = attachment.attachmentBounds(
                            for: primaryContainer, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: k)
                        p.attachments.append((k - p.location, attachment))
                    }
                    runs.append(AttributedText.Run(length: 1, style: s))
                    k += 1
                }
            } else {
                runs.append(AttributedText.Run(length: runEnd - location, style: style))
            }
            location = runEnd
        }
        return AttributedText(string: string, runs: runs)
    }

    private var emptyAttributes: [NSAttributedString.Key: Any] { [:] }

    /// Lays out one paragraph with its first line fragment at `top`.
    func layOutParagraph(_ p: ParagraphLayout, index: Int, at top: CGFloat, in container: NSTextContainer) {
        guard let storage = textStorage else { return }
        paragraphLayoutCount += 1
        let text = engineText(p, storage: storage)
        let style = text.runs.first?.style.paragraph ?? ParagraphStyle()
        let padding = container.lineFragmentPadding
        let width = container.size.width
        let font = text.runs.first?.style.font ?? TextConversion.defaultFont.face
        var y = top
        if index > 0 {
            y += style.paragraphSpacingBefore
            y += delegate?.layoutManager(self, paragraphSpacingBeforeGlyphAt: p.location,
                                         withProposedLineFragmentRect: CGRect(x: 0, y: y, width: width, height: 0)) ?? 0
        }
        p.top = top
        var lines: [TextLine] = []
        let whole = TextLayout(text: text, container: engineContainer(width: width - 2 * padding), defaultFont: font)
        let needsPieces = !container.isSimpleRectangularTextContainer
            && container.exclusionsTouch(minY: y, maxY: y + whole.usedSize.height)
        let simple = !needsPieces && breaksAllowed(whole, p)
        if simple {
            for (i, line) in whole.lines.enumerated() {
                lines.append(TextLine(rect: CGRect(x: 0, y: line.rect.minY, width: width, height: line.rect.height),
                                      usedRect: line.usedRect, baseline: line.baseline,
                                      range: line.characterRange, layout: whole, layoutLine: i,
                                      origin: CGPoint(x: padding, y: 0), textOffset: 0))
            }
        } else {
            lines = piecewiseLines(text, p, top: y, container: container, font: font, lineSpacing: style.lineSpacing)
        }
        // Place the lines: delegate line spacing, fragment rectangles reaching the next line, used
        // rectangles including the padding, the last line holding the terminator and paragraph spacing.
        var extra: CGFloat = 0
        // Lines of the whole-paragraph layout start at 0; piecewise lines are already placed.
        let shift = simple ? y - top : 0
        for i in lines.indices {
            lines[i].rect.origin.y += shift + extra
            lines[i].usedRect.origin.y += shift + extra
            lines[i].baseline += shift + extra
            lines[i].origin.y += shift + extra
            if i + 1 < lines.count {
                let lastGlyph = p.location + max(lines[i].range.lowerBound, lines[i].range.upperBound - 1)
                extra += delegate?.layoutManager(self, lineSpacingAfterGlyphAt: lastGlyph,
                                                 withProposedLineFragmentRect: lines[i].rect.offsetBy(dx: 0, dy: top)) ?? 0
            }
        }
        for i in lines.indices {
            // Used rectangles: the glyphs' box widened by the padding on both sides.
            let used = lines[i].usedRect
            lines[i].usedRect = CGRect(x: lines[i].origin.x + used.minX - padding, y: lines[i].rect.minY,
                                       width: used.width + 2 * padding, height: used.height)
            // A fragment reaches down to the next row of fragments (line spacing included).
            if let next = lines[(i + 1)...].first(where: { $0.rect.minY > lines[i].rect.minY + 0.001 }) {
                lines[i].rect.size.height = max(lines[i].rect.height, next.rect.minY - lines[i].rect.minY)
            }
        }
        if p.contentLength == 0, !lines.isEmpty {
            // The space laid out for an empty paragraph's height holds no character and has no width.
            lines = [lines[0]]
            lines[0].range = 0..<0
            lines[0].usedRect.size.width = 2 * padding
        }
        if var last = lines.popLast() {
            last.range = last.range.lowerBound..<p.length
            var spacing = style.paragraphSpacing
            spacing += delegate?.layoutManager(self, paragraphSpacingAfterGlyphAt: p.location + max(0, p.length - 1),
                                               withProposedLineFragmentRect: last.rect.offsetBy(dx: 0, dy: top)) ?? 0
            if p.terminatorLength > 0 { last.rect.size.height += spacing }
            lines.append(last)
        }
        p.lines = lines
        p.height = lines.map(\.rect.maxY).max() ?? 0
        p.isValid = true
    }

    /// An engine container `width` wide (at least a point), unlimited in height.
    func engineContainer(width: CGFloat, lines: Int = 0) -> TextContainer {
        TextContainer(size: CGSize(width: max(1, width), height: 0), maximumNumberOfLines: lines,
                      truncation: .paragraphStyles(truncatesLastVisibleLine: false), usesFontLeading: usesFontLeading)
    }

    /// Whether the delegate accepts every word break of the paragraph's lines.
    private func breaksAllowed(_ layout: TextLayout, _ p: ParagraphLayout) -> Bool {
        guard let delegate, layout.lines.count > 1 else { return true }
        for line in layout.lines.dropLast() where !delegate.layoutManager(self, shouldBreakLineByWordBeforeCharacterAt: p.location + line.characterRange.upperBound) {
            return false
        }
        return true
    }

    /// Lays a paragraph out line by line: each line is proposed to the container, which cuts it into the
    /// pieces exclusion paths leave; each piece takes as much text as fits. Breaks the delegate refuses
    /// move back to an earlier word boundary. Line y's are absolute here (the caller shifts them).
    private func piecewiseLines(_ text: AttributedText, _ p: ParagraphLayout, top: CGFloat, container: NSTextContainer,
                                font: FontFace, lineSpacing: CGFloat) -> [TextLine] {
        let padding = container.lineFragmentPadding
        let width = container.size.width
        let units = Array(text.string.utf16)
        let length = p.contentLength == 0 ? 0 : units.count
        var lines: [TextLine] = []
        var offset = 0
        var y = top
        var blockedRows = 0
        repeat {
            let remainder = text.sliced(offset, units.count)
            let probe = TextLayout(text: remainder, container: engineContainer(width: width - 2 * padding, lines: 1), defaultFont: font)
            let height = max(1, probe.lines.first?.rect.height ?? font.size)
            var pieces = container.fragmentPieces(for: CGRect(x: 0, y: y, width: width, height: height))
            if pieces.isEmpty {
                blockedRows += 1
                // A path covering every line for a long way: lay the rest out at full width below it.
                if blockedRows < 2000 && y < container.size.height {
                    y += height
                    continue
                }
                pieces = [CGRect(x: 0, y: y, width: width, height: height)]
            }
            for piece in pieces where offset < length || (length == 0 && lines.isEmpty) {
                var layout = TextLayout(text: text.sliced(offset, units.count),
                                        container: engineContainer(width: piece.width - 2 * padding, lines: 1), defaultFont: font)
                guard var line = layout.lines.first else { break }
                var consumed = line.characterRange.upperBound
                if offset + consumed < length, let delegate,
                   !delegate.layoutManager(self, shouldBreakLineByWordBeforeCharacterAt: p.location + offset + consumed) {
                    // Back to the previous space the delegate accepts, if any.
                    var k = consumed - 1
                    while k > 0 {
                        let u = units[offset + k - 1]
                        if (u == 0x20 || u == 0x09),
                           delegate.layoutManager(self, shouldBreakLineByWordBeforeCharacterAt: p.location + offset + k) { break }
                        k -= 1
                    }
                    if k > 0 {
                        layout = TextLayout(text: text.sliced(offset, offset + k),
                                            container: engineContainer(width: piece.width - 2 * padding, lines: 1), defaultFont: font)
                        line = layout.lines.first ?? line
                        consumed = k
                    }
                }
                let start = offset
                offset += max(consumed, length == 0 ? 0 : 1)
                lines.append(TextLine(rect: CGRect(x: piece.minX, y: y, width: piece.width, height: height),
                                      usedRect: line.usedRect.offsetBy(dx: 0, dy: y - line.rect.minY),
                                      baseline: y + line.baseline - line.rect.minY,
                                      range: start..<offset, layout: layout, layoutLine: 0,
                                      origin: CGPoint(x: piece.minX + padding, y: y - line.rect.minY), textOffset: start))
            }
            y += height + lineSpacing
            blockedRows = 0
        } while offset < length
        // Lines were placed at absolute y; make them relative to the paragraph's top.
        for i in lines.indices {
            lines[i].rect.origin.y -= top
            lines[i].usedRect.origin.y -= top
            lines[i].baseline -= top
            lines[i].origin.y -= top
        }
        return lines
    }

    // MARK: Line limit

    /// Finds where the container's line limit or height cuts the lines, truncating the last shown line
    /// as the container's `lineBreakMode` says.
    private func applyLineLimit(_ container: NSTextContainer) {
        cut = nil
        truncatedLastLine = nil
        let limit = container.maximumNumberOfLines
        let height = container.size.height
        guard limit > 0 || height < 10_000_000 else { return }
        var count = 0
        outer: for (pi, p) in paragraphs.enumerated() where p.isValid {
            for (li, line) in p.lines.enumerated() {
                if (limit > 0 && count == limit) || (count > 0 && p.top + line.rect.minY + line.usedRect.height > height + 0.001) {
                    cut = (pi, li)
                    break outer
                }
                count += 1
            }
        }
        guard let cut, let storage = textStorage else { return }
        let mode: ParagraphStyle.LineBreak
        switch container.lineBreakMode {
        case .byTruncatingHead: mode = .truncateHead
        case .byTruncatingMiddle: mode = .truncateMiddle
        case .byTruncatingTail: mode = .truncateTail
        default: return
        }
        // The last shown line.
        var pi = cut.paragraph, li = cut.line - 1
        if li < 0 {
            pi -= 1
            guard pi >= 0 else { return }
            li = paragraphs[pi].lines.count - 1
        }
        let p = paragraphs[pi]
        guard p.lines.indices.contains(li) else { return }
        var line = p.lines[li]
        let start = p.location + line.range.lowerBound
        let rest = NSAttributedString(attributedString: storage.attributedSubstring(
            from: NSRange(location: start, length: storage.length - start)))
        var text = TextConversion.text(rest).joiningParagraphs()
        if text.string.isEmpty { return }
        text.string += "\u{2026}"
        if let last = text.runs.indices.last { text.runs[last].length += 1 }
        let padding = container.lineFragmentPadding
        let layout = TextLayout(text: text, container: TextContainer(
            size: CGSize(width: max(1, line.rect.width - 2 * padding), height: 0), maximumNumberOfLines: 1,
            truncation: .lastLine(mode: mode), usesFontLeading: usesFontLeading), defaultFont: TextConversion.defaultFont.face)
        guard let engineLine = layout.lines.first else { return }
        line.layout = layout
        line.layoutLine = 0
        line.origin = CGPoint(x: line.rect.minX + padding, y: line.baseline - engineLine.baseline)
        line.textOffset = line.range.lowerBound
        line.isTruncated = true
        truncatedLastLine = (pi, line)
    }
}
