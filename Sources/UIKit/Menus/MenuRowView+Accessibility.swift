/// Each row of a menu is a button named by its title (`.selected` when its action is on, dimmed when
/// disabled); a section's title is a heading.
extension MenuRowView: AccessibilityDefaults {
    var standardIsAccessibilityElement: Bool? {
        switch item {
        case .element, .submenu, .back, .header: true
        default: nil
        }
    }

    var standardAccessibilityLabel: String? {
        switch item {
        case .element(let element, _): element.title
        case .submenu(let menu), .back(let menu): menu.title
        case .header(let title): title
        default: nil
        }
    }

    var standardAccessibilityTraits: UIAccessibilityTraits? {
        switch item {
        case .header: return .header
        case .element(let element, _):
            var traits: UIAccessibilityTraits = .button
            if let action = element as? UIAction {
                if action.state == .on { traits.insert(.selected) }
                if action.attributes.contains(.disabled) { traits.insert(.notEnabled) }
            }
            return traits
        default: return .button
        }
    }
}
