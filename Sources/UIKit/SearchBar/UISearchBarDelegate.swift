/// What a search bar asks and tells its delegate: editing beginning and ending, text changes, and its
/// buttons (Search on the keyboard, Cancel, bookmark, results list) and scope being used. Every method
/// is optional.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// Whether editing may begin (true by default).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end (true by default).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text changed (typing, clearing, or setting `text`).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the text in `range` (UTF-16) may become `text` (true by default).
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's Search key was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The results list button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user chose another scope.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
