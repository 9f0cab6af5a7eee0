import Foundation
import Testing
@testable import UIKit

/// The keyboard's look: layouts per type, return key titles and colours, light and dark, and the
/// keyboard on screen. Set TESSERA_KEYBOARD_PNG to a folder to get every variant as a PNG.
@MainActor @Suite struct KeyboardRenderingTests {
    static let allTypes: [UIKeyboardType] = [.default, .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad,
                                             .namePhonePad, .emailAddress, .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad]
    static let allReturnTypes: [UIReturnKeyType] = [.default, .go, .google, .join, .next, .route, .search, .send, .yahoo, .done,
                                                    .emergencyCall, .continue]

    private func image(_ layout: KeyboardLayout, _ palette: KeyboardPalette, scale: CGFloat = 1) -> UIImage {
        render(layout.size, scale: scale, opaque: true) { KeyboardRenderer.drawKeys(layout, palette: palette, in: $0.cgContext) }
    }

    @Test func returnKeyTitlesAndColours() {
        let titles = Self.allReturnTypes.map(KeyboardLayout.returnTitle)
        #expect(titles == ["return", "go", "Google", "join", "next", "route", "search", "send", "Yahoo", "done", "Emergency Call", "continue"])
        #expect(Self.allReturnTypes.filter { !KeyboardLayout.returnIsPrimary($0) } == [.default, .next])
        for type in Self.allReturnTypes {
            var configuration = KeyboardLayout.Configuration()
            configuration.returnKeyType = type
            let layout = KeyboardLayout(configuration)
            let key = layout.keys.first { $0.action == .return }!
            let pixel = rgba(image(layout, .light), Int(key.frame.minX) + 4, Int(key.frame.minY) + 4)
            #expect(close(pixel, KeyboardLayout.returnIsPrimary(type) ? [0, 122, 255, 255] : [171, 177, 186, 255]), "\(type): \(pixel)")
        }
    }

    @Test func iPhoneMetricsAndColours() {
        let layout = KeyboardLayout(KeyboardLayout.Configuration())
        #expect(layout.size == CGSize(width: 390, height: 291))
        let q = layout.keys.first { $0.label == "q" }!
        #expect(q.frame == CGRect(x: 3, y: 8, width: 33, height: 42))
        #expect(layout.keys.first { $0.label == "p" }!.frame.maxX == 387)
        #expect(layout.keys.first { $0.label == "a" }!.frame.minX == 22.5)
        #expect(layout.keys.filter { $0.action == .emoji || $0.action == .dictation }.allSatisfy { $0.frame.minY == 216 }, "the strip")
        let light = image(layout, .light)
        #expect(close(rgba(light, 1, 1), [209, 211, 217, 255]), "background")
        #expect(close(rgba(light, 8, 12), [255, 255, 255, 255]), "a white cap")
        #expect(close(rgba(light, 10, 50), [137, 138, 141, 255]), "its 1-point shadow")
        #expect(close(rgba(light, 3, 8), [209, 211, 217, 255], 40) && !close(rgba(light, 3, 8), [255, 255, 255, 255], 20), "a rounded corner")
        let shift = layout.keys.first { $0.action == .shift }!
        #expect(close(rgba(light, Int(shift.frame.minX) + 3, Int(shift.frame.minY) + 4), [171, 177, 186, 255]), "a grey function key")
        let dark = image(layout, .dark)
        #expect(close(rgba(dark, 1, 1), [43, 43, 43, 255]))
        #expect(close(rgba(dark, 8, 12), [107, 107, 107, 255]))
        #expect(close(rgba(dark, Int(shift.frame.minX) + 3, Int(shift.frame.minY) + 4), [71, 71, 71, 255]))
        // Labels have ink: the middle of the "w" cap is not all white.
        let w = layout.keys.first { $0.label == "w" }!
        let inked = (Int(w.frame.minX)..<Int(w.frame.maxX)).contains { x in rgba(light, x, Int(w.frame.midY))[0] < 128 }
        #expect(inked)
    }

    @Test func everyTypeHasItsLayout() {
        for type in Self.allTypes {
            var configuration = KeyboardLayout.Configuration()
            configuration.keyboardType = type
            configuration.plane = KeyboardLayout.initialPlane(for: type)
            let layout = KeyboardLayout(configuration)
            let labels = Set(layout.keys.map(\.label))
            switch type {
            case .numberPad, .asciiCapableNumberPad, .decimalPad, .phonePad:
                #expect(layout.size.height == 250 && layout.keys.count == 12, "\(type)")
                #expect(labels.isSuperset(of: ["0", "1", "5", "9"]))
                #expect(labels.contains(".") == (type == .decimalPad) && labels.contains("+*#") == (type == .phonePad))
            case .numbersAndPunctuation:
                #expect(labels.isSuperset(of: ["1", "0", "-", "ABC"]))
            default:
                #expect(labels.isSuperset(of: ["q", "m", "123"]), "\(type)")
                #expect(labels.contains("@") == (type == .emailAddress || type == .twitter))
                #expect(labels.contains("#") == (type == .twitter))
                #expect(labels.contains(".com") == (type == .URL))
            }
        }
        // The name phone pad's "123" plane is the phone pad.
        var configuration = KeyboardLayout.Configuration()
        configuration.keyboardType = .namePhonePad
        configuration.plane = .numbers
        #expect(KeyboardLayout(configuration).keys.contains { $0.label == "ABC" && $0.frame.height > 44 })
    }

    @Test func iPadLayout() {
        var configuration = KeyboardLayout.Configuration()
        configuration.idiom = .pad
        configuration.width = 820
        configuration.bottomInset = 20
        let layout = KeyboardLayout(configuration)
        #expect(layout.size == CGSize(width: 820, height: 286))
        let rows = Dictionary(grouping: layout.keys, by: { $0.frame.minY }).sorted { $0.key < $1.key }.map { $0.value.map(\.label) }
        #expect(rows.count == 4)
        #expect(rows[0] == ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p", ""])
        #expect(rows[1].last == "return")
        #expect(rows[3].filter { $0 == ".?123" }.count == 2)
        #expect(layout.keys.first { $0.action == .delete }!.frame.maxX == 814)
        #expect(layout.keys.first { $0.action == .dismiss } != nil)
    }

    @Test func theKeyboardOnScreen() throws {
        let (window, field) = keyboardTestWindow()
        field.becomeFirstResponder()
        finishKeyboardSlide()
        let shot = window.screen.snapshotImage()
        #expect(close(rgba(shot, 1, 300), [255, 255, 255, 255]), "the app above")
        #expect(close(rgba(shot, 1, 554), [209, 211, 217, 255]), "the keyboard's background")
        #expect(close(rgba(shot, 8, 553 + 12), [255, 255, 255, 255]), "the q key")
        #expect(close(rgba(shot, 1, 843), [209, 211, 217, 255]), "down to the screen's bottom")
        field.resignFirstResponder()
        finishKeyboardSlide()
        let gone = window.screen.snapshotImage()
        #expect(close(rgba(gone, 8, 553 + 12), [255, 255, 255, 255]) && close(rgba(gone, 1, 700), [255, 255, 255, 255]))
    }

    @Test func theBenchmarkReferenceDrawsTheSameKeys() {
        let (window, field) = keyboardTestWindow()
        field.returnKeyType = .go
        field.becomeFirstResponder()
        finishKeyboardSlide()
        let shot = window.screen.snapshotImage()
        let direct = render(CGSize(width: 390, height: 291), opaque: true) { context in
            let size = SoftwareKeyboard.drawKeys(for: field, on: window.screen, style: .light, in: context.cgContext)
            #expect(size == CGSize(width: 390, height: 291))
        }
        var compared = 0
        for y in stride(from: 2, to: 290, by: 9) {
            for x in stride(from: 2, to: 388, by: 13) {
                #expect(close(rgba(shot, x, 553 + y), rgba(direct, x, y), 8), "\(x), \(y)")
                compared += 1
            }
        }
        #expect(compared > 900)
        field.resignFirstResponder()
        finishKeyboardSlide()
    }

    /// Writes every variant as PNGs when TESSERA_KEYBOARD_PNG names a folder (for looking at them).
    @Test func writeVariants() throws {
        guard let folder = ProcessInfo.processInfo.environment["TESSERA_KEYBOARD_PNG"] else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func write(_ image: UIImage, _ name: String) throws {
            try image.pngData()!.write(to: URL(fileURLWithPath: "\(folder)/\(name).png"))
        }
        for (idiom, width, inset) in [(UIUserInterfaceIdiom.phone, CGFloat(390), CGFloat(34)), (.pad, 820, 20)] {
            for (paletteName, palette) in [("light", KeyboardPalette.light), ("dark", KeyboardPalette.dark)] {
                for type in Self.allTypes {
                    for plane in [KeyboardPlane.letters, .numbers, .symbols] where plane == .letters || type == .default {
                        var configuration = KeyboardLayout.Configuration(keyboardType: type, idiom: idiom, width: width, bottomInset: inset)
                        configuration.plane = plane == .letters ? KeyboardLayout.initialPlane(for: type) : plane
                        configuration.shift = type == .default && plane == .letters ? .on : .off
                        try write(image(KeyboardLayout(configuration), palette, scale: 2), "\(idiom == .pad ? "iPad" : "iPhone")-\(paletteName)-\(type)-\(plane)")
                    }
                }
                for type in Self.allReturnTypes {
                    let configuration = KeyboardLayout.Configuration(returnKeyType: type, idiom: idiom, width: width, bottomInset: inset)
                    try write(image(KeyboardLayout(configuration), palette, scale: 2), "\(idiom == .pad ? "iPad" : "iPhone")-\(paletteName)-return-\(type)")
                }
            }
        }
        var landscape = KeyboardLayout.Configuration(width: 844, isLandscape: true, bottomInset: 21, sideInsets: 47)
        landscape.shift = .locked
        try write(image(KeyboardLayout(landscape), .light, scale: 2), "iPhone-landscape-capslock")
        // The keyboard on screen with a key down (the pop-up) and an accessory view.
        let (window, field) = keyboardTestWindow()
        field.autocapitalizationType = .none
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        accessory.backgroundColor = .systemGray5
        field.customAccessoryView = accessory
        field.becomeFirstResponder()
        finishKeyboardSlide()
        let keys = SoftwareKeyboard.shared.keysView!
        let key = keys.layout.keys.first { $0.label == "w" }!
        let point = keys.convert(CGPoint(x: key.frame.midX, y: key.frame.midY), to: SoftwareKeyboard.shared.window!)
        SoftwareKeyboard.shared.window!.send(TouchInput(phase: .down, location: point, timestamp: CACurrentMediaTime() + 0.01))
        UIApplication.shared.advanceFrame(by: 0)
        try write(window.screen.snapshotImage(), "screen-iPhone-popup")
        SoftwareKeyboard.shared.window!.send(TouchInput(phase: .up, location: point, timestamp: CACurrentMediaTime() + 0.02))
        field.resignFirstResponder()
        finishKeyboardSlide()
    }
}
