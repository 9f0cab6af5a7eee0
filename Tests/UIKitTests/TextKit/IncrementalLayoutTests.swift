import Foundation
import Testing
@testable import UIKit

/// Layout is incremental: an edit lays out again only the paragraphs it touched; the ones below keep
/// their lines and move by the change in height. Counts laid-out paragraphs, not time.
@MainActor @Suite struct IncrementalLayoutTests {
    static let paragraph = "Paragraph text that is long enough to wrap onto a second line in a narrow container."

    func document(_ count: Int) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let text = (0..<count).map { "\($0) " + Self.paragraph }.joined(separator: "\n")
        let storage = NSTextStorage(string: text, attributes: [.font: UIFont.systemFont(ofSize: 15)])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 320, height: 10_000_000))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        return (storage, manager, container)
    }

    /// The start of paragraph `index` in `storage`.
    func start(of index: Int, in storage: NSTextStorage) -> Int {
        (storage.string as NSString).range(of: "\n\(index) ").location + 1
    }

    @Test func typingInTheMiddleLaysOutOneParagraph() {
        let (storage, manager, container) = document(2000)
        manager.ensureLayout(for: container)
        let full = manager.paragraphLayoutCount
        #expect(full == 2000)
        let before = manager.usedRect(for: container)
        let below = start(of: 1500, in: storage)
        let belowRect = manager.lineFragmentRect(forGlyphAt: below, effectiveRange: nil)

        let middle = start(of: 1000, in: storage) + 10
        storage.replaceCharacters(in: NSRange(location: middle, length: 0), with: "x")
        manager.ensureLayout(for: container)
        let typed = manager.paragraphLayoutCount - full
        #expect(typed >= 1)
        #expect(Double(typed) <= 0.05 * Double(full))
        #expect(typed <= 2)
        // Nothing moved: the paragraph kept its line count.
        #expect(manager.usedRect(for: container) == before)
        #expect(manager.lineFragmentRect(forGlyphAt: below + 1, effectiveRange: nil) == belowRect)

        // Moving the caret a line down asks for geometry only: no layout.
        let counted = manager.paragraphLayoutCount
        let caret = manager.caretRect(forCharacterAt: middle)
        let down = manager.insertionIndex(nearest: CGPoint(x: caret.midX, y: caret.maxY + 2))
        _ = manager.caretRect(forCharacterAt: down)
        #expect(down > middle)
        #expect(Double(manager.paragraphLayoutCount - counted) <= 0.01 * Double(full))
    }

    @Test func aParagraphThatGrowsMovesTheOnesBelow() {
        let (storage, manager, container) = document(300)
        manager.ensureLayout(for: container)
        let full = manager.paragraphLayoutCount
        let below = start(of: 200, in: storage)
        let rectBefore = manager.lineFragmentRect(forGlyphAt: below, effectiveRange: nil)
        let line = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil).height

        let at = start(of: 100, in: storage)
        storage.replaceCharacters(in: NSRange(location: at, length: 0), with: String(repeating: "more words ", count: 8))
        let rectAfter = manager.lineFragmentRect(forGlyphAt: below + 88, effectiveRange: nil)
        #expect(manager.paragraphLayoutCount - full <= 2)
        #expect(close(rectAfter.minY - rectBefore.minY, line, 0.01) || close(rectAfter.minY - rectBefore.minY, 2 * line, 0.01))
        #expect(rectAfter.minY > rectBefore.minY)

        // The same geometry as a fresh layout of the edited text.
        let fresh = NSLayoutManager()
        let freshContainer = NSTextContainer(size: container.size)
        fresh.addTextContainer(freshContainer)
        let copy = NSTextStorage(attributedString: storage)
        copy.addLayoutManager(fresh)
        for index in [0, at, at + 50, below + 88, storage.length - 1] {
            #expect(fresh.lineFragmentRect(forGlyphAt: index, effectiveRange: nil) == manager.lineFragmentRect(forGlyphAt: index, effectiveRange: nil))
        }
        #expect(fresh.usedRect(for: freshContainer) == manager.usedRect(for: container))
    }

    @Test func joiningAndSplittingParagraphs() {
        let (storage, manager, container) = document(20)
        manager.ensureLayout(for: container)
        let at = start(of: 10, in: storage)
        storage.deleteCharacters(in: NSRange(location: at - 1, length: 1))      // join 9 and 10
        storage.replaceCharacters(in: NSRange(location: 5, length: 0), with: "\n\n")  // split 0 in three
        let fresh = NSLayoutManager()
        let freshContainer = NSTextContainer(size: container.size)
        fresh.addTextContainer(freshContainer)
        let copy = NSTextStorage(attributedString: storage)
        copy.addLayoutManager(fresh)
        #expect(manager.paragraphs.count == 21)
        for index in stride(from: 0, to: storage.length, by: 97) {
            var a = NSRange(), b = NSRange()
            #expect(fresh.lineFragmentRect(forGlyphAt: index, effectiveRange: &a) == manager.lineFragmentRect(forGlyphAt: index, effectiveRange: &b))
            #expect(a == b)
        }
    }

    @Test func textEndingInANewlineHasAnExtraLineFragment() {
        let storage = NSTextStorage(string: "one\n", attributes: [.font: UIFont.systemFont(ofSize: 15)])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 200, height: 1000))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        let line = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        #expect(manager.extraLineFragmentRect.minY == line.maxY)
        #expect(manager.extraLineFragmentTextContainer === container)
        #expect(close(manager.usedRect(for: container).height, 2 * line.height, 0.01))
        storage.deleteCharacters(in: NSRange(location: 3, length: 1))
        #expect(manager.extraLineFragmentRect == .zero)
    }
}
