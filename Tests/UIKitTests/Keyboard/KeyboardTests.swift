import Testing
import UIKit

/// Keys through the key door: key commands first, then presses up the responder chain, and unhandled
/// presses typed into a `UIKeyInput` first responder.
@MainActor @Suite struct KeyboardTests {
    /// A view that can be first responder and records what reaches it.
    final class Recorder: UIView {
        var log: [String] = []
        var handlesPresses = false
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("began \(presses.first!.key!.keyCode) \(presses.first!.key!.characters)")
            if !handlesPresses { super.pressesBegan(presses, with: event) }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("ended \(presses.first!.key!.keyCode)")
            super.pressesEnded(presses, with: event)
        }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("cancelled \(presses.first!.key!.keyCode)")
            super.pressesCancelled(presses, with: event)
        }
    }

    /// A text responder that records its text operations.
    final class TextSink: UIView, UITextInput {
        var text = ""
        var marked: String?
        var operations: [String] = []
        var handlesPresses = false
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            if !handlesPresses { super.pressesBegan(presses, with: event) }
        }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ text: String) {
            operations.append("insert \(text.debugDescription)")
            self.text += text
            marked = nil
        }
        func deleteBackward() {
            operations.append("deleteBackward")
            if !text.isEmpty { text.removeLast() }
        }
        var markedTextRange: UITextRange? { marked == nil ? nil : UITextRange() }
        var selectedTextRange: UITextRange?
        func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
            operations.append("mark \((markedText ?? "").debugDescription) \(selectedRange.location),\(selectedRange.length)")
            marked = (markedText?.isEmpty ?? true) ? nil : markedText
        }
        func unmarkText() { marked = nil }
        var beginningOfDocument: UITextPosition { UITextPosition() }
        var endOfDocument: UITextPosition { UITextPosition() }
        func text(in range: UITextRange) -> String? { text }
        func replace(_ range: UITextRange, withText text: String) { self.text = text }
        func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: 40, y: 2, width: 2, height: 20) }
        var keyboardType: UIKeyboardType { .emailAddress }
    }

    /// A controller whose key commands record what they did.
    final class Commands: UIViewController {
        var performed: [String] = []
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "s", modifierFlags: .command, action: Commands.save),
             UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: Commands.up)]
        }
        func save() { performed.append("save") }
        func up(_ command: UIKeyCommand) { performed.append("up \(command.input!)") }
    }

    private func makeWindow() -> (UIWindow, Commands) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = Commands()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller)
    }

    @Test func usageCodesAndModifierBitsAreApples() {
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 4)
        #expect(UIKeyboardHIDUsage.keyboard0.rawValue == 39)
        #expect(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 40)
        #expect(UIKeyboardHIDUsage.keyboardF12.rawValue == 69)
        #expect(UIKeyboardHIDUsage.keyboardUpArrow.rawValue == 82)
        #expect(UIKeyboardHIDUsage.keyboardLeftGUI.rawValue == 227)
        #expect(UIKeyModifierFlags.shift.rawValue == 131_072)
        #expect(UIKeyModifierFlags.command.rawValue == 1_048_576)
        #expect(UIKeyboardType.twitter.rawValue == 9)
        #expect(UIReturnKeyType.done.rawValue == 9)
    }

    @Test func pressesGoToTheFirstResponderAndUpItsChain() {
        let (window, controller) = makeWindow()
        defer { window.isHidden = true }
        let parent = Recorder(frame: window.bounds)
        let child = Recorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(parent)
        parent.addSubview(child)
        #expect(child.becomeFirstResponder())
        window.send(KeyInput.press(.keyboardX, characters: "x", timestamp: CACurrentMediaTime()))
        #expect(child.log == ["began keyboardX x", "ended keyboardX"])
        #expect(parent.log == ["began keyboardX x", "ended keyboardX"])
        child.handlesPresses = true
        window.send(KeyInput.press(.keyboardY, characters: "y", timestamp: CACurrentMediaTime()))
        #expect(parent.log.count == 3, "a handled press went no further up: \(parent.log)")
        #expect(parent.log.last == "ended keyboardY")
    }

    @Test func aMatchingKeyCommandTakesTheKey() {
        let (window, controller) = makeWindow()
        defer { window.isHidden = true }
        let recorder = Recorder(frame: window.bounds)
        controller.view.addSubview(recorder)
        #expect(recorder.becomeFirstResponder())
        window.send(KeyInput.press(.keyboardS, characters: "s", modifierFlags: .command, timestamp: CACurrentMediaTime()))
        window.send(KeyInput.press(.keyboardUpArrow, timestamp: CACurrentMediaTime()))
        #expect(controller.performed == ["save", "up UIKeyInputUpArrow"])
        #expect(recorder.log.isEmpty, "no press is delivered for a key a command took: \(recorder.log)")
        // Without Command, "s" is an ordinary press.
        window.send(KeyInput.press(.keyboardS, characters: "s", timestamp: CACurrentMediaTime()))
        #expect(controller.performed.count == 2)
        #expect(recorder.log == ["began keyboardS s", "ended keyboardS"])
    }

    @Test func withoutAFirstResponderKeyCommandsOfTheFrontmostControllerWork() {
        let (window, controller) = makeWindow()
        defer { window.isHidden = true }
        window.send(KeyInput.press(.keyboardUpArrow, timestamp: CACurrentMediaTime()))
        #expect(controller.performed == ["up UIKeyInputUpArrow"])
    }

    @Test func unhandledPressesTypeIntoATextResponder() {
        let (window, controller) = makeWindow()
        defer { window.isHidden = true }
        let sink = TextSink(frame: window.bounds)
        controller.view.addSubview(sink)
        #expect(sink.becomeFirstResponder())
        let now = CACurrentMediaTime()
        window.send(KeyInput.press(.keyboardH, characters: "H", modifierFlags: .shift, timestamp: now))
        window.send(KeyInput.press(.keyboardI, characters: "i", timestamp: now + 0.1))
        window.send(KeyInput.press(.keyboardDeleteOrBackspace, timestamp: now + 0.2))
        window.send(KeyInput.press(.keyboardReturnOrEnter, timestamp: now + 0.3))
        window.send(KeyInput.press(.keyboardC, characters: "c", modifierFlags: .control, timestamp: now + 0.4))
        #expect(sink.operations == ["insert \"H\"", "insert \"i\"", "deleteBackward", "insert \"\\n\""])
        #expect(sink.text == "H\n")
    }

    @Test func textFromTheInputMethodIsDroppedOnlyForAKeyThatWasTaken() {
        let (window, controller) = makeWindow()
        defer { window.isHidden = true }
        let sink = TextSink(frame: window.bounds)
        controller.view.addSubview(sink)
        #expect(sink.becomeFirstResponder())
        let now = CACurrentMediaTime()
        // A backend whose text comes separately: the key does not type, the text door does.
        window.send(KeyInput(phase: .down, keyCode: .keyboardA, characters: "a", typesText: false, timestamp: now))
        window.send(TextInput.commit("a"))
        window.send(KeyInput(phase: .up, keyCode: .keyboardA, characters: "a", typesText: false, timestamp: now + 0.05))
        sink.handlesPresses = true
        window.send(KeyInput(phase: .down, keyCode: .keyboardB, characters: "b", typesText: false, timestamp: now + 0.1))
        window.send(TextInput.commit("b"))
        sink.handlesPresses = false
        window.send(KeyInput(phase: .down, keyCode: .keyboardC, characters: "c", typesText: false, timestamp: now + 0.2))
        window.send(TextInput.commit("c"))
        #expect(sink.text == "ac")
    }

    @Test func compositionsAreMarkedTextAndEmptyOnesWithoutACompositionAreIgnored() {
        let (window, controller) = makeWindow()
        defer { window.isHidden = true }
        let sink = TextSink(frame: window.bounds)
        controller.view.addSubview(sink)
        #expect(sink.becomeFirstResponder())
        window.send(TextInput.marked("", selectedLocation: 0, selectedLength: 0))
        window.send(TextInput.marked("ni", selectedLocation: 2, selectedLength: 0))
        window.send(TextInput.marked("你", selectedLocation: 1, selectedLength: 0))
        window.send(TextInput.commit("你"))
        window.send(TextInput.marked("", selectedLocation: 0, selectedLength: 0))
        #expect(sink.operations == ["mark \"ni\" 2,0", "mark \"你\" 1,0", "insert \"你\""])
        #expect(sink.text == "你")
    }

    @Test func theBackendHearsWhenATextResponderBecomesAndStopsBeingFirst() {
        let (window, controller) = makeWindow()
        defer { window.isHidden = true }
        let sink = TextSink(frame: CGRect(x: 10, y: 30, width: 100, height: 30))
        let plain = Recorder(frame: window.bounds)
        controller.view.addSubview(sink)
        controller.view.addSubview(plain)
        var heard: [String] = []
        let saved = TextInputRouting.observer
        TextInputRouting.observer = { responder, caret in
            heard.append(responder == nil ? "none" : "text at \(caret.map { "\(Int($0.minX)),\(Int($0.minY))" } ?? "?")")
        }
        defer { TextInputRouting.observer = saved }
        #expect(sink.becomeFirstResponder())
        #expect(plain.becomeFirstResponder())
        #expect(heard == ["text at 50,32", "none"])
    }

    @Test func losingTheKeyboardCancelsPressesInProgress() {
        let (window, controller) = makeWindow()
        defer { window.isHidden = true }
        let recorder = Recorder(frame: window.bounds)
        controller.view.addSubview(recorder)
        #expect(recorder.becomeFirstResponder())
        window.send(KeyInput(phase: .down, keyCode: .keyboardLeftShift, timestamp: CACurrentMediaTime()))
        window.cancelPresses()
        window.send(KeyInput(phase: .up, keyCode: .keyboardLeftShift, timestamp: CACurrentMediaTime()))
        #expect(recorder.log == ["began keyboardLeftShift ", "cancelled keyboardLeftShift"])
    }
}
