import Foundation
import Testing
@testable import UIKit

/// NSLayoutManager: line fragments (plain and around exclusion paths), glyph/character mapping, hit
/// testing, delegate spacing, line limits and attachments.
@MainActor @Suite struct LayoutManagerTests {
    static let font = UIFont.systemFont(ofSize: 17)
    static let words = "The quick brown fox jumps over the lazy dog and keeps running along the river bank until night falls."

    /// Storages made by `stack` (a storage owns its layout managers; tests keep it alive here).
    static var kept: [NSTextStorage] = []

    /// A TextKit stack laying `text` out `width` wide.
    func stack(_ text: String, width: CGFloat = 200, font: UIFont = LayoutManagerTests.font)
        -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(string: text, attributes: [.font: font])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: width, height: 10_000_000))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        Self.kept.append(storage)
        return (storage, manager, container)
    }

    /// Every shown line: rectangle, used rectangle and glyph range.
    func lines(_ manager: NSLayoutManager) -> [(rect: CGRect, used: CGRect, range: NSRange)] {
        var result: [(CGRect, CGRect, NSRange)] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, used, _, range, _ in
            result.append((rect, used, range))
        }
        return result
    }

    @Test func containerDefaults() {
        let container = NSTextContainer()
        #expect(container.lineFragmentPadding == 5)
        #expect(container.size == CGSize(width: 10_000_000, height: 10_000_000))
        #expect(container.maximumNumberOfLines == 0 && container.lineBreakMode == .byWordWrapping)
        #expect(!container.widthTracksTextView && !container.heightTracksTextView)
        #expect(container.isSimpleRectangularTextContainer)
    }

    @Test func linesStackAndCoverTheText() {
        let (storage, manager, container) = stack(Self.words)
        let found = lines(manager)
        #expect(found.count >= 4)
        let height = Self.font.lineHeight
        var expectedLocation = 0
        for (i, line) in found.enumerated() {
            #expect(line.rect.minX == 0 && line.rect.width == 200)
            #expect(close(line.rect.minY, CGFloat(i) * height, 0.01))
            #expect(close(line.rect.height, height, 0.01))
            #expect(line.used.minX == 0 && line.used.width <= 200 && line.used.width > 100)
            #expect(line.range.location == expectedLocation)
            expectedLocation += line.range.length
        }
        #expect(expectedLocation == storage.length)
        let used = manager.usedRect(for: container)
        #expect(close(used.height, CGFloat(found.count) * height, 0.01))
        var effective = NSRange()
        let second = manager.lineFragmentRect(forGlyphAt: found[1].range.location + 1, effectiveRange: &effective)
        #expect(second == found[1].rect && effective == found[1].range)
        #expect(manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil) == found[0].used)
        #expect(manager.textContainer(forGlyphAt: 3, effectiveRange: nil) === container)
    }

    @Test func glyphsAreUTF16Units() {
        let (storage, manager, _) = stack("a😀b\né")
        #expect(manager.numberOfGlyphs == storage.length && storage.length == 6)
        var actual = NSRange()
        #expect(manager.glyphRange(forCharacterRange: NSRange(location: 1, length: 2), actualCharacterRange: &actual) == NSRange(location: 1, length: 2))
        #expect(actual == NSRange(location: 1, length: 2))
        #expect(manager.characterRange(forGlyphRange: NSRange(location: 4, length: 10), actualGlyphRange: nil) == NSRange(location: 4, length: 2))
        #expect(manager.characterIndexForGlyph(at: 5) == 5 && manager.glyphIndexForCharacter(at: 99) == 6)
        // The second paragraph starts a new line fragment.
        var effective = NSRange()
        _ = manager.lineFragmentRect(forGlyphAt: 5, effectiveRange: &effective)
        #expect(effective == NSRange(location: 5, length: 1))
    }

    @Test func hitTestingFindsGlyphs() {
        let (_, manager, container) = stack("Hello world")
        for index in [0, 3, 6, 10] {
            let location = manager.location(forGlyphAt: index)
            let rect = manager.lineFragmentRect(forGlyphAt: index, effectiveRange: nil)
            let point = CGPoint(x: rect.minX + location.x + 1, y: rect.minY + location.y - 3)
            var fraction: CGFloat = -1
            #expect(manager.glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: &fraction) == index)
            #expect(fraction > 0 && fraction < 0.5)
            #expect(manager.characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil) == index)
        }
        #expect(manager.location(forGlyphAt: 0).x == 5)
        // Right of the line's end: its last glyph; below the text: the last line.
        #expect(manager.glyphIndex(for: CGPoint(x: 190, y: 5), in: container) == 10)
        #expect(manager.glyphIndex(for: CGPoint(x: 6, y: 500), in: container) == 0)
        let bounds = manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 5), in: container)
        let word = ("world" as NSString).size(withAttributes: [.font: Self.font])
        #expect(close(bounds.width, word.width, 0.5))
        #expect(close(bounds.minX, 5 + ("Hello " as NSString).size(withAttributes: [.font: Self.font]).width, 0.5))
        #expect(close(bounds.height, Self.font.lineHeight, 0.01))
        #expect(manager.glyphRange(forBoundingRect: CGRect(x: 0, y: 1, width: 10, height: 1), in: container) == NSRange(location: 0, length: 11))
    }

    @Test func linesFlowAroundAnExclusionPath() {
        let (_, manager, container) = stack(Self.words + " " + Self.words, width: 300)
        container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 60))]
        #expect(!container.isSimpleRectangularTextContainer)
        let found = lines(manager)
        for line in found {
            if line.rect.minY < 60 {
                #expect(line.rect.minX == 100 && line.rect.width == 200)
                #expect(line.used.minX >= 100)
            } else {
                #expect(line.rect.minX == 0 && line.rect.width == 300)
            }
        }
        #expect(found.contains { $0.rect.minY < 60 } && found.contains { $0.rect.minY >= 60 })
        // The text is all there, in order.
        #expect(found.map(\.range.length).reduce(0, +) == manager.numberOfGlyphs)
    }

    @Test func aPathInTheMiddleSplitsLinesInTwo() {
        let (_, manager, container) = stack(Self.words + " " + Self.words, width: 300)
        container.exclusionPaths = [UIBezierPath(ovalIn: CGRect(x: 110, y: 0, width: 80, height: 40))]
        let found = lines(manager)
        let firstRow = found.filter { $0.rect.minY == 0 }
        #expect(firstRow.count == 2)
        // The oval covers x 110…190 somewhere in the first line's band: the line keeps what is left on each side.
        #expect(firstRow[0].rect.minX == 0 && firstRow[0].rect.maxX <= 110.5 && firstRow[0].rect.maxX > 105)
        #expect(firstRow[1].rect.minX >= 189.5 && firstRow[1].rect.minX < 195 && firstRow[1].rect.maxX == 300)
        #expect(firstRow[0].range.location + firstRow[0].range.length == firstRow[1].range.location)
        var remaining = CGRect.zero
        let first = container.lineFragmentRect(forProposedRect: CGRect(x: 0, y: 10, width: 300, height: 20), at: 0,
                                               writingDirection: .leftToRight, remaining: &remaining)
        #expect(first.minX == 0 && first.maxX > 105 && first.maxX <= 110.5)
        #expect(first.minY == 10 && first.height == 20)
        #expect(remaining.minX == first.maxX && remaining.maxX == 300)
    }

    @Test func delegateSpacingAndBreaks() {
        final class Spacer: NSLayoutManagerDelegate {
            var completed = 0
            func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
                               withProposedLineFragmentRect rect: CGRect) -> CGFloat { 10 }
            func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
                               withProposedLineFragmentRect rect: CGRect) -> CGFloat { 7 }
            func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                               atEnd layoutFinishedFlag: Bool) { if layoutFinishedFlag { completed += 1 } }
        }
        let (_, manager, _) = stack(Self.words + "\nSecond paragraph")
        let spacer = Spacer()
        manager.delegate = spacer
        let found = lines(manager)
        let h = Self.font.lineHeight
        #expect(close(found[0].rect.height, h + 10, 0.01))
        #expect(close(found[1].rect.minY, h + 10, 0.01))
        let second = found.firstIndex { $0.range.location == (Self.words as NSString).length + 1 }!
        let last = found[second - 1]
        #expect(close(found[second].rect.minY, last.rect.maxY + 7, 0.01))
        #expect(spacer.completed == 1)

        final class NoBreakBeforeFox: NSLayoutManagerDelegate {
            let forbidden: Int
            init(_ forbidden: Int) { self.forbidden = forbidden }
            func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool {
                charIndex != forbidden
            }
        }
        let (_, narrow, _) = stack("aa bbbb cccc dddd eeee", width: 80)
        let plain = lines(narrow)
        let firstBreak = plain[0].range.length
        let guardDelegate = NoBreakBeforeFox(firstBreak)
        narrow.delegate = guardDelegate
        narrow.invalidateLayout(forCharacterRange: NSRange(location: 0, length: 22), actualCharacterRange: nil)
        let moved = lines(narrow)
        #expect(firstBreak > 3)
        #expect(moved[0].range.length == 3)
    }

    @Test func lineLimitAndTruncation() {
        let (_, manager, container) = stack(Self.words)
        container.maximumNumberOfLines = 2
        container.lineBreakMode = .byTruncatingTail
        let found = lines(manager)
        #expect(found.count == 2)
        let shown = manager.glyphRange(for: container)
        #expect(shown.length < manager.numberOfGlyphs)
        #expect(manager.truncatedGlyphRange(inLineFragmentForGlyphAt: found[1].range.location).location == found[1].range.location)
        #expect(close(manager.usedRect(for: container).height, 2 * Self.font.lineHeight, 0.01))
    }

    @Test func attachmentsTakeTheirBoxAndDraw() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 40)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 40))
        }
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: Self.font])
        text.insert(NSAttributedString(attachment: NSTextAttachment(image: image)), at: 1)
        let (storage, manager, container) = stack("")
        storage.setAttributedString(text)
        let rect = manager.lineFragmentRect(forGlyphAt: 1, effectiveRange: nil)
        #expect(rect.height >= 40)
        let boxes = manager.boundingRect(forGlyphRange: NSRange(location: 1, length: 1), in: container)
        #expect(close(boxes.width, 30, 0.5))
        let picture = render(CGSize(width: 200, height: 60)) { _ in
            manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: 3), at: .zero)
        }
        let x = Int(boxes.midX), baseline = Int(rect.minY + manager.location(forGlyphAt: 1).y)
        #expect(close(rgba(picture, x, baseline - 20), [255, 0, 0, 255], 8))
        #expect(rgba(picture, x, baseline + 3)[3] < 40)
    }

    @Test func backgroundsDrawBehindTheirRuns() {
        let (storage, manager, container) = stack("Hello world")
        storage.addAttribute(.backgroundColor, value: UIColor.green, range: NSRange(location: 6, length: 5))
        let word = manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 5), in: container)
        let picture = render(CGSize(width: 200, height: 30)) { _ in
            manager.drawBackground(forGlyphRange: NSRange(location: 0, length: 11), at: .zero)
        }
        #expect(close(rgba(picture, Int(word.minX) + 2, 2), [0, 255, 0, 255], 40))
        #expect(rgba(picture, Int(word.minX) - 6, 2)[3] == 0)
    }
}

