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
    /// The font to use for an empty paragraph's line height.
    let defaultFont: FontFace

    var byteCount: Int { utf8.count - 1 }

    /// Splits text into paragraphs at \n, \r, \r\n and U+2029. A trailing separator yields a final empty
    /// paragraph, as in TextKit (so "a\n" is two lines tall).
    static func split(_ text: AttributedText, fallbackFont: FontFace) -> [ParagraphText] {
        let units = Array(text.string.utf16)
        guard !units.isEmpty else { return [] }
        var result: [ParagraphText] = []
        var start = 0
        var i = 0
        func emit(_ end: Int) {
            result.append(ParagraphText(text: text, units: units, range: start..<end, fallbackFont: fallbackFont))
        }
        while i < units.count {
            let u = units[i]
            if u == 0x0A || u == 0x0D || u == 0x2029 {
                emit(i)
                i += (u == 0x0D && i + 1 < units.count && units[i + 1] == 0x0A) ? 2 : 1
                start = i
            } else {
                i += 1
            }
        }
        emit(units.count)
        return result
    }

    private init(text: AttributedText, units: [UInt16], range: Range<Int>, fallbackFont: FontFace) {
        self.range = range
        let slice = Array(units[range])
        let string = String(decoding: slice, as: UTF16.self)
        var bytes = Array(string.utf8CString)
        // Tabs stay tabs; other controls Pango would draw as hex boxes become spaces.
        for k in 0..<bytes.count - 1 where bytes[k] >= 0 && bytes[k] < 0x20 && bytes[k] != 0x09 { bytes[k] = 0x20 }
        utf8 = bytes
        var offsets = [Int](repeating: 0, count: slice.count + 1)
        var byte = 0
        var k = 0
        while k < slice.count {
            offsets[k] = byte
            let u = slice[k]
            if u < 0x80 { byte += 1; k += 1 }
            else if u < 0x800 { byte += 2; k += 1 }
            else if UTF16.isLeadSurrogate(u) && k + 1 < slice.count && UTF16.isTrailSurrogate(slice[k + 1]) {
                offsets[k + 1] = byte + 4
                byte += 4; k += 2
            } else { byte += 3; k += 1 }
        }
        offsets[slice.count] = byte
        utf8Offsets = offsets

        var clipped: [AttributedText.Run] = []
        var position = 0
        for run in text.runs {
            let lower = max(position, range.lowerBound), upper = min(position + run.length, range.upperBound)
            if lower < upper { clipped.append(AttributedText.Run(length: upper - lower, style: run.style)) }
            position += run.length
            if position >= range.upperBound { break }
        }
        let first = text.style(at: range.lowerBound)
        if clipped.isEmpty, let first { clipped = [AttributedText.Run(length: 0, style: first)] }
        runs = clipped
        style = first?.paragraph ?? ParagraphStyle()
        defaultFont = first?.font ?? fallbackFont
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
