import CoreGraphics
import TesseraTesting
import Testing
@testable import TextEngine

@Suite struct TextLayoutTests {
    init() { LogCapture.install() }

    let font = FontFace.face(family: "Inter", size: 17)

    func layout(_ string: String, width: CGFloat = 0, lines: Int = 0, truncation: TextContainer.Truncation = .paragraphStyles(truncatesLastVisibleLine: false),
                paragraph: ParagraphStyle = ParagraphStyle()) -> TextLayout {
        var style = TextStyle(font: font)
        style.paragraph = paragraph
        return TextLayout(text: AttributedText(string: string, style: style),
                          container: TextContainer(size: CGSize(width: width, height: 0), maximumNumberOfLines: lines, truncation: truncation),
                          defaultFont: font)
    }

    @Test func linesCarryUTF16RangesAndBaselines() {
        let text = layout("héllo 👋🏽 world\nsecond")
        #expect(text.lines.count == 2)
        let first = text.lines[0], second = text.lines[1]
        #expect(first.characterRange == 0..<("héllo 👋🏽 world" as NSString).length)
        #expect(second.characterRange.lowerBound == first.characterRange.upperBound + 1)
        #expect(abs(first.baseline - font.ascender) < 0.5)
        #expect(second.rect.minY == first.rect.maxY)
        #expect(text.usedSize.height == second.rect.maxY)
    }

    @Test func caretAndHitTestingRoundTrip() {
        let text = layout("Hello world")
        var previousX: CGFloat = -1
        for offset in 0...11 {
            let caret = text.caretRect(forCharacterAt: offset)
            #expect(caret.minX > previousX)
            previousX = caret.minX
            #expect(text.characterIndex(at: CGPoint(x: caret.minX + 0.5, y: caret.midY)) == offset)
        }
        #expect(text.characterIndex(at: CGPoint(x: -50, y: 5)) == 0)
        #expect(text.characterIndex(at: CGPoint(x: 5000, y: 5)) == 11)
        let selection = text.selectionRects(for: 0..<5)
        #expect(selection.count == 1)
        #expect(abs(selection[0].maxX - text.caretRect(forCharacterAt: 5).minX) < 0.5)
    }

    /// Printable ASCII is handed to Pango as it is, without the checks other text goes through: for such
    /// text the two ways give the same bytes, the same UTF-16 map and no tabs, and nothing else takes the
    /// short way.
    @Test func printableASCIIGoesToPangoAsTheChecksWouldGiveIt() {
        let printable = String(decoding: Array(0x20...0x7E).map(UInt8.init), as: UTF8.self)
        for text in ["", " ", "Settings 42", "Today 9:41", printable] {
            var copy = text
            copy.withUTF8 { bytes in
                let quick = ParagraphText.printableASCIIBytes(bytes)
                let checked = ParagraphText.pangoBytes(bytes, units: bytes.count)
                #expect(quick?.utf8 == checked.utf8 && quick?.offsets == checked.offsets && quick?.hasTabs == checked.hasTabs, "\(text)")
            }
        }
        for text in ["tab\there", "bell\u{7}", "delete\u{7F}", "café", "👋🏽"] {
            var copy = text
            copy.withUTF8 { bytes in #expect(ParagraphText.printableASCIIBytes(bytes) == nil, "\(text)") }
        }
    }

    /// A paragraph's carets do not depend on what the paragraphs before it hold, and its runs are clipped
    /// to it: letter spacing on its last three characters moves only their carets, in both texts.
    @Test func aParagraphAfterANonASCIIOnePlacesCaretsAsAfterAnASCIIOne() {
        let container = TextContainer(size: .zero, maximumNumberOfLines: 0, truncation: .paragraphStyles(truncatesLastVisibleLine: false))
        let plain = TextStyle(font: font)
        var spaced = plain
        spaced.kern = 6
        func layout(_ string: String) -> TextLayout {
            TextLayout(text: AttributedText(string: string, runs: [.init(length: 10, style: plain), .init(length: 3, style: spaced)]),
                       container: container, defaultFont: font)
        }
        let afterAccent = layout("é\nSettings 42"), afterASCII = layout("e\nSettings 42"), unspaced = self.layout("e\nSettings 42")
        #expect(afterAccent.lines.count == 2 && afterASCII.lines.count == 2)
        for offset in 2...13 {
            let expected = afterASCII.caretRect(forCharacterAt: offset), caret = afterAccent.caretRect(forCharacterAt: offset)
            #expect(abs(caret.minX - expected.minX) < 0.01 && abs(caret.minY - expected.minY) < 0.01, "offset \(offset)")
        }
        // The spacing reaches " 42" and nothing before it ("Settings" ends at offset 10).
        #expect(abs(afterASCII.caretRect(forCharacterAt: 9).minX - unspaced.caretRect(forCharacterAt: 9).minX) < 0.01)
        #expect(afterASCII.caretRect(forCharacterAt: 13).minX > unspaced.caretRect(forCharacterAt: 13).minX + 6)
    }

    /// Selection rectangles sit where the carets are whatever the alignment: Pango measures a line's
    /// ranges from the layout's edge and its carets from the line's.
    @Test func selectionRectanglesMeetTheCaretsInAlignedLines() {
        for alignment in [ParagraphStyle.Alignment.left, .center, .right] {
            var paragraph = ParagraphStyle()
            paragraph.alignment = alignment
            let text = layout("Hello world", width: 300, paragraph: paragraph)
            let selection = text.selectionRects(for: 0..<5)
            #expect(selection.count == 1)
            #expect(abs(selection[0].minX - text.caretRect(forCharacterAt: 0).minX) < 0.5, "\(alignment)")
            #expect(abs(selection[0].maxX - text.caretRect(forCharacterAt: 5).minX) < 0.5, "\(alignment)")
        }
        let hebrew = layout("שלום", width: 200)
        let all = hebrew.selectionRects(for: 0..<4)
        #expect(all.count == 1 && all[0].maxX <= 200.5 && all[0].minX > 100, "\(all)")
        #expect(abs(all[0].maxX - hebrew.caretRect(forCharacterAt: 0).minX) < 2.5)
    }

    @Test func rightToLeftCaretsRunLeftward() {
        let text = layout("שלום", width: 200)
        let start = text.caretRect(forCharacterAt: 0).minX, end = text.caretRect(forCharacterAt: 4).minX
        #expect(start > end)
        #expect(text.lines[0].usedRect.maxX > 195)   // natural alignment is right for Hebrew
    }

    @Test func labelTruncationKeepsWrappedLinesAndEllipsizesTheLast() {
        let sentence = "one two three four five six seven eight nine ten eleven twelve thirteen"
        let full = layout(sentence, width: 120)
        #expect(full.lines.count > 3 && !full.isTruncated)
        for mode in [ParagraphStyle.LineBreak.truncateTail, .truncateHead, .truncateMiddle] {
            let cut = layout(sentence, width: 120, lines: 2, truncation: .lastLine(mode: mode))
            #expect(cut.lines.count == 2)
            #expect(cut.isTruncated && cut.lines[1].isTruncated)
            #expect(cut.lines[0].characterRange == full.lines[0].characterRange)
            #expect(cut.lines[1].characterRange.upperBound == (sentence as NSString).length)
            #expect(cut.lines[1].usedRect.width <= 120)
        }
        let clipped = layout(sentence, width: 120, lines: 2, truncation: .lastLine(mode: .wordWrap))
        #expect(clipped.lines.count == 2 && clipped.isTruncated && !clipped.lines[1].isTruncated)
        // More paragraphs hidden below: the last shown line still ends in an ellipsis.
        let paragraphs = layout("first\nsecond", width: 200, lines: 1, truncation: .lastLine(mode: .truncateTail))
        #expect(paragraphs.lines.count == 1 && paragraphs.lines[0].isTruncated)
        #expect(paragraphs.lines[0].usedRect.width > layout("first").usedSize.width)
    }

    @Test func justifiedLinesReachTheRightEdgeExceptTheLast() {
        var style = ParagraphStyle()
        style.alignment = .justified
        let text = layout("aaa bbb ccc ddd eee fff ggg hhh iii jjj kkk lll", width: 150, paragraph: style)
        #expect(text.lines.count >= 2)
        #expect(abs(text.lines[0].usedRect.maxX - 150) < 0.5)
        #expect(text.lines[text.lines.count - 1].usedRect.maxX < 149)
    }

    @Test func indentsMoveLines() {
        var style = ParagraphStyle()
        style.firstLineHeadIndent = 30
        style.headIndent = 10
        let text = layout("one two three four five six seven eight nine ten", width: 150, paragraph: style)
        #expect(abs(text.lines[0].usedRect.minX - 30) < 0.5)
        #expect(abs(text.lines[1].usedRect.minX - 10) < 0.5)
        #expect(text.lines.allSatisfy { $0.usedRect.maxX <= 150.5 })
    }

    @Test func emptyTextHasNoLines() {
        #expect(layout("").lines.isEmpty)
        #expect(layout("").usedSize == .zero)
        #expect(layout("\n").lines.count == 2)
    }
}
