import Testing
import UIKit

/// `CATextLayer` draws its string with the labels' text engine, as Core Animation lays it out: from the
/// top of the bounds, aligned, wrapped or cut; and `CGFont` finds installed faces by name.
@MainActor @Suite struct TextLayerTests {
    /// The dark pixels' bounding box in `rect` of a window snapshot (nil when there is no ink).
    private func ink(_ image: UIImage, in rect: CGRect, where isInk: ([Int]) -> Bool = { $0[0] < 128 }) -> CGRect? {
        var box: CGRect?
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where isInk(rgba(image, x, y)) {
                box = box?.union(CGRect(x: x, y: y, width: 1, height: 1)) ?? CGRect(x: x, y: y, width: 1, height: 1)
            }
        }
        return box
    }

    /// A window at scale 1 with a text layer in a 300×80 frame at (20, 100).
    private func textLayerWindow(_ configure: (CATextLayer) -> Void) -> (UIWindow, UIImage) {
        let window = phoneWindowAtScale1()
        let text = CATextLayer()
        text.frame = CGRect(x: 20, y: 100, width: 300, height: 80)
        text.foregroundColor = UIColor.black.cgColor
        text.fontSize = 30
        configure(text)
        window.layer.addSublayer(text)
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "text-layer-\(Int(Date().timeIntervalSince1970 * 1000) % 100_000)")
        return (window, image)
    }

    static let box = CGRect(x: 20, y: 100, width: 300, height: 80)

    @Test func plainTextDrawsFromTheTopInItsColourAndAlignment() throws {
        let (window, left) = textLayerWindow { $0.string = "Hello" }
        defer { window.isHidden = true }
        let drawn = try #require(ink(left, in: Self.box.insetBy(dx: -20, dy: -20)))
        #expect(Self.box.contains(drawn), "inside the layer: \(drawn)")
        #expect(drawn.minX < Self.box.minX + 6, "natural: against the left edge: \(drawn)")
        #expect(drawn.minY < Self.box.minY + 16 && drawn.height > 15 && drawn.height < 36, "one line at the top: \(drawn)")

        let (centredWindow, centred) = textLayerWindow { $0.string = "Hello"; $0.alignmentMode = .center }
        defer { centredWindow.isHidden = true }
        let middle = try #require(ink(centred, in: Self.box))
        #expect(abs(middle.midX - Self.box.midX) < 3, "centred: \(middle)")
        #expect(abs(middle.width - drawn.width) < 2)

        let (rightWindow, right) = textLayerWindow { $0.string = "Hello"; $0.alignmentMode = .right }
        defer { rightWindow.isHidden = true }
        let end = try #require(ink(right, in: Self.box))
        #expect(end.maxX > Self.box.maxX - 6 && end.maxX <= Self.box.maxX, "right: \(end)")
    }

    @Test func changingTheStringRepaintsIt() throws {
        var layer: CATextLayer?
        let (window, before) = textLayerWindow { $0.string = "Hello"; layer = $0 }
        defer { window.isHidden = true }
        let first = try #require(ink(before, in: Self.box))
        layer?.string = "Hi"
        layer?.alignmentMode = .right
        UIApplication.shared.advanceFrame(by: 0)
        let after = try #require(ink(window.screen.snapshotImage(), in: Self.box))
        #expect(after.width < first.width && after.maxX > Self.box.maxX - 6, "the new, shorter string at the right: \(after)")
        #expect(ink(window.screen.snapshotImage(), in: CGRect(x: 20, y: 100, width: 100, height: 80)) == nil, "the old one is gone")
    }

    @Test func wrappingTruncationAndClipping() throws {
        let long = "The quick brown fox jumps over the lazy dog"
        let (clippedWindow, clipped) = textLayerWindow { $0.string = long }
        defer { clippedWindow.isHidden = true }
        let oneLine = try #require(ink(clipped, in: Self.box.insetBy(dx: -20, dy: -20)))
        #expect(oneLine.maxX <= Self.box.maxX && oneLine.maxX > Self.box.maxX - 12, "clipped at the right edge: \(oneLine)")
        #expect(oneLine.height < 36, "one line: \(oneLine)")

        let (wrappedWindow, wrapped) = textLayerWindow { $0.string = long; $0.isWrapped = true }
        defer { wrappedWindow.isHidden = true }
        let lines = try #require(ink(wrapped, in: Self.box.insetBy(dx: -20, dy: -20)))
        #expect(lines.height > 50 && lines.maxY <= Self.box.maxY, "two lines, clipped to the bounds: \(lines)")

        let (cutWindow, cut) = textLayerWindow { $0.string = long; $0.truncationMode = .end }
        defer { cutWindow.isHidden = true }
        let ellipsised = try #require(ink(cut, in: Self.box))
        #expect(ellipsised.maxX < Self.box.maxX - 2, "the ellipsis ends inside the bounds: \(ellipsised)")
        #expect(ellipsised.height < 36)
    }

    @Test func fontsAndAttributedStrings() throws {
        let (regularWindow, regular) = textLayerWindow { $0.string = "Wide"; $0.font = "DejaVu Sans" as CFString }
        defer { regularWindow.isHidden = true }
        let (boldWindow, bold) = textLayerWindow { $0.string = "Wide"; $0.font = UIFont.boldSystemFont(ofSize: 9) }
        defer { boldWindow.isHidden = true }
        let (cgWindow, cg) = textLayerWindow { $0.string = "Wide"; $0.font = CGFont("DejaVu Sans") }
        defer { cgWindow.isHidden = true }
        let named = try #require(ink(regular, in: Self.box)), viaCGFont = try #require(ink(cg, in: Self.box))
        #expect(named == viaCGFont, "a CGFont and its name draw alike")
        let heavy = try #require(ink(bold, in: Self.box))
        #expect(heavy.height > 15, "a UIFont's face at fontSize, not the UIFont's own 9 points: \(heavy)")

        let text = NSMutableAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20)])
        text.append(NSAttributedString(string: " blue", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 20)]))
        let (richWindow, rich) = textLayerWindow { $0.string = text }
        defer { richWindow.isHidden = true }
        let red = try #require(ink(rich, in: Self.box) { $0[0] > 200 && $0[1] < 80 && $0[2] < 80 })
        let blue = try #require(ink(rich, in: Self.box) { $0[2] > 200 && $0[0] < 80 && $0[1] < 80 })
        #expect(red.maxX < blue.minX, "red, then blue: \(red) \(blue)")
        #expect(blue.height < 22, "the runs' 20-point font, not fontSize: \(blue)")
    }

    @Test func fontSizeAndColourAnimate() {
        let layer = CATextLayer()
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.fromValue = 10
        grow.toValue = 30
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(grow, forKey: "grow")
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(abs((layer.presentation()?.fontSize ?? 0) - 20) < 1e-6)
        #expect(layer.fontSize == 36)
    }

    @Test func cgFontFindsInstalledFacesByName() throws {
        let font = try #require(CGFont("DejaVu Sans"))
        #expect(font.postScriptName as String? == "DejaVuSans")
        #expect((font.fullName as String?)?.contains("DejaVu Sans") == true)
        #expect(font.unitsPerEm == 2048)
        let metrics = "\(font.ascent) \(font.descent) \(font.capHeight) \(font.xHeight) \(font.fontBBox) \(font.numberOfGlyphs)"
        #expect(font.ascent > 1500 && font.descent < 0 && font.capHeight > 1000 && font.xHeight > 800, "\(metrics)")
        #expect(font.fontBBox.width > 2048 && font.fontBBox.minY < 0)
        #expect(font.numberOfGlyphs > 1000 && font.italicAngle == 0)
        #expect(CGFont("DejaVuSans" as CFString) == font, "by PostScript name, as a CFString")
        #expect(CGFont("No Such Font Anywhere") == nil)
    }
}
