import Foundation
import TextEngine

/// Drawing laid-out text into the current graphics context.
extension NSLayoutManager {
    /// The default drawing of backgrounds.
    func drawBackgroundImplementation(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let range = clamped(glyphsToShow)
        layOut(throughCharacter: range.location + range.length)
        guard !paragraphs.isEmpty else { return }
        let first = paragraphIndex(containing: range.location), last = paragraphIndex(containing: range.location + range.length)
        for p in paragraphs[first...last] where p.isValid {
            for background in p.backgrounds {
                let lower = max(p.location + background.range.lowerBound, range.location)
                let upper = min(p.location + background.range.upperBound, range.location + range.length)
                guard upper > lower else { continue }
                context.setFillColor(background.color.cgColor)
                for rect in selectionRects(for: lower..<upper) {
                    context.fill(rect.offsetBy(dx: origin.x, dy: origin.y))
                }
            }
        }
    }

    /// The default drawing of glyphs.
    func drawGlyphsImplementation(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let range = clamped(glyphsToShow)
        layOut(throughCharacter: range.location + range.length)
        guard !paragraphs.isEmpty else { return }
        let end = range.location + range.length
        // Consecutive lines of one engine layout at one origin draw in one call.
        var batch: (layout: TextLayout, lines: Range<Int>, at: CGPoint)?
        func flush() {
            if let b = batch { b.layout.drawLines(b.lines, in: context, at: b.at) }
            batch = nil
        }
        var attachmentsToDraw: [(ParagraphLayout, TextLine, Int, NSTextAttachment)] = []
        forEachLine(from: paragraphIndex(containing: range.location)) { p, _, _, line in
            let lineStart = p.location + line.range.lowerBound
            if lineStart > end || (lineStart == end && range.length > 0) { return false }
            guard p.location + line.range.upperBound >= range.location else { return true }
            let at = CGPoint(x: origin.x + line.origin.x, y: origin.y + p.top + line.origin.y)
            if let b = batch, b.layout === line.layout, b.at == at, b.lines.upperBound == line.layoutLine {
                batch?.lines = b.lines.lowerBound..<(line.layoutLine + 1)
            } else {
                flush()
                batch = (line.layout, line.layoutLine..<(line.layoutLine + 1), at)
            }
            if !line.isTruncated {
                for a in p.attachments where line.range.contains(a.offset) { attachmentsToDraw.append((p, line, a.offset, a.attachment)) }
            }
            return true
        }
        flush()
        for (p, line, offset, attachment) in attachmentsToDraw {
            let caret = line.layout.caretRect(forCharacterAt: offset - line.textOffset)
            let baseline = p.top + line.baseline
            let box = attachment.attachmentBounds(for: primaryContainer, proposedLineFragment: line.rect,
                                                  glyphPosition: CGPoint(x: caret.minX, y: line.baseline), characterIndex: p.location + offset)
            let rect = CGRect(x: origin.x + line.origin.x + caret.minX, y: origin.y + baseline - box.maxY,
                              width: box.width, height: box.height)
            attachment.image(forBounds: rect, textContainer: primaryContainer, characterIndex: p.location + offset)?.draw(in: rect)
        }
    }
}
