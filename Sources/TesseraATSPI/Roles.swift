import UIKit

/// The AT-SPI2 roles the bridge gives (values of `AtspiRole`), with their standard names, which
/// `GetRoleName` answers and screen readers speak.
enum ATSPIRole: UInt32, Sendable {
    case alert = 2
    case dialog = 16
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case passwordText = 40
    case progressBar = 42
    case pushButton = 43
    case slider = 51
    case spinButton = 52
    case table = 55
    case tableCell = 56
    case text = 61
    case toggleButton = 62
    case application = 75
    case entry = 79
    case heading = 83
    case link = 88
    case grouping = 99
    case landmark = 110

    /// The name AT-SPI2 gives the role (`atspi_role_get_name`).
    var name: String {
        switch self {
        case .alert: "alert"
        case .dialog: "dialog"
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .pageTab: "page tab"
        case .pageTabList: "page tab list"
        case .panel: "panel"
        case .passwordText: "password text"
        case .progressBar: "progress bar"
        case .pushButton: "push button"
        case .slider: "slider"
        case .spinButton: "spin button"
        case .table: "table"
        case .tableCell: "table cell"
        case .text: "text"
        case .toggleButton: "toggle button"
        case .application: "application"
        case .entry: "entry"
        case .heading: "heading"
        case .link: "link"
        case .grouping: "grouping"
        case .landmark: "landmark"
        }
    }
}

/// AT-SPI2 states (values of `AtspiStateType`) the bridge reports.
enum ATSPIState: Int, Sendable, CaseIterable {
    case active = 1
    case checked = 4
    case editable = 7
    case enabled = 8
    case focusable = 11
    case focused = 12
    case modal = 16
    case multiLine = 17
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case visible = 30
    case checkable = 41
    case readOnly = 43

    /// The name in `object:state-changed:NAME` events.
    var eventName: String {
        switch self {
        case .active: "active"
        case .checked: "checked"
        case .editable: "editable"
        case .enabled: "enabled"
        case .focusable: "focusable"
        case .focused: "focused"
        case .modal: "modal"
        case .multiLine: "multi-line"
        case .selectable: "selectable"
        case .selected: "selected"
        case .sensitive: "sensitive"
        case .showing: "showing"
        case .singleLine: "single-line"
        case .visible: "visible"
        case .checkable: "checkable"
        case .readOnly: "read-only"
        }
    }
}

/// A set of AT-SPI2 states, sent as two 32-bit words (`au`).
struct ATSPIStateSet: Equatable, Sendable {
    private(set) var bits: UInt64 = 0

    func contains(_ state: ATSPIState) -> Bool { bits & (1 << UInt64(state.rawValue)) != 0 }
    mutating func insert(_ state: ATSPIState) { bits |= 1 << UInt64(state.rawValue) }
    mutating func remove(_ state: ATSPIState) { bits &= ~(1 << UInt64(state.rawValue)) }
    /// The words D-Bus carries: the low 32 states, then the next 32.
    var words: [UInt32] { [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)] }
}

/// What the bridge needs to know of an object beyond its node to give its role and states: the kind of
/// UIKit object it is, and where it sits.
struct ElementDescriptor {
    /// UIKit objects whose role their traits do not tell.
    enum Kind: Equatable, Sendable {
        case other
        case textField(secure: Bool)
        case textView
        case slider
        case stepper
        case progress
        case cell
        case alert
    }

    var traits: UIAccessibilityTraits
    var isElement: Bool
    var containerType: UIAccessibilityContainerType
    var isModal: Bool
    var kind: Kind
    /// The node's parent has the `.tabBar` trait (its elements are tabs).
    var isInTabBar: Bool
    /// The element has activation or other actions (it can be operated).
    var isInteractive: Bool
    /// The object is the first responder.
    var isFocused: Bool
    /// The value, for toggles ("1" when on).
    var value: String?
    /// A text object's input is enabled.
    var isEditable: Bool
}

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
