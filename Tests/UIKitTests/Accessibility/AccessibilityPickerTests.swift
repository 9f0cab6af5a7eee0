import Testing
@testable import UIKit

/// Pickers as assistive technologies see them: wheels are adjustable, a compact date picker's fields
/// and an inline calendar's chevrons are buttons, and its days are buttons named by their date.
@MainActor @Suite struct AccessibilityPickerTests {
    private func picker(_ style: UIDatePickerStyle) -> (UIWindow, UIDatePicker) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let picker = UIDatePicker()
        picker.calendar = calendar
        picker.timeZone = calendar.timeZone
        picker.locale = Locale(identifier: "en_US")
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = style
        picker.date = calendar.date(from: DateComponents(year: 2024, month: 3, day: 5, hour: 12))!
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        picker.frame = CGRect(x: 0, y: 0, width: 360, height: 420)
        window.addSubview(picker)
        window.layoutIfNeeded()
        return (window, picker)
    }

    @Test func anInlineCalendarsDaysAreButtonsNamedByTheirDate() {
        let (window, _) = picker(.inline)
        let nodes = AccessibilityTree.elements(of: window)
        let labels = nodes.compactMap(\.label)
        #expect(labels.contains("Previous Month") && labels.contains("Next Month"))
        let selected = nodes.filter { $0.traits.contains(.selected) }
        #expect(selected.map(\.label) == ["Tuesday, March 5"])
        #expect(selected.first?.traits == [.button, .selected])
        #expect(nodes.filter { $0.label?.hasPrefix("Friday, March") == true }.count == 5, "the month's five Fridays")
        #expect(!labels.contains("March 32") && nodes.allSatisfy { $0.label != nil })
    }

    @Test func aCompactPickersFieldIsAButtonWithTheDate() {
        let (window, _) = picker(.compact)
        let nodes = AccessibilityTree.elements(of: window)
        #expect(nodes.count == 1)
        #expect(nodes.first?.traits == .button && nodes.first?.label?.contains("2024") == true)
    }
}
