extension UIBarButtonItem {
    /// Shows the state of a controller's `editButtonItem`: Edit in the plain style, or Done in the done
    /// style while editing, as UIKit's edit button does.
    func showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
