import Foundation
import Testing
@testable import UIKit

/// Pull-down and pop-up buttons, and bar button items with menus.
@MainActor @Suite struct ButtonMenuTests {
    @Test func aPullDownButtonShowsItsMenuBelowItAndSendsNoPrimaryAction() {
        let stage = MenuStage()
        defer { stage.close() }
        var log: [String] = []
        let button = UIButton(type: .system)
        button.setTitle("Options", for: .normal)
        button.frame = CGRect(x: 220, y: 300, width: 120, height: 44)
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.menu = UIMenu(children: [UIAction(title: "Rename") { action in log.append("Rename from \(action.sender is UIButton)") },
                                        UIAction(title: "Archive") { _ in log.append("Archive") }])
        button.showsMenuAsPrimaryAction = true
        stage.window.addSubview(button)
        stage.tap(at: CGPoint(x: 280, y: 320))
        #expect(log.isEmpty && stage.rowTitles == ["Rename", "Archive"])
        let platter = stage.presentation!.platter.frame
        #expect(platter.minY == 352 && platter.maxX == 340, "below the button, trailing edges aligned on the right half")
        let image = stage.snapshot()
        stage.write(image, "pulldown-button")
        #expect(rgba(image, 20, 20) == [255, 255, 255, 255], "a button's menu doesn't dim the app")
        stage.tapRow("Rename")
        #expect(log == ["Rename from true"] && stage.presentation == nil)
    }

    @Test func aPopUpButtonKeepsOneSelectionAndShowsItsTitle() {
        let stage = MenuStage()
        defer { stage.close() }
        var chosen: [String] = []
        let handler: UIActionHandler = { chosen.append($0.title) }
        let button = UIButton(configuration: .plain())
        button.frame = CGRect(x: 20, y: 300, width: 160, height: 44)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.menu = UIMenu(children: [UIAction(title: "Name", handler: handler), UIAction(title: "Date", handler: handler),
                                        UIAction(title: "Size", handler: handler)])
        stage.window.addSubview(button)
        #expect(button.configuration?.title == "Name", "the first action is selected when none is")
        #expect(button.menu?.selectedElements.map(\.title) == ["Name"])
        stage.tap(at: CGPoint(x: 100, y: 320))
        #expect(stage.presentation?.platter.frame.minX == 20, "leading edges aligned on the left half")
        stage.tapRow("Date")
        #expect(chosen == ["Date"] && button.configuration?.title == "Date" && button.isSelected == false)
        #expect(button.menu?.selectedElements.map(\.title) == ["Date"])
        stage.tap(at: CGPoint(x: 100, y: 320))
        stage.write(stage.snapshot(), "popup-button")
        #expect(stage.presentation!.platter.rows.filter { row in
            if case .element(let element, _) = row.item { return element.menuState == .on } else { return false }
        }.count == 1)
    }

    @Test func aButtonWithAMenuButNotAsPrimaryActionShowsItOnALongPress() {
        let stage = MenuStage()
        defer { stage.close() }
        var log: [String] = []
        let button = UIButton(type: .system)
        button.setTitle("Hold", for: .normal)
        button.frame = CGRect(x: 20, y: 300, width: 120, height: 44)
        button.addAction(UIAction { _ in log.append("tap") }, for: .primaryActionTriggered)
        button.menu = UIMenu(children: [UIAction(title: "Hidden option") { _ in log.append("option") }])
        stage.window.addSubview(button)
        stage.tap(at: CGPoint(x: 60, y: 320))
        #expect(log == ["tap"] && stage.presentation == nil)
        stage.longPress(at: CGPoint(x: 60, y: 320))
        #expect(log == ["tap"] && stage.rowTitles == ["Hidden option"])
    }

    @Test func barButtonItemMenus() {
        let stage = MenuStage()
        defer { stage.close() }
        var log: [String] = []
        let menu = UIMenu(children: [UIAction(title: "New Folder", image: UIImage(systemName: "folder.badge.plus")) { _ in log.append("folder") },
                                     UIAction(title: "Scan", image: UIImage(systemName: "doc.viewfinder")) { _ in log.append("scan") }])
        let menuOnly = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: menu)
        let both = UIBarButtonItem(title: "Add", primaryAction: UIAction { _ in log.append("add") }, menu: menu)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 760, width: 390, height: 49))
        toolbar.items = [menuOnly, .flexibleSpace(), both]
        stage.window.addSubview(toolbar)
        UIApplication.shared.advanceFrame(by: 0)
        let first = toolbar.convert(itemView(menuOnly, in: toolbar)!.frame, to: stage.window)
        let second = toolbar.convert(itemView(both, in: toolbar)!.frame, to: stage.window)

        stage.tap(at: CGPoint(x: first.midX, y: first.midY))
        #expect(stage.rowTitles == ["New Folder", "Scan"])
        let platter = stage.presentation!.platter.frame
        #expect(platter.maxY == first.minY - 8, "above an item at the bottom of the screen")
        stage.write(stage.snapshot(), "bar-item-menu")
        stage.tapRow("Scan")
        #expect(log == ["scan"])

        stage.tap(at: CGPoint(x: second.midX, y: second.midY))
        #expect(log == ["scan", "add"] && stage.presentation == nil, "a tap performs the primary action")
        stage.longPress(at: CGPoint(x: second.midX, y: second.midY))
        #expect(stage.rowTitles == ["New Folder", "Scan"] && log == ["scan", "add"], "a long press shows the menu")
    }
}
