/// Updates search results as the search bar's text or scope changes, or the search becomes active.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search controller's text, scope or activity changed: update the results.
    func updateSearchResults(for searchController: UISearchController)
}
