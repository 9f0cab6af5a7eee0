import Testing
@testable import UIKit

/// The editing core on a simple monospaced host: typing through the window's input path, marked text,
/// caret movement by keys, deleting by grapheme/word/line, edit actions with the pasteboard, undo
/// coalescing, caret and selection geometry, the caret's blink, taps and drags.
@MainActor @Suite struct EditingEngineTests {
    /// A window with a focused host at (20, 100), 300×200.
    func focused(_ text: String = "") -> (UIWindow, SimpleEditorHost) {
        let window = phoneWindowAtScale1()
        let host = SimpleEditorHost(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        host.storage = text
        window.addSubview(host)
        #expect(host.becomeFirstResponder())
        host.editor.setSelection(NSRange(location: host.editor.length, length: 0))
        host.log = []
        KeyboardState.dropTextOfLastKey = false
        return (window, host)
    }

    func key(_ window: UIWindow, _ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = [], characters: String = "") {
        window.send(KeyInput.press(code, characters: characters, modifierFlags: flags, timestamp: CACurrentMediaTime() + 0.01))
    }

    func type(_ window: UIWindow, _ text: String) {
        // A key per character, typed as the window types unhandled keys.
        for c in text { window.send(KeyInput.press(.keyboardA, characters: String(c), timestamp: CACurrentMediaTime() + 0.01)) }
    }

    var sel: (SimpleEditorHost) -> [Int] { { [$0.editor.selectedRange.location, $0.editor.selectedRange.length] } }

    @Test func typingInsertsAtTheCaretAndAsksFirst() {
        let (window, host) = focused()
        type(window, "ab")
        #expect(host.storage == "ab")
        #expect(host.log == ["shouldChange 0,0 \"a\"", "textDidChange", "selection 1,0", "shouldChange 1,0 \"b\"", "textDidChange", "selection 2,0"])
        host.allow = { _, text in text != "!" }
        type(window, "!c")
        #expect(host.storage == "abc")
        #expect(sel(host) == [3, 0])
    }

    @Test func returnAndTabAndBackspaceThroughKeys() {
        let (window, host) = focused("ab")
        key(window, .keyboardTab)
        key(window, .keyboardReturnOrEnter)
        #expect(host.storage == "ab\t\n")
        key(window, .keyboardDeleteOrBackspace)
        key(window, .keyboardDeleteOrBackspace)
        #expect(host.storage == "ab")
        host.returnTaken = true
        host.log = []
        key(window, .keyboardReturnOrEnter)
        #expect(host.storage == "ab")
        #expect(host.log == ["return"])
    }

    @Test func backspaceDeletesWholeGraphemes() {
        let (window, host) = focused("a👍🏽e\u{301}")
        #expect(host.editor.length == 7)
        key(window, .keyboardDeleteOrBackspace)
        #expect(host.storage == "a👍🏽")
        key(window, .keyboardDeleteOrBackspace)
        #expect(host.storage == "a")
        key(window, .keyboardLeftArrow)
        key(window, .keyboardDeleteForward)
        #expect(host.storage == "")
    }

    @Test func arrowsMoveByCharacterWordLineAndDocument() {
        let (window, host) = focused("one two, three\nfour five")
        key(window, .keyboardUpArrow, .command)
        #expect(sel(host) == [0, 0])
        key(window, .keyboardRightArrow, .alternate)
        #expect(sel(host) == [3, 0])
        key(window, .keyboardRightArrow, .control)
        #expect(sel(host) == [7, 0])
        key(window, .keyboardRightArrow)
        #expect(sel(host) == [8, 0])
        key(window, .keyboardRightArrow, .command)
        #expect(sel(host) == [14, 0])
        key(window, .keyboardLeftArrow, .alternate)
        #expect(sel(host) == [9, 0])
        key(window, .keyboardHome)
        #expect(sel(host) == [0, 0])
        key(window, .keyboardEnd, .control)
        #expect(sel(host) == [24, 0])
        key(window, .keyboardLeftArrow, [.command, .shift])
        #expect(sel(host) == [15, 9])
        key(window, .keyboardLeftArrow)   // collapses to the start
        #expect(sel(host) == [15, 0])
    }

    @Test func upAndDownKeepTheGoalColumn() {
        let (window, host) = focused("abcdefgh\nab\nabcdefgh")
        host.editor.setSelection(NSRange(location: 6, length: 0))
        key(window, .keyboardDownArrow)
        #expect(sel(host) == [11, 0])      // end of the short line
        key(window, .keyboardDownArrow)
        #expect(sel(host) == [18, 0])      // back to column 6
        key(window, .keyboardUpArrow, .shift)
        #expect(sel(host) == [11, 7])
        key(window, .keyboardUpArrow, .shift)
        #expect(sel(host) == [6, 12])
        key(window, .keyboardUpArrow, .shift)
        #expect(sel(host) == [0, 18])      // nothing above: the document's start
    }

    @Test func deletingWordsAndLines() {
        let (window, host) = focused("alpha beta gamma")
        key(window, .keyboardDeleteOrBackspace, .alternate)
        #expect(host.storage == "alpha beta ")
        key(window, .keyboardDeleteOrBackspace, .control)
        #expect(host.storage == "alpha ")
        key(window, .keyboardHome)
        key(window, .keyboardDeleteForward, .alternate)
        #expect(host.storage == " ")
        host.storage = "first line\nsecond line"
        host.editor.setSelection(NSRange(location: 17, length: 0))
        key(window, .keyboardDeleteOrBackspace, .command)
        #expect(host.storage == "first line\n line")
        key(window, .keyboardDeleteForward, .command)
        #expect(host.storage == "first line\n")
    }

    @Test func markedTextComposesAndCommits() {
        let (window, host) = focused("x")
        window.send(TextInput.marked("に", selectedLocation: 1, selectedLength: 0))
        window.send(TextInput.marked("にほ", selectedLocation: 2, selectedLength: 0))
        #expect(host.storage == "xにほ")
        #expect(host.editor.markedRange == NSRange(location: 1, length: 2))
        #expect(sel(host) == [3, 0])
        window.send(TextInput.marked("日本", selectedLocation: 0, selectedLength: 2))
        #expect(sel(host) == [1, 2])
        window.send(TextInput.commit("日本"))
        #expect(host.storage == "x日本")
        #expect(host.editor.markedRange == nil)
        #expect(sel(host) == [3, 0])
        // A composition cancelled with empty text leaves nothing.
        window.send(TextInput.marked("ni", selectedLocation: 2, selectedLength: 0))
        window.send(TextInput.marked("", selectedLocation: 0, selectedLength: 0))
        #expect(host.storage == "x日本")
        #expect(host.markedTextRange == nil)
        // Undo takes back the committed word, not the composition's steps.
        host.undoManager?.undo()
        #expect(host.storage == "x")
    }

    @Test func unmarkTextKeepsTheComposition() {
        let (_, host) = focused()
        host.setMarkedText("汉", selectedRange: NSRange(location: 1, length: 0))
        host.unmarkText()
        #expect(host.storage == "汉")
        #expect(host.markedTextRange == nil)
        #expect(host.undoManager?.canUndo == true)
    }

    @Test func typingUndoesWordByWord() {
        let (window, host) = focused()
        type(window, "hello big world")
        #expect(host.undoManager?.undoActionName == "Typing")
        window.send(KeyInput.press(.keyboardZ, characters: "z", modifierFlags: .command, timestamp: CACurrentMediaTime() + 0.01))
        #expect(host.storage == "hello big ")
        key(window, .keyboardZ, .control, characters: "z")
        #expect(host.storage == "hello ")
        key(window, .keyboardZ, [.command, .shift], characters: "Z")
        #expect(host.storage == "hello big ")
        key(window, .keyboardZ, [.control, .shift], characters: "Z")
        #expect(host.storage == "hello big world")
        #expect(host.undoManager?.canRedo == false)
    }

    @Test func movingTheCaretStartsANewUndoStep() {
        let (window, host) = focused("ab")
        type(window, "cd")
        key(window, .keyboardLeftArrow)
        key(window, .keyboardLeftArrow)
        key(window, .keyboardLeftArrow)
        type(window, "X")
        #expect(host.storage == "aXbcd")
        host.undoManager?.undo()
        #expect(host.storage == "abcd")
        host.undoManager?.undo()
        #expect(host.storage == "ab")
    }

    @Test func backspacesCoalesceAndUndoRestores() {
        let (window, host) = focused("abcdef")
        for _ in 0..<3 { key(window, .keyboardDeleteOrBackspace) }
        #expect(host.storage == "abc")
        host.undoManager?.undo()
        #expect(host.storage == "abcdef")
        #expect(sel(host) == [3, 3])
        host.undoManager?.redo()
        #expect(host.storage == "abc")
    }

    @Test func copyCutPasteSelectAllWithTheKeyboard() {
        let (window, host) = focused("copy me")
        key(window, .keyboardA, .command, characters: "a")
        #expect(sel(host) == [0, 7])
        key(window, .keyboardC, .control, characters: "c")
        #expect(UIPasteboard.general.string == "copy me")
        host.editor.setSelection(NSRange(location: 0, length: 5))
        key(window, .keyboardX, .command, characters: "x")
        #expect(host.storage == "me")
        #expect(UIPasteboard.general.string == "copy ")
        key(window, .keyboardEnd)
        key(window, .keyboardV, .command, characters: "v")
        #expect(host.storage == "mecopy ")
        #expect(host.undoManager?.undoActionName == "Paste")
        host.undoManager?.undo()
        #expect(host.storage == "me")
        host.undoManager?.undo()
        #expect(host.storage == "copy me")
    }

    @Test func canPerformActionFollowsTheSelectionAndSecurity() {
        let (_, host) = focused("secret")
        UIPasteboard.general.string = "before"
        #expect(!host.canPerformAction(.copy, withSender: nil))
        #expect(host.canPerformAction(.selectAll, withSender: nil))
        #expect(host.canPerformAction(.paste, withSender: nil))
        #expect(host.canPerformAction(.select, withSender: nil))
        host.selectAll(nil)
        #expect(host.canPerformAction(.copy, withSender: nil))
        #expect(host.canPerformAction(.cut, withSender: nil))
        #expect(!host.canPerformAction(.selectAll, withSender: nil))
        host.secure = true
        #expect(!host.canPerformAction(.copy, withSender: nil))
        #expect(!host.canPerformAction(.cut, withSender: nil))
        host.copy(nil)
        host.cut(nil)
        #expect(UIPasteboard.general.string == "before")
        #expect(host.storage == "secret")
        #expect(host.target(forAction: .copy, withSender: nil) == nil)
        host.editable = false
        #expect(!host.canPerformAction(.paste, withSender: nil))
    }

    @Test func selectSelectsTheWordAtTheCaret() {
        let (_, host) = focused("hello there")
        host.editor.setSelection(NSRange(location: 8, length: 0))
        host.select(nil)
        #expect(sel(host) == [6, 5])
    }

    @Test func caretAndSelectionViewsSitOnTheText() {
        let (_, host) = focused("abc\ndef")
        let d = host.editor.decorations
        #expect(d.caretView.superview === host)
        #expect(d.caretView.frame == CGRect(x: 29, y: 20, width: 2, height: 20))
        #expect(!d.caretView.isHidden)
        host.editor.setSelection(NSRange(location: 1, length: 4))
        #expect(d.caretView.isHidden)
        let rects = d.selectionView.subviews.map(\.frame)
        #expect(rects == [CGRect(x: 10, y: 0, width: 20, height: 20), CGRect(x: 0, y: 20, width: 10, height: 20)])
        let color = d.selectionView.subviews[0].backgroundColor!
        var alpha: CGFloat = 0
        color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        #expect(close(alpha, 0.2, 0.01))
        // Handles on a touch device.
        #expect(!d.startHandle.isHidden && !d.endHandle.isHidden)
        #expect(d.startHandle.frame.midX == 10 && d.endHandle.frame.midX == 10)
        _ = host.resignFirstResponder()
        #expect(d.selectionView.isHidden && d.caretView.isHidden && d.startHandle.isHidden)
    }

    @Test func caretBlinksOnTheMediaClock() {
        let (window, host) = focused("abc")
        let caret = host.editor.decorations.caretView
        host.editor.decorations.restartBlink()
        UIApplication.shared.advanceFrame(by: 0.05)
        var seen: [Bool] = []
        for _ in 0..<20 {
            UIApplication.shared.advanceFrame(by: 0.1)
            seen.append(!caret.isHidden)
        }
        // Solid for 0.6 s, then 0.5 s off and 0.5 s on.
        #expect(seen == [true, true, true, true, true, false, false, false, false, false,
                         true, true, true, true, true, false, false, false, false, false])
        type(window, "d")
        UIApplication.shared.advanceFrame(by: 0.1)
        #expect(!caret.isHidden)
        _ = host.resignFirstResponder()
        UIApplication.shared.advanceFrame(by: 0.1)
        #expect(caret.isHidden)
        #expect(!host.editor.decorations.isObservingFrames)
    }

    @Test func tapsPlaceTheCaretAndSelectWordsAndParagraphs() {
        let (window, host) = focused("one two\nthree")
        _ = host.resignFirstResponder()
        let t = CACurrentMediaTime()
        // 50 pt into line 0 is offset 5 ("one t|wo"); the host is at (20, 100).
        let point = CGPoint(x: 20 + 52, y: 110)
        window.send([TouchInput(phase: .down, location: point, timestamp: t + 0.1), TouchInput(phase: .up, location: point, timestamp: t + 0.15)])
        #expect(host.isFirstResponder)
        #expect(sel(host) == [5, 0])
        window.send([TouchInput(phase: .down, location: point, timestamp: t + 0.25), TouchInput(phase: .up, location: point, timestamp: t + 0.3)])
        #expect(sel(host) == [4, 3])
        window.send([TouchInput(phase: .down, location: point, timestamp: t + 0.4), TouchInput(phase: .up, location: point, timestamp: t + 0.45)])
        #expect(sel(host) == [0, 7])
    }

    @Test func mouseDragSelectsAndShiftClickExtends() {
        let (window, host) = focused("abcdefghij")
        let t = CACurrentMediaTime() + 1
        func at(_ x: CGFloat) -> CGPoint { CGPoint(x: 20 + x, y: 105) }
        window.send(TouchInput(phase: .down, location: at(20), timestamp: t, touchType: .indirectPointer, buttonMask: .primary))
        #expect(sel(host) == [2, 0])
        window.send(TouchInput(phase: .move, location: at(60), timestamp: t + 0.05, touchType: .indirectPointer, buttonMask: .primary))
        #expect(sel(host) == [2, 4])
        window.send(TouchInput(phase: .up, location: at(60), timestamp: t + 0.1, touchType: .indirectPointer))
        window.send(KeyInput(phase: .down, keyCode: .keyboardLeftShift, modifierFlags: .shift, timestamp: t + 1))
        // The modifiers are the keyboard's, for the whole process: Shift is let go whatever happens below,
        // or every later click in the test run would extend a selection.
        defer { window.send(KeyInput(phase: .up, keyCode: .keyboardLeftShift, modifierFlags: [], timestamp: t + 1.2)) }
        window.send(TouchInput(phase: .down, location: at(90), timestamp: t + 1.1, touchType: .indirectPointer, buttonMask: .primary))
        window.send(TouchInput(phase: .up, location: at(90), timestamp: t + 1.15, touchType: .indirectPointer))
        #expect(sel(host) == [2, 7])
    }

    @Test func handlesDragTheSelectionsEnds() {
        let (window, host) = focused("abcdefghij")
        host.editor.setSelection(NSRange(location: 2, length: 3))
        let end = host.editor.decorations.endHandle.frame
        let t = CACurrentMediaTime() + 1
        let grab = host.convert(CGPoint(x: end.midX, y: end.maxY - 5), to: window)
        window.send(TouchInput(phase: .down, location: grab, timestamp: t))
        window.send(TouchInput(phase: .move, location: CGPoint(x: grab.x + 40, y: grab.y), timestamp: t + 0.05))
        window.send(TouchInput(phase: .up, location: CGPoint(x: grab.x + 40, y: grab.y), timestamp: t + 0.1))
        #expect(sel(host) == [2, 7])
    }

    @Test func inputDelegateHearsOnlyOutsideChanges() {
        final class Listener: UITextInputDelegate {
            var log: [String] = []
            func selectionWillChange(_ textInput: UITextInput?) { log.append("selectionWill") }
            func selectionDidChange(_ textInput: UITextInput?) { log.append("selectionDid") }
            func textWillChange(_ textInput: UITextInput?) { log.append("textWill") }
            func textDidChange(_ textInput: UITextInput?) { log.append("textDid") }
        }
        let (window, host) = focused("abc")
        let listener = Listener()
        host.inputDelegate = listener
        type(window, "d")
        #expect(listener.log == [])
        host.selectedTextRange = host.textRange(from: host.beginningOfDocument, to: host.beginningOfDocument)
        #expect(listener.log == ["selectionWill", "selectionDid"])
        listener.log = []
        host.replace(host.textRange(from: host.beginningOfDocument, to: host.position(from: host.beginningOfDocument, offset: 1)!)!, withText: "Z")
        #expect(listener.log == ["textWill", "textDid"])
        #expect(host.storage == "Zbcd")
    }
}
