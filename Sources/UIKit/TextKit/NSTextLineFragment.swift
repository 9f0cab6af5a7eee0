import Foundation
import TextEngine

/// One line of a layout fragment (TextKit 2): its text, its box and where its glyphs start.
open class NSTextLineFragment: NSObject {
    /// The line's text.
    public let attributedString: NSAttributedString
    /// The line's characters in `attributedString`.
    public let characterRange: NSRange
    /// The line's box, relative to its layout fragment's origin.
    public let typographicBounds: CGRect
    /// Where the first glyph's baseline starts, relative to `typographicBounds`' origin.
    public let glyphOrigin: CGPoint
    private let line: TextLine

    init(attributedString: NSAttributedString, range: NSRange, line: TextLine, origin: CGPoint) {
        self.attributedString = attributedString
        characterRange = range
        self.line = line
        typographicBounds = line.rect.offsetBy(dx: origin.x, dy: origin.y)
        glyphOrigin = CGPoint(x: line.usedRect.minX - line.rect.minX,
                              y: line.baseline - line.rect.minY)
        super.init()
    }

    /// The caret position before character `index` of the line, relative to `typographicBounds`' origin.
    open func locationForCharacter(at index: Int) -> CGPoint {
        let caret = line.layout.caretRect(forCharacterAt: line.range.lowerBound + index - line.textOffset)
        return CGPoint(x: line.origin.x + caret.minX - line.rect.minX, y: line.baseline - line.rect.minY)
    }

    /// The character nearest `point` (relative to `typographicBounds`' origin).
    open func characterIndex(for point: CGPoint) -> Int {
        let y = line.layout.lines.indices.contains(line.layoutLine) ? line.layout.lines[line.layoutLine].rect.midY : 0
        let index = line.layout.characterIndex(at: CGPoint(x: point.x + line.rect.minX - line.origin.x, y: y)) + line.textOffset
        return max(0, min(index - line.range.lowerBound, characterRange.length))
    }

    /// The line's text and box.
    open override var description: String { "<NSTextLineFragment \(characterRange) \(typographicBounds)>" }
}
