import Testing
@testable import UIKit

/// UITextInput positions and ranges (UTF-16), the string tokenizer's units, geometry queries, and
/// UndoManager on its own.
@MainActor @Suite struct TokenizerAndPositionTests {
    func host(_ text: String) -> SimpleEditorHost {
        let host = SimpleEditorHost(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        host.storage = text
        return host
    }

    func offset(_ host: SimpleEditorHost, _ p: UITextPosition?) -> Int? {
        p.map { host.offset(from: host.beginningOfDocument, to: $0) }
    }

    @Test func positionsAreUTF16Offsets() {
        let h = host("a😀b")
        #expect(offset(h, h.endOfDocument) == 4)
        let p = h.position(from: h.beginningOfDocument, offset: 3)!
        #expect(h.text(in: h.textRange(from: p, to: h.endOfDocument)!) == "b")
        #expect(h.position(from: h.beginningOfDocument, offset: 5) == nil)
        #expect(h.position(from: h.beginningOfDocument, offset: -1) == nil)
        #expect(h.compare(p, to: h.endOfDocument) == .orderedAscending)
        #expect(h.compare(h.endOfDocument, to: p) == .orderedDescending)
        #expect(h.compare(p, to: h.position(from: h.beginningOfDocument, offset: 3)!) == .orderedSame)
        let reversed = h.textRange(from: h.endOfDocument, to: h.beginningOfDocument)!
        #expect(offset(h, reversed.start) == 0 && offset(h, reversed.end) == 4)
        #expect(h.position(within: reversed, farthestIn: .right).map { offset(h, $0) } == 4)
        #expect(h.position(within: reversed, farthestIn: .up).map { offset(h, $0) } == 0)
    }

    @Test func layoutDirectionsMoveByLines() {
        let h = host("abcd\nefgh\nij")
        let p = h.position(from: h.beginningOfDocument, offset: 2)!
        #expect(offset(h, h.position(from: p, in: .down, offset: 1)) == 7)
        #expect(offset(h, h.position(from: p, in: .down, offset: 2)) == 12)
        #expect(offset(h, h.position(from: p, in: .right, offset: 2)) == 4)
        #expect(offset(h, h.position(from: p, in: .left, offset: 2)) == 0)
        let extended = h.characterRange(byExtending: p, in: .right)!
        #expect(h.text(in: extended) == "cd")
    }

    @Test func geometryQueries() {
        let h = host("abcd\nefgh")
        let range = h.textRange(from: h.position(from: h.beginningOfDocument, offset: 2)!, to: h.position(from: h.beginningOfDocument, offset: 7)!)!
        let rects = h.selectionRects(for: range)
        #expect(rects.map(\.rect) == [CGRect(x: 20, y: 0, width: 20, height: 20), CGRect(x: 0, y: 20, width: 20, height: 20)])
        #expect(rects.map(\.containsStart) == [true, false] && rects.map(\.containsEnd) == [false, true])
        #expect(h.firstRect(for: range) == CGRect(x: 20, y: 0, width: 20, height: 20))
        #expect(offset(h, h.closestPosition(to: CGPoint(x: 31, y: 25))) == 8)
        #expect(offset(h, h.closestPosition(to: CGPoint(x: 31, y: 25), within: range)) == 7)
        let character = h.characterRange(at: CGPoint(x: 10, y: 5))!
        #expect(h.text(in: character) == "b")
    }

    @Test func tokenizerWords() {
        let h = host("Don't stop, now.")
        let t = h.tokenizer
        let at = { (o: Int) in h.position(from: h.beginningOfDocument, offset: o)! }
        #expect(h.text(in: t.rangeEnclosingPosition(at(2), with: .word, inDirection: .storage(.forward))!) == "Don't")
        #expect(t.rangeEnclosingPosition(at(5), with: .word, inDirection: .storage(.forward)) == nil)
        #expect(h.text(in: t.rangeEnclosingPosition(at(5), with: .word, inDirection: .storage(.backward))!) == "Don't")
        #expect(offset(h, t.position(from: at(0), toBoundary: .word, inDirection: .storage(.forward))) == 5)
        #expect(offset(h, t.position(from: at(5), toBoundary: .word, inDirection: .storage(.forward))) == 10)
        #expect(offset(h, t.position(from: at(12), toBoundary: .word, inDirection: .storage(.backward))) == 6)
        #expect(t.isPosition(at(5), atBoundary: .word, inDirection: .storage(.forward)))
        #expect(t.isPosition(at(6), atBoundary: .word, inDirection: .storage(.backward)))
        #expect(!t.isPosition(at(7), atBoundary: .word, inDirection: .storage(.forward)))
        #expect(t.isPosition(at(7), withinTextUnit: .word, inDirection: .storage(.forward)))
        #expect(!t.isPosition(at(11), withinTextUnit: .word, inDirection: .storage(.forward)))
    }

    @Test func tokenizerSentencesParagraphsCharactersDocument() {
        let h = host("One. Two?  Three\nNext para")
        let t = h.tokenizer
        let at = { (o: Int) in h.position(from: h.beginningOfDocument, offset: o)! }
        #expect(h.text(in: t.rangeEnclosingPosition(at(6), with: .sentence, inDirection: .storage(.forward))!) == "Two?  ")
        #expect(h.text(in: t.rangeEnclosingPosition(at(1), with: .sentence, inDirection: .storage(.forward))!) == "One. ")
        #expect(h.text(in: t.rangeEnclosingPosition(at(12), with: .sentence, inDirection: .storage(.forward))!) == "Three")
        #expect(h.text(in: t.rangeEnclosingPosition(at(3), with: .paragraph, inDirection: .storage(.forward))!) == "One. Two?  Three")
        #expect(h.text(in: t.rangeEnclosingPosition(at(20), with: .paragraph, inDirection: .storage(.forward))!) == "Next para")
        #expect(offset(h, t.position(from: at(3), toBoundary: .paragraph, inDirection: .storage(.forward))) == 16)
        #expect(offset(h, t.position(from: at(20), toBoundary: .paragraph, inDirection: .storage(.backward))) == 17)
        #expect(h.text(in: t.rangeEnclosingPosition(at(20), with: .line, inDirection: .storage(.forward))!) == "Next para")
        #expect(h.text(in: t.rangeEnclosingPosition(at(4), with: .document, inDirection: .storage(.forward))!) == h.storage)
        #expect(offset(h, t.position(from: at(0), toBoundary: .character, inDirection: .storage(.forward))) == 1)
        #expect(t.position(from: h.endOfDocument, toBoundary: .character, inDirection: .storage(.forward)) == nil)
        #expect(t.isPosition(h.endOfDocument, atBoundary: .document, inDirection: .storage(.forward)))
    }

    @Test func tokenizerCharactersAreGraphemes() {
        let h = host("e\u{301}🇫🇷x")
        let t = h.tokenizer
        #expect(offset(h, t.position(from: h.beginningOfDocument, toBoundary: .character, inDirection: .storage(.forward))) == 2)
        let flag = t.rangeEnclosingPosition(h.position(from: h.beginningOfDocument, offset: 2)!, with: .character, inDirection: .storage(.forward))!
        #expect(h.text(in: flag) == "🇫🇷")
        #expect(offset(h, t.position(from: h.endOfDocument, toBoundary: .character, inDirection: .layout(.left))) == 6)
    }

    @Test func undoManagerGroupsAndNames() {
        final class Box { var value = 0 }
        let box = Box()
        let undo = UndoManager()
        func set(_ v: Int) {
            let old = box.value
            box.value = v
            undo.registerUndo(withTarget: box) { _ in set(old) }
        }
        undo.beginUndoGrouping()
        set(1)
        set(2)
        undo.setActionName("Twice")
        undo.endUndoGrouping()
        set(3)
        #expect(undo.canUndo && !undo.canRedo)
        undo.undo()
        #expect(box.value == 2)
        #expect(undo.undoActionName == "Twice" && undo.undoMenuItemTitle == "Undo Twice")
        undo.undo()
        #expect(box.value == 0)
        #expect(undo.redoActionName == "Twice")
        undo.redo()
        #expect(box.value == 2)
        undo.redo()
        #expect(box.value == 3)
        undo.disableUndoRegistration()
        set(9)
        undo.enableUndoRegistration()
        undo.undo()
        #expect(box.value == 2)
        undo.levelsOfUndo = 1
        #expect(undo.canUndo)
        undo.undo()
        #expect(box.value == 0 && !undo.canUndo)
        undo.endUndoGrouping()   // logged, ignored
        // The registered closures call `set`, which holds the manager: clearing its stacks breaks the
        // cycle, as an app does when its document closes.
        undo.removeAllActions()
        #expect(!undo.canUndo && !undo.canRedo)
    }
}
