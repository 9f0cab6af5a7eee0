import Testing
import TesseraTesting
@testable import UIKit
@testable import QuartzCore

/// The software keyboard's material: what lies behind the keyboard shows through it blurred and
/// tinted, the caps unchanged on top, and the blur is kept while nothing behind changes.
@MainActor @Suite struct KeyboardMaterialTests {
    /// The keyboard window's compositor.
    private var keyboardCompositor: Compositor? { SoftwareKeyboard.shared.keysView?.window?.compositor }

    @Test func theKeyboardBlursWhatLiesBehindIt() throws {
        let (window, field) = keyboardTestWindow()
        defer { window.isHidden = true; SoftwareKeyboard.shared.reset() }
        // A red band behind the keyboard's top rows, black and white stripes behind its bottom.
        let band = UIView(frame: CGRect(x: 0, y: 540, width: 390, height: 90))
        band.backgroundColor = .systemRed
        window.addSubview(band)
        var y: CGFloat = 700
        while y < 844 {
            let stripe = UIView(frame: CGRect(x: 0, y: y, width: 390, height: 2))
            stripe.backgroundColor = .black
            window.addSubview(stripe)
            y += 4
        }
        field.becomeFirstResponder()
        finishKeyboardSlide()
        let shot = window.screen.snapshotImage()
        writeDebugImage(shot, named: "keyboard-material")
        // Between the caps of the top row: reddish, not the opaque #D1D3D9 (its tint lets a tenth through).
        let gap = rgba(shot, 1, 580)
        #expect(gap[0] > gap[1] + 8 && gap[0] > gap[2] + 8, "red shows through: \(gap)")
        // The caps are drawn as before, on top.
        #expect(close(rgba(shot, 8, 553 + 12), [255, 255, 255, 255]), "the q key")
        // The stripes come out smooth: neighbouring rows below the keys differ little.
        let a = rgba(shot, 1, 838), b = rgba(shot, 1, 839)
        #expect(abs(a[1] - b[1]) < 6, "\(a) \(b)")
        #expect(a[1] < 206, "the dark stripes darken the material (211 over white): \(a)")
    }

    @Test func overAPlainAppTheKeyboardShowsItsMeasuredColours() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (window, field) = keyboardTestWindow()
            defer { window.isHidden = true; SoftwareKeyboard.shared.reset() }
            window.overrideUserInterfaceStyle = style
            window.backgroundColor = style == .dark ? .black : .white
            UIApplication.shared.advanceFrame(by: 0)
            field.becomeFirstResponder()
            finishKeyboardSlide()
            let shot = window.screen.snapshotImage()
            writeDebugImage(shot, named: "keyboard-material-\(style == .dark ? "dark" : "light")")
            let expected = style == .dark ? [43, 43, 43, 255] : [209, 211, 217, 255]
            #expect(close(rgba(shot, 1, 554), expected, 3), "\(style.rawValue): \(rgba(shot, 1, 554))")
            #expect(close(rgba(shot, 1, 843), expected, 3), "down to the screen's bottom")
        }
    }

    @Test func theBlurIsKeptWhileNothingBehindChanges() throws {
        let (window, field) = keyboardTestWindow()
        defer { window.isHidden = true; SoftwareKeyboard.shared.reset() }
        let band = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 60))
        band.backgroundColor = .systemBlue
        window.addSubview(band)
        field.becomeFirstResponder()
        finishKeyboardSlide()
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        #expect(keyboardCompositor?.lastFrame.backdropsBlurred == 0, "the keyboard rests: its blur is kept")
        // A key press redraws the caps, over the kept blur.
        let keys = try #require(SoftwareKeyboard.shared.keysView)
        keys.perform(.plane(.numbers))
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        #expect(keyboardCompositor?.lastFrame.damage.isEmpty == false)
        #expect(keyboardCompositor?.lastFrame.backdropsBlurred == 0, "the caps changed, not what is behind")
        // The app changes far above the keyboard: nothing to blur.
        field.backgroundColor = .systemYellow
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        #expect(keyboardCompositor?.lastFrame.backdropsBlurred == 0)
        // Behind the keyboard: blurred anew, once.
        band.backgroundColor = .systemGreen
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        #expect(keyboardCompositor?.lastFrame.backdropsBlurred == 1)
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        #expect(keyboardCompositor?.lastFrame.backdropsBlurred == 0)
    }
}
