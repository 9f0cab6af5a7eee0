/// A tab bar is a container with the `.tabBar` trait (VoiceOver then reads each button's place, "Tab,
/// 2 of 4"); each item's button is an element named by its title, its value the badge, `.selected`
/// on the selected one.
extension UITabBar: AccessibilityDefaults {
    var standardAccessibilityTraits: UIAccessibilityTraits? { .tabBar }
}

extension TabBarButtonView: AccessibilityDefaults {
    var standardIsAccessibilityElement: Bool? { item.isAccessibilityElement }
    var standardAccessibilityLabel: String? {
        if let label = item.accessibilityLabel { return label }
        if let title = item.title, !title.isEmpty { return title }
        return item.image?.accessibilityLabel
    }
    var standardAccessibilityHint: String? { item.accessibilityHint }
    var standardAccessibilityValue: String? {
        if let value = item.accessibilityValue { return value }
        guard let badge = item.badgeValue, !badge.isEmpty else { return nil }
        return badge
    }
    var standardAccessibilityTraits: UIAccessibilityTraits? { item.explicitAccessibilityTraits ?? .button }
    var standardAccessibilityIdentifier: String? { item.accessibilityIdentifier }
}

/// The back button is a button named by the title it shows (the previous screen's), else "Back".
extension NavigationBackButtonView: AccessibilityDefaults {
    var standardAccessibilityLabel: String? {
        if let label = item.accessibilityLabel { return label }
        if let title, !title.isEmpty { return title }
        return "Back"
    }
    var standardAccessibilityTraits: UIAccessibilityTraits? { .button }
}
