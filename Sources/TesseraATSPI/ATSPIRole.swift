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
