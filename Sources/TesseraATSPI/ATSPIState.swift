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
