/// A data source that can expand and collapse the item at an index path: what an outline disclosure
/// accessory looks for in its collection view's `dataSource`. The diffable data source adopts it; the
/// hook is declared here so that collection views and their cells do not know the diffable layer above.
@MainActor
protocol DiffableOutlineDataSource: AnyObject {
    /// Whether the item at `indexPath` has children to show or hide.
    func isExpandable(at indexPath: IndexPath) -> Bool
    /// Whether the item at `indexPath` shows its children.
    func isExpanded(at indexPath: IndexPath) -> Bool
    /// Expands the item at `indexPath` when collapsed and collapses it when expanded.
    func toggleExpansion(at indexPath: IndexPath, animated: Bool)
}
