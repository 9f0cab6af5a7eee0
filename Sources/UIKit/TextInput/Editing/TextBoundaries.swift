/// Unit boundaries in a string, in UTF-16 offsets: grapheme clusters, words, sentences and paragraphs.
/// Each look-up walks only the text between the offset and the boundary found.
struct TextBoundaries {
    let string: String
    let utf16: String.UTF16View

    init(_ string: String) {
        self.string = string
        utf16 = string.utf16
    }

    var length: Int { utf16.count }

    private func index(_ offset: Int) -> String.Index {
        String.Index(utf16Offset: min(max(0, offset), length), in: string)
    }

    private func offset(_ index: String.Index) -> Int { index.utf16Offset(in: string) }

    // MARK: Characters

    /// The start of the grapheme cluster before `offset` (0 at the start).
    func characterStart(before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        let i = index(offset)
        let rounded = string.index(i, offsetBy: 0)   // rounds down to a character boundary
        if rounded < i { return self.offset(rounded) }
        return self.offset(string.index(before: i))
    }

    /// The end of the grapheme cluster at or after `offset` (the length at the end).
    func characterEnd(after offset: Int) -> Int {
        guard offset < length else { return length }
        return self.offset(string.index(after: index(offset)))
    }

    /// The range of the grapheme cluster holding the unit at `offset`.
    func characterRange(at offset: Int) -> NSRange {
        guard length > 0 else { return NSRange(location: 0, length: 0) }
        let o = min(offset, length - 1)
        let start = characterStart(before: o + 1)
        return NSRange(location: start, length: characterEnd(after: start) - start)
    }

    /// Whether `offset` falls on a grapheme cluster boundary.
    func isCharacterBoundary(_ offset: Int) -> Bool {
        offset <= 0 || offset >= length || characterStart(before: characterEnd(after: offset)) == offset
            || characterEnd(after: characterStart(before: offset)) == offset
    }

    // MARK: Words

    /// Whether a character belongs to a word (letters, digits, marks, connectors, and an apostrophe
    /// between letters).
    static func isWordCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c.unicodeScalars.first.map { $0.properties.generalCategory == .nonspacingMark } == true
    }

    private func character(at offset: Int) -> Character? {
        guard offset < length else { return nil }
        return string[index(offset)]
    }

    private func character(before offset: Int) -> Character? {
        guard offset > 0 else { return nil }
        return string[index(characterStart(before: offset))]
    }

    private func isWord(at offset: Int) -> Bool {
        guard let c = character(at: offset) else { return false }
        if Self.isWordCharacter(c) { return true }
        if c == "'" || c == "’" {
            // An apostrophe inside a word ("don't").
            return character(before: offset).map(Self.isWordCharacter) == true
                && character(at: characterEnd(after: offset)).map(Self.isWordCharacter) == true
        }
        return false
    }

    private func isWord(before offset: Int) -> Bool { offset > 0 && isWord(at: characterStart(before: offset)) }

    /// The start of the word before `offset`, skipping what is not a word first (option-left).
    func wordStart(before offset: Int) -> Int {
        var o = min(offset, length)
        while o > 0, !isWord(before: o) { o = characterStart(before: o) }
        while o > 0, isWord(before: o) { o = characterStart(before: o) }
        return o
    }

    /// The end of the word after `offset`, skipping what is not a word first (option-right).
    func wordEnd(after offset: Int) -> Int {
        var o = max(offset, 0)
        while o < length, !isWord(at: o) { o = characterEnd(after: o) }
        while o < length, isWord(at: o) { o = characterEnd(after: o) }
        return o
    }

    /// The word holding or touching `offset`; nil when `offset` touches no word.
    func wordRange(at offset: Int) -> NSRange? {
        guard isWord(at: offset) || isWord(before: offset) else { return nil }
        var start = offset, end = offset
        while start > 0, isWord(before: start) { start = characterStart(before: start) }
        while end < length, isWord(at: end) { end = characterEnd(after: end) }
        return NSRange(location: start, length: end - start)
    }

    /// What a double tap selects at `offset`: the word there, else the run of spaces or the one
    /// punctuation character there.
    func doubleTapRange(at offset: Int) -> NSRange {
        if let word = wordRange(at: offset) { return word }
        guard length > 0 else { return NSRange(location: 0, length: 0) }
        let o = offset >= length ? characterStart(before: length) : offset
        if let c = character(at: o), c.isWhitespace, !c.isNewline {
            var start = o, end = o
            while start > 0, character(before: start).map({ $0.isWhitespace && !$0.isNewline }) == true { start = characterStart(before: start) }
            while end < length, character(at: end).map({ $0.isWhitespace && !$0.isNewline }) == true { end = characterEnd(after: end) }
            return NSRange(location: start, length: end - start)
        }
        return characterRange(at: o)
    }

    // MARK: Paragraphs

    private static func isParagraphSeparator(_ unit: UInt16) -> Bool { unit == 10 || unit == 13 || unit == 0x2029 || unit == 0x85 }

    private func unit(_ offset: Int) -> UInt16 { utf16[utf16.index(utf16.startIndex, offsetBy: offset)] }

    /// The start of the paragraph holding `offset`.
    func paragraphStart(_ offset: Int) -> Int {
        var o = min(max(offset, 0), length)
        while o > 0, !Self.isParagraphSeparator(unit(o - 1)) { o -= 1 }
        return o
    }

    /// The end of the paragraph holding `offset`, before its separator.
    func paragraphEnd(_ offset: Int) -> Int {
        var o = min(max(offset, 0), length)
        while o < length, !Self.isParagraphSeparator(unit(o)) { o += 1 }
        return o
    }

    /// The paragraph holding `offset`, with its separator.
    func paragraphRange(at offset: Int) -> NSRange {
        let start = paragraphStart(offset)
        var end = paragraphEnd(offset)
        if end < length {
            end += (unit(end) == 13 && end + 1 < length && unit(end + 1) == 10) ? 2 : 1
        }
        return NSRange(location: start, length: end - start)
    }

    // MARK: Sentences

    private func endsSentence(_ c: Character) -> Bool { c == "." || c == "!" || c == "?" || c == "。" || c == "！" || c == "？" }

    /// The start of the sentence holding `offset`: after the last sentence end followed by spaces, or
    /// the paragraph's start.
    func sentenceStart(_ offset: Int) -> Int {
        let floor = paragraphStart(offset)
        var o = min(offset, length)
        // Step back over the spaces after a sentence's end, so a position there belongs to the next sentence.
        while o > floor {
            let before = characterStart(before: o)
            guard let c = character(at: before) else { break }
            if c.isWhitespace {
                var p = before
                while p > floor, character(before: p).map({ $0.isWhitespace }) == true { p = characterStart(before: p) }
                if p > floor, let prev = character(before: p), endsSentence(prev) { return o }
            }
            o = before
        }
        return floor
    }

    /// The end of the sentence holding `offset`, after its punctuation and trailing spaces, or the
    /// paragraph's end.
    func sentenceEnd(_ offset: Int) -> Int {
        let ceiling = paragraphEnd(offset)
        var o = max(offset, 0)
        while o < ceiling {
            guard let c = character(at: o) else { break }
            o = characterEnd(after: o)
            if endsSentence(c), o >= ceiling || character(at: o).map({ $0.isWhitespace }) == true {
                while o < ceiling, character(at: o).map({ $0.isWhitespace }) == true { o = characterEnd(after: o) }
                return o
            }
        }
        return ceiling
    }
}
