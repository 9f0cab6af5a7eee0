extension UIBarButtonItem.SystemItem {
    /// The name VoiceOver reads for a system item, as iOS gives it (the English base localisation;
    /// nil for spaces).
    var accessibilityName: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .flexibleSpace, .fixedSpace: nil
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .pageCurl: "Page Curl"
        case .close: "Close"
        }
    }
}

extension UIBarButtonItem {
    /// What VoiceOver reads for the item: its label, else its title, its system item's name, or its
    /// image's label.
    var spokenLabel: String? {
        if let label = accessibilityLabel { return label }
        if let title, !title.isEmpty { return title }
        if let name = systemItem?.accessibilityName { return name }
        return image?.accessibilityLabel
    }
}

/// A bar button item's view is a button element named as the item (its custom view, if any, is read
/// instead), so a navigation bar's or toolbar's items are found by their names.
extension BarButtonItemView: AccessibilityDefaults {
    var standardIsAccessibilityElement: Bool? { item.customView == nil && !item.isSpace && item.isAccessibilityElement }
    var standardAccessibilityLabel: String? { item.spokenLabel }
    var standardAccessibilityHint: String? { item.accessibilityHint }
    var standardAccessibilityValue: String? { item.accessibilityValue }
    var standardAccessibilityTraits: UIAccessibilityTraits? { item.accessibilityTraits }
    var standardAccessibilityIdentifier: String? { item.accessibilityIdentifier }
}
