/// The standard tokenizer: finds characters (grapheme clusters), words, sentences, paragraphs, lines
/// and the document in a text input's text.
///
/// Lines come from the text input's layout when it is one of Tessera's editors (a text field or text
/// view); for other inputs a line is a paragraph, since the tokenizer cannot see their layout.
/// Subclass it to change what counts as a unit, as on iOS.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    /// The text input whose text is tokenized (held weakly: the input owns its tokenizer).
    private weak var input: (AnyObject & UITextInput)?

    /// Creates a tokenizer for a text input.
    public init(textInput: UIResponder & UITextInput) {
        input = textInput
        super.init()
    }

    /// Creates a tokenizer for any text input (a Tessera addition for inputs that are not responders).
    init(textInput: UITextInput) {
        input = textInput
        super.init()
    }

    /// The input's text and the position's offset in it.
    private func context(_ position: UITextPosition) -> (TextBoundaries, Int, UITextInput)? {
        guard let input else { return nil }
        let start = input.beginningOfDocument
        guard let all = input.textRange(from: start, to: input.endOfDocument), let text = input.text(in: all) else { return nil }
        let offset = input.offset(from: start, to: position)
        let boundaries = TextBoundaries(text)
        guard offset >= 0, offset <= boundaries.length else { return nil }
        return (boundaries, offset, input)
    }

    /// The range of the unit enclosing (or touching, on `forward`'s side) an offset.
    private func unitRange(_ b: TextBoundaries, _ offset: Int, _ granularity: UITextGranularity, forward: Bool, input: UITextInput) -> NSRange? {
        switch granularity {
        case .character:
            if forward { return offset < b.length ? b.characterRange(at: offset) : nil }
            return offset > 0 ? b.characterRange(at: b.characterStart(before: offset)) : nil
        case .word:
            guard let word = b.wordRange(at: offset) else { return nil }
            // On a boundary, only the word on the direction's side encloses the position.
            if forward, word.location + word.length == offset { return nil }
            if !forward, word.location == offset { return nil }
            return word
        case .sentence:
            let probe = forward ? offset : max(0, offset - 1)
            if forward, offset >= b.length { return nil }
            if !forward, offset == 0 { return nil }
            let start = b.sentenceStart(probe)
            return NSRange(location: start, length: b.sentenceEnd(start) - start)
        case .paragraph:
            if forward, offset >= b.length { return nil }
            if !forward, offset == 0 { return nil }
            let p = b.paragraphRange(at: forward ? offset : offset - 1)
            return NSRange(location: p.location, length: b.paragraphEnd(p.location) - p.location)
        case .line:
            if let lines = input as? TextLineProviding { return lines.lineRange(at: offset, forward: forward) }
            return unitRange(b, offset, .paragraph, forward: forward, input: input)
        case .document:
            return NSRange(location: 0, length: b.length)
        }
    }

    private func position(_ offset: Int, in input: UITextInput) -> UITextPosition? {
        input.position(from: input.beginningOfDocument, offset: offset)
    }

    /// The range of the unit at `granularity` around `position`, looking in `direction` on a boundary.
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let (b, offset, input) = context(position),
              let range = unitRange(b, offset, granularity, forward: direction.isForward, input: input),
              let start = self.position(range.location, in: input), let end = self.position(range.location + range.length, in: input) else { return nil }
        return input.textRange(from: start, to: end)
    }

    /// Whether `position` ends a unit (forward) or starts one (backward).
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (b, offset, input) = context(position) else { return false }
        if granularity == .document { return direction.isForward ? offset == b.length : offset == 0 }
        let forward = direction.isForward
        guard let range = unitRange(b, offset, granularity, forward: !forward, input: input) else {
            return granularity == .character ? true : false
        }
        return forward ? range.location + range.length == offset : range.location == offset
    }

    /// The next unit boundary from `position` in `direction`: the end of the unit (forward) or the start
    /// of the unit (backward) holding or following the position.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let (b, offset, input) = context(position) else { return nil }
        let forward = direction.isForward
        if forward ? offset >= b.length : offset <= 0 { return nil }
        let target: Int
        switch granularity {
        case .character: target = forward ? b.characterEnd(after: offset) : b.characterStart(before: offset)
        case .word: target = forward ? b.wordEnd(after: offset) : b.wordStart(before: offset)
        case .sentence: target = forward ? b.sentenceEnd(offset) : b.sentenceStart(offset - 1)
        case .paragraph:
            if forward {
                let end = b.paragraphEnd(offset)
                target = end == offset ? b.paragraphEnd(b.paragraphRange(at: offset).location + b.paragraphRange(at: offset).length) : end
            } else {
                target = b.paragraphStart(offset - 1)
            }
        case .line:
            if let lines = input as? TextLineProviding, let range = lines.lineRange(at: offset, forward: forward) {
                target = forward ? range.location + range.length : range.location
            } else {
                target = forward ? b.paragraphEnd(offset) == offset ? b.paragraphEnd(offset + 1) : b.paragraphEnd(offset) : b.paragraphStart(offset - 1)
            }
        case .document: target = forward ? b.length : 0
        }
        return self.position(target, in: input)
    }

    /// Whether `position` is inside a unit, or at its edge on the `direction` side.
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (b, offset, input) = context(position) else { return false }
        return unitRange(b, offset, granularity, forward: direction.isForward, input: input) != nil
    }
}

/// A text input that knows its laid-out lines (Tessera's editors), so the string tokenizer's line unit
/// follows the layout.
@MainActor
protocol TextLineProviding: AnyObject {
    /// The visual line holding `offset` (without its line break), looking forward or backward when the
    /// offset is at a line's edge; nil at the document's edge in that direction.
    func lineRange(at offset: Int, forward: Bool) -> NSRange?
}
