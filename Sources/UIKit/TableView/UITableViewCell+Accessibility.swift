/// A table cell is one element: its label is the labels of what it holds joined with ", " (title,
/// then subtitle), its value the values (a switch's "1"), `.selected` while selected; activating it
/// taps what it holds that takes taps (its switch), else its centre, as VoiceOver does.
extension UITableViewCell: AccessibilityDefaults {
    var standardIsAccessibilityElement: Bool? { true }
    var standardAccessibilityLabel: String? { CellAccessibility.label(of: self) }
    var standardAccessibilityValue: String? { CellAccessibility.value(of: self) }
    var standardAccessibilityTraits: UIAccessibilityTraits? { isSelected ? .selected : UIAccessibilityTraits.none }
}

/// A collection view cell reads as a table cell does.
extension UICollectionViewCell: AccessibilityDefaults {
    var standardIsAccessibilityElement: Bool? { true }
    var standardAccessibilityLabel: String? { CellAccessibility.label(of: self) }
    var standardAccessibilityValue: String? { CellAccessibility.value(of: self) }
    var standardAccessibilityTraits: UIAccessibilityTraits? { isSelected ? .selected : UIAccessibilityTraits.none }
}

/// A section header or footer is a heading named by its labels.
extension UITableViewHeaderFooterView: AccessibilityDefaults {
    var standardIsAccessibilityElement: Bool? { true }
    var standardAccessibilityLabel: String? { CellAccessibility.label(of: self) }
    var standardAccessibilityTraits: UIAccessibilityTraits? { .header }
}

/// How a cell speaks for what it holds.
@MainActor
enum CellAccessibility {
    /// The labels of the elements inside, joined with ", " (nil when none has one).
    static func label(of cell: UIView) -> String? {
        joined(AccessibilityTree.elementObjects(inside: cell).compactMap(\.accessibilityLabel))
    }

    /// The values of the elements inside, joined with ", " (nil when none has one).
    static func value(of cell: UIView) -> String? {
        joined(AccessibilityTree.elementObjects(inside: cell).compactMap(\.accessibilityValue))
    }

    private static func joined(_ parts: [String]) -> String? {
        let spoken = parts.filter { !$0.isEmpty }
        return spoken.isEmpty ? nil : spoken.joined(separator: ", ")
    }
}
