import Foundation
import TextEngine

/// One laid-out line fragment of a paragraph: where it sits, which characters it holds, and which
/// engine layout line draws it.
struct TextLine {
    /// The line fragment rectangle (container x; y from the paragraph's top).
    var rect: CGRect
    /// The part of `rect` the glyphs use, padding included (same coordinates).
    var usedRect: CGRect
    /// The baseline's y (from the paragraph's top).
    var baseline: CGFloat
    /// The characters, relative to the paragraph's start (the last line includes the terminator).
    var range: Range<Int>
    /// The engine layout and its line that draw this fragment.
    var layout: TextLayout
    var layoutLine: Int
    /// Where the engine layout's origin sits (container x; y from the paragraph's top).
    var origin: CGPoint
    /// Where the engine layout's text starts, relative to the paragraph's start.
    var textOffset: Int
    /// Whether an ellipsis cut the line (the container's line limit or height).
    var isTruncated = false
}

/// One paragraph of the text storage and, once laid out, its line fragments.
final class ParagraphLayout {
    /// The first character in the storage.
    var location: Int
    /// The characters before the terminator.
    var contentLength: Int
    /// The terminator's length: 1 (\n, \r, U+2029), 2 (\r\n) or 0 (the last paragraph).
    var terminatorLength: Int
    /// Whether `lines` match the text and the container.
    var isValid = false
    /// The top of the paragraph's first line fragment, in the container.
    var top: CGFloat = 0
    /// From `top` to the last line fragment's bottom (paragraph spacing included).
    var height: CGFloat = 0
    var lines: [TextLine] = []
    /// Attachments (paragraph-relative character offset, attachment) and background colour runs.
    var attachments: [(offset: Int, attachment: NSTextAttachment)] = []
    var backgrounds: [(range: Range<Int>, color: UIColor)] = []

    init(location: Int, contentLength: Int, terminatorLength: Int) {
        self.location = location
        self.contentLength = contentLength
        self.terminatorLength = terminatorLength
    }

    /// All characters, terminator included.
    var length: Int { contentLength + terminatorLength }
    var end: Int { location + length }
    var bottom: CGFloat { top + height }

    /// Splits UTF-16 text into paragraphs at \n, \r, \r\n and U+2029, starting at `base`. The text always
    /// gives at least one paragraph; a trailing terminator gives a final empty one only when `atEnd` (the
    /// text's end), as TextKit's extra line fragment.
    static func split(_ units: some Collection<UInt16>, base: Int, atEnd: Bool) -> [ParagraphLayout] {
        var result: [ParagraphLayout] = []
        var start = base, i = base
        var previousCR = false
        for unit in units {
            if previousCR {
                previousCR = false
                if unit == 0x0A {
                    result[result.count - 1].terminatorLength = 2
                    i += 1
                    start = i
                    continue
                }
            }
            if unit == 0x0A || unit == 0x0D || unit == 0x2029 {
                result.append(ParagraphLayout(location: start, contentLength: i - start, terminatorLength: 1))
                previousCR = unit == 0x0D
                start = i + 1
            }
            i += 1
        }
        if start < i || atEnd || result.isEmpty {
            result.append(ParagraphLayout(location: start, contentLength: i - start, terminatorLength: 0))
        }
        return result
    }
}

extension AttributedText {
    /// The text from UTF-16 offset `lower` to `upper`, runs clipped to it.
    func sliced(_ lower: Int, _ upper: Int) -> AttributedText {
        let units = Array(string.utf16)
        let lo = min(max(lower, 0), units.count), hi = min(max(upper, lo), units.count)
        var runs: [Run] = []
        var position = 0
        for run in self.runs {
            let a = max(position, lo), b = min(position + run.length, hi)
            if a < b { runs.append(Run(length: b - a, style: run.style)) }
            position += run.length
        }
        if runs.isEmpty, let style = style(at: lo) { runs = [Run(length: 0, style: style)] }
        return AttributedText(string: String(decoding: units[lo..<hi], as: UTF16.self), runs: runs)
    }
}
