import Foundation
import TextEngine

/// Where laid-out text is: line fragments, bounding rectangles, hit testing, carets and selections.
/// Every query lays out as far as it needs first. Rectangles are in container coordinates.
extension NSLayoutManager {
    // MARK: Walking the shown lines

    /// Calls `body` with each shown line from paragraph `start` on (the container's line limit applied,
    /// the truncated last line in place of its original) until it returns false.
    func forEachLine(from start: Int = 0, _ body: (_ paragraph: ParagraphLayout, _ pi: Int, _ li: Int, _ line: TextLine) -> Bool) {
        guard start < paragraphs.count else { return }
        for pi in max(0, start)..<paragraphs.count {
            let p = paragraphs[pi]
            guard p.isValid else { return }
            for (li, original) in p.lines.enumerated() {
                if let cut, cut.paragraph == pi, cut.line == li { return }
                if let cut, cut.paragraph < pi { return }
                var line = original
                if let t = truncatedLastLine, t.paragraph == pi, li == p.lines.count - 1 || (cut?.paragraph == pi && cut?.line == li + 1) {
                    line = t.line
                }
                if !body(p, pi, li, line) { return }
            }
        }
    }

    /// The shown line holding character `index` (the end of a paragraph's content belongs to its last
    /// line; the end of text to the last line), with its paragraph.
    func line(forCharacterAt index: Int) -> (ParagraphLayout, TextLine)? {
        layOut(throughCharacter: index)
        guard !paragraphs.isEmpty else { return nil }
        let pi = paragraphIndex(containing: index)
        var found: (ParagraphLayout, TextLine)?
        var lastSeen: (ParagraphLayout, TextLine)?
        forEachLine(from: max(0, pi - 1)) { p, i, _, line in
            lastSeen = (p, line)
            if i == pi && (line.range.contains(index - p.location) || index - p.location == line.range.upperBound && line.range.upperBound == p.length) {
                found = (p, line)
                return false
            }
            return i <= pi
        }
        return found ?? lastSeen
    }

    /// The shown line nearest `point` (the row containing its y, the piece containing or nearest its x).
    func line(nearest point: CGPoint) -> (ParagraphLayout, TextLine)? {
        layOut(throughY: point.y)
        guard !paragraphs.isEmpty else { return nil }
        let start = max(0, paragraphIndex(atY: point.y) - 1)
        var best: (ParagraphLayout, TextLine)?
        var bestScore = CGFloat.infinity
        forEachLine(from: start) { p, _, _, line in
            let rect = line.rect.offsetBy(dx: 0, dy: p.top)
            let dy = point.y < rect.minY ? rect.minY - point.y : point.y >= rect.maxY ? point.y - rect.maxY + 0.001 : 0
            let dx = point.x < rect.minX ? rect.minX - point.x : point.x > rect.maxX ? point.x - rect.maxX : 0
            let score = dy * 10_000 + dx
            if score < bestScore { bestScore = score; best = (p, line) }
            return rect.minY <= point.y + 1 || best == nil
        }
        return best
    }

    // MARK: Line fragments

    /// The line fragment rectangle holding the glyph at `glyphIndex`; `effectiveGlyphRange` gets the
    /// line's glyphs.
    public func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, withoutAdditionalLayout: false)
    }

    /// The same, without laying out more when `flag` is true (answers `.zero` for text not laid out).
    public func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                               withoutAdditionalLayout flag: Bool) -> CGRect {
        if flag && needsLayoutPass { effectiveGlyphRange?.pointee = NSRange(location: 0, length: 0); return .zero }
        guard let (p, line) = self.line(forCharacterAt: glyphIndex) else {
            effectiveGlyphRange?.pointee = NSRange(location: 0, length: 0)
            return .zero
        }
        effectiveGlyphRange?.pointee = NSRange(location: p.location + line.range.lowerBound, length: line.range.count)
        return line.rect.offsetBy(dx: 0, dy: p.top)
    }

    /// The part of the glyph's line fragment its glyphs use (padding included).
    public func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let (p, line) = self.line(forCharacterAt: glyphIndex) else { return .zero }
        effectiveGlyphRange?.pointee = NSRange(location: p.location + line.range.lowerBound, length: line.range.count)
        return line.usedRect.offsetBy(dx: 0, dy: p.top)
    }

    /// The container holding the glyph (nil when the line limit or height left it out).
    public func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> NSTextContainer? {
        layOutAll()
        let shown = glyphRange(forShownLines: ())
        effectiveGlyphRange?.pointee = shown
        guard glyphIndex >= shown.location, glyphIndex < shown.location + shown.length || (shown.length == 0 && glyphIndex == 0) else { return nil }
        return primaryContainer
    }

    /// The glyph's place relative to its line fragment's origin: its x, and the baseline's y.
    public func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let (p, line) = self.line(forCharacterAt: glyphIndex) else { return .zero }
        let caret = line.layout.caretRect(forCharacterAt: glyphIndex - p.location - line.textOffset)
        return CGPoint(x: line.origin.x + caret.minX - line.rect.minX, y: line.baseline - line.rect.minY)
    }

    /// The rectangle of everything laid out in `container`.
    public func usedRect(for container: NSTextContainer) -> CGRect {
        guard container === primaryContainer else { return .zero }
        layOutAll()
        var rect = CGRect.null
        forEachLine { p, _, _, line in
            rect = rect.union(line.usedRect.offsetBy(dx: 0, dy: p.top))
            return true
        }
        return rect.isNull ? .zero : rect
    }

    /// The line fragment for the empty line after text ending in a paragraph separator (or for empty
    /// text), where the caret sits; `.zero` otherwise.
    public var extraLineFragmentRect: CGRect { extraLine().map { $0.1.rect.offsetBy(dx: 0, dy: $0.0.top) } ?? .zero }
    /// The used part of the extra line fragment.
    public var extraLineFragmentUsedRect: CGRect { extraLine().map { $0.1.usedRect.offsetBy(dx: 0, dy: $0.0.top) } ?? .zero }
    /// The container holding the extra line fragment (nil when there is none).
    public var extraLineFragmentTextContainer: NSTextContainer? { extraLine() == nil ? nil : primaryContainer }

    private func extraLine() -> (ParagraphLayout, TextLine)? {
        layOutAll()
        guard let p = paragraphs.last, p.length == 0, cut == nil, let line = p.lines.first else { return nil }
        return (p, line)
    }

    /// The glyphs of the shown lines.
    func glyphRange(forShownLines: Void) -> NSRange {
        var end = 0
        forEachLine { p, _, _, line in
            end = p.location + line.range.upperBound
            return true
        }
        return NSRange(location: 0, length: end)
    }

    /// The glyphs laid out in `container`.
    public func glyphRange(for container: NSTextContainer) -> NSRange {
        guard container === primaryContainer else { return NSRange(location: numberOfGlyphs, length: 0) }
        layOutAll()
        return glyphRange(forShownLines: ())
    }

    /// The range of the glyphs cut by an ellipsis on the glyph's line (location `NSNotFound` when none).
    public func truncatedGlyphRange(inLineFragmentForGlyphAt glyphIndex: Int) -> NSRange {
        layOutAll()
        guard let t = truncatedLastLine else { return NSRange(location: NSNotFound, length: 0) }
        let p = paragraphs[t.paragraph]
        let start = p.location + t.line.range.lowerBound
        guard glyphIndex >= start else { return NSRange(location: NSNotFound, length: 0) }
        return NSRange(location: start, length: numberOfGlyphs - start)
    }

    // MARK: Rectangles of glyphs

    /// The smallest rectangle around the glyphs of `glyphRange` in `container`, lines' full heights.
    public func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        let range = clamped(glyphRange)
        var rect = CGRect.null
        if range.length == 0 {
            return caretRect(forCharacterAt: range.location).insetBy(dx: 0.5, dy: 0).integralWidthZero
        }
        for r in selectionRects(for: range.location..<(range.location + range.length)) { rect = rect.union(r) }
        return rect.isNull ? .zero : rect
    }

    /// The glyphs whose line fragments meet `bounds`.
    public func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        guard container === primaryContainer else { return NSRange(location: 0, length: 0) }
        layOut(throughY: bounds.maxY)
        guard !paragraphs.isEmpty else { return NSRange(location: 0, length: 0) }
        var lower = Int.max, upper = 0
        forEachLine(from: max(0, paragraphIndex(atY: bounds.minY) - 1)) { p, _, _, line in
            let rect = line.rect.offsetBy(dx: 0, dy: p.top)
            if rect.minY > bounds.maxY { return false }
            if rect.intersects(bounds) || (bounds.height == 0 && rect.minY <= bounds.minY && rect.maxY > bounds.minY) {
                lower = min(lower, p.location + line.range.lowerBound)
                upper = max(upper, p.location + line.range.upperBound)
            }
            return true
        }
        return lower == Int.max ? NSRange(location: 0, length: 0) : NSRange(location: lower, length: upper - lower)
    }

    /// Calls `block` with each line fragment holding glyphs of `glyphRange`: its rectangle, used
    /// rectangle, container and glyphs. Set the last argument's pointee to true to stop.
    public func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                     using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let range = clamped(glyphRange)
        layOut(throughCharacter: range.location + range.length)
        guard let container = primaryContainer, !paragraphs.isEmpty else { return }
        var stop: ObjCBool = false
        forEachLine(from: paragraphIndex(containing: range.location)) { p, _, _, line in
            let lineRange = NSRange(location: p.location + line.range.lowerBound, length: line.range.count)
            if lineRange.location >= range.location + max(range.length, 1) && lineRange.location > range.location { return false }
            guard lineRange.location + lineRange.length > range.location || (lineRange.location == range.location) else { return true }
            block(line.rect.offsetBy(dx: 0, dy: p.top), line.usedRect.offsetBy(dx: 0, dy: p.top), container, lineRange, &stop)
            return !stop.boolValue
        }
    }

    /// Calls `block` with the rectangles enclosing the glyphs of `glyphRange` (one or more per line;
    /// a selection continuing past a line's end reaches its line fragment's used end). Set the last
    /// argument's pointee to true to stop.
    public func enumerateEnclosingRects(forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
                                      in textContainer: NSTextContainer, using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let range = clamped(glyphRange)
        var stop: ObjCBool = false
        if range.length == 0 {
            block(caretRect(forCharacterAt: range.location), &stop)
            return
        }
        for rect in selectionRects(for: range.location..<(range.location + range.length)) {
            block(rect, &stop)
            if stop.boolValue { return }
        }
    }

    // MARK: Hit testing

    /// The glyph under (or nearest) `point`, and how far through it the point lies (0 to 1).
    public func glyphIndex(for point: CGPoint, in container: NSTextContainer,
                         fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        guard let (p, line) = line(nearest: point) else { partialFraction?.pointee = 0; return 0 }
        let contentEnd = min(line.range.upperBound, p.contentLength)
        guard contentEnd > line.range.lowerBound else {
            partialFraction?.pointee = 0
            return min(p.location + line.range.lowerBound, max(0, numberOfGlyphs - 1))
        }
        // The insertion point nearest the point, then the glyph on its side.
        let local = CGPoint(x: point.x - line.origin.x, y: line.layout.lines[line.layoutLine].rect.midY)
        var index = line.layout.characterIndex(at: local) + line.textOffset
        index = min(max(index, line.range.lowerBound), contentEnd)
        func x(_ i: Int) -> CGFloat { line.layout.caretRect(forCharacterAt: i - line.textOffset).minX + line.origin.x }
        if index == contentEnd || (index > line.range.lowerBound && point.x < x(index)) { index -= 1 }
        index = max(index, line.range.lowerBound)
        let x0 = x(index), x1 = index + 1 < contentEnd ? x(index + 1) : line.origin.x + line.layout.lines[line.layoutLine].usedRect.maxX
        let width = abs(x1 - x0)
        partialFraction?.pointee = width > 0 ? min(1, max(0, (point.x - min(x0, x1)) / width)) : 0
        return p.location + index
    }

    /// The glyph under `point`.
    public func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// The character under `point`, and how far the point lies between its insertion points (0 to 1).
    public func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        characterIndexForGlyph(at: glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: partialFraction))
    }

    // MARK: Carets and selections (for text views and the editing engine)

    /// The insertion point before character `index`: a 2-point-wide rectangle as tall as the glyphs of
    /// its line (not the line spacing), in container coordinates.
    func caretRect(forCharacterAt index: Int) -> CGRect {
        let index = max(0, min(index, numberOfGlyphs))
        guard let (p, line) = line(forCharacterAt: index) else {
            return CGRect(x: primaryContainer?.lineFragmentPadding ?? 0, y: 0, width: 2, height: TextConversion.defaultFont.lineHeight)
        }
        let local = min(index - p.location, max(line.range.lowerBound, min(line.range.upperBound, p.contentLength)))
        let caret = line.layout.caretRect(forCharacterAt: local - line.textOffset)
        return CGRect(x: line.origin.x + caret.minX, y: p.top + line.usedRect.minY, width: 2, height: line.usedRect.height)
    }

    /// The insertion point nearest `point` (container coordinates).
    func insertionIndex(nearest point: CGPoint) -> Int {
        guard let (p, line) = line(nearest: point) else { return 0 }
        let contentEnd = min(line.range.upperBound, p.contentLength)
        let local = CGPoint(x: point.x - line.origin.x, y: line.layout.lines[line.layoutLine].rect.midY)
        var index = line.layout.characterIndex(at: local) + line.textOffset
        index = min(max(index, line.range.lowerBound), contentEnd)
        // A soft-wrapped line's end is the next line's start: the caret stays on this line before its last space.
        if index == line.range.upperBound, index < p.contentLength, index > line.range.lowerBound { index -= 1 }
        return p.location + index
    }

    /// Rectangles covering the characters of `range`, one or more per line, lines' glyph heights.
    func selectionRects(for range: Range<Int>) -> [CGRect] {
        layOut(throughCharacter: range.upperBound)
        guard !paragraphs.isEmpty else { return [] }
        var rects: [CGRect] = []
        forEachLine(from: paragraphIndex(containing: range.lowerBound)) { p, _, _, line in
            let lineRange = (p.location + line.range.lowerBound)..<(p.location + line.range.upperBound)
            if lineRange.lowerBound >= range.upperBound && !range.isEmpty { return false }
            guard lineRange.overlaps(range) else { return true }
            let lower = max(range.lowerBound, lineRange.lowerBound) - p.location - line.textOffset
            let upper = min(range.upperBound, lineRange.upperBound, p.location + p.contentLength) - p.location - line.textOffset
            let top = p.top + line.usedRect.minY, height = line.usedRect.height
            var pieces = upper > lower ? line.layout.selectionRects(for: lower..<upper) : []
            pieces = pieces.filter { line.layout.lines.indices.contains(line.layoutLine) && abs($0.minY - line.layout.lines[line.layoutLine].rect.minY) < 0.5 }
            for piece in pieces {
                rects.append(CGRect(x: line.origin.x + piece.minX, y: top, width: piece.width, height: height))
            }
            // Selected past the line's end (its terminator or a wrap): reach the end of the used rectangle.
            if range.upperBound > p.location + min(line.range.upperBound, p.contentLength) {
                let end = line.usedRect.maxX - (primaryContainer?.lineFragmentPadding ?? 0)
                if let last = rects.last, abs(last.minY - top) < 0.5 {
                    if end > last.maxX { rects[rects.count - 1].size.width = end - last.minX }
                } else {
                    let start = max(range.lowerBound, lineRange.lowerBound) == lineRange.lowerBound
                        ? line.usedRect.minX + (primaryContainer?.lineFragmentPadding ?? 0) : end
                    rects.append(CGRect(x: start, y: top, width: max(4, end - start), height: height))
                }
            }
            return true
        }
        return rects
    }
}

private extension CGRect {
    /// The rectangle with zero width at its left edge.
    var integralWidthZero: CGRect { CGRect(x: minX, y: minY, width: 0, height: height) }
}
