import Testing
@testable import UIKit

/// UITextField: typing through the window's input path with the delegate, control events and
/// notifications in UIKit's order, Return, the clear button, secure entry, the rect methods, the
/// caret's geometry and horizontal scrolling, and how each border style draws.
@MainActor @Suite struct TextFieldTests {
    final class Recorder: UITextFieldDelegate {
        var log: [String] = []
        var allowBegin = true, allowEnd = true, allowClear = true
        var refuse: String?
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowBegin }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("didEnd \(reason)") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("shouldChange \(range.location),\(range.length) \(string)")
            return string != refuse
        }
        func textFieldDidChangeSelection(_ textField: UITextField) { log.append("selection") }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return allowClear }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return true }
    }

    final class Target {
        var log: [String] = []
        func began() { log.append("editingDidBegin") }
        func changed() { log.append("editingChanged") }
        func ended() { log.append("editingDidEnd") }
        func exit() { log.append("editingDidEndOnExit") }
    }

    struct Setup {
        let window: UIWindow
        let field: UITextField
        let delegate: Recorder
        let target: Target
        var observers: [NSObjectProtocol] = []
    }

    func setUp(_ style: UITextField.BorderStyle = .roundedRect, width: CGFloat = 200) -> (UIWindow, UITextField, Recorder, Target, () -> [String]) {
        let window = phoneWindowAtScale1()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: width, height: 34))
        field.borderStyle = style
        window.addSubview(field)
        let delegate = Recorder(), target = Target()
        field.delegate = delegate
        field.addTarget(target, action: Target.began, for: .editingDidBegin)
        field.addTarget(target, action: Target.changed, for: .editingChanged)
        field.addTarget(target, action: Target.ended, for: .editingDidEnd)
        var merged: [String] = []
        var tokens: [NSObjectProtocol] = []
        for (name, label) in [(UITextField.textDidBeginEditingNotification, "note begin"), (UITextField.textDidChangeNotification, "note change"),
                              (UITextField.textDidEndEditingNotification, "note end")] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { _ in
                MainActor.assumeIsolated { merged.append(label) }
            })
        }
        KeyboardState.dropTextOfLastKey = false
        window.layoutIfNeeded()
        return (window, field, delegate, target, {
            _ = tokens
            return merged
        })
    }

    func type(_ window: UIWindow, _ text: String) {
        for c in text { window.send(KeyInput.press(.keyboardA, characters: String(c), timestamp: CACurrentMediaTime() + 0.01)) }
    }

    @Test func editingRunsInUIKitsOrder() {
        let (window, field, delegate, target, notes) = setUp()
        #expect(field.becomeFirstResponder())
        #expect(field.isEditing)
        #expect(delegate.log == ["shouldBegin", "didBegin"])
        #expect(target.log == ["editingDidBegin"])
        #expect(notes() == ["note begin"])
        delegate.log = []
        type(window, "hi")
        #expect(field.text == "hi")
        #expect(delegate.log == ["shouldChange 0,0 h", "selection", "shouldChange 1,0 i", "selection"])
        #expect(target.log == ["editingDidBegin", "editingChanged", "editingChanged"])
        #expect(notes() == ["note begin", "note change", "note change"])
        delegate.log = []
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing)
        #expect(delegate.log == ["shouldEnd", "didEnd committed"])
        #expect(target.log.last == "editingDidEnd")
        #expect(notes().last == "note end")
    }

    @Test func delegateCanRefuseBeginEndAndChanges() {
        let (window, field, delegate, _, _) = setUp()
        delegate.allowBegin = false
        #expect(!field.becomeFirstResponder())
        #expect(!field.isEditing)
        delegate.allowBegin = true
        #expect(field.becomeFirstResponder())
        delegate.refuse = "x"
        type(window, "axb")
        #expect(field.text == "ab")
        delegate.allowEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isEditing && field.isFirstResponder)
    }

    @Test func shouldChangeGetsUTF16Ranges() {
        let (window, field, delegate, _, _) = setUp()
        field.text = "a😀b"
        field.becomeFirstResponder()
        delegate.log = []
        key(window, .keyboardLeftArrow)
        key(window, .keyboardDeleteOrBackspace)
        #expect(field.text == "ab")
        #expect(delegate.log.contains("shouldChange 1,2 "))
    }

    func key(_ window: UIWindow, _ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = [], characters: String = "") {
        window.send(KeyInput.press(code, characters: characters, modifierFlags: flags, timestamp: CACurrentMediaTime() + 0.01))
    }

    @Test func returnAsksTheDelegateAndEndsOnExit() {
        let (window, field, delegate, target, _) = setUp()
        field.addTarget(target, action: Target.exit, for: .editingDidEndOnExit)
        field.becomeFirstResponder()
        type(window, "go")
        delegate.log = []
        key(window, .keyboardReturnOrEnter)
        #expect(field.text == "go")
        #expect(delegate.log == ["shouldReturn", "shouldEnd", "didEnd committed"])
        #expect(target.log.suffix(2) == ["editingDidEndOnExit", "editingDidEnd"])
        #expect(!field.isFirstResponder)
    }

    @Test func settingTextSendsNothing() {
        let (_, field, delegate, target, notes) = setUp()
        field.text = "quiet"
        #expect(delegate.log.isEmpty && target.log.isEmpty && notes().isEmpty)
        field.text = nil
        #expect(field.text == "")
    }

    @Test func markedTextComposesInTheField() {
        let (window, field, _, target, _) = setUp()
        field.becomeFirstResponder()
        window.send(TextInput.marked("かんじ", selectedLocation: 3, selectedLength: 0))
        #expect(field.text == "かんじ")
        #expect(field.markedTextRange != nil)
        window.send(TextInput.commit("漢字"))
        #expect(field.text == "漢字")
        #expect(field.markedTextRange == nil)
        #expect(target.log.filter { $0 == "editingChanged" }.count == 2)
        field.undoManager?.undo()
        #expect(field.text == "")
    }

    @Test func secureTextIsNeverCopiedAndShowsBullets() {
        let (window, field, _, _, _) = setUp()
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        type(window, "pw")
        #expect(field.text == "pw")
        // The last character shows for a moment on a phone, then it too is a bullet.
        #expect(field.displayString == "•w")
        UIApplication.shared.advanceFrame(by: 1.0)
        #expect(field.displayString == "•w")
        UIApplication.shared.advanceFrame(by: 0.6)
        #expect(field.displayString == "••")
        UIPasteboard.general.string = "untouched"
        key(window, .keyboardA, .command, characters: "a")
        #expect(field.selectedTextRange.map { field.offset(from: $0.start, to: $0.end) } == 2)
        key(window, .keyboardC, .command, characters: "c")
        key(window, .keyboardX, .command, characters: "x")
        #expect(UIPasteboard.general.string == "untouched")
        #expect(field.text == "pw")
        #expect(!field.canPerformAction(.copy, withSender: nil))
        #expect(field.canPerformAction(.paste, withSender: nil))
    }

    @Test func clearButtonClearsAfterAsking() {
        let (window, field, delegate, target, notes) = setUp()
        field.clearButtonMode = .always
        field.text = "clear me"
        window.layoutIfNeeded()
        #expect(!field.clearButton.isHidden)
        #expect(field.clearButton.frame == CGRect(x: 175, y: 8, width: 19, height: 19))
        let center = field.convert(CGPoint(x: field.clearButton.frame.midX, y: field.clearButton.frame.midY), to: window)
        delegate.allowClear = false
        let t = CACurrentMediaTime() + 1
        window.send([TouchInput(phase: .down, location: center, timestamp: t), TouchInput(phase: .up, location: center, timestamp: t + 0.05)])
        #expect(field.text == "clear me")
        delegate.allowClear = true
        delegate.log = []
        window.send([TouchInput(phase: .down, location: center, timestamp: t + 1), TouchInput(phase: .up, location: center, timestamp: t + 1.05)])
        #expect(field.text == "")
        #expect(delegate.log.prefix(3) == ["shouldClear", "shouldBegin", "didBegin"])
        #expect(target.log.suffix(1) == ["editingChanged"])
        #expect(notes().last == "note change")
        window.layoutIfNeeded()
        #expect(field.clearButton.isHidden)
    }

    @Test func rectsFollowTheBorderAndOverlays() {
        let (window, field, _, _, _) = setUp()
        #expect(field.intrinsicContentSize.height == 34)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.leftView = left
        field.leftViewMode = .always
        field.rightView = right
        field.rightViewMode = .unlessEditing
        window.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(right.frame == CGRect(x: 176, y: 5, width: 24, height: 24))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 146, height: 34))
        field.becomeFirstResponder()
        window.layoutIfNeeded()
        #expect(right.isHidden)
        #expect(field.editingRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 163, height: 34))
        field.borderStyle = .none
        #expect(field.textRect(forBounds: field.bounds).maxX == 200)
    }

    @Test func caretFollowsTypingAndTheTextScrolls() {
        let (window, field, _, _, _) = setUp(width: 80)
        field.becomeFirstResponder()
        let start = field.caretRect(for: field.endOfDocument)
        #expect(start.minX == 7 && start.width == 2)
        type(window, "ab")
        let after = field.caretRect(for: field.endOfDocument)
        #expect(after.minX > start.minX + 10)
        #expect(after.height > 18 && abs(after.midY - 17) < 1)
        type(window, "a long line that does not fit")
        let end = field.caretRect(for: field.endOfDocument)
        #expect(end.maxX <= field.editingRect(forBounds: field.bounds).maxX)
        #expect(field.scrollX > 0)
        key(window, .keyboardHome)
        #expect(field.scrollX == 0)
        #expect(field.caretRect(for: field.beginningOfDocument).minX == 7)
        let selected = field.selectionRects(for: field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 2)!)!)
        #expect(selected.count == 1 && selected[0].rect.minX == 7 && selected[0].rect.width > 10)
        #expect(field.offset(from: field.beginningOfDocument, to: field.closestPosition(to: CGPoint(x: 8, y: 17))!) == 0)
    }

    @Test func tappingPlacesTheCaret() {
        let (window, field, _, _, _) = setUp()
        field.text = "tap here"
        let t = CACurrentMediaTime() + 1
        let p = field.convert(CGPoint(x: 150, y: 17), to: window)
        window.send([TouchInput(phase: .down, location: p, timestamp: t), TouchInput(phase: .up, location: p, timestamp: t + 0.05)])
        #expect(field.isEditing)
        #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 8)
    }

    @Test func roundedRectDrawsIOSLookInLightAndDark() {
        let (window, field, _, _, _) = setUp()
        field.placeholder = "Placeholder"
        window.layoutIfNeeded()
        UIApplication.shared.advanceFrame()
        let light = window.screen.snapshotImage()
        // Border pixel on the top edge (a light grey hairline) and white inside.
        let border = rgba(light, 120, 100)
        #expect(close(border, [204, 204, 204, 255], 12))
        #expect(close(rgba(light, 120, 110), [255, 255, 255, 255]))
        // The placeholder's ink is grey, not black.
        let ink = (27..<110).map { rgba(light, $0, 117) }.min { $0[0] < $1[0] }!
        #expect(ink[0] > 120 && ink[0] < 230)
        window.overrideUserInterfaceStyle = .dark
        window.backgroundColor = .black
        UIApplication.shared.advanceFrame()
        let dark = window.screen.snapshotImage()
        #expect(close(rgba(dark, 120, 110), [0, 0, 0, 255]))
        #expect(close(rgba(dark, 120, 100), [58, 58, 60, 255], 12))
    }
}

/// Options that change what editing does to existing text, font fitting, background images, and the
/// editor's lifetime.
@MainActor @Suite struct TextFieldOptionTests {
    func field(in window: UIWindow, text: String) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 120, height: 34))
        field.borderStyle = .roundedRect
        field.text = text
        window.addSubview(field)
        KeyboardState.dropTextOfLastKey = false
        return field
    }

    @Test func clearsOnBeginEditingAndOnInsertion() {
        let window = phoneWindowAtScale1()
        let a = field(in: window, text: "old")
        a.clearsOnBeginEditing = true
        a.becomeFirstResponder()
        #expect(a.text == "")
        let b = field(in: window, text: "keep until typing")
        b.clearsOnInsertion = true
        b.becomeFirstResponder()
        #expect(b.text == "keep until typing")
        window.send(TextInput.commit("n"))
        #expect(b.text == "n")
        window.send(TextInput.commit("o"))
        #expect(b.text == "no")
    }

    @Test func fontShrinksToFitWidthDownToTheMinimum() {
        let window = phoneWindowAtScale1()
        let f = field(in: window, text: "a rather long text for this field")
        window.layoutIfNeeded()
        let full = f.displayLayout().usedSize.width
        f.adjustsFontSizeToFitWidth = true
        f.minimumFontSize = 10
        window.layoutIfNeeded()
        let fitted = f.displayLayout().usedSize.width
        #expect(fitted < full * 0.75)
        #expect(fitted > full * 10 / 17 - 2)
    }

    @Test func backgroundImagesReplaceTheBorderButNotTheRoundedRect() throws {
        let window = phoneWindowAtScale1()
        let f = field(in: window, text: "")
        let red = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let blue = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        f.background = red
        f.disabledBackground = blue
        UIApplication.shared.advanceFrame()
        #expect(close(rgba(window.screen.snapshotImage(), 80, 117), [255, 255, 255, 255]))
        f.borderStyle = .none
        UIApplication.shared.advanceFrame()
        #expect(close(rgba(window.screen.snapshotImage(), 80, 117), [255, 0, 0, 255], 4))
        f.isEnabled = false
        f.setNeedsDisplay()
        UIApplication.shared.advanceFrame()
        #expect(close(rgba(window.screen.snapshotImage(), 80, 117), [0, 0, 255, 255], 4))
    }

    @Test func fieldAndEditorAreFreedAfterEditing() {
        weak var weakField: UITextField?
        weak var weakUndo: UndoManager?
        do {
            let window = phoneWindowAtScale1()
            let f = field(in: window, text: "")
            f.becomeFirstResponder()
            window.send(TextInput.commit("typed"))
            f.resignFirstResponder()
            f.removeFromSuperview()
            weakField = f
            weakUndo = f.undoManager
            window.isHidden = true
        }
        #expect(weakField == nil)
        #expect(weakUndo == nil)
    }
}

/// Pointer and touch selection in a field, paste of several lines, and the caret's blink.
@MainActor @Suite struct TextFieldSelectionTests {
    func editing(_ text: String) -> (UIWindow, UITextField) {
        let window = phoneWindowAtScale1()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 250, height: 34))
        field.borderStyle = .roundedRect
        field.text = text
        window.addSubview(field)
        window.layoutIfNeeded()
        KeyboardState.dropTextOfLastKey = false
        return (window, field)
    }

    func selection(_ f: UITextField) -> [Int] {
        guard let r = f.selectedTextRange else { return [] }
        return [f.offset(from: f.beginningOfDocument, to: r.start), f.offset(from: r.start, to: r.end)]
    }

    @Test func doubleTapSelectsAWordAndTheHandlesShow() {
        let (window, field) = editing("hello world")
        let x = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 8)!).midX
        let p = field.convert(CGPoint(x: x, y: 17), to: window)
        let t = CACurrentMediaTime() + 1
        window.send([TouchInput(phase: .down, location: p, timestamp: t), TouchInput(phase: .up, location: p, timestamp: t + 0.05),
                     TouchInput(phase: .down, location: p, timestamp: t + 0.15), TouchInput(phase: .up, location: p, timestamp: t + 0.2)])
        #expect(selection(field) == [6, 5])
        #expect(!field.editor.decorations.startHandle.isHidden)
        #expect(field.editor.decorations.endHandle.superview === field.contentView)
    }

    @Test func mouseDragSelectsInTheField() {
        let (window, field) = editing("drag across me")
        let at = { (o: Int) in field.convert(CGPoint(x: field.caretRect(for: field.position(from: field.beginningOfDocument, offset: o)!).midX, y: 17), to: window) }
        let t = CACurrentMediaTime() + 1
        window.send(TouchInput(phase: .down, location: at(5), timestamp: t, touchType: .indirectPointer, buttonMask: .primary))
        window.send(TouchInput(phase: .move, location: at(11), timestamp: t + 0.05, touchType: .indirectPointer, buttonMask: .primary))
        window.send(TouchInput(phase: .up, location: at(11), timestamp: t + 0.1, touchType: .indirectPointer))
        #expect(field.isEditing)
        #expect(selection(field) == [5, 6])
        #expect(field.text(in: field.selectedTextRange!) == "across")
    }

    @Test func pastingLinesMakesOneLine() {
        let (window, field) = editing("")
        field.becomeFirstResponder()
        UIPasteboard.general.string = "one\ntwo\r\nthree"
        window.send(KeyInput.press(.keyboardV, characters: "v", modifierFlags: .control, timestamp: CACurrentMediaTime() + 0.01))
        #expect(field.text == "one two three")
    }

    @Test func caretBlinksWhileEditing() {
        let (window, field) = editing("blink")
        field.becomeFirstResponder()
        let caret = field.editor.decorations.caretView
        UIApplication.shared.advanceFrame(by: 0.3)
        #expect(!caret.isHidden)
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(caret.isHidden)
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(!caret.isHidden)
        window.send(TextInput.commit("s"))
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(!caret.isHidden)
        #expect(caret.frame.width == 2)
        #expect(close(rgba(window.screen.snapshotImage(), Int(field.contentView.convert(caret.frame, to: window).midX), 117), [0, 122, 255, 255], 12))
    }
}

/// Bad input recovers without crashing.
@MainActor @Suite struct TextFieldBadInputTests {
    @Test func outOfRangeAndNonFiniteInputIsClampedOrRefused() {
        let window = phoneWindowAtScale1()
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
        field.text = "abc"
        window.addSubview(field)
        field.becomeFirstResponder()
        #expect(field.position(from: field.endOfDocument, offset: Int.max) == nil)
        #expect(field.closestPosition(to: CGPoint(x: CGFloat.nan, y: 0)) == nil)
        field.setMarkedText("xy", selectedRange: NSRange(location: NSNotFound, length: 5))
        #expect(field.text == "abcxy")
        #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 5)
        field.unmarkText()
        field.editor.setSelection(NSRange(location: NSNotFound, length: 3))
        #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 5)
        field.replace(TextOffsetRange(NSRange(location: 2, length: 100)), withText: "Z")
        #expect(field.text == "abZ")
    }
}
