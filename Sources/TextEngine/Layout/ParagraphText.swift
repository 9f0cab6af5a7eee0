import CPango
import CoreGraphics

/// One paragraph prepared for Pango: its UTF-8 bytes, index maps both ways, and its runs.
struct ParagraphText {
    /// The paragraph's UTF-16 range in the whole text (without its terminator).
    private(set) var range: Range<Int>
    let utf8: [CChar]
    /// UTF-8 byte offset of each UTF-16 offset (count + 1 entries; mid-surrogate offsets map forward).
    let utf8Offsets: [Int]
    /// Runs clipped to the paragraph, lengths in UTF-16 units.
    let runs: [AttributedText.Run]
    /// The style of the paragraph's first character.
    let style: ParagraphStyle
    /// The font to use for an empty paragraph's line height, and the layout's base font.
    let defaultFont: FontFace
    /// The text colour when every run has the same colour and shadow (drawn as cairo's source, with no
    /// colour attributes); nil when runs differ.
    let uniformColor: CGColor?
    /// Whether the paragraph holds a tab character.
    let hasTabs: Bool

    var byteCount: Int { utf8.count - 1 }

    /// Splits text into paragraphs at \n, \r, \r\n and U+2029. A trailing separator yields a final empty
    /// paragraph, as in TextKit (so "a\n" is two lines tall). Works on the string's UTF-8 bytes, counting
    /// UTF-16 units on the way (ranges are in UTF-16, as NSAttributedString's).
    static func split(_ text: AttributedText, fallbackFont: FontFace) -> [ParagraphText] {
        var string = text.string
        return string.withUTF8 { bytes in
            guard !bytes.isEmpty else { return [] }
            var result: [ParagraphText] = []
            var start = 0, startUnit = 0, i = 0, unit = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                let separator = b == 0x0A || b == 0x0D || (b == 0xE2 && i + 2 < n && bytes[i + 1] == 0x80 && bytes[i + 2] == 0xA9)
                guard separator else {
                    // Continuation bytes add no unit; four-byte sequences are surrogate pairs.
                    unit += b & 0xC0 == 0x80 ? 0 : b >= 0xF0 ? 2 : 1
                    i += 1
                    continue
                }
                result.append(ParagraphText(text: text, bytes: UnsafeBufferPointer(rebasing: bytes[start..<i]),
                                            range: startUnit..<unit, fallbackFont: fallbackFont))
                let crlf = b == 0x0D && i + 1 < n && bytes[i + 1] == 0x0A
                i += crlf ? 2 : b == 0xE2 ? 3 : 1
                unit += crlf ? 2 : 1
                start = i
                startUnit = unit
            }
            result.append(ParagraphText(text: text, bytes: UnsafeBufferPointer(rebasing: bytes[start..<n]),
                                        range: startUnit..<unit, fallbackFont: fallbackFont))
            return result
        }
    }

    private init(text: AttributedText, bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, fallbackFont: FontFace) {
        self.range = range
        (utf8, utf8Offsets, hasTabs) = Self.printableASCIIBytes(bytes) ?? Self.pangoBytes(bytes, units: range.count)
        (runs, style, defaultFont, uniformColor) = Self.runs(of: text, in: range, fallbackFont: fallbackFont)
    }

    /// What `pangoBytes` gives for printable ASCII (space to tilde), made without its checks: most strings
    /// drawn are such, one byte a unit with nothing for Pango to be given differently, so the bytes and
    /// the identity map are copied as they are. Nil for any other byte.
    static func printableASCIIBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> (utf8: [CChar], offsets: [Int], hasTabs: Bool)? {
        for b in bytes where b < 0x20 || b >= 0x7F { return nil }
        // Both arrays are made with room for the bytes and one more (the NUL, the end's offset), and
        // every element is written before the count is set.
        let utf8 = [CChar](unsafeUninitializedCapacity: bytes.count + 1) { buffer, count in
            bytes.withMemoryRebound(to: CChar.self) { source in
                if let base = source.baseAddress { buffer.baseAddress!.initialize(from: base, count: source.count) }
            }
            buffer[bytes.count] = 0
            count = bytes.count + 1
        }
        let offsets = [Int](unsafeUninitializedCapacity: bytes.count + 1) { buffer, count in
            for i in 0...bytes.count { buffer[i] = i }
            count = bytes.count + 1
        }
        return (utf8, offsets, false)
    }

    /// The bytes Pango is given for a paragraph's UTF-8 `bytes` (NUL-terminated), the byte offset of each of
    /// its `units` UTF-16 units (and of its end), and whether it holds a tab.
    static func pangoBytes(_ bytes: UnsafeBufferPointer<UInt8>, units: Int) -> (utf8: [CChar], offsets: [Int], hasTabs: Bool) {
        var utf8: [CChar] = []
        utf8.reserveCapacity(bytes.count + 1)
        var offsets = [Int](repeating: 0, count: units + 1)
        var unit = 0, k = 0, previousLead = -1
        var tabs = false
        while k < bytes.count {
            let b = bytes[k]
            if b == 0xF0, let scalar = Self.scalar(in: bytes, at: k), (0x1F3FB...0x1F3FF).contains(scalar.value),
               previousLead < 0 || Self.scalar(in: bytes, at: previousLead)?.properties.isEmojiModifierBase != true {
                // A skin-tone modifier after a character it cannot modify is a cluster of its own for Pango
                // but a line-break opportunity inside the previous one, which Pango 1.50 fails to take and
                // aborts on an assertion: a word joiner before it (three bytes, no UTF-16 unit) takes the
                // opportunity away.
                utf8 += [CChar(bitPattern: 0xE2), CChar(bitPattern: 0x81), CChar(bitPattern: 0xA0)]
            }
            if b & 0xC0 != 0x80 { previousLead = k }
            // (Controls other than tabs become spaces below, so they count as spaces here.)
            if b <= 0x20, b != 0x09, k + 1 < bytes.count, bytes[k + 1] >= 0x80,
               let next = Self.scalar(in: bytes, at: k + 1), next.properties.isGraphemeExtend || next == "\u{200D}" {
                // A space that marks (or a zero-width joiner) extend into one cluster: Pango 1.50 offers a line
                // break after the space, inside the cluster, cannot take it, and aborts on an assertion. It
                // gets a no-break space (a byte longer), which offers no break there.
                offsets[unit] = utf8.count
                utf8 += [CChar(bitPattern: 0xC2), CChar(bitPattern: 0xA0)]
                unit += 1
                k += 1
                continue
            }
            if b == 0xC2, k + 1 < bytes.count, bytes[k + 1] == 0x85 {
                // NEL (U+0085) ends a line as U+2028 does, and Pango gets U+2028 (a byte longer): wrapping a
                // NEL that follows an emoji skin-tone modifier fails an assertion in Pango 1.50, which aborts.
                offsets[unit] = utf8.count
                utf8 += [CChar(bitPattern: 0xE2), CChar(bitPattern: 0x80), CChar(bitPattern: 0xA8)]
                unit += 1
                k += 2
                continue
            }
            if b & 0xC0 != 0x80 {
                offsets[unit] = utf8.count
                if b >= 0xF0 {
                    // The second unit of a surrogate pair maps past the character.
                    offsets[unit + 1] = utf8.count + 4
                    unit += 2
                } else {
                    unit += 1
                }
            }
            // Tabs stay tabs; other controls Pango would draw as hex boxes become spaces.
            utf8.append(b < 0x20 && b != 0x09 ? 0x20 : CChar(bitPattern: b))
            if b == 0x09 { tabs = true }
            k += 1
        }
        offsets[units] = utf8.count
        utf8.append(0)
        return (utf8, offsets, tabs)
    }

    /// The runs of `text` clipped to `range`, the paragraph style and font of its first character, and
    /// the colour every run shares (see `uniformColor`).
    private static func runs(of text: AttributedText, in range: Range<Int>, fallbackFont: FontFace)
        -> (runs: [AttributedText.Run], style: ParagraphStyle, defaultFont: FontFace, uniformColor: CGColor?) {
        let all = text.runs
        var clipped: [AttributedText.Run]
        if all.count == 1, range.lowerBound == 0, all[0].length == range.count {
            // One run that is the whole paragraph (the usual string drawn): the text's own array.
            clipped = all
        } else {
            clipped = []
            var position = 0
            for index in all.indices {
                let length = all[index].length
                let lower = max(position, range.lowerBound), upper = min(position + length, range.upperBound)
                if lower < upper { clipped.append(AttributedText.Run(length: upper - lower, style: all[index].style)) }
                position += length
                if position >= range.upperBound { break }
            }
        }
        var firstIndex: Int?
        var position = 0
        for index in all.indices {
            if range.lowerBound < position + all[index].length { firstIndex = index; break }
            position += all[index].length
        }
        if firstIndex == nil, !all.isEmpty { firstIndex = all.count - 1 }
        if clipped.isEmpty, let firstIndex { clipped = [AttributedText.Run(length: 0, style: all[firstIndex].style)] }
        let style = firstIndex.map { all[$0].style.paragraph } ?? ParagraphStyle()
        let font = firstIndex.map { all[$0].style.font } ?? fallbackFont
        guard !clipped.isEmpty else { return (clipped, style, font, .black) }
        let color = clipped[0].style.foregroundColor ?? .black
        // A loop, not `allSatisfy`: each run's style stays where it is instead of being copied out.
        for index in clipped.indices.dropFirst() {
            if (clipped[index].style.foregroundColor ?? .black) != color || clipped[index].style.shadow != clipped[0].style.shadow {
                return (clipped, style, font, nil)
            }
        }
        return (clipped, style, font, color)
    }

    /// The scalar whose UTF-8 encoding starts at `index` (nil when the bytes there are not one).
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Unicode.Scalar? {
        let lead = bytes[index]
        let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + count <= bytes.count else { return nil }
        var value = UInt32(lead) & (count == 4 ? 0x07 : count == 3 ? 0x0F : 0x1F)
        for i in 1..<count { value = value << 6 | UInt32(bytes[index + i] & 0x3F) }
        return Unicode.Scalar(value)
    }

    /// This paragraph as if it began at `offset` of an enclosing text (for truncated tails laid out alone).
    func shifted(to offset: Int) -> ParagraphText {
        var copy = self
        copy.range = offset..<(offset + range.count)
        return copy
    }

    /// The UTF-16 offset (in the whole text) of a UTF-8 byte index of this paragraph.
    func utf16Offset(ofByte byteIndex: Int) -> Int {
        var lo = 0, hi = utf8Offsets.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if utf8Offsets[mid] <= byteIndex { lo = mid } else { hi = mid - 1 }
        }
        return range.lowerBound + lo
    }

    /// The UTF-8 byte index of a UTF-16 offset in the whole text.
    func byteIndex(ofUTF16 offset: Int) -> Int {
        utf8Offsets[min(max(offset - range.lowerBound, 0), utf8Offsets.count - 1)]
    }

    /// The direction the paragraph is laid out in.
    var isRightToLeft: Bool {
        switch style.baseWritingDirection {
        case .leftToRight: return false
        case .rightToLeft: return true
        case .natural: return tessera_paragraph_direction(utf8, Int32(byteCount)) < 0
        }
    }
}
