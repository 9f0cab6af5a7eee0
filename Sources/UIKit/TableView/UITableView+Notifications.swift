extension UITableView {
    /// Posted (object: the table) when the user changes the selection by tapping a row. As on iOS,
    /// selecting or deselecting by code (`selectRow`, `deselectRow`) posts nothing.
    nonisolated public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")
}
