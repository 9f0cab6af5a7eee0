import CoreGraphics
import Foundation
import TesseraTesting
import Testing
@testable import TextEngine

/// Random text in random runs of random styles, laid out in random containers: line ranges stay inside
/// the text and in order, and carets, hit testing and selection rectangles give finite answers within
/// the text for any offset or point.
@Suite struct TextLayoutFuzzTests {
    init() { LogCapture.install() }

    static let pieces = ["word", " ", " ", "\n", "\r\n", "\u{2029}", "\t", "e\u{301}\u{302}", "\u{202E}", "\u{2067}", "\u{200F}",
                         "👩‍👩‍👧", "🇺🇸", "\u{200D}", "\u{0}", "\u{7}", "مرحبا", "שלום", "नमस्ते", "你好", "\u{FFFD}", "\u{FEFF}",
                         String(repeating: "w", count: 300)]

    static func randomText(_ random: inout SplitMix64) -> String {
        var units: [UInt16] = []
        for _ in 0..<random.below(30) {
            if random.chance(1, in: 10) {
                units.append(UInt16(0xD800 + random.below(0x800)))   // a lone surrogate, repaired below
            } else {
                units += random.pick(pieces).utf16
            }
        }
        return String(decoding: units, as: UTF16.self)
    }

    static func randomStyle(_ random: inout SplitMix64) -> TextStyle {
        let size = CGFloat(random.pick([0.5, 6, 12, 17, 33, 120] as [Double]))
        var style = TextStyle(font: FontFace.face(family: random.pick(["Inter", "DejaVu Sans", "Noto Sans", "Missing"]), weight: random.pick([100, 400, 700, 900]),
                                                  italic: random.chance(1, in: 4), size: size))
        style.kern = CGFloat(random.below(21) - 5) / 2
        style.baselineOffset = CGFloat(random.below(21) - 10)
        style.underlineStyle = random.pick([0, 0, 1, 2, 9])
        var paragraph = ParagraphStyle()
        paragraph.alignment = random.pick([.left, .center, .right, .justified, .natural])
        paragraph.lineBreak = random.pick([.wordWrap, .charWrap, .clip, .truncateHead, .truncateTail, .truncateMiddle])
        paragraph.baseWritingDirection = random.pick([.natural, .leftToRight, .rightToLeft])
        if random.chance(1, in: 2) {
            paragraph.lineSpacing = CGFloat(random.below(10))
            paragraph.firstLineHeadIndent = CGFloat(random.below(80))
            paragraph.headIndent = CGFloat(random.below(80))
            paragraph.tailIndent = CGFloat(random.below(161) - 80)
            paragraph.minimumLineHeight = CGFloat(random.below(30))
            paragraph.maximumLineHeight = CGFloat(random.below(30))
            paragraph.lineHeightMultiple = CGFloat(random.below(3))
            paragraph.tabStops = (0..<random.below(3)).map { _ in CGFloat(random.below(200)) }
            paragraph.defaultTabInterval = CGFloat(random.below(40))
        }
        style.paragraph = paragraph
        return style
    }

    @Test func layoutsStayInsideTheirText() {
        let run = FuzzRun("TextLayoutFuzzTests", defaultCases: 300)
        run.forEachCase { index, random in
            let string = Self.randomText(&random)
            let length = string.utf16.count
            // Runs of random lengths that add up to the text, cutting through pairs and clusters.
            var runs: [AttributedText.Run] = [], covered = 0
            while covered < length {
                let count = min(length - covered, 1 + random.below(12))
                runs.append(AttributedText.Run(length: count, style: Self.randomStyle(&random)))
                covered += count
            }
            let truncation: TextContainer.Truncation = random.chance(1, in: 2)
                ? .paragraphStyles(truncatesLastVisibleLine: random.chance(1, in: 2))
                : .lastLine(mode: random.pick([.truncateHead, .truncateTail, .truncateMiddle, .clip]))
            let container = TextContainer(size: CGSize(width: random.pick([0, 1, 30, 200, 1e6, .greatestFiniteMagnitude] as [CGFloat]),
                                                       height: random.pick([0, 10, 100, .greatestFiniteMagnitude] as [CGFloat])),
                                          maximumNumberOfLines: random.pick([0, 0, 1, 2, 5]), truncation: truncation,
                                          usesFontLeading: random.chance(1, in: 2))
            let layout = TextLayout(text: AttributedText(string: string, runs: runs), container: container,
                                    defaultFont: FontFace.face(family: "Inter", size: 12))
            let label = run.label(index)
            #expect(layout.usedSize.width.isFinite && layout.usedSize.height.isFinite && layout.usedSize.width >= 0 && layout.usedSize.height >= 0,
                    "\(label): used size \(layout.usedSize)")
            var previousEnd = 0
            for line in layout.lines {
                let range = line.characterRange
                #expect(range.lowerBound >= previousEnd && range.upperBound <= length, "\(label): line \(range) after \(previousEnd) in \(length)")
                previousEnd = max(previousEnd, range.upperBound)
                #expect([line.rect.minX, line.rect.width, line.rect.minY, line.rect.height, line.baseline].allSatisfy { $0.isFinite }, "\(label): \(line.rect)")
            }
            for _ in 0..<4 {
                let offset = random.below(length + 1)
                let caret = layout.caretRect(forCharacterAt: offset)
                #expect(caret.origin.x.isFinite && caret.origin.y.isFinite && caret.height.isFinite, "\(label): caret at \(offset) \(caret)")
                let point = CGPoint(x: random.pick([-1e9, -5, 0, 3, 50, 400, 1e9, .infinity, .nan] as [CGFloat]),
                                    y: random.pick([-1e9, 0, 8, 30, 1e9, -.infinity] as [CGFloat]))
                let hit = layout.characterIndex(at: point)
                #expect((0...length).contains(hit), "\(label): hit \(hit) at \(point) in \(length)")
                let start = random.below(length + 1), end = start + random.below(length - start + 1)
                for rect in layout.selectionRects(for: start..<end) {
                    #expect(rect.origin.x.isFinite && rect.width.isFinite && rect.width >= 0 && rect.height >= 0, "\(label): selection \(rect)")
                }
            }
        }
    }

    /// Found by fuzzing: Pango 1.50 aborts wrapping a NEL (U+0085) that follows an emoji skin-tone
    /// modifier. NEL reaches Pango as U+2028 and still ends its line.
    @Test func nextLineAfterASkinToneWraps() {
        let font = FontFace.face(family: "Inter", size: 17)
        let layout = TextLayout(text: AttributedText(string: "W\u{1F3FB}\u{85}T", style: TextStyle(font: font)),
                                container: TextContainer(size: CGSize(width: 1, height: 0)), defaultFont: font)
        #expect(layout.lines.count >= 2)
        #expect(layout.lines.last?.characterRange.upperBound == 5)
        let oneLine = TextLayout(text: AttributedText(string: "ab\u{85}cd", style: TextStyle(font: font)),
                                 container: TextContainer(size: CGSize(width: 500, height: 0)), defaultFont: font)
        #expect(oneLine.lines.map(\.characterRange) == [0..<3, 3..<5])
    }

    /// Found by fuzzing: Pango 1.50 aborts when it must break a narrow line right after a space that
    /// combining marks or a zero-width joiner extend (right-to-left, truncated; a control drawn as a space
    /// too). Such a space reaches Pango as a no-break space; the text's offsets are unchanged.
    @Test func marksOnASpaceWrapInANarrowTruncatedLine() {
        var style = TextStyle(font: FontFace.face(family: "Inter", size: 17))
        style.paragraph.baseWritingDirection = .rightToLeft
        style.paragraph.lineBreak = .truncateTail
        style.paragraph.tailIndent = 2
        for string in [" \u{200D}e", " \u{301}e", " \u{301}\u{200D}e", "\u{7}\u{200D}e"] {
            let layout = TextLayout(text: AttributedText(string: string, style: style),
                                    container: TextContainer(size: CGSize(width: 30, height: 0), maximumNumberOfLines: 5,
                                                             truncation: .lastLine(mode: .truncateMiddle)),
                                    defaultFont: style.font)
            #expect(!layout.lines.isEmpty)
            #expect(layout.lines.last?.characterRange.upperBound ?? 0 <= string.utf16.count)
            #expect(layout.caretRect(forCharacterAt: string.utf16.count).origin.x.isFinite)
        }
    }

    /// Found by fuzzing: Pango 1.50 aborts breaking a narrow line between a letter and a skin-tone modifier
    /// that cannot modify it. A word joiner reaches Pango before such a modifier; offsets are unchanged.
    @Test func skinToneAfterALetterWraps() {
        let font = FontFace.face(family: "Inter", size: 12)
        for string in [" W\u{1F3FB}\u{2026}", "ab W\u{1F3FF}\u{2026} W\u{1F3FB}x"] {
            let layout = TextLayout(text: AttributedText(string: string, style: TextStyle(font: font)),
                                    container: TextContainer(size: CGSize(width: 7, height: 0)), defaultFont: font)
            #expect(layout.lines.last?.characterRange.upperBound == string.utf16.count)
            #expect(layout.caretRect(forCharacterAt: 3).origin.x.isFinite)
        }
        // A modifier after a base it modifies gets no joiner: one cluster, one caret step.
        let wave = TextLayout(text: AttributedText(string: "\u{1F44B}\u{1F3FD}", style: TextStyle(font: font)),
                              container: TextContainer(size: CGSize(width: 300, height: 0)), defaultFont: font)
        #expect(wave.lines.count == 1 && wave.lines[0].characterRange == 0..<4)
    }

    /// Found by fuzzing: a width beyond Pango's range (`.greatestFiniteMagnitude`) was clamped to Pango's
    /// largest, and a justified line with a tab then kept Pango placing tabs without end. Such widths mean
    /// no wrapping, and right or centred text then lines up at the left as with no width.
    @Test func unlimitedWidthsDoNotWrap() {
        var style = TextStyle(font: FontFace.face(family: "Inter", size: 0.5))
        style.kern = -2
        style.paragraph.alignment = .justified
        style.paragraph.lineBreak = .charWrap
        let layout = TextLayout(text: AttributedText(string: "\u{4F60}\u{597D}\t", style: style),
                                container: TextContainer(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 100), maximumNumberOfLines: 1),
                                defaultFont: style.font)
        #expect(layout.lines.count == 1 && layout.usedSize.width < 100)
        var centred = TextStyle(font: FontFace.face(family: "Inter", size: 12))
        centred.paragraph.alignment = .center
        let wide = TextLayout(text: AttributedText(string: "word", style: centred),
                              container: TextContainer(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)), defaultFont: centred.font)
        #expect(wide.lines.first.map { $0.usedRect.minX < 1 } == true)
    }
}
