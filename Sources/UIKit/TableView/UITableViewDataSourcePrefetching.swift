/// Told ahead of time which rows are about to scroll into view, so their data can load before their
/// cells are asked for; and which of those are no longer needed.
///
/// The table asks for the rows of the next screenful in the direction the content moves, a few at a
/// time as they come near, and cancels those that drift back out of range without being shown.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows that will probably be shown soon: start loading what their cells need.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows prefetched earlier that are no longer expected to show: cancel their loading (optional).
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
