import Testing
@testable import UIKit

/// Renders bars in light and dark to /tmp/bars-*.png (to look at), and checks the ink of titles and glyphs.
@MainActor @Suite struct BarRenderingTests {
    private func scene(dark: Bool) -> (UIWindow, UINavigationBar, UIToolbar) {
        let window = barWindow()
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        window.backgroundColor = .systemBackground
        let content = UIView(frame: CGRect(x: 0, y: 150, width: 390, height: 560))
        content.backgroundColor = .systemOrange
        window.addSubview(content)
        let nav = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 96))
        nav.prefersLargeTitles = true
        let root = UINavigationItem(title: "Mailboxes")
        let inbox = UINavigationItem(title: "Inbox")
        inbox.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil),
                                     UIBarButtonItem(barButtonSystemItem: .search, target: nil, action: nil)]
        nav.items = [root, inbox]
        window.addSubview(nav)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 78))
        toolbar.items = UIBarButtonItem.SystemItem.allCases.filter { ![.flexibleSpace, .fixedSpace, .done, .cancel, .edit, .save].contains($0) }
            .prefix(8).flatMap { [UIBarButtonItem(barButtonSystemItem: $0, target: nil, action: nil), .flexibleSpace()] }.dropLast()
        window.addSubview(toolbar)
        let second = UIToolbar(frame: CGRect(x: 0, y: 600, width: 390, height: 44))
        second.items = UIBarButtonItem.SystemItem.allCases.filter { ![.flexibleSpace, .fixedSpace, .done, .cancel, .edit, .save].contains($0) }
            .dropFirst(8).flatMap { [UIBarButtonItem(barButtonSystemItem: $0, target: nil, action: nil), .flexibleSpace()] }.dropLast()
        window.addSubview(second)
        let third = UIToolbar(frame: CGRect(x: 0, y: 540, width: 390, height: 44))
        third.items = [UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil), .flexibleSpace(),
                       UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil),
                       UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)]
        window.addSubview(third)
        settle()
        return (window, nav, toolbar)
    }

    @Test func lightAndDarkBars() {
        for dark in [false, true] {
            let (window, nav, _) = scene(dark: dark)
            defer { window.isHidden = true }
            let image = window.screen.snapshotImage()
            savePNG(image, dark ? "dark" : "light")
            // The large title's ink is the label colour.
            let frame = nav.largeTitleLabel.frame.offsetBy(dx: 0, dy: 47)
            var darkest = 255, lightest = 0
            for x in Int(frame.minX)..<Int(frame.minX) + 60 {
                for y in Int(frame.minY)..<Int(frame.maxY) {
                    let p = rgba(image, x, y)
                    darkest = min(darkest, p[0]); lightest = max(lightest, p[0])
                }
            }
            if dark { #expect(lightest > 200, "white large title in dark mode") } else { #expect(darkest < 60, "black large title in light mode") }
            // The back chevron is drawn in the tint.
            let chevron = nav.backButton.frame.offsetBy(dx: 0, dy: 47)
            var blue = false
            for x in Int(chevron.minX)..<Int(chevron.minX) + 12 {
                for y in Int(chevron.minY)..<Int(chevron.maxY) {
                    let p = rgba(image, x, y)
                    if p[2] > 200 && p[0] < 80 { blue = true }
                }
            }
            #expect(blue, "a blue back chevron")
        }
    }

    @Test func everyGlyphItemHasInk() {
        for item in UIBarButtonItem.SystemItem.allCases {
            let image = BarSystemGlyphs.image(for: item)
            if item.title != nil || item.isSpace { #expect(image == nil); continue }
            guard let image else { Issue.record("\(item) has no glyph"); continue }
            #expect(!inkRows(image).isEmpty, "\(item) draws something")
        }
    }
}
