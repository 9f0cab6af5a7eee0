import Foundation
import Testing
@testable import UIKit

/// List cells with accessories drawn in a window, light and dark, in and out of editing.
@MainActor @Suite struct ListCellRenderingTests {
    func makeCells(width: CGFloat, editing: Bool) -> [UICollectionViewListCell] {
        var cells: [UICollectionViewListCell] = []
        func add(_ text: String, _ secondary: String? = nil, _ style: UIListContentConfiguration = .cell(),
                 accessories: [UICellAccessory], selected: Bool = false, expanded: Bool = false, indent: Int = 0,
                 appearance: UICollectionViewListCell.ListAppearance = .grouped) {
            let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: width, height: 44))
            cell.listAppearance = appearance
            var content = style
            content.text = text
            content.secondaryText = secondary
            cell.contentConfiguration = content
            cell.accessories = accessories
            cell.indentationLevel = indent
            cell.isSelected = selected
            cell.layoutIfNeeded()
            var state = cell.configurationState
            state.isEditing = editing
            state.isExpanded = expanded
            cell.updateConfiguration(using: state)
            let height = cell.systemLayoutSizeFitting(CGSize(width: width, height: 44)).height
            cell.frame.size.height = height
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
            cells.append(cell)
        }
        add("General", accessories: [.disclosureIndicator()])
        add("Version", "17.0", .valueCell(), accessories: [.disclosureIndicator()])
        add("Chosen", accessories: [.checkmark()])
        add("Notifications", accessories: [.label(text: "Off"), .disclosureIndicator()])
        add("Info", accessories: [.detail()])
        add("Mailbox", accessories: [.multiselect(), .reorder(), .delete()], selected: true)
        add("Folder", accessories: [.outlineDisclosure()], expanded: true)
        add("Child", accessories: [.outlineDisclosure()], indent: 1)
        add("Selected", accessories: [.disclosureIndicator()], selected: true)
        add("Sidebar", nil, .sidebarCell(), accessories: [], selected: true, appearance: .sidebar)
        return cells
    }

    @Test func listCellsDrawLightAndDarkInAndOutOfEditing() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            for editing in [false, true] {
                let window = phoneWindowAtScale1()
                defer { window.isHidden = true }
                window.overrideUserInterfaceStyle = style
                window.backgroundColor = .systemGroupedBackground
                var y: CGFloat = 60
                let cells = makeCells(width: 390, editing: editing)
                for cell in cells {
                    cell.frame.origin.y = y
                    y += cell.frame.height + 1
                    window.addSubview(cell)
                }
                UIApplication.shared.advanceFrame(by: 0)
                let image = window.screen.snapshotImage()
                let name = "lists-cells-\(style == .dark ? "dark" : "light")\(editing ? "-editing" : "")"
                writeDebugImage(image, named: name)
                let dark = style == .dark
                // The first row's background is the grouped cell colour.
                #expect(close(rgba(image, 200, Int(cells[0].frame.minY) + 2), dark ? [28, 28, 30, 255] : [255, 255, 255, 255]))
                // The mailbox row: the delete control while editing, nothing at the leading margin otherwise.
                let mailbox = cells[5]
                let red = rgba(image, editing ? 60 : 5, Int(mailbox.frame.midY) - 6)
                if editing {
                    // Multiselect (selected: filled with the tint) at the margin, delete inside it.
                    #expect(close(red, dark ? [255, 69, 58, 255] : [255, 59, 48, 255], 4), "the delete circle")
                    #expect(close(rgba(image, 20, Int(mailbox.frame.midY) - 6), dark ? [10, 132, 255, 255] : [0, 122, 255, 255], 4))
                } else {
                    #expect(close(red, dark ? [58, 58, 60, 255] : [209, 209, 214, 255], 3), "the selected background")
                }
                // The sidebar row: selected, filled with the tint.
                let sidebar = cells[9]
                #expect(close(rgba(image, 200, Int(sidebar.frame.minY) + 3), dark ? [10, 132, 255, 255] : [0, 122, 255, 255], 3))
            }
        }
    }
}
