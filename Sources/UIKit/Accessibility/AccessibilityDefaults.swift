/// What one of UIKit's own private views (a bar button's view, a tab bar button, the keyboard) answers
/// for an accessibility property nobody set. UIKit's public classes override the properties
/// themselves, as subclasses would; private views adopt this protocol in an extension instead, so
/// their accessibility lives beside them without touching their class bodies. Every requirement
/// defaults to nil ("no opinion": the base class's answer).
@MainActor
protocol AccessibilityDefaults: AnyObject {
    var standardIsAccessibilityElement: Bool? { get }
    var standardAccessibilityLabel: String? { get }
    var standardAccessibilityHint: String? { get }
    var standardAccessibilityValue: String? { get }
    var standardAccessibilityIdentifier: String? { get }
    var standardAccessibilityTraits: UIAccessibilityTraits? { get }
    var standardViewIsModal: Bool? { get }
    var standardAccessibilityCustomActions: [UIAccessibilityCustomAction]? { get }
    var standardAccessibilityElements: [Any]? { get }
    var standardContainerType: UIAccessibilityContainerType? { get }
}

extension AccessibilityDefaults {
    var standardIsAccessibilityElement: Bool? { nil }
    var standardAccessibilityLabel: String? { nil }
    var standardAccessibilityHint: String? { nil }
    var standardAccessibilityValue: String? { nil }
    var standardAccessibilityIdentifier: String? { nil }
    var standardAccessibilityTraits: UIAccessibilityTraits? { nil }
    var standardViewIsModal: Bool? { nil }
    var standardAccessibilityCustomActions: [UIAccessibilityCustomAction]? { nil }
    var standardAccessibilityElements: [Any]? { nil }
    var standardContainerType: UIAccessibilityContainerType? { nil }
}
