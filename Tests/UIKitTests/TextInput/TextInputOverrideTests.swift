import Testing
@testable import UIKit

/// Subclasses of `UITextField` and `UITextView` that override `caretRect(for:)` or
/// `closestPosition(to:)`: the caret view, the selection handles and where taps and clicks land follow
/// the override, as on iOS, where the selection display asks the text input.
@MainActor @Suite struct TextInputOverrideTests {
    /// A caret 4 pt wide, 30 pt right of where the text puts it.
    final class ShiftedCaretField: UITextField {
        override func caretRect(for position: UITextPosition) -> CGRect {
            var rect = super.caretRect(for: position)
            rect.origin.x += 30
            rect.size.width = 4
            return rect
        }
    }

    /// The same caret in a text view.
    final class ShiftedCaretTextView: UITextView {
        override func caretRect(for position: UITextPosition) -> CGRect {
            var rect = super.caretRect(for: position)
            rect.origin.x += 30
            rect.size.width = 4
            return rect
        }
    }

    /// Every point lands at most 3 UTF-16 units in (inside the first word).
    final class FirstWordField: UITextField {
        var asked = 0
        override func closestPosition(to point: CGPoint) -> UITextPosition? {
            asked += 1
            guard let p = super.closestPosition(to: point) else { return nil }
            return offset(from: beginningOfDocument, to: p) > 3 ? position(from: beginningOfDocument, offset: 3) : p
        }
    }

    /// The same in a text view.
    final class FirstWordTextView: UITextView {
        var asked = 0
        override func closestPosition(to point: CGPoint) -> UITextPosition? {
            asked += 1
            guard let p = super.closestPosition(to: point) else { return nil }
            return offset(from: beginningOfDocument, to: p) > 3 ? position(from: beginningOfDocument, offset: 3) : p
        }
    }

    /// A rounded-rect field 250 pt wide at `y`, holding `text`, in `window`.
    func place<F: UITextField>(_ field: F, _ text: String, in window: UIWindow, y: CGFloat = 100) -> F {
        field.frame = CGRect(x: 20, y: y, width: 250, height: 34)
        field.borderStyle = .roundedRect
        field.text = text
        window.addSubview(field)
        window.layoutIfNeeded()
        KeyboardState.dropTextOfLastKey = false
        return field
    }

    /// A text view 300 by 120 pt at `y`, holding `text` in the 17 pt system font, in `window`.
    func place<V: UITextView>(_ view: V, _ text: String, in window: UIWindow, y: CGFloat = 200) -> V {
        view.frame = CGRect(x: 20, y: y, width: 300, height: 120)
        view.font = .systemFont(ofSize: 17)
        view.text = text
        window.addSubview(view)
        window.layoutIfNeeded()
        return view
    }

    func offsets(_ input: UITextInput) -> [Int] {
        guard let r = input.selectedTextRange else { return [] }
        return [input.offset(from: input.beginningOfDocument, to: r.start), input.offset(from: r.start, to: r.end)]
    }

    func later(_ seconds: TimeInterval = 1) -> TimeInterval { CACurrentMediaTime() + seconds }

    @Test func aFieldsCaretViewAndHandlesAreWhereItsCaretRectOverrideSays() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let field = place(ShiftedCaretField(), "hello world", in: window)
        let plain = place(UITextField(), "hello world", in: window, y: 200)
        #expect(field.becomeFirstResponder())
        let asked = field.caretRect(for: field.endOfDocument)
        #expect(close(asked.minX, plain.caretRect(for: plain.endOfDocument).minX + 30))
        let caretView = field.editor.decorations.caretView
        #expect(caretView.superview === field.contentView)
        let shown = field.contentView.convert(caretView.frame, to: field)
        #expect(close(shown.minX, asked.minX) && close(shown.minY, asked.minY) && close(shown.height, asked.height))
        #expect(shown.width == 4)
        // And it is drawn there, in the tint colour.
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "textinput-shifted-caret")
        let onScreen = field.convert(asked, to: window)
        #expect(close(rgba(image, Int(onScreen.midX), Int(onScreen.midY)), [0, 122, 255, 255], 12))
        // The handles (a touch profile) stand at the override's carets of the selection's ends.
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 5)!)
        let decorations = field.editor.decorations
        #expect(!decorations.startHandle.isHidden && !decorations.endHandle.isHidden)
        let start = field.contentView.convert(decorations.startHandle.frame, to: field)
        let end = field.contentView.convert(decorations.endHandle.frame, to: field)
        #expect(close(start.midX, field.caretRect(for: field.beginningOfDocument).midX))
        #expect(close(end.midX, field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 5)!).midX))
    }

    @Test func aTextViewsCaretViewAndHandlesAreWhereItsCaretRectOverrideSays() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let view = place(ShiftedCaretTextView(), "hello world", in: window)
        let plain = place(UITextView(), "hello world", in: window, y: 400)
        #expect(view.becomeFirstResponder())
        let asked = view.caretRect(for: view.endOfDocument)
        #expect(close(asked.minX, plain.caretRect(for: plain.endOfDocument).minX + 30))
        let caretView = view.editor.decorations.caretView
        #expect(caretView.superview === view)
        #expect(caretView.frame == asked)
        view.selectedRange = NSRange(location: 0, length: 5)
        let decorations = view.editor.decorations
        #expect(!decorations.startHandle.isHidden && !decorations.endHandle.isHidden)
        #expect(close(decorations.startHandle.frame.midX, view.caretRect(for: view.beginningOfDocument).midX))
        #expect(close(decorations.endHandle.frame.midX, view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 5)!).midX))
    }

    @Test func tapsAndClicksInAFieldLandWhereItsClosestPositionOverrideSays() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let field = place(FirstWordField(), "tap here", in: window)
        // A tap past the text's end: a plain field puts the caret at 8.
        let p = field.convert(CGPoint(x: 200, y: 17), to: window)
        window.send(TouchInput.tap(at: p, timestamp: later()))
        #expect(field.isEditing)
        #expect(field.asked > 0)
        #expect(offsets(field) == [3, 0])
        // A mouse drag from the start to the end selects up to where the override lets it.
        let start = field.convert(CGPoint(x: field.caretRect(for: field.beginningOfDocument).midX, y: 17), to: window)
        let t = later(2)
        window.send(TouchInput(phase: .down, location: start, timestamp: t, touchType: .indirectPointer, buttonMask: .primary))
        window.send(TouchInput(phase: .move, location: p, timestamp: t + 0.05, touchType: .indirectPointer, buttonMask: .primary))
        window.send(TouchInput(phase: .up, location: p, timestamp: t + 0.1, touchType: .indirectPointer))
        #expect(offsets(field) == [0, 3])
    }

    @Test func tapsAndClicksInATextViewLandWhereItsClosestPositionOverrideSays() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let view = place(FirstWordTextView(), "tap here", in: window)
        let endCaret = view.caretRect(for: view.endOfDocument)
        let p = view.convert(CGPoint(x: endCaret.maxX + 40, y: endCaret.midY), to: window)
        window.send(TouchInput.tap(at: p, timestamp: later()))
        #expect(view.isFirstResponder)
        #expect(view.asked > 0)
        #expect(view.selectedRange == NSRange(location: 3, length: 0))
        // A double tap there selects the word at the override's position: "tap", not "here".
        let t = later(3)
        window.send(TouchInput.tap(at: p, timestamp: t) + TouchInput.tap(at: p, timestamp: t + 0.15))
        #expect(view.selectedRange == NSRange(location: 0, length: 3))
    }
}

/// A text field and a text view holding the same single line in the same font answer the
/// `UITextInput` position and geometry questions the same way (one implementation serves both); the
/// geometry differs only by where each puts its text.
@MainActor @Suite struct TextInputFieldViewParityTests {
    static let text = "Hello wide world"

    func pair() -> (UIWindow, UITextField, UITextView) {
        let window = phoneWindowAtScale1()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 320, height: 34))
        field.font = .systemFont(ofSize: 17)
        field.text = Self.text
        let view = UITextView(frame: CGRect(x: 20, y: 200, width: 320, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.text = Self.text
        window.addSubview(field)
        window.addSubview(view)
        window.layoutIfNeeded()
        return (window, field, view)
    }

    /// The answers to the position questions, as offsets, in a fixed order.
    func positionAnswers(_ input: UITextInput) -> [String] {
        let n = Self.text.utf16.count
        let begin = input.beginningOfDocument
        func at(_ offset: Int) -> UITextPosition { input.position(from: begin, offset: offset)! }
        func o(_ p: UITextPosition?) -> String { p.map { String(input.offset(from: begin, to: $0)) } ?? "nil" }
        func r(_ range: UITextRange?) -> String { range.map { "\(o($0.start))..\(o($0.end))" } ?? "nil" }
        var answers = ["end \(o(input.endOfDocument))"]
        for from in [0, 3, n] {
            answers += [-20, -1, 0, 1, 20].map { "offset \(from)\($0): \(o(input.position(from: at(from), offset: $0)))" }
            for direction in [UITextLayoutDirection.left, .right, .up, .down] {
                answers += [0, 1, 2].map { "\(direction) \(from)+\($0): \(o(input.position(from: at(from), in: direction, offset: $0)))" }
                answers.append("extend \(direction) \(from): \(r(input.characterRange(byExtending: at(from), in: direction)))")
            }
        }
        let middle = input.textRange(from: at(8), to: at(2))!
        answers += [UITextLayoutDirection.left, .right, .up, .down].map { "within \($0): \(o(input.position(within: middle, farthestIn: $0)))" }
        answers.append("range \(r(middle)) \(input.text(in: middle) ?? "nil")")
        answers.append("past end \(r(input.textRange(from: at(2), to: TextOffsetPosition(n + 1))))")
        answers.append("compare \(input.compare(at(2), to: at(5)).rawValue) \(input.compare(at(5), to: at(2)).rawValue) \(input.compare(at(3), to: at(3)).rawValue)")
        answers.append("distance \(input.offset(from: at(9), to: at(4)))")
        let tokenizer = input.tokenizer
        answers.append("word \(r(tokenizer.rangeEnclosingPosition(at(8), with: .word, inDirection: .storage(.forward))))")
        answers.append("line \(r(tokenizer.rangeEnclosingPosition(at(8), with: .line, inDirection: .storage(.forward))))")
        answers.append("line end \(o(tokenizer.position(from: at(8), toBoundary: .line, inDirection: .storage(.forward))))")
        answers.append("direction \(input.baseWritingDirection(for: at(4), in: .forward).rawValue)")
        return answers
    }

    @Test func positionsAndRangesAreAnsweredTheSameWay() {
        let (window, field, view) = pair()
        defer { window.isHidden = true }
        let answers = positionAnswers(field)
        #expect(answers == positionAnswers(view))
        // And they are right: a single line's up and down go to its ends, and extending reaches them.
        #expect(answers.contains("up 3+1: 0") && answers.contains("down 3+1: 16") && answers.contains("down 3+0: 3"))
        #expect(answers.contains("extend right 3: 3..16") && answers.contains("extend up 3: 0..3"))
        #expect(answers.contains("offset 3-20: nil") && answers.contains("offset 161: nil") && answers.contains("offset 01: 1"))
        #expect(answers.contains("range 2..8 llo wi") && answers.contains("past end nil") && answers.contains("line 0..16"))
    }

    /// Where the text starts in an input: the left of the selection of all of it.
    func textStart(_ input: UITextInput) -> CGRect {
        input.selectionRects(for: input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)!)[0].rect
    }

    func relative(_ rect: CGRect, _ origin: CGRect) -> CGRect { rect.offsetBy(dx: -origin.minX, dy: -origin.minY) }

    @Test func geometryIsAnsweredTheSameWayWhereverTheTextSits() {
        let (window, field, view) = pair()
        defer { window.isHidden = true }
        let n = Self.text.utf16.count
        let inputs: [UITextInput] = [field, view]
        let starts = inputs.map(textStart)
        func at(_ input: UITextInput, _ offset: Int) -> UITextPosition { input.position(from: input.beginningOfDocument, offset: offset)! }
        func offset(_ input: UITextInput, _ p: UITextPosition?) -> Int? { p.map { input.offset(from: input.beginningOfDocument, to: $0) } }
        for i in 0...n {
            let carets = inputs.map { $0.caretRect(for: at($0, i)) }
            #expect(carets.allSatisfy { $0.width == 2 })
            // 2 pt centred on the boundary; a field keeps its caret inside its text's view, so the caret
            // before the first character stands at that view's edge there.
            if i > 0 {
                let a = relative(carets[0], starts[0]), b = relative(carets[1], starts[1])
                #expect(close(a.minX, b.minX, 0.01) && close(a.minY, b.minY, 0.01) && close(a.height, b.height, 0.01), "caret \(i)")
            }
            for (input, caret) in zip(inputs, carets) {
                #expect(offset(input, input.closestPosition(to: CGPoint(x: caret.midX, y: caret.midY))) == i, "closest \(i)")
            }
        }
        let selections = zip(inputs, starts).map { input, start in
            relative(input.selectionRects(for: input.textRange(from: at(input, 2), to: at(input, 8))!)[0].rect, start)
        }
        #expect(close(selections[0].minX, selections[1].minX, 0.01) && close(selections[0].width, selections[1].width, 0.01))
        #expect(selections[0].minX > 10 && selections[0].width > 30)
        for (input, start) in zip(inputs, starts) {
            let range = input.textRange(from: at(input, 2), to: at(input, 8))!
            let rects = input.selectionRects(for: range)
            #expect(rects.count == 1 && rects[0].containsStart && rects[0].containsEnd)
            #expect(input.firstRect(for: range) == rects[0].rect)
            let empty = input.textRange(from: at(input, 4), to: at(input, 4))!
            #expect(input.firstRect(for: empty) == input.caretRect(for: at(input, 4)))
            // Beyond the line's ends: its ends; the character under a point; the closest inside a range.
            #expect(offset(input, input.closestPosition(to: CGPoint(x: start.minX + 2_000, y: start.midY))) == n)
            #expect(offset(input, input.closestPosition(to: CGPoint(x: start.minX - 50, y: start.midY))) == 0)
            // A quarter into "e": the closest position is before it, and the character after that is "e".
            let e = input.caretRect(for: at(input, 1)), l = input.caretRect(for: at(input, 2))
            let character = input.characterRange(at: CGPoint(x: e.midX + (l.midX - e.midX) / 4, y: e.midY))
            #expect(character.flatMap { input.text(in: $0) } == "e")
            #expect(offset(input, input.closestPosition(to: CGPoint(x: start.minX + 2_000, y: start.midY), within: range)) == 8)
        }
    }
}
