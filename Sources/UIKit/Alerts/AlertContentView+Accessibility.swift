/// An alert or action sheet is modal for assistive technologies (what is behind it is not read): its
/// title, message, text fields and actions are its elements, each action a button named by its title
/// (dimmed while disabled).
extension AlertContentView: AccessibilityDefaults {
    var standardViewIsModal: Bool? { true }
}

extension AlertButtonView: AccessibilityDefaults {
    var standardIsAccessibilityElement: Bool? { true }
    var standardAccessibilityLabel: String? { action.title }
    var standardAccessibilityTraits: UIAccessibilityTraits? { action.isEnabled ? .button : [.button, .notEnabled] }
}
