import Testing
import TesseraTesting
import UIKit

/// Accessibility properties and the tree dump.
@MainActor @Suite struct AccessibilityTests {
    @Test func elementsInReadingOrderWithTheirProperties() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let header = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        header.isAccessibilityElement = true
        header.accessibilityLabel = "Settings"
        header.accessibilityTraits = .header
        let container = UIView(frame: CGRect(x: 0, y: 40, width: 200, height: 100))
        let toggle = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        toggle.isAccessibilityElement = true
        toggle.accessibilityLabel = "Wi-Fi"
        toggle.accessibilityValue = "On"
        toggle.accessibilityHint = "Turns Wi-Fi on or off"
        toggle.accessibilityTraits = [.button, .selected]
        toggle.accessibilityIdentifier = "wifi"
        let decoration = UIView(frame: CGRect(x: 100, y: 10, width: 20, height: 20))
        decoration.isAccessibilityElement = true
        decoration.isHidden = true
        let inside = UIView()
        inside.isAccessibilityElement = true
        toggle.addSubview(inside)   // hidden by its element ancestor
        window.addSubview(header)
        window.addSubview(container)
        container.addSubview(toggle)
        container.addSubview(decoration)
        #expect(window.accessibilityElementsInTree.count == 2)
        #expect(window.accessibilityTreeDescription() == """
        [header] "Settings" frame: (10, 10, 100, 20)
        [button, selected] "Wi-Fi" value: "On" hint: "Turns Wi-Fi on or off" id: wifi frame: (10, 50, 50, 30)
        """)
        container.accessibilityElementsHidden = true
        #expect(window.accessibilityElementsInTree.count == 1)
    }

    @Test func aModalViewHidesItsSiblings() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let behind = UIView()
        behind.isAccessibilityElement = true
        let sheet = UIView()
        sheet.accessibilityViewIsModal = true
        let button = UIView()
        button.isAccessibilityElement = true
        button.accessibilityLabel = "Done"
        sheet.addSubview(button)
        window.addSubview(behind)
        window.addSubview(sheet)
        #expect(window.accessibilityElementsInTree.map(\.accessibilityLabel) == ["Done"])
    }

    @Test func accessibilityFrameIsInScreenCoordinates() {
        let window = UIWindow(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        window.addSubview(view)
        #expect(view.accessibilityFrame == CGRect(x: 110, y: 220, width: 30, height: 40))
        view.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(view.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
