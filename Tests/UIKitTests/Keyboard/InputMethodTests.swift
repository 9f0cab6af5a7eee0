import Testing
@testable import UIKit

/// Input methods: compositions arrive as SDL reports them, become marked text through
/// `setMarkedText(_:selectedRange:)`, are committed through `insertText(_:)`, and the candidate window
/// follows the caret.
@MainActor @Suite struct InputMethodTests {
    /// A small document with marked text, as a custom `UITextInput` view keeps one (UTF-16 offsets).
    final class Document: UIView, UITextInput {
        var text = ""
        var marked: NSRange?
        var caret = 0
        var calls: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        private func replace(_ range: NSRange, with string: String) {
            let units = Array(text.utf16)
            let new = Array(units[..<range.location]) + Array(string.utf16) + Array(units[(range.location + range.length)...])
            text = String(decoding: new, as: UTF16.self)
        }
        func insertText(_ string: String) {
            calls.append("insert \(string)")
            let range = marked ?? NSRange(location: caret, length: 0)
            replace(range, with: string)
            caret = range.location + string.utf16.count
            marked = nil
        }
        func deleteBackward() { calls.append("delete") }
        var markedTextRange: UITextRange? { marked == nil ? nil : UITextRange() }
        var selectedTextRange: UITextRange?
        func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
            let string = markedText ?? ""
            calls.append("mark \(string) \(selectedRange.location),\(selectedRange.length)")
            let range = marked ?? NSRange(location: caret, length: 0)
            replace(range, with: string)
            marked = string.isEmpty ? nil : NSRange(location: range.location, length: string.utf16.count)
            caret = range.location + selectedRange.location
        }
        func unmarkText() { marked = nil }
        var beginningOfDocument: UITextPosition { UITextPosition() }
        var endOfDocument: UITextPosition { UITextPosition() }
        func text(in range: UITextRange) -> String? { text }
        func replace(_ range: UITextRange, withText text: String) {}
        func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: 4 + 10 * CGFloat(caret), y: 2, width: 2, height: 20) }
    }

    private func makeDocument() -> (UIWindow, Document) {
        SoftwareKeyboard.shared.reset()
        // No key of an earlier test is waiting for its text (the input method's text here comes alone).
        KeyboardState.dropTextOfLastKey = false
        var profile = UIScreen.DeviceProfile.desktop
        profile.scale = 1
        let screen = UIScreen(profile: profile)
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 600, height: 400))
        window.screen = screen
        window.makeKeyAndVisible()
        let document = Document(frame: CGRect(x: 10, y: 20, width: 300, height: 30))
        window.addSubview(document)
        document.text = "ab"
        document.caret = 2
        document.becomeFirstResponder()
        return (window, document)
    }

    /// SDL's editing events, as (text, cursor, length), then the commit, as the backend hands them on.
    private func play(_ events: [(String, Int, Int)], commit: String, in window: UIWindow) {
        for (text, cursor, length) in events { window.send(TextInput.composition(text, cursor: cursor, length: length)) }
        window.send(TextInput.commit(commit))
        window.send(TextInput.composition("", cursor: 0, length: 0))
    }

    @Test func japaneseKanaToKanji() {
        let (window, document) = makeDocument()
        // Romaji typed into kana, then converted: the whole clause selected while converting.
        play([("k", 1, 0), ("か", 1, 0), ("かn", 2, 0), ("かん", 2, 0), ("かんj", 3, 0), ("かんじ", 3, 0), ("漢字", 0, 2)],
             commit: "漢字", in: window)
        #expect(document.calls == ["mark k 1,0", "mark か 1,0", "mark かn 2,0", "mark かん 2,0", "mark かんj 3,0", "mark かんじ 3,0",
                                   "mark 漢字 0,2", "insert 漢字"])
        #expect(document.text == "ab漢字")
        #expect(document.marked == nil && document.caret == 4)
    }

    @Test func chinesePinyinToHanzi() {
        let (window, document) = makeDocument()
        var marks: [String] = []
        for (i, text) in ["h", "ha", "han", "hanz", "hanzi"].enumerated() {
            window.send(TextInput.composition(text, cursor: i + 1, length: 0))
            marks.append(document.text)
        }
        #expect(marks == ["abh", "abha", "abhan", "abhanz", "abhanzi"], "the pinyin shows marked in place")
        #expect(document.marked == NSRange(location: 2, length: 5))
        window.send(TextInput.commit("汉字"))
        window.send(TextInput.composition("", cursor: 0, length: 0))
        #expect(document.text == "ab汉字")
        #expect(document.calls.last == "insert 汉字", "an empty composition after the commit changes nothing")
    }

    @Test func cursorsCountCharactersAndRangesUTF16() {
        #expect(TextInput.composition("𠮷野家", cursor: 1, length: 2) == .marked("𠮷野家", selectedLocation: 2, selectedLength: 2))
        #expect(TextInput.composition("ab", cursor: 9, length: 4) == .marked("ab", selectedLocation: 2, selectedLength: 0))
        #expect(TextInput.composition("ab", cursor: -1, length: -1) == .marked("ab", selectedLocation: 0, selectedLength: 0))
    }

    @Test func theCandidateWindowFollowsTheCaret() {
        var reported: [CGRect] = []
        let saved = TextInputRouting.observer
        TextInputRouting.observer = { _, caret in if let caret { reported.append(caret) } }
        defer { TextInputRouting.observer = saved }
        let (window, _) = makeDocument()
        window.send(TextInput.composition("かん", cursor: 2, length: 0))
        // The caret after "abかん" (4 units): x = 4 + 40 in the document, which is at (10, 20) in its window.
        #expect(reported.last == CGRect(x: 54, y: 22, width: 2, height: 20))
        let rect = TextInputRouting.inputMethodRect(caret: reported.last!, in: window, unitsPerPoint: 2)
        #expect(rect == CGRect(x: (54 + 100) * 2, y: (22 + 50) * 2, width: 4, height: 40), "on the screen, in the backend's pixels")
        window.send(TextInput.commit("漢"))
        #expect(reported.last == CGRect(x: 44, y: 22, width: 2, height: 20))
    }
}
