import UIKit

/// Roles and states from UIKit's traits and classes: the one mapping the bridge uses (tested without D-Bus).
enum RoleMapping {
    /// The role AT-SPI2 clients see for an element or container.
    static func role(of item: ElementDescriptor) -> ATSPIRole {
        let traits = item.traits
        switch item.kind {
        case .textField(let secure): return secure ? .passwordText : .entry
        case .textView: return .text
        case .stepper: return .spinButton
        case .progress: return .progressBar
        case .alert: return .alert
        case .slider: return .slider
        case .cell: return .listItem
        case .other: break
        }
        if traits.contains(.tabBar) { return .pageTabList }
        if item.isInTabBar && item.isElement { return .pageTab }
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.link) { return .link }
        if traits.contains(.header) { return .heading }
        if traits.contains(.button) || traits.contains(.keyboardKey) { return .pushButton }
        if traits.contains(.searchField) { return .entry }
        if traits.contains(.image) { return .image }
        if !item.isElement {
            switch item.containerType {
            case .dataTable: return .table
            case .list: return .list
            case .landmark: return .landmark
            case .semanticGroup: return .grouping
            default: return item.isModal ? .dialog : .panel
            }
        }
        if traits.contains(.staticText) { return .label }
        return .label
    }

    /// The states AT-SPI2 clients see (the window and application states are the frame's and root's own).
    static func states(of item: ElementDescriptor) -> ATSPIStateSet {
        var states = ATSPIStateSet()
        states.insert(.visible)
        states.insert(.showing)
        if !item.traits.contains(.notEnabled) {
            states.insert(.enabled)
            states.insert(.sensitive)
        }
        let role = role(of: item)
        if item.isModal || role == .alert { states.insert(.modal) }
        if item.isInteractive || role == .entry || role == .passwordText || role == .text { states.insert(.focusable) }
        if item.isFocused { states.insert(.focused) }
        if item.traits.contains(.selected) { states.insert(.selected) }
        if role == .pageTab || role == .listItem { states.insert(.selectable) }
        if role == .toggleButton {
            states.insert(.checkable)
            if item.value == "1" { states.insert(.checked) }
        }
        switch role {
        case .entry, .passwordText:
            states.insert(.singleLine)
            if item.isEditable { states.insert(.editable) } else { states.insert(.readOnly) }
        case .text:
            states.insert(.multiLine)
            if item.isEditable { states.insert(.editable) } else { states.insert(.readOnly) }
        default:
            break
        }
        return states
    }

    /// The heading level of a heading (AT-SPI2's `level` attribute): UIKit has one header trait, which
    /// reads as level 1 except a table or collection section header (level 2).
    static func headingLevel(of object: UIResponder) -> Int {
        object is UITableViewHeaderFooterView ? 2 : 1
    }
}
