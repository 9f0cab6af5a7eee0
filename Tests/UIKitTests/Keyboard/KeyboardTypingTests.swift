import Testing
@testable import UIKit

/// Taps on the software keyboard's keys type into the first responder through `UIKeyInput`.
@MainActor @Suite struct KeyboardTypingTests {
    private func shownKeyboard(_ configure: (KeyField) -> Void = { _ in }) -> KeyField {
        let (_, field) = keyboardTestWindow()
        configure(field)
        field.becomeFirstResponder()
        finishKeyboardSlide()
        return field
    }

    private func done(_ field: KeyField) {
        field.resignFirstResponder()
        finishKeyboardSlide()
    }

    @Test func lettersShiftAndAutomaticCapitals() {
        let field = shownKeyboard()
        #expect(SoftwareKeyboard.shared.keysView?.shift == .on, "a sentence starts with a capital")
        #expect(keyboardLayout.keys.contains { $0.label == "Q" })
        tapKey("H")
        #expect(SoftwareKeyboard.shared.keysView?.shift == .off)
        tapKey("i")
        tapKey("space-key")
        tapKey("shift")
        tapKey("Y")
        tapKey("o")
        tapKey("delete")
        tapKey("u")
        #expect(field.text == "Hi Yu")
        #expect(field.log == ["insert \"H\"", "insert \"i\"", "insert \" \"", "insert \"Y\"", "insert \"o\"", "deleteBackward", "insert \"u\""])
        // After a full stop and a space, a capital again.
        tapKey("plane numbers")
        tapKey(".")
        #expect(SoftwareKeyboard.shared.keysView?.plane == .numbers, "punctuation stays on the 123 plane")
        tapKey("space-key")
        #expect(SoftwareKeyboard.shared.keysView?.plane == .letters, "a space goes back to letters")
        #expect(SoftwareKeyboard.shared.keysView?.shift == .on)
        #expect(field.text == "Hi Yu. ")
        done(field)
    }

    @Test func doubleTappingShiftLocksCapitals() {
        let field = shownKeyboard { $0.autocapitalizationType = .none }
        #expect(SoftwareKeyboard.shared.keysView?.shift == .off)
        let keys = SoftwareKeyboard.shared.keysView!
        let window = SoftwareKeyboard.shared.window!
        let shiftKey = keys.layout.keys.first { $0.action == .shift }!
        let point = keys.convert(CGPoint(x: shiftKey.frame.midX, y: shiftKey.frame.midY), to: window)
        let t = CACurrentMediaTime() + 0.01
        window.send(TouchInput.tap(at: point, timestamp: t))
        window.send(TouchInput.tap(at: point, timestamp: t + 0.15))
        #expect(keys.shift == .locked)
        #expect(keys.layout.keys.first { $0.action == .shift }?.symbol == "capslock.fill")
        tapKey("A")
        tapKey("B")
        #expect(keys.shift == .locked, "caps lock stays on")
        tapKey("shift")
        #expect(keys.shift == .off)
        tapKey("c")
        #expect(field.text == "ABc")
        done(field)
    }

    @Test func numberAndSymbolPlanes() {
        let field = shownKeyboard { $0.autocapitalizationType = .none }
        tapKey("plane numbers")
        #expect(keyboardLayout.keys.prefix(10).map(\.label) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"])
        tapKey("4")
        tapKey("2")
        tapKey("#+=")
        #expect(keyboardLayout.keys.prefix(10).map(\.label) == ["[", "]", "{", "}", "#", "%", "^", "*", "+", "="])
        tapKey("%")
        tapKey("123")
        tapKey("ABC")
        tapKey("x")
        #expect(field.text == "42%x")
        done(field)
    }

    @Test func returnTypesANewLineAndWaitsForTextWhenAsked() {
        let field = shownKeyboard {
            $0.returnKeyType = .send
            $0.enablesReturnKeyAutomatically = true
        }
        let returnKey = { keyboardLayout.keys.first { $0.action == .return }! }
        #expect(returnKey().label == "send" && !returnKey().isEnabled && returnKey().style == .function)
        tapKey("send")
        #expect(field.log.isEmpty, "a disabled return key types nothing")
        tapKey("O")
        #expect(returnKey().isEnabled && returnKey().style == .primary, "blue once there is text")
        tapKey("send")
        #expect(field.text == "O\n")
        done(field)
    }

    @Test func emailAndURLKeyboardsHaveTheirKeys() {
        let field = shownKeyboard {
            $0.keyboardType = .URL
            $0.autocapitalizationType = .none
        }
        #expect(!keyboardLayout.keys.contains { $0.action == .space }, "no space bar on the URL keyboard")
        tapKey("w")
        tapKey("/")
        tapKey(".com")
        #expect(field.text == "w/.com")
        done(field)

        let mail = shownKeyboard {
            $0.keyboardType = .emailAddress
            $0.autocapitalizationType = .none
        }
        tapKey("a")
        tapKey("@")
        tapKey("b")
        tapKey(".")
        #expect(mail.text == "a@b.")
        done(mail)
    }

    @Test func numberPadTypesDigits() {
        let field = shownKeyboard { $0.keyboardType = .decimalPad }
        #expect(!keyboardLayout.keys.contains { $0.action == .return })
        #expect(SoftwareKeyboard.shared.currentFrame == CGRect(x: 0, y: 844 - 250, width: 390, height: 250), "no strip: 216 + 34")
        #expect(keyboardLayout.keys.first { $0.label == "2" }?.subtitle == "ABC")
        tapKey("3")
        tapKey(".")
        tapKey("1")
        tapKey("delete")
        tapKey("5")
        #expect(field.text == "3.5")
        done(field)
    }

    @Test func theKeyPopUpShowsWhileAKeyIsDownOnIPhone() {
        let field = shownKeyboard { $0.autocapitalizationType = .none }
        let keys = SoftwareKeyboard.shared.keysView!
        let window = SoftwareKeyboard.shared.window!
        let key = keys.layout.keys.first { $0.label == "g" }!
        let point = keys.convert(CGPoint(x: key.frame.midX, y: key.frame.midY), to: window)
        let t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: point, timestamp: t))
        #expect(SoftwareKeyboard.shared.popupLabel == "g")
        #expect(field.text == "", "letters type when the finger lifts")
        window.send(TouchInput(phase: .up, location: point, timestamp: t + 0.05))
        #expect(SoftwareKeyboard.shared.popupLabel == nil)
        #expect(field.text == "g")
        done(field)
    }

    @Test func holdingDeleteRepeats() {
        let field = shownKeyboard()
        field.text = "abcdefghij"
        let keys = SoftwareKeyboard.shared.keysView!
        let window = SoftwareKeyboard.shared.window!
        let delete = keys.layout.keys.first { $0.action == .delete }!
        let point = keys.convert(CGPoint(x: delete.frame.midX, y: delete.frame.midY), to: window)
        let t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: point, timestamp: t))
        #expect(field.text == "abcdefghi", "one at once")
        for _ in 0..<24 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        #expect(field.text == "abcdefghi", "nothing more for half a second")
        for _ in 0..<21 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        #expect(field.text == "abcdef", "then one every 0.1 s: at 0.5, 0.6 and 0.7 s")
        window.send(TouchInput(phase: .up, location: point, timestamp: CACurrentMediaTime() + 0.001))
        for _ in 0..<30 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        #expect(field.text == "abcdef", "letting go stops it")
        done(field)
    }
}
