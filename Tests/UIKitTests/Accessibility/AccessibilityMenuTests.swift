import Testing
@testable import UIKit

/// Menus as assistive technologies see them: context menu rows and the edit menu's commands.
@MainActor @Suite struct AccessibilityMenuTests {
    @Test func menuRowsAreButtonsAndSectionTitlesHeadings() {
        let parent = UIMenu(children: [])
        let share = UIAction(title: "Share") { _ in }
        let row = MenuRowView(item: .element(share, parent: parent), showsCheckColumn: false)
        #expect(row.isAccessibilityElement && row.accessibilityLabel == "Share" && row.accessibilityTraits == .button)
        let checked = UIAction(title: "Bold", state: .on) { _ in }
        #expect(MenuRowView(item: .element(checked, parent: parent), showsCheckColumn: true).accessibilityTraits == [.button, .selected])
        let disabled = UIAction(title: "Paste", attributes: .disabled) { _ in }
        #expect(MenuRowView(item: .element(disabled, parent: parent), showsCheckColumn: false).accessibilityTraits == [.button, .notEnabled])
        let header = MenuRowView(item: .header("Sort By"), showsCheckColumn: false)
        #expect(header.accessibilityLabel == "Sort By" && header.accessibilityTraits == .header)
        let submenu = MenuRowView(item: .submenu(UIMenu(title: "More", children: [share])), showsCheckColumn: false)
        #expect(submenu.accessibilityLabel == "More" && submenu.accessibilityTraits == .button)
    }

    @Test func theEditMenusCommandsAreButtonsWhereTheyAreDrawn() {
        let callout = EditMenuCalloutView(menu: UIMenu(children: [UIAction(title: "Cut") { _ in }, UIAction(title: "Copy") { _ in }]))
        callout.layout(maximumWidth: 300)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        callout.frame.origin = CGPoint(x: 40, y: 200)
        window.addSubview(callout)
        let nodes = AccessibilityTree.elements(of: window)
        #expect(nodes.map(\.label) == ["Cut", "Copy"])
        #expect(nodes.allSatisfy { $0.traits == .button })
        let cut = callout.itemFrame("Cut")
        #expect(cut.map { $0.offsetBy(dx: 40, dy: 200) } == nodes.first?.frame)
    }
}
