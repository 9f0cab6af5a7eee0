import Testing
@testable import UIKit

/// UIToolbar and UIBarButtonItem: item geometry, spaces, target-action and primary actions on tap,
/// selection toggling, the hairline and material.
@MainActor @Suite struct ToolbarTests {
    @Test func itemsSitSixteenFromTheEdgesAndFlexibleSpacesShareTheRest() throws {
        let window = barWindow()
        defer { window.isHidden = true }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        toolbar.items = [edit, .flexibleSpace(), add, .fixedSpace(30), trash]
        window.addSubview(toolbar)
        settle()
        let e = itemView(edit, in: toolbar)!.frame, a = itemView(add, in: toolbar)!.frame, t = itemView(trash, in: toolbar)!.frame
        #expect(e.minX == 16, "the first item at the leading margin")
        #expect(close(t.maxX, 374, 0.01), "the flexible space pushes the rest to the trailing margin")
        #expect(close(t.minX - a.maxX, 30, 0.01), "a fixed space is exactly its width")
        let addGlyph = try #require(BarSystemGlyphs.image(for: .add)), trashGlyph = try #require(BarSystemGlyphs.image(for: .trash))
        #expect(close(a.width, addGlyph.size.width, 0.5) && close(t.width, trashGlyph.size.width, 0.5), "glyph items are as wide as their glyph (to the pixel)")
        #expect(addGlyph.isSymbolImage, "system items draw from the symbol set")
        #expect(e.height == 44 && e.minY == 0)
        #expect(toolbar.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
    }

    @Test func adjacentButtonsAreEightApartAndFixedWidthsHold() {
        let window = barWindow()
        defer { window.isHidden = true }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
        let a = UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil)
        let b = UIBarButtonItem(title: "Two", style: .done, target: nil, action: nil)
        b.width = 80
        toolbar.items = [a, b]
        window.addSubview(toolbar)
        settle()
        let fa = itemView(a, in: toolbar)!.frame, fb = itemView(b, in: toolbar)!.frame
        #expect(fb.minX - fa.maxX == 8)
        #expect(fb.width == 80)
        b.width = .nan
        #expect(b.width == 0, "a NaN width is reported and replaced by automatic")
    }

    @Test func tappingAnItemSendsItsTypedActionAndPrimaryAction() {
        let window = barWindow()
        defer { window.isHidden = true }
        let target = ItemTarget()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
        let plain = UIBarButtonItem(title: "Go", style: .plain, target: target, action: ItemTarget.tappedItem)
        let bare = UIBarButtonItem(barButtonSystemItem: .refresh, target: target, action: ItemTarget.tapped)
        var primary = 0
        let action = UIBarButtonItem(title: "Act", primaryAction: UIAction(title: "Act") { _ in primary += 1 })
        let disabled = UIBarButtonItem(title: "Off", style: .plain, target: target, action: ItemTarget.tapped)
        disabled.isEnabled = false
        toolbar.items = [plain, bare, action, disabled]
        window.addSubview(toolbar)
        settle()
        var time = CACurrentMediaTime() + 1
        func tap(_ item: UIBarButtonItem) {
            let frame = itemView(item, in: toolbar)!.frame
            time += 0.5
            window.send(TouchInput.tap(at: CGPoint(x: frame.midX, y: 700 + frame.midY), timestamp: time))
        }
        tap(plain); tap(bare); tap(action); tap(disabled)
        #expect(target.log == ["item:Go", "tapped"])
        #expect(primary == 1)
    }

    @Test func selectionTogglesBeforeTheAction() {
        let item = UIBarButtonItem(title: "Bold", style: .plain, target: nil, action: nil)
        var seen: [Bool] = []
        // Unowned: the item holds its action, so a strong capture would keep both alive (on iOS too).
        item.primaryAction = UIAction { [unowned item] _ in seen.append(item.isSelected) }
        item.changesSelectionAsPrimaryAction = true
        item.performPrimaryAction(from: nil)
        item.performPrimaryAction(from: nil)
        #expect(seen == [true, false])
    }

    @Test func theToolbarDrawsItsMaterialAndATopHairline() {
        let window = barWindow()
        defer { window.isHidden = true }
        window.backgroundColor = .red
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
        toolbar.items = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        window.addSubview(toolbar)
        settle()
        let image = window.screen.snapshotImage()
        savePNG(image, "toolbar-material")
        let material = rgba(image, 200, 720)
        #expect(material[0] > 240 && material[1] > 150 && material[1] < 250, "a light translucent material over red: \(material)")
        let hairline = rgba(image, 200, 699)
        #expect(hairline[0] < material[0] - 30 || hairline[1] < material[1] - 30, "the hairline above the toolbar is darker: \(hairline)")

        toolbar.barTintColor = .blue
        toolbar.isTranslucent = false
        settle()
        let opaque = rgba(window.screen.snapshotImage(), 200, 720)
        #expect(opaque == [0, 0, 255, 255], "an opaque bar tint: \(opaque)")
    }

    @Test func standardAppearanceReplacesTheLegacyLook() {
        let window = barWindow()
        defer { window.isHidden = true }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
        toolbar.barTintColor = .blue
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .green
        appearance.shadowColor = .clear
        toolbar.standardAppearance = appearance
        window.addSubview(toolbar)
        settle()
        let image = window.screen.snapshotImage()
        #expect(rgba(image, 200, 720) == [0, 255, 0, 255])
        #expect(rgba(image, 200, 699) == [255, 255, 255, 255], "no hairline with a clear shadow colour")
    }
}
