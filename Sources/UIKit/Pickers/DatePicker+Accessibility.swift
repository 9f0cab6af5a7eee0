/// A compact date picker's fields are buttons named by the date or time they show, and the inline
/// calendar's chevrons are the "Previous Month" and "Next Month" buttons, as VoiceOver reads iOS's.
/// (The calendar's days name themselves as they are laid out: see `DatePickerCalendarView`.)
extension DatePickerPill: AccessibilityDefaults {
    var standardIsAccessibilityElement: Bool? { true }
    var standardAccessibilityLabel: String? { label.text }
    var standardAccessibilityTraits: UIAccessibilityTraits? { .button }
}

extension CalendarChevron: AccessibilityDefaults {
    var standardIsAccessibilityElement: Bool? { true }
    var standardAccessibilityLabel: String? { pointingLeft ? "Previous Month" : "Next Month" }
    var standardAccessibilityTraits: UIAccessibilityTraits? { .button }
}

/// A date picker is a control, but, as on iOS, not an element itself: its fields, wheels and days are.
extension UIDatePicker: AccessibilityDefaults {
    var standardIsAccessibilityElement: Bool? { false }
}
