import Foundation
import Testing
@testable import UIKit

/// UICellAccessory: the types, their sizes, what tapping does, and how the view draws each.
@MainActor @Suite struct CellAccessoryTests {
    @Test func accessoriesKnowTheirTypeAndWhenTheyShow() {
        #expect(UICellAccessory.disclosureIndicator().accessoryType == .disclosureIndicator)
        #expect(UICellAccessory.delete().displayedState == .whenEditing)
        #expect(UICellAccessory.reorder().displayedState == .whenEditing)
        #expect(UICellAccessory.multiselect().displayedState == .whenEditing)
        #expect(UICellAccessory.checkmark().displayedState == .always)
        #expect(UICellAccessory.DisplayedState.whenEditing.shows(editing: true))
        #expect(!UICellAccessory.DisplayedState.whenEditing.shows(editing: false))
        #expect(!UICellAccessory.DisplayedState.whenNotEditing.shows(editing: true))
        let custom = UICellAccessory.customView(configuration: .init(customView: UIView(), placement: .leading(displayed: .whenNotEditing)))
        #expect(custom.accessoryType == .customView && custom.displayedState == .whenNotEditing)
        let positions = [UICellAccessory.label(text: "3"), .checkmark(), .disclosureIndicator()]
        #expect(UICellAccessory.position(before: .checkmark)(positions) == 1)
        #expect(UICellAccessory.position(after: .checkmark)(positions) == 2)
        #expect(UICellAccessory.position(after: .reorder)(positions) == 3)
    }

    @Test func reservedWidthsFollowTheLayoutDimension() {
        #expect(CellAccessoryView(accessory: .disclosureIndicator()).reservedWidth == 12)
        #expect(CellAccessoryView(accessory: .disclosureIndicator(options: .init(reservedLayoutWidth: .actual))).reservedWidth == 8)
        #expect(CellAccessoryView(accessory: .disclosureIndicator(options: .init(reservedLayoutWidth: .custom(40)))).reservedWidth == 40)
        #expect(CellAccessoryView(accessory: .disclosureIndicator(options: .init(reservedLayoutWidth: .custom(.nan)))).reservedWidth == 8)
        #expect(CellAccessoryView(accessory: .delete()).reservedWidth == 24)
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        let custom = CellAccessoryView(accessory: .customView(configuration: .init(customView: fixed, placement: .trailing(),
                                                                                    maintainsFixedSize: true)))
        #expect(custom.reservedWidth == 51)
        let hidden = CellAccessoryView(accessory: .checkmark(options: .init(isHidden: true)))
        #expect(hidden.isHidden && hidden.reservedWidth == 18, "hidden accessories keep their space")
    }

    @Test func tappingADeleteControlRunsItsHandlerOrTheDefault() {
        var handled = 0, defaulted = 0
        let withHandler = CellAccessoryView(accessory: .delete(actionHandler: { handled += 1 }))
        withHandler.defaultAction = { defaulted += 1 }
        withHandler.performAction()
        let without = CellAccessoryView(accessory: .outlineDisclosure())
        without.defaultAction = { defaulted += 1 }
        without.performAction()
        CellAccessoryView(accessory: .checkmark()).performAction()
        #expect(handled == 1 && defaulted == 1)
    }

    @Test func eachAccessoryDrawsInItsColour() throws {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let kinds: [UICellAccessory] = [.disclosureIndicator(), .checkmark(), .delete(), .insert(), .reorder(),
                                        .multiselect(), .outlineDisclosure(), .detail(), .label(text: "Label")]
        var views: [CellAccessoryView] = []
        for (i, accessory) in kinds.enumerated() {
            let view = CellAccessoryView(accessory: accessory)
            view.frame = CGRect(x: 20 + CGFloat(i) * 40, y: 100, width: view.reservedWidth, height: 44)
            window.addSubview(view)
            views.append(view)
        }
        let selected = CellAccessoryView(accessory: .multiselect())
        selected.isSelectedRow = true
        selected.frame = CGRect(x: 20, y: 160, width: 24, height: 44)
        window.addSubview(selected)
        let expanded = CellAccessoryView(accessory: .outlineDisclosure(options: .init(style: .header)))
        expanded.isExpanded = true
        expanded.frame = CGRect(x: 60, y: 160, width: 24, height: 44)
        window.addSubview(expanded)
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "lists-accessories")

        func inkColours(_ view: UIView) -> [[Int]] {
            var result: [[Int]] = []
            for x in Int(view.frame.minX)..<Int(view.frame.maxX) {
                for y in Int(view.frame.minY)..<Int(view.frame.maxY) {
                    let p = rgba(image, x, y)
                    if p[0] < 250 || p[1] < 250 || p[2] < 250 { result.append(p) }
                }
            }
            return result
        }
        // The chevron: grey ink (tertiaryLabel over white is about 196).
        let chevron = inkColours(views[0])
        #expect(!chevron.isEmpty && chevron.allSatisfy { abs($0[0] - $0[2]) < 12 }, "grey")
        #expect(chevron.contains { $0[0] < 215 })
        // The checkmark: tint blue.
        #expect(inkColours(views[1]).contains { close($0, [0, 122, 255, 255], 30) })
        // Delete: red with white inside; insert: green.
        #expect(close(rgba(image, Int(views[2].frame.midX) - 8, 122), [255, 59, 48, 255], 3))
        #expect(close(rgba(image, Int(views[2].frame.midX), 122), [255, 255, 255, 255], 3), "the minus")
        #expect(close(rgba(image, Int(views[3].frame.midX) - 8, 122), [52, 199, 89, 255], 3))
        // An unselected multiselect circle is an outline; a selected one is filled with the tint.
        #expect(close(rgba(image, Int(views[5].frame.midX), 122), [255, 255, 255, 255], 3))
        #expect(close(rgba(image, Int(selected.frame.midX) - 7, 182), [0, 122, 255, 255], 3))
        // The reorder grip: three bars.
        let barRows = Set(inkColours(views[4]).isEmpty ? [] : (100..<144).filter { y in
            (Int(views[4].frame.minX) + 8..<Int(views[4].frame.maxX) - 4).contains { rgba(image, $0, y)[0] < 230 }
        })
        #expect(barRows.count >= 3 && barRows.count <= 9)
    }
}
