/// A collection view data source that knows which items of an outline are expanded: the diffable data
/// source, through its section snapshots, adopts it. List cells read their `isExpanded` state from it
/// (for the outline disclosure's turn and the configurations), and an outline disclosure accessory
/// without an action handler toggles its item through it, as on iOS.
@MainActor
protocol OutlineExpansionSource: AnyObject {
    /// Whether the item at an index path is expanded (nil: it is not part of an outline).
    func isItemExpanded(at indexPath: IndexPath) -> Bool?
    /// Expands a collapsed item or collapses an expanded one, updating the collection view.
    func toggleExpansion(at indexPath: IndexPath)
}
