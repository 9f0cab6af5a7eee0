import Testing
import UIKit
@testable import TesseraATSPI

/// Where a text object's characters are and which one is at a point, and a field's selection, as the
/// bridge's Text interface answers them, without D-Bus.
@MainActor
@Suite struct TextGeometryTests {
    private func window(with view: UIView, frame: CGRect) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.frame = frame
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func aLabelsCharactersLieInOrderOnItsLineInsideIt() throws {
        let label = UILabel()
        label.text = "Hello world"
        label.font = UIFont.systemFont(ofSize: 20)
        let window = window(with: label, frame: CGRect(x: 40, y: 100, width: 300, height: 60))
        defer { window.isHidden = true }
        let text = "Hello world"
        let h = try #require(TextGeometry.rects(of: label, characters: 0..<1, in: text).first)
        let e = try #require(TextGeometry.rects(of: label, characters: 1..<2, in: text).first)
        #expect(h.minX >= 40 && h.minX < 42, "the first character starts at the label's leading edge: \(h)")
        #expect(abs(e.minX - h.maxX) < 0.5 && e.minY == h.minY, "the next one follows on the line: \(h) \(e)")
        // Centred vertically in the 60-point-high label.
        #expect(abs(h.midY - 130) < 2, "\(h)")
        #expect(h.height > 20 && h.height < 30)
        let word = TextGeometry.extents(of: label, characters: 6..<11, in: text)
        #expect(word.minX > e.maxX && word.maxX < 340)
        #expect(TextGeometry.extents(of: label, characters: 0..<11, in: text).width > word.width * 2)
    }

    @Test func theCharacterAtAPointIsTheOneWhoseBoxHoldsIt() throws {
        let label = UILabel()
        label.text = "Hello world"
        label.font = UIFont.systemFont(ofSize: 20)
        label.textAlignment = .center
        let window = window(with: label, frame: CGRect(x: 40, y: 100, width: 300, height: 60))
        defer { window.isHidden = true }
        let text = "Hello world"
        let all = TextGeometry.extents(of: label, characters: 0..<11, in: text)
        #expect(abs(all.midX - 190) < 1, "centred: \(all)")
        let o = try #require(TextGeometry.rects(of: label, characters: 4..<5, in: text).first)
        // Both halves of the "o" are the "o", though the nearest caret position differs.
        #expect(TextGeometry.offset(at: CGPoint(x: o.minX + 1, y: o.midY), of: label, in: text) == 4)
        #expect(TextGeometry.offset(at: CGPoint(x: o.maxX - 1, y: o.midY), of: label, in: text) == 4)
        #expect(TextGeometry.offset(at: CGPoint(x: 30, y: 130), of: label, in: text) == nil, "left of the label")
        #expect(TextGeometry.offset(at: CGPoint(x: 45, y: 130), of: label, in: text) == 0, "in the label, before the text")
        #expect(TextGeometry.offset(at: CGPoint(x: 335, y: 130), of: label, in: text) == 10, "after the text")
    }

    @Test func aClippedLabelsLastLineHoldsTheRestOfItsText() throws {
        let label = UILabel()
        let text = "one two three four five six seven eight nine ten"
        label.text = text
        label.font = UIFont.systemFont(ofSize: 17)
        label.numberOfLines = 2
        label.lineBreakMode = .byClipping
        let window = window(with: label, frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        defer { window.isHidden = true }
        let first = try #require(TextGeometry.rects(of: label, characters: 0..<1, in: text).first)
        // The second line, laid out apart from the first (unwrapped, cut at the edge), starts at a word.
        let boxes = (0..<30).map { TextGeometry.rects(of: label, characters: $0..<($0 + 1), in: text).first }
        let second = try #require(boxes.firstIndex { ($0?.minY ?? 0) >= first.maxY - 0.5 })
        let start = try #require(boxes[second])
        #expect(second > 4 && Array(text.unicodeScalars)[second - 1] == " ", "the line breaks after a space: \(second)")
        #expect(start.minX < 1, "\(start)")
        #expect(TextGeometry.offset(at: CGPoint(x: start.midX, y: start.midY), of: label, in: text) == second)
        // Beyond the edge the clipped line's characters are not shown.
        let last = TextGeometry.rects(of: label, characters: 47..<48, in: text)
        #expect(!last.isEmpty && last.allSatisfy { $0.minX >= 120 }, "\(last)")
    }

    @Test func aFieldsCharactersAndSelectionCountCharactersNotUTF16Units() throws {
        let field = UITextField()
        field.font = UIFont.systemFont(ofSize: 17)
        field.text = "a😀b"
        let window = window(with: field, frame: CGRect(x: 20, y: 200, width: 200, height: 44))
        defer { window.isHidden = true }
        // As on iOS, a field has a selection only while it edits.
        #expect(field.becomeFirstResponder())
        defer { field.resignFirstResponder() }
        #expect(TextContent.selectedRange(of: field) == nil)
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let end = try #require(field.position(from: field.beginningOfDocument, offset: 4))
        field.selectedTextRange = field.textRange(from: start, to: end)
        #expect(TextContent.selectedRange(of: field) == 1..<3, "the emoji and the b")
        field.selectedTextRange = field.textRange(from: end, to: end)
        #expect(TextContent.selectedRange(of: field) == nil, "a caret is no selection")
        let text = "a😀b"
        let a = try #require(TextGeometry.rects(of: field, characters: 0..<1, in: text).first)
        let emoji = try #require(TextGeometry.rects(of: field, characters: 1..<2, in: text).first)
        let b = try #require(TextGeometry.rects(of: field, characters: 2..<3, in: text).first)
        #expect(a.minX >= 20 && a.maxX <= emoji.minX + 0.5 && emoji.maxX <= b.minX + 0.5 && b.maxX <= 220)
        #expect(a.minY >= 200 && a.maxY <= 244)
        #expect(TextGeometry.offset(at: CGPoint(x: emoji.midX, y: emoji.midY), of: field, in: text) == 1)
        #expect(TextGeometry.offset(at: CGPoint(x: b.midX, y: b.midY), of: field, in: text) == 2)
    }

    @Test func theWalkKeepsAFieldsSelection() throws {
        let field = UITextField()
        field.text = "Hello"
        let window = window(with: field, frame: CGRect(x: 20, y: 200, width: 200, height: 44))
        defer { window.isHidden = true }
        #expect(field.becomeFirstResponder())
        defer { field.resignFirstResponder() }
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let end = try #require(field.position(from: field.beginningOfDocument, offset: 3))
        field.selectedTextRange = field.textRange(from: start, to: end)
        let registry = ObjectRegistry(applicationName: "Text")
        let entry = try #require(registry.entry(of: field))
        #expect(entry.selection == 1..<3)
        #expect(entry.caret == 1)
    }
}
