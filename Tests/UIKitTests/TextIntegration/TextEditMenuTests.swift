import Foundation
import Testing
@testable import UIKit

/// The edit menu in text fields and text views: what shows for each state (caret, selection, secure),
/// the gestures that show it, the delegate's hooks and their order, and Select showing it again.
@MainActor @Suite struct TextEditMenuTests {
    final class FieldDelegate: UITextFieldDelegate {
        var log: [String] = []
        var extra: UIAction?
        func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
            log.append("menuFor \(range.location),\(range.length)")
            guard let extra else { return nil }
            return UIMenu(children: suggestedActions + [extra])
        }
        func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) { log.append("willPresent") }
        func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) { log.append("willDismiss") }
    }

    final class ViewDelegate: UITextViewDelegate {
        var log: [String] = []
        func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
            log.append("menuFor \(range.location),\(range.length)")
            return nil
        }
        func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) { log.append("willPresent") }
        func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) { log.append("willDismiss") }
    }

    private var time = CACurrentMediaTime()

    private mutating func later(_ interval: TimeInterval) -> TimeInterval {
        time = max(time, CACurrentMediaTime()) + interval
        return time
    }

    private mutating func longPress(_ window: UIWindow, at point: CGPoint) {
        window.send(TouchInput(phase: .down, location: point, timestamp: later(0.05)))
        UIApplication.shared.advanceFrame(by: 0.6)
        window.send(TouchInput(phase: .up, location: point, timestamp: later(0.02)))
        UIApplication.shared.advanceFrame(by: 0)
    }

    private mutating func tap(_ window: UIWindow, at point: CGPoint) {
        window.send(TouchInput(phase: .down, location: point, timestamp: later(0.6)))
        window.send(TouchInput(phase: .up, location: point, timestamp: later(0.05)))
        UIApplication.shared.advanceFrame(by: 0)
    }

    private func field(in window: UIWindow, text: String = "hello world", secure: Bool = false) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 300, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.text = text
        field.isSecureTextEntry = secure
        window.addSubview(field)
        UIApplication.shared.advanceFrame(by: 0)
        return field
    }

    private func titles(_ field: UITextField) -> [String] { field.editMenuInteraction?.visibleTitles ?? [] }

    @Test mutating func longPressInAFieldShowsTheActionsForTheCaret() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true; window.resignKey() }
        UIPasteboard.general.string = "pasted"
        let field = field(in: window)
        #expect(titles(field).isEmpty)
        longPress(window, at: CGPoint(x: 60, y: 317))
        #expect(field.isFirstResponder)
        let selected = field.selectedTextRange.flatMap { TextOffsetRange.nsRange(of: $0) }
        #expect(selected?.length == 0)
        #expect(titles(field) == ["Paste", "Select", "Select All"])
        // The bar sits right above the caret.
        let callout = field.editMenuInteraction!.calloutView!
        let caret = field.convert(field.caretRect(for: field.selectedTextRange!.start), to: nil)
        let bar = callout.convert(callout.bounds, to: nil)
        #expect(abs(bar.maxY - (caret.minY - 4)) <= 1 && bar.height == 44)
        // Typing hides it.
        field.insertText("x")
        #expect(titles(field).isEmpty)
    }

    @Test mutating func aSelectionOffersCutAndCopyButASecureFieldNever() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        UIPasteboard.general.string = "pasted"
        let plain = field(in: window)
        _ = plain.becomeFirstResponder()
        plain.selectedTextRange = TextOffsetRange(NSRange(location: 0, length: 5))
        plain.editor.editMenu?.present()
        #expect(titles(plain) == ["Cut", "Copy", "Paste", "Select All"])
        plain.selectedTextRange = TextOffsetRange(NSRange(location: 0, length: 11))
        #expect(titles(plain).isEmpty)
        plain.editor.editMenu?.present()
        #expect(titles(plain) == ["Cut", "Copy", "Paste"])

        let secure = field(in: window, text: "secret", secure: true)
        secure.frame.origin.y = 400
        _ = secure.becomeFirstResponder()
        #expect(!plain.isFirstResponder && titles(plain).isEmpty)
        secure.selectedTextRange = TextOffsetRange(NSRange(location: 0, length: 6))
        secure.editor.editMenu?.present()
        #expect(titles(secure) == ["Paste"])
        #expect(!titles(secure).contains("Copy") && !titles(secure).contains("Cut"))

        UIPasteboard.general.string = nil
        secure.editor.editMenu?.present()
        #expect(titles(secure).isEmpty)
        _ = secure.resignFirstResponder()
    }

    @Test mutating func aTapOnTheCaretWhileEditingShowsTheMenuAndTheDelegateShapesIt() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        UIPasteboard.general.string = "pasted"
        let field = field(in: window)
        let delegate = FieldDelegate()
        var ran = 0
        delegate.extra = UIAction(title: "Translate") { _ in ran += 1 }
        field.delegate = delegate
        // The first tap starts editing (no menu); a tap on the caret then shows it.
        tap(window, at: CGPoint(x: 280, y: 317))
        #expect(field.isFirstResponder && titles(field).isEmpty)
        let caret = field.caretRect(for: field.endOfDocument)
        let caretPoint = field.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil)
        tap(window, at: caretPoint)
        #expect(titles(field) == ["Paste", "Select", "Select All", "Translate"])
        #expect(delegate.log == ["menuFor 11,0", "willPresent"])

        // Choosing the delegate's action runs it; the menu goes first.
        delegate.log.removeAll()
        let callout = field.editMenuInteraction!.calloutView!
        let item = callout.itemFrame("Translate")!
        let overlay = callout.window!
        overlay.send(TouchInput.tap(at: callout.convert(CGPoint(x: item.midX, y: item.midY), to: overlay), timestamp: later(0.5)))
        #expect(ran == 1 && delegate.log == ["willDismiss"] && titles(field).isEmpty)

        // A tap away from the caret moves it and shows nothing.
        tap(window, at: CGPoint(x: 40, y: 317))
        #expect(titles(field).isEmpty)
        _ = field.resignFirstResponder()
    }

    @Test mutating func selectFromTheMenuSelectsTheWordAndShowsTheMenuAgain() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        UIPasteboard.general.string = "pasted"
        let field = field(in: window)
        _ = field.becomeFirstResponder()
        field.selectedTextRange = TextOffsetRange(NSRange(location: 2, length: 0))
        field.editor.editMenu?.present()
        let callout = field.editMenuInteraction!.calloutView!
        let item = callout.itemFrame("Select")!
        let overlay = callout.window!
        overlay.send(TouchInput.tap(at: callout.convert(CGPoint(x: item.midX, y: item.midY), to: overlay), timestamp: later(0.5)))
        #expect(field.selectedTextRange.flatMap { TextOffsetRange.nsRange(of: $0) } == NSRange(location: 0, length: 5))
        #expect(titles(field) == ["Cut", "Copy", "Paste", "Select All"])
        _ = field.resignFirstResponder()
        #expect(titles(field).isEmpty)
    }

    @Test mutating func aTextViewShowsItsMenuOnASecondaryClickAndTellsItsDelegate() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        UIPasteboard.general.string = "pasted"
        let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 340, height: 200))
        textView.text = "alpha beta gamma"
        let delegate = ViewDelegate()
        textView.delegate = delegate
        window.addSubview(textView)
        UIApplication.shared.advanceFrame(by: 0)
        // "beta" is the second word: click in its middle.
        let rects = textView.selectionRects(for: TextOffsetRange(NSRange(location: 6, length: 4)))
        let rect = rects[0].rect
        let point = textView.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
        window.send(TouchInput(phase: .down, location: point, timestamp: later(0.5), touchType: .indirectPointer, buttonMask: .secondary))
        window.send(TouchInput(phase: .up, location: point, timestamp: later(0.05), touchType: .indirectPointer, buttonMask: .secondary))
        UIApplication.shared.advanceFrame(by: 0)
        #expect(textView.selectedRange == NSRange(location: 6, length: 4))
        #expect(textView.editMenuInteraction?.visibleTitles == ["Cut", "Copy", "Paste", "Select All"])
        #expect(delegate.log == ["menuFor 6,4", "willPresent"])
        _ = textView.resignFirstResponder()
        #expect(delegate.log.last == "willDismiss")
    }
}
