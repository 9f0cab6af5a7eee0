import Foundation

/// The layout of one paragraph (TextKit 2): its frame in the container and its line fragments.
open class NSTextLayoutFragment: NSObject {
    /// Options for `NSTextLayoutManager.enumerateTextLayoutFragments(from:options:using:)`.
    public struct EnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Walk backward.
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
        /// Lay fragments out before handing them over (Tessera always does).
        public static let estimatesSize = EnumerationOptions(rawValue: 1 << 1)
        /// Lay fragments out before handing them over (Tessera always does).
        public static let ensuresLayout = EnumerationOptions(rawValue: 1 << 2)
        /// Include the empty paragraph after a final paragraph separator.
        public static let ensuresExtraLineFragment = EnumerationOptions(rawValue: 1 << 3)
    }

    /// How far a fragment's layout has come.
    public enum State: UInt, Sendable {
        case none = 0, estimatedUsageBounds, calculatedUsageBounds, layoutAvailable
    }

    /// The layout manager that made it.
    open private(set) weak var textLayoutManager: NSTextLayoutManager?
    /// The paragraph's characters (its separator included).
    public let rangeInElement: NSTextRange
    /// The fragment's rectangle in the container: the union of its line fragments.
    public let layoutFragmentFrame: CGRect
    /// The lines, top to bottom (line fragment origins relative to `layoutFragmentFrame`'s origin).
    public let textLineFragments: [NSTextLineFragment]
    /// Layout is always available in Tessera.
    open var state: State { .layoutAvailable }
    private let paragraph: ParagraphLayout

    init(paragraph p: ParagraphLayout, layoutManager: NSTextLayoutManager) {
        paragraph = p
        textLayoutManager = layoutManager
        rangeInElement = NSTextRange(location: TextOffsetLocation(p.location), end: TextOffsetLocation(p.end))!
        var frame = CGRect.null
        for line in p.lines { frame = frame.union(line.rect) }
        frame = frame.isNull ? CGRect(x: 0, y: p.top, width: 0, height: 0) : frame.offsetBy(dx: 0, dy: p.top)
        layoutFragmentFrame = frame
        let storage = layoutManager.layoutManager.textStorage
        textLineFragments = p.lines.map { line in
            let range = NSRange(location: p.location + line.range.lowerBound, length: line.range.count)
            let text = storage.map { range.location + range.length <= $0.length ? $0.attributedSubstring(from: range) : NSAttributedString(string: "") }
            return NSTextLineFragment(attributedString: text ?? NSAttributedString(string: ""),
                                      range: NSRange(location: 0, length: range.length), line: line,
                                      origin: CGPoint(x: -frame.minX, y: p.top - frame.minY))
        }
        super.init()
    }

    /// The rectangle drawing touches (the frame, widened a little for ink outside the glyph boxes).
    open var renderingSurfaceBounds: CGRect {
        CGRect(origin: .zero, size: layoutFragmentFrame.size).insetBy(dx: -2, dy: -2)
    }

    /// Draws the fragment's lines with the frame's origin at `point` in `context`.
    open func draw(at point: CGPoint, in context: CGContext) {
        guard let lm = textLayoutManager?.layoutManager else { return }
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let range = NSRange(location: paragraph.location, length: paragraph.length)
        let origin = CGPoint(x: point.x - layoutFragmentFrame.minX, y: point.y - layoutFragmentFrame.minY)
        lm.drawBackground(forGlyphRange: range, at: origin)
        lm.drawGlyphs(forGlyphRange: range, at: origin)
    }

    /// The paragraph's range and frame.
    open override var description: String { "<NSTextLayoutFragment \(rangeInElement) frame = \(layoutFragmentFrame)>" }
}
