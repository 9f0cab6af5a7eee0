import Foundation
import TextEngine

/// Lays a text storage's characters out in text containers and draws them: TextKit 1's layout manager.
///
/// Layout is per paragraph and incremental. An edit reported by the storage invalidates only the
/// paragraphs it touched; they are laid out again on the next query, and the paragraphs below keep
/// their lines and just move by the change in height. Lines flow around the container's exclusion
/// paths: a line fragment is split into the pieces the paths leave, each holding part of the line.
///
/// Where Tessera differs:
/// - Glyphs are UTF-16 code units: glyph index `i` is character index `i`, and `numberOfGlyphs` is the
///   storage's length (Pango shapes clusters internally, but exposes no glyph stream TextKit-style).
/// - All the text is laid out in the first container; further containers receive none.
/// - `allowsNonContiguousLayout` is honoured by laying out only as far as a query needs (always from
///   the top), so `hasNonContiguousLayout` stays false.
/// - Like Apple's, it is not bound to the main actor but must be used from one thread at a time.
open class NSLayoutManager: NSObject {
    /// The text laid out (the storage owns its layout managers, so this reference is weak).
    open internal(set) weak var textStorage: NSTextStorage? {
        didSet {
            guard textStorage !== oldValue else { return }
            rebuildParagraphs()
        }
    }

    /// The containers text is laid out in, in order.
    open private(set) var textContainers: [NSTextContainer] = []

    /// Told about and consulted on layout.
    open weak var delegate: (any NSLayoutManagerDelegate)?

    /// Whether layout may be done only for the parts queried (true: laid out lazily, from the top).
    open var allowsNonContiguousLayout = false

    /// Whether some text is laid out after text that is not (never, in Tessera).
    open var hasNonContiguousLayout: Bool { false }

    /// Whether lines are as tall as the font's line height including its leading (true, as TextKit).
    open var usesFontLeading = true {
        didSet { if usesFontLeading != oldValue { invalidateAll() } }
    }

    /// Whether tabs, spaces and line ends are drawn as visible marks (not drawn in Tessera; kept for clients).
    open var showsInvisibleCharacters = false
    /// Whether control characters are drawn as visible marks (not drawn in Tessera; kept for clients).
    open var showsControlCharacters = false

    /// Attributes links are drawn with (a text view's `linkTextAttributes`), over the link's own.
    var linkAttributes: [NSAttributedString.Key: Any]?

    /// Paragraphs of the storage, in order.
    var paragraphs: [ParagraphLayout] = []
    /// Whether some paragraph needs layout or moving.
    var needsLayoutPass = true
    /// How many paragraphs were laid out since creation (tests count incremental layout with it).
    var paragraphLayoutCount = 0
    /// Last size seen for each container, to tell the delegate the old size.
    private var knownSizes: [ObjectIdentifier: CGSize] = [:]
    /// Where the container's line limit or height cuts the text: the paragraph and line index of the
    /// first line not shown (nil: everything shows), and the replacement for the last shown line.
    var cut: (paragraph: Int, line: Int)?
    var truncatedLastLine: (paragraph: Int, line: TextLine)?

    /// Creates a layout manager without storage or containers.
    public override init() {
        super.init()
    }

    /// Creates a layout manager from an archive; Tessera has no nibs, so this makes an empty one.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    // MARK: Containers

    /// Appends a container (it becomes this manager's).
    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    /// Inserts a container at `index`.
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        guard index >= 0, index <= textContainers.count else {
            TesseraLog.error("UIKit", "NSLayoutManager.insertTextContainer(_:at:): index \(index) beyond bounds [0 .. \(textContainers.count)]; ignored")
            return
        }
        if let old = container.layoutManager, old !== self, let i = old.textContainers.firstIndex(where: { $0 === container }) {
            old.removeTextContainer(at: i)
        }
        textContainers.removeAll { $0 === container }
        textContainers.insert(container, at: min(index, textContainers.count))
        container.layoutManager = self
        knownSizes[ObjectIdentifier(container)] = container.size
        invalidateAll()
    }

    /// Removes the container at `index`.
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else {
            TesseraLog.error("UIKit", "NSLayoutManager.removeTextContainer(at:): index \(index) beyond bounds; ignored")
            return
        }
        let container = textContainers.remove(at: index)
        if container.layoutManager === self { container.layoutManager = nil }
        knownSizes[ObjectIdentifier(container)] = nil
        invalidateAll()
    }

    /// A container's size, padding, exclusion paths or line limit changed: its layout is invalidated.
    open func textContainerChangedGeometry(_ container: NSTextContainer) {
        let id = ObjectIdentifier(container)
        let old = knownSizes[id]
        knownSizes[id] = container.size
        invalidateAll()
        if let old, old != container.size {
            delegate?.layoutManager(self, textContainer: container, didChangeGeometryFrom: old)
        }
    }

    /// The container the text is laid out in.
    var primaryContainer: NSTextContainer? { textContainers.first }

    // MARK: Glyphs and characters

    /// The number of glyphs: the storage's length (one glyph per UTF-16 unit in Tessera).
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    /// Whether `glyphIndex` is a glyph.
    open func isValidGlyphIndex(_ glyphIndex: Int) -> Bool { glyphIndex >= 0 && glyphIndex < numberOfGlyphs }

    /// The glyphs of a character range (the same range, clamped to the text).
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        let range = clamped(charRange)
        actualCharRange?.pointee = range
        return range
    }

    /// The characters of a glyph range (the same range, clamped to the text).
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let range = clamped(glyphRange)
        actualGlyphRange?.pointee = range
        return range
    }

    /// The character a glyph stands for (the same index).
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { max(0, min(glyphIndex, numberOfGlyphs)) }

    /// The glyph of a character (the same index).
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { max(0, min(charIndex, numberOfGlyphs)) }

    func clamped(_ range: NSRange) -> NSRange {
        let total = numberOfGlyphs
        guard range.location != NSNotFound else { return NSRange(location: total, length: 0) }
        let lower = max(0, min(range.location, total))
        let upper = max(lower, min(range.location &+ max(range.length, 0), total))
        return NSRange(location: lower, length: upper - lower)
    }

    // MARK: Invalidation

    /// The storage changed: the touched paragraphs are split again and invalidated, later ones move.
    /// `newCharRange` is the edited range in the new text; `delta` the change in length.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
                             range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        guard textStorage === self.textStorage else { return }
        guard !paragraphs.isEmpty, newCharRange.location != NSNotFound else {
            rebuildParagraphs()
            displayInvalidated?()
            return
        }
        let oldStart = newCharRange.location
        let oldEnd = newCharRange.location + max(0, newCharRange.length - delta)
        var first = paragraphIndex(containing: oldStart)
        let last = paragraphIndex(containing: oldEnd)
        // A character edit may join the previous paragraph (a deleted or a new terminator next to it).
        if editMask.contains(.editedCharacters), first > 0, paragraphs[first].location == oldStart { first -= 1 }
        let spanStart = paragraphs[first].location
        let spanEnd = paragraphs[last].end + delta
        let total = textStorage.length
        guard spanStart <= spanEnd, spanEnd <= total else {
            rebuildParagraphs()
            displayInvalidated?()
            return
        }
        let atEnd = spanEnd == total
        let units = (textStorage.string as NSString).substring(with: NSRange(location: spanStart, length: spanEnd - spanStart)).utf16
        var replacement = ParagraphLayout.split(units, base: spanStart, atEnd: atEnd)
        // A span ending in a terminator before more text ends exactly at the next paragraph.
        if !atEnd, let tail = replacement.last, tail.terminatorLength == 0, tail.contentLength == 0, replacement.count > 1 {
            replacement.removeLast()
        }
        let top = paragraphs[first].top
        for p in replacement { p.top = top }
        paragraphs.replaceSubrange(first...last, with: replacement)
        for p in paragraphs[(first + replacement.count)...] { p.location += delta }
        needsLayoutPass = true
        delegate?.layoutManagerDidInvalidateLayout(self)
        displayInvalidated?()
    }

    /// Invalidates the layout of the paragraphs holding `charRange`; `actualCharRange` gets their range.
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {
        guard !paragraphs.isEmpty else { actualCharRange?.pointee = NSRange(location: 0, length: 0); return }
        let range = clamped(charRange)
        let a = paragraphIndex(containing: range.location), b = paragraphIndex(containing: range.location + range.length)
        for p in paragraphs[a...b] { p.isValid = false }
        actualCharRange?.pointee = NSRange(location: paragraphs[a].location, length: paragraphs[b].end - paragraphs[a].location)
        needsLayoutPass = true
        delegate?.layoutManagerDidInvalidateLayout(self)
    }

    /// Invalidates glyphs for changed characters (layout is invalidated with them in Tessera).
    open func invalidateGlyphs(forCharacterRange charRange: NSRange, changeInLength delta: Int,
                               actualCharacterRange actualCharRange: NSRangePointer?) {
        invalidateLayout(forCharacterRange: charRange, actualCharacterRange: actualCharRange)
    }

    /// Marks the views showing `charRange` for redisplay.
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {
        displayInvalidated?()
    }

    /// Marks the views showing `glyphRange` for redisplay.
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {
        displayInvalidated?()
    }

    /// Called when display is invalidated (a text view redraws).
    var displayInvalidated: (() -> Void)?

    func invalidateAll() {
        for p in paragraphs { p.isValid = false }
        needsLayoutPass = true
        delegate?.layoutManagerDidInvalidateLayout(self)
    }

    /// Splits the whole storage into paragraphs again (all invalid).
    func rebuildParagraphs() {
        if let storage = textStorage {
            paragraphs = ParagraphLayout.split(storage.string.utf16, base: 0, atEnd: true)
        } else {
            paragraphs = []
        }
        needsLayoutPass = true
    }

    /// The index of the paragraph holding character `index` (a paragraph's start belongs to it; the
    /// end of text to the last paragraph).
    func paragraphIndex(containing index: Int) -> Int {
        var lo = 0, hi = paragraphs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if paragraphs[mid].location <= index { lo = mid } else { hi = mid - 1 }
        }
        return max(0, lo)
    }

    /// The index of the first paragraph whose bottom is below `y` (the last one past the end).
    func paragraphIndex(atY y: CGFloat) -> Int {
        var lo = 0, hi = paragraphs.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if paragraphs[mid].bottom <= y { lo = mid + 1 } else { hi = mid }
        }
        return max(0, lo)
    }

    // MARK: Drawing (overridable)

    /// Draws the backgrounds of the glyphs of `glyphsToShow` (their `.backgroundColor` runs, as tall as
    /// their lines), the container's origin at `origin` in the current context.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        drawBackgroundImplementation(forGlyphRange: glyphsToShow, at: origin)
    }

    /// Draws the glyphs of `glyphsToShow` (whole lines) and their attachments, the container's origin
    /// at `origin` in the current context.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        drawGlyphsImplementation(forGlyphRange: glyphsToShow, at: origin)
    }

    /// A short description.
    open override var description: String {
        "<NSLayoutManager: \(textContainers.count) containers, \(numberOfGlyphs) glyphs>"
    }
}
