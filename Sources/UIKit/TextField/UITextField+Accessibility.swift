/// A text field is an element whose value is its text, or its placeholder while empty (as iOS
/// answers, and UI tests read); a secure field's value is one bullet per character. A search field
/// has the `.searchField` trait.
extension UITextField: AccessibilityDefaults {
    var standardAccessibilityValue: String? {
        let text = self.text ?? ""
        if text.isEmpty { return placeholder ?? attributedPlaceholder?.string }
        return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }

    var standardAccessibilityTraits: UIAccessibilityTraits? { self is UISearchTextField ? .searchField : nil }
}
