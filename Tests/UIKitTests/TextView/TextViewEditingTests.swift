import Foundation
import Testing
@testable import UIKit

/// Editing a text view through the shared editing engine, with TextKit answering the geometry:
/// typing, delegate calls and notifications in order, caret rectangles and line moves.
@MainActor @Suite struct TextViewEditingTests {
    final class Recorder: UITextViewDelegate {
        var events: [String] = []
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { events.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { events.append("didBegin") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            events.append("shouldChange \(range.location),\(range.length) \(text)")
            return text != "!"
        }
        func textViewDidChange(_ textView: UITextView) { events.append("didChange") }
        func textViewDidChangeSelection(_ textView: UITextView) { events.append("selection \(textView.selectedRange.location)") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { events.append("shouldEnd"); return true }
        func textViewDidEndEditing(_ textView: UITextView) { events.append("didEnd") }
    }

    @Test func typingGoesThroughTheDelegateAndTheStorage() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.makeKeyAndVisible()
        let view = UITextView(frame: window.bounds)
        view.contentInsetAdjustmentBehavior = .never
        view.font = .systemFont(ofSize: 17)
        view.text = "Hello"
        let recorder = Recorder()
        view.delegate = recorder
        window.addSubview(view)
        final class Notes: @unchecked Sendable { var list: [String] = [] }
        let notes = Notes()
        let center = NotificationCenter.default
        let observers = [UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
                         UITextView.textDidEndEditingNotification].map { name in
            center.addObserver(forName: name, object: view, queue: nil) { note in
                notes.list.append(note.name.rawValue)
            }
        }
        defer { observers.forEach(center.removeObserver) }

        #expect(view.becomeFirstResponder())
        view.insertText(" world")
        view.insertText("!")
        #expect(view.text == "Hello world")
        #expect(view.selectedRange == NSRange(location: 11, length: 0))
        #expect(recorder.events.prefix(3) == ["shouldBegin", "didBegin", "shouldChange 5,0  world"])
        #expect(recorder.events.contains("didChange") && recorder.events.contains("selection 11"))
        #expect(recorder.events.last == "shouldChange 11,0 !")
        #expect(view.resignFirstResponder())
        #expect(recorder.events.suffix(2) == ["shouldEnd", "didEnd"])
        #expect(notes.list == ["UITextViewTextDidBeginEditingNotification", "UITextViewTextDidChangeNotification",
                          "UITextViewTextDidEndEditingNotification"])
    }

    @Test func geometryComesFromTextKit() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        view.font = .systemFont(ofSize: 17)
        view.text = "First line\nSecond line"
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let caret = view.caretRect(for: view.beginningOfDocument)
        #expect(close(caret.minY, 8, 0.01) && close(caret.height, lineHeight, 0.01))
        #expect(close(caret.midX, 5, 0.01))
        let second = view.position(from: view.beginningOfDocument, in: .down, offset: 1)
        #expect(view.offset(from: view.beginningOfDocument, to: second!) == 11)
        let point = view.caretRect(for: TextOffsetPosition(14))
        #expect(TextOffsetPosition.offset(of: view.closestPosition(to: CGPoint(x: point.midX, y: point.midY))!) == 14)
        let rects = view.selectionRects(for: TextOffsetRange(NSRange(location: 6, length: 10)))
        #expect(rects.count == 2 && rects[0].containsStart && rects[1].containsEnd)
        #expect(close(rects[1].rect.minY, 8 + lineHeight, 0.01))
    }
}
