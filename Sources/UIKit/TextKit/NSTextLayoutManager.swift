import Foundation

/// TextKit 2's layout manager: lays a content manager's document out in one text container, as
/// layout fragments (one per paragraph) holding line fragments.
///
/// Where Tessera differs: it is a facade over Tessera's TextKit 1 layout (an `NSLayoutManager` over the
/// same storage), so both stacks lay out identically and incrementally; fragments are made when
/// enumerated and describe the layout at that moment. Viewport layout controllers are absent.
open class NSTextLayoutManager: NSObject {
    /// The document laid out.
    open internal(set) weak var textContentManager: NSTextContentManager?
    /// Where the text is laid out.
    open var textContainer: NSTextContainer? {
        didSet {
            if let old = oldValue, let i = layoutManager.textContainers.firstIndex(where: { $0 === old }) {
                layoutManager.removeTextContainer(at: i)
            }
            if let textContainer {
                layoutManager.addTextContainer(textContainer)
                textContainer.textLayoutManager = self
            }
        }
    }
    /// The TextKit 1 layout answering for this one.
    let layoutManager = NSLayoutManager()

    /// Creates a layout manager; add it to a content manager and give it a container.
    public override init() {
        super.init()
    }

    /// Creates a layout manager from an archive; Tessera has no nibs, so this makes an empty one.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Lays out `storage`'s text from now on.
    func attach(to storage: NSTextStorage?) {
        layoutManager.textStorage?.removeLayoutManager(layoutManager)
        storage?.addLayoutManager(layoutManager)
    }

    /// The whole document.
    open var documentRange: NSTextRange {
        textContentManager?.documentRange ?? NSTextRange(location: TextOffsetLocation(0))
    }

    /// The rectangle the laid-out text uses in the container.
    open var usageBoundsForTextContainer: CGRect {
        guard let container = textContainer else { return .zero }
        return layoutManager.usedRect(for: container)
    }

    /// Lays out the text of `range`.
    open func ensureLayout(for range: NSTextRange) {
        layoutManager.ensureLayout(forCharacterRange: range.nsRange)
    }

    /// Lays out the text as far as `bounds` reaches.
    open func ensureLayout(for bounds: CGRect) {
        guard let container = textContainer else { return }
        layoutManager.ensureLayout(forBoundingRect: bounds, in: container)
    }

    /// Forgets the layout of `range`.
    open func invalidateLayout(for range: NSTextRange) {
        layoutManager.invalidateLayout(forCharacterRange: range.nsRange, actualCharacterRange: nil)
    }

    /// Calls `block` with the layout fragment of each paragraph from the one holding `location` (the
    /// document's start when nil), forward or (with `.reverse`) backward, until it returns false.
    /// Returns the location where enumeration stopped (nil when it ran to the end).
    @discardableResult
    open func enumerateTextLayoutFragments(from location: (any NSTextLocation)?, options: NSTextLayoutFragment.EnumerationOptions = [],
                                           using block: (NSTextLayoutFragment) -> Bool) -> (any NSTextLocation)? {
        let lm = layoutManager
        lm.layOutAll()
        guard !lm.paragraphs.isEmpty else { return nil }
        let reverse = options.contains(.reverse)
        let start = location.map { lm.paragraphIndex(containing: $0.utf16Offset) } ?? (reverse ? lm.paragraphs.count - 1 : 0)
        let indices: [Int] = reverse ? Array((0...start).reversed()) : Array(start..<lm.paragraphs.count)
        for i in indices {
            let p = lm.paragraphs[i]
            if p.length == 0 && i > 0 && !options.contains(.ensuresExtraLineFragment) { continue }
            let fragment = NSTextLayoutFragment(paragraph: p, layoutManager: self)
            if !block(fragment) { return fragment.rangeInElement.location }
        }
        return nil
    }

    /// The layout fragment holding `location`.
    open func textLayoutFragment(for location: any NSTextLocation) -> NSTextLayoutFragment? {
        layoutManager.layOutAll()
        guard !layoutManager.paragraphs.isEmpty else { return nil }
        return NSTextLayoutFragment(paragraph: layoutManager.paragraphs[layoutManager.paragraphIndex(containing: location.utf16Offset)],
                                    layoutManager: self)
    }

    /// The layout fragment at `position` (container coordinates), nil outside the text's paragraphs.
    open func textLayoutFragment(for position: CGPoint) -> NSTextLayoutFragment? {
        layoutManager.layOutAll()
        guard !layoutManager.paragraphs.isEmpty else { return nil }
        let p = layoutManager.paragraphs[layoutManager.paragraphIndex(atY: position.y)]
        guard position.y >= p.top, position.y < p.bottom else { return nil }
        return NSTextLayoutFragment(paragraph: p, layoutManager: self)
    }
}
