import Foundation
import Testing
@testable import UIKit

/// Context menus: what a long press or secondary click shows, the delegate's calls in order, rows that
/// perform exactly their action, dismissal, submenus, deferred elements, the keyboard and the pixels.
@MainActor @Suite struct ContextMenuTests {
    func sampleMenu(_ log: @escaping (String) -> Void) -> UIMenu {
        UIMenu(children: [
            UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in log("Copy") },
            UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in log("Share") },
            UIMenu(title: "Move", children: [
                UIAction(title: "Up") { _ in log("Up") },
                UIAction(title: "Down") { _ in log("Down") },
            ]),
            UIMenu(title: "", options: .displayInline, children: [
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in log("Delete") },
                UIAction(title: "Locked", attributes: .disabled) { _ in log("Locked") },
            ]),
        ])
    }

    @Test func longPressShowsTheMenuAndATapPerformsThatActionOnly() {
        let stage = MenuStage()
        defer { stage.close() }
        let delegate = LoggingMenuDelegate(menu: nil)
        delegate.menu = sampleMenu { [weak delegate] in delegate?.log.append("action \($0)") }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        stage.view.addInteraction(interaction)
        #expect(stage.view.interactions.count == 1)

        stage.longPress(at: CGPoint(x: 100, y: 150))
        #expect(delegate.log == ["configuration", "actionProvider(0)", "willDisplay", "displayed"])
        #expect(delegate.lastLocation == CGPoint(x: 60, y: 30), "the location is in the interaction's view")
        #expect(interaction.menuAppearance == .rich)
        #expect(stage.rowTitles == ["Copy", "Share", "Move >", "Delete", "Locked"])
        let overlay = stage.overlay
        #expect(overlay?.isHidden == false && (overlay?.windowLevel ?? .normal) > stage.window.windowLevel)
        #expect(UIApplication.shared.keyWindow === overlay, "the menu takes the keyboard")

        // The platter: 250 wide, below the lifted view (its frame: 40, 120, 160×80), its leading edges aligned.
        let platter = stage.presentation!.platter
        #expect(platter.frame.width == 250 && platter.frame.minX == 40 && platter.frame.minY == 208)
        #expect(platter.layer.cornerRadius == 13)
        let copy = stage.rowFrame("Copy")!, share = stage.rowFrame("Share")!
        #expect(copy.height == 44 && share.minY == copy.maxY && copy.width == 250)
        #expect(stage.rowFrame("Delete")!.minY == stage.rowFrame("Move >")!.maxY + 8, "an inline section follows an 8-point band")

        delegate.log.removeAll()
        stage.tapRow("Share")
        #expect(delegate.log == ["willEnd", "action Share"])
        #expect(stage.presentation == nil && overlay?.isHidden == true && interaction.menuAppearance == .unknown)
        #expect(UIApplication.shared.keyWindow === stage.window, "the app's window gets the keyboard back")
    }

    @Test func disabledRowsDoNothingAndDestructiveRowsAreRed() {
        let stage = MenuStage()
        defer { stage.close() }
        let delegate = LoggingMenuDelegate(menu: nil)
        delegate.menu = sampleMenu { [weak delegate] in delegate?.log.append("action \($0)") }
        stage.view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        stage.longPress(at: CGPoint(x: 100, y: 150))
        delegate.log.removeAll()
        stage.tapRow("Locked")
        #expect(delegate.log.isEmpty && stage.presentation != nil)

        let image = stage.snapshot()
        let delete = stage.rowFrame("Delete")!
        let reds = (Int(delete.minX) + 16..<Int(delete.minX) + 80).filter { x in
            let p = rgba(image, x, Int(delete.midY))
            return p[0] > 200 && p[1] < 120 && p[2] < 120
        }
        #expect(reds.count > 3, "the destructive title is drawn in system red")
    }

    @Test func tappingOutsideDismissesWithoutAnAction() {
        let stage = MenuStage()
        defer { stage.close() }
        let delegate = LoggingMenuDelegate(menu: nil)
        delegate.menu = sampleMenu { [weak delegate] in delegate?.log.append("action \($0)") }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        stage.view.addInteraction(interaction)
        stage.longPress(at: CGPoint(x: 100, y: 150))
        delegate.log.removeAll()
        stage.tapOverlay(at: CGPoint(x: 350, y: 800))
        #expect(delegate.log == ["willEnd"])
        #expect(stage.presentation == nil)

        // dismissMenu() ends it too; a nil configuration shows nothing.
        stage.longPress(at: CGPoint(x: 100, y: 150))
        delegate.log.removeAll()
        interaction.dismissMenu()
        #expect(delegate.log == ["willEnd"] && stage.presentation == nil)
        delegate.returnsConfiguration = false
        delegate.log.removeAll()
        stage.longPress(at: CGPoint(x: 100, y: 150))
        #expect(delegate.log == ["configuration"] && stage.presentation == nil)
    }

    @Test func tappingThePreviewCommitsIt() {
        let stage = MenuStage()
        defer { stage.close() }
        let delegate = LoggingMenuDelegate(menu: UIMenu(children: [UIAction(title: "One") { _ in }]))
        let controller = UIViewController()
        controller.preferredContentSize = CGSize(width: 200, height: 120)
        delegate.previewController = controller
        stage.view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        stage.longPress(at: CGPoint(x: 100, y: 150))
        #expect(controller.view.window === stage.overlay, "the preview controller's view is lifted")
        let frame = controller.view.convert(controller.view.bounds, to: stage.overlay!)
        #expect(frame.size == CGSize(width: 200, height: 120) && frame.midX == 195)
        delegate.log.removeAll()
        stage.tapOverlay(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(delegate.log == ["willPerformPreview", "willEnd", "committed"])
        #expect(stage.presentation == nil)
    }

    @Test func submenusOpenInPlaceWithABackRow() {
        let stage = MenuStage()
        defer { stage.close() }
        let delegate = LoggingMenuDelegate(menu: nil)
        delegate.menu = sampleMenu { [weak delegate] in delegate?.log.append("action \($0)") }
        stage.view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        stage.longPress(at: CGPoint(x: 100, y: 150))
        stage.tapRow("Move >")
        #expect(stage.rowTitles == ["< Move", "Up", "Down"])
        stage.tapRow("< Move")
        #expect(stage.rowTitles == ["Copy", "Share", "Move >", "Delete", "Locked"])
        stage.tapRow("Move >")
        delegate.log.removeAll()
        stage.tapRow("Down")
        #expect(delegate.log == ["willEnd", "action Down"])
    }

    @Test func deferredElementsShowALoadingRowThenTheirChildren() {
        let stage = MenuStage()
        defer { stage.close() }
        var pending: (([UIMenuElement]) -> Void)?
        var asks = 0
        let deferred = UIDeferredMenuElement { completion in
            asks += 1
            pending = completion
        }
        let delegate = LoggingMenuDelegate(menu: UIMenu(children: [UIAction(title: "First") { _ in }, deferred]))
        stage.view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        stage.longPress(at: CGPoint(x: 100, y: 150))
        #expect(stage.rowTitles == ["First", "Loading…"] && asks == 1)
        pending?([UIAction(title: "Recent 1") { _ in }, UIAction(title: "Recent 2") { _ in }])
        #expect(stage.rowTitles == ["First", "Recent 1", "Recent 2"])
        stage.tapOverlay(at: CGPoint(x: 350, y: 800))

        // Cached: the second showing lists the elements at once without asking again.
        stage.longPress(at: CGPoint(x: 100, y: 150))
        #expect(stage.rowTitles == ["First", "Recent 1", "Recent 2"] && asks == 1)
    }

    @Test func secondaryClickShowsACompactMenuAtThePointer() {
        let stage = MenuStage()
        defer { stage.close() }
        let delegate = LoggingMenuDelegate(menu: nil)
        delegate.menu = sampleMenu { [weak delegate] in delegate?.log.append("action \($0)") }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        stage.view.addInteraction(interaction)
        stage.secondaryClick(at: CGPoint(x: 120, y: 160))
        #expect(interaction.menuAppearance == .compact)
        #expect(stage.presentation?.platter.frame.origin == CGPoint(x: 120, y: 160))
        #expect(interaction.location(in: stage.view) == CGPoint(x: 80, y: 40))
        let image = stage.snapshot()
        #expect(rgba(image, 380, 20) == [255, 255, 255, 255], "a compact menu doesn't dim the app")
        // A finger tap never opens it.
        stage.tapOverlay(at: CGPoint(x: 350, y: 800))
        delegate.log.removeAll()
        stage.tap(at: CGPoint(x: 100, y: 150))
        #expect(delegate.log.isEmpty && stage.presentation == nil)
    }

    @Test func arrowsAndReturnChooseARow() {
        let stage = MenuStage()
        defer { stage.close() }
        let delegate = LoggingMenuDelegate(menu: nil)
        delegate.menu = sampleMenu { [weak delegate] in delegate?.log.append("action \($0)") }
        stage.view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        stage.secondaryClick(at: CGPoint(x: 120, y: 160))
        stage.press(.keyboardDownArrow)
        stage.press(.keyboardDownArrow)
        stage.press(.keyboardDownArrow)
        #expect(stage.presentation?.highlighted == 2)
        stage.press(.keyboardRightArrow)
        #expect(stage.rowTitles == ["< Move", "Up", "Down"])
        stage.press(.keyboardLeftArrow)
        #expect(stage.rowTitles.first == "Copy")
        stage.press(.keyboardUpArrow)
        #expect(stage.presentation?.highlighted == 3, "Delete: the highlight wraps, the disabled row is not counted")
        delegate.log.removeAll()
        stage.press(.keyboardReturnOrEnter)
        #expect(delegate.log == ["willEnd", "action Delete"])
        stage.secondaryClick(at: CGPoint(x: 120, y: 160))
        stage.press(.keyboardEscape)
        #expect(stage.presentation == nil)
    }

    @Test func singleSelectionAndKeepsMenuPresented() {
        let stage = MenuStage()
        defer { stage.close() }
        var ran: [String] = []
        let small = UIAction(title: "Small", state: .on) { _ in ran.append("Small") }
        let large = UIAction(title: "Large") { _ in ran.append("Large") }
        let counter = UIAction(title: "Add", attributes: .keepsMenuPresented) { _ in ran.append("Add") }
        let delegate = LoggingMenuDelegate(menu: UIMenu(children: [
            UIMenu(title: "Size", options: [.displayInline, .singleSelection], children: [small, large]), counter]))
        stage.view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        stage.longPress(at: CGPoint(x: 100, y: 150))
        #expect(stage.rowTitles == ["[Size]", "Small", "Large", "Add"])
        stage.tapRow("Add")
        #expect(ran == ["Add"] && stage.presentation != nil, "the menu stays")
        stage.tapRow("Large")
        #expect(ran == ["Add", "Large"] && large.state == .on && small.state == .off)
    }

    @Test func thePlatterLooksLikeIOS() {
        for dark in [false, true] {
            let stage = MenuStage(dark: dark)
            defer { stage.close() }
            let delegate = LoggingMenuDelegate(menu: nil)
            delegate.menu = sampleMenu { _ in }
            stage.view.addInteraction(UIContextMenuInteraction(delegate: delegate))
            stage.longPress(at: CGPoint(x: 100, y: 150))
            let image = stage.snapshot()
            stage.write(image, dark ? "context-dark" : "context-light")
            let platter = stage.presentation!.platter.frame
            let inside = rgba(image, Int(platter.maxX) - 60, Int(platter.minY) + 6)
            if dark {
                #expect(close(inside, [37, 37, 37, 255], 6), "dark platter: \(inside)")
            } else {
                #expect(close(inside, [241, 241, 241, 255], 6), "light platter: \(inside)")
            }
            // The corner is rounded: the platter's corner pixel shows the dimmed backdrop.
            let corner = rgba(image, Int(platter.minX), Int(platter.minY))
            #expect(!close(corner, inside, 10), "rounded corner: \(corner)")
            // The app behind is dimmed.
            let behind = rgba(image, 380, 20)
            #expect(dark ? behind[0] < 5 : (behind[0] < 230 && behind[0] > 180), "dimmed: \(behind)")
            // The lifted view is drawn above the dimming (its blue stays bright).
            let lifted = rgba(image, 120, 160)
            #expect(lifted[2] > 230, "lifted view: \(lifted)")

            stage.tapRow("Move >")
            stage.write(stage.snapshot(), dark ? "context-submenu-dark" : "context-submenu-light")
        }
    }

    @Test func palettesShowTheirElementsSideBySide() {
        let stage = MenuStage()
        defer { stage.close() }
        var ran: [String] = []
        let colors = ["Red", "Green", "Blue"].map { name in
            UIAction(title: name, image: UIImage(systemName: "circle.fill")) { _ in ran.append(name) }
        }
        let edits = ["Cut", "Copy", "Paste"].map { name in
            UIAction(title: name, image: UIImage(systemName: "doc.on.doc")) { _ in ran.append(name) }
        }
        let delegate = LoggingMenuDelegate(menu: UIMenu(children: [
            UIMenu(title: "", options: .displayAsPalette, children: colors),
            UIMenu(title: "", options: .displayInline, preferredElementSize: .medium, children: edits),
            UIAction(title: "Info") { _ in ran.append("Info") },
        ]))
        stage.view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        stage.longPress(at: CGPoint(x: 100, y: 150))
        #expect(stage.rowTitles == ["palette:Red,Green,Blue", "palette:Cut,Copy,Paste", "Info"])
        let palette = stage.rowFrame("palette:Red,Green,Blue")!
        let medium = stage.rowFrame("palette:Cut,Copy,Paste")!
        #expect(palette.height == 44 && medium.height == 68)
        stage.write(stage.snapshot(), "context-palette")
        // The third of the palette's cells (8-point insets, equal widths) is Blue; the middle medium cell is Copy.
        stage.tapOverlay(at: CGPoint(x: palette.minX + 8 + (palette.width - 16) * 5 / 6, y: palette.midY))
        #expect(ran == ["Blue"] && stage.presentation == nil)
        stage.longPress(at: CGPoint(x: 100, y: 150))
        let again = stage.rowFrame("palette:Cut,Copy,Paste")!
        stage.tapOverlay(at: CGPoint(x: again.midX, y: again.midY))
        #expect(ran == ["Blue", "Copy"])
    }

    @Test func uncachedDeferredElementsAskEachTime() {
        let stage = MenuStage()
        defer { stage.close() }
        var asks = 0
        let deferred = UIDeferredMenuElement.uncached { completion in
            asks += 1
            completion([UIAction(title: "Asked \(asks)") { _ in }])
        }
        let delegate = LoggingMenuDelegate(menu: UIMenu(children: [deferred]))
        stage.view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        stage.longPress(at: CGPoint(x: 100, y: 150))
        #expect(stage.rowTitles == ["Asked 1"])
        stage.tapOverlay(at: CGPoint(x: 350, y: 800))
        stage.longPress(at: CGPoint(x: 100, y: 150))
        #expect(stage.rowTitles == ["Asked 2"] && asks == 2)
    }
}
