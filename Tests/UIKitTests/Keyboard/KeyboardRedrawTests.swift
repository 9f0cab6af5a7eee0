import Testing
import TesseraTesting
@testable import UIKit

/// The keyboard draws its caps only when what they show changes: shown again for the same kind of
/// field, it shows the caps already drawn, as iOS keeps its keyboard's rendered keys.
@MainActor @Suite struct KeyboardRedrawTests {
    /// The keyboard shown for a field without automatic capitals, with its keys view.
    private func shownKeyboard() throws -> (UIWindow, KeyField, SoftwareKeyboardView) {
        let (window, field) = keyboardTestWindow()
        field.autocapitalizationType = .none
        #expect(field.becomeFirstResponder())
        finishKeyboardSlide()
        return (window, field, try #require(SoftwareKeyboard.shared.keysView))
    }

    @Test func theSameKeyboardShownAgainShowsTheCapsAlreadyDrawn() throws {
        let (window, field, keys) = try shownKeyboard()
        let drawn = try #require(keys.layer.backingStore)
        let shown = try #require(window.screen.snapshotImage().pngData())
        #expect(field.resignFirstResponder())
        finishKeyboardSlide()

        #expect(field.becomeFirstResponder())
        finishKeyboardSlide()
        #expect(keys.layer.backingStore === drawn, "nothing the caps show changed: no drawing")
        #expect(try #require(window.screen.snapshotImage().pngData()) == shown, "the screen shows the same keyboard")

        // Another field of the same kind: the same caps.
        let second = KeyField(frame: CGRect(x: 20, y: 160, width: 200, height: 40))
        second.autocapitalizationType = .none
        window.addSubview(second)
        #expect(second.becomeFirstResponder())
        UIApplication.shared.advanceFrame(by: 0)
        #expect(keys.layer.backingStore === drawn)
        _ = second.resignFirstResponder()
        finishKeyboardSlide()
    }

    @Test func aKeyboardOfAnotherKindOrLookDrawsItsCaps() throws {
        let (window, _, keys) = try shownKeyboard()
        let letters = try #require(keys.layer.backingStore)

        let numbers = KeyField(frame: CGRect(x: 20, y: 160, width: 200, height: 40))
        numbers.keyboardType = .numberPad
        window.addSubview(numbers)
        #expect(numbers.becomeFirstResponder())
        finishKeyboardSlide()
        let digits = try #require(keys.layer.backingStore)
        #expect(digits !== letters, "another keyboard type draws its own caps")
        #expect(keyboardLayout.keys.contains { $0.label == "5" })

        let dark = KeyField(frame: CGRect(x: 20, y: 220, width: 200, height: 40))
        dark.keyboardType = .numberPad
        dark.keyboardAppearance = .dark
        window.addSubview(dark)
        #expect(dark.becomeFirstResponder())
        finishKeyboardSlide()
        #expect(keys.layer.backingStore !== digits, "a dark keyboard draws its caps in its own colours")
        _ = dark.resignFirstResponder()
        finishKeyboardSlide()
    }

    @Test func typingRedrawsTheCapsWhenShiftChanges() throws {
        let (_, field) = keyboardTestWindow()
        #expect(field.becomeFirstResponder())
        finishKeyboardSlide()
        let keys = try #require(SoftwareKeyboard.shared.keysView)
        #expect(keys.shift == .on, "a sentence starts with a capital")
        let capitals = try #require(keys.layer.backingStore)
        tapKey("H")
        UIApplication.shared.advanceFrame(by: 0)
        #expect(field.text == "H")
        #expect(keys.shift == .off)
        #expect(keys.layer.backingStore !== capitals, "the caps show lower case now")
        _ = field.resignFirstResponder()
        finishKeyboardSlide()
    }

    @Test func theFrameThatFirstShowsTheCapsDrawsThemAndALaterOneStoresThem() throws {
        let (window, field) = keyboardTestWindow()
        defer { window.isHidden = true }
        field.autocapitalizationType = .none
        #expect(field.becomeFirstResponder())
        let keys = try #require(SoftwareKeyboard.shared.keysView)
        // Caps an earlier keyboard left drawn would be shown as they are: these are drawn anew.
        keys.setNeedsDisplay()
        // One long frame: the slide ends in it, so the whole keyboard shows.
        UIApplication.shared.advanceFrame(by: 1)
        let keyboardWindow = try #require(keys.window)
        #expect(keys.layer.backingStore == nil, "the caps went straight into the frame")
        let direct = try #require(keyboardWindow.compositor?.image())

        // Composited again with the caps unchanged: they are stored, and look the same.
        keys.layer.setNeedsComposite()
        UIApplication.shared.advanceFrame(by: 0)
        #expect(keys.layer.backingStore != nil)
        let stored = try #require(keyboardWindow.compositor?.image())
        let difference = try #require(ImageDifference(direct, stored))
        #expect(difference.maximumChannelDifference <= 1, "\(difference)")
        // The caps are there: a letter key's cap is white over the grey material.
        let q = try #require(keyboardLayout.keys.first { $0.label == "q" })
        let inWindow = keys.convert(CGPoint(x: q.frame.midX, y: q.frame.minY + 4), to: keyboardWindow)
        let cap = try #require(stored.pixel(x: Int(inWindow.x), y: Int(inWindow.y)))
        #expect(cap.red > 240 && cap.green > 240 && cap.blue > 240)
        _ = field.resignFirstResponder()
        finishKeyboardSlide()
    }
}
